import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunkGroups, preloadAppPlugin } from './build/app-chunk';
import { appIconsPlugin } from './build/app-icon';
import { lazyContractPlugin } from './build/lazy-contract';
import { precompressPlugin } from './build/precompress';

// The API runs on its own port in development; in production the same server serves both, sending
// the brotli and gzip copies the build writes beside each text file.
export default defineConfig({
  plugins: [
    react(),
    lazyContractPlugin(),
    appIconsPlugin(),
    // Installable and usable offline: our own worker (src/sw/sw.ts) gets the list of the app
    // shell's files; the app registers it itself (src/app/pwa-status.tsx), never by an inline script.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: '语文学堂',
        short_name: '语文学堂',
        description: '小学语文：同步课本、汉字、古诗词和朗读',
        lang: 'zh-CN',
        start_url: '/index',
        scope: '/',
        display: 'standalone',
        // --yw-blue and --yw-bg of styles/tokens.css.
        theme_color: '#2563d9',
        background_color: '#f4f7ff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell: code, styles, the page and the icons (the manifest is added by the
        // plugin). The font subsets (served from /fonts, several MB) are kept only as pages need them.
        // The first pages' copies of the page are for the network: offline, the worker answers every
        // address with index.html, and the files they preload are in its cache already.
        globPatterns: ['**/*.{js,css,html,png}'],
        globIgnores: ['sw.js', 'first-pages/**'],
      },
    }),
    preloadAppPlugin(),
    precompressPlugin(),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: firstScreenChunkGroups() },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/audio', '/hanzi-data', '/glyph', '/char-origin', '/fonts', '/avatars', '/uploads'].map((path) => [
        path,
        'http://127.0.0.1:3000',
      ]),
    ),
  },
});
