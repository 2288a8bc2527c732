import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { moduleTreeQuery } from '../features/catalogue/api/module-tree.api';
import { holdFallbacksUntilFirstScreen } from '../lib/first-screen';
import { removeTempBodies } from '../lib/http-transport';
import { createQueryClient } from '../lib/query-client';
import { nextTask } from '../library-steps';
import { App, createAppRouter } from './app';
import { loadIdentity } from './identity/identity';

/** How long the splash may stand in for the first page before the layout and its spinner show. */
const FIRST_SCREEN_HOLD_MS = 3000;

function OnFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** Starts the app in #root, replacing index.html's splash (main.tsx calls this once it has painted). */
export async function start(root: HTMLElement): Promise<void> {
  // Bodies parked for the body header by an earlier run are stale now (spec §9).
  removeTempBodies();
  const identity = loadIdentity();
  document.title = identity.variant.name;
  const queryClient = createQueryClient();
  // Every screen's gate waits for the module list: asked for before the first render, which then
  // draws the page itself rather than a spinner first (prefetchQuery never rejects; a failure is the
  // query's error state, which ModuleListLoader tells).
  const moduleList = queryClient.prefetchQuery(moduleTreeQuery);
  // Building and matching the route table (over 150 routes) is a task of its own, not part of the
  // first render's, which cannot be sliced inside one component.
  await nextTask();
  const router = createAppRouter(identity);
  const firstScreenDrawn = holdFallbacksUntilFirstScreen(FIRST_SCREEN_HOLD_MS);
  const render = () => {
    const reactRoot = createRoot(root);
    // A transition renders the first screen in slices, so a slow phone's main thread never blocks
    // for long (a click or a scroll is answered between slices).
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App identity={identity} queryClient={queryClient} router={router} />
          <OnFirstCommit run={firstScreenDrawn} />
        </StrictMode>,
      );
    });
  };
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_HOLD_MS));
  void Promise.race([moduleList, waited]).then(render);
}
