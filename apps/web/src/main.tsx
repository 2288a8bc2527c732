import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadIdentity } from './app/identity/identity';
import { removeTempBodies } from './lib/http-transport';
import { createQueryClient } from './lib/query-client';

// Bodies parked for the body header by an earlier run are stale now (spec §9).
removeTempBodies();
const identity = loadIdentity();
document.title = identity.variant.name;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App identity={identity} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
