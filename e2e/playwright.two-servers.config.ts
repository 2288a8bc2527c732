import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The journeys once more against two app servers behind a round-robin proxy, on one PostgreSQL
 * database and one S3-compatible store (start-test-server.mjs with E2E_SERVERS=2): sessions,
 * uploads, game rounds and caches must work whichever server answers. Phone layout only — the
 * layouts do not change what reaches the servers. Needs TEST_POSTGRES_URL.
 */
// The test server's command inherits this process's environment.
process.env.E2E_SERVERS = '2';

export default defineConfig({
  ...base,
  // The journeys that write what a second server must see: sessions (accounts), uploads and their
  // ranges (ask, poem-audio, classes' recordings), attempts and game rounds kept on the server
  // (kszx, jdmz, hzzy-game), and the per-server caches (dictionary).
  testMatch: [
    'accounts.spec.ts',
    'ask.spec.ts',
    'poem-audio.spec.ts',
    'classes.spec.ts',
    'kszx.spec.ts',
    'jdmz.spec.ts',
    'hzzy-game.spec.ts',
    'dictionary.spec.ts',
  ],
  // Every call crosses the proxy and PostgreSQL: a journey gets twice the time.
  timeout: 120_000,
  projects: base.projects?.filter((project) => project.name === 'mobile'),
});
