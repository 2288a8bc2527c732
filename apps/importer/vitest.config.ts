import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'importer',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
