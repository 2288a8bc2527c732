import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress';

// The API runs on its own port in development; in production the same server serves both, sending
// the brotli and gzip copies the build writes beside each text file.
export default defineConfig({
  plugins: [react(), precompressPlugin()],
  server: {
    proxy: Object.fromEntries(
      ['/api', '/audio', '/hanzi-data', '/glyph', '/char-origin', '/fonts', '/avatars', '/uploads'].map((path) => [
        path,
        'http://127.0.0.1:3000',
      ]),
    ),
  },
});
