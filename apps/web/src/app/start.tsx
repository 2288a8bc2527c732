import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { removeTempBodies } from '../lib/http-transport';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { loadIdentity } from './identity/identity';

/** Starts the app in #root, replacing index.html's splash (main.tsx calls this once it has painted). */
export function start(root: HTMLElement): void {
  // Bodies parked for the body header by an earlier run are stale now (spec §9).
  removeTempBodies();
  const identity = loadIdentity();
  document.title = identity.variant.name;
  const reactRoot = createRoot(root);
  // A transition renders the first screen in slices, so a slow phone's main thread never blocks for
  // long (a click or a scroll is answered between slices).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App identity={identity} queryClient={createQueryClient()} />
      </StrictMode>,
    );
  });
}
