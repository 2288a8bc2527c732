import { defineConfig } from 'vitest/config';

// One run over every workspace: node projects for packages and server, jsdom for the web app.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/importer', 'apps/server', 'apps/web'],
  },
});
