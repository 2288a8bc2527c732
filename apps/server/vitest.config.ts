import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    // Each test's app (migrations, seed) is made in a hook: on a busy 2-core machine that outgrows 10 s.
    hookTimeout: 30_000,
  },
});
