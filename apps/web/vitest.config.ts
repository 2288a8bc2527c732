import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { lazyContractPlugin } from './build/lazy-contract';

export default defineConfig({
  // The protocol's schemas as the built app has them: made when first used.
  plugins: [react(), lazyContractPlugin()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 20_000,
  },
});
