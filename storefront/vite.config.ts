import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileHints } from './src/app/shell/compile-hints';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from './src/app/shell/compressed-copies';
import { appShell } from './src/app/shell/shell-plugin';

const backend = 'http://localhost:9000';

/**
 * The shop's time zone (SHOP_TIME_ZONE, default Africa/Nairobi): dates and chat times show in it.
 * Read when the storefront is built (unit tests always run in Nairobi time, whatever the shell
 * says); an unknown zone fails the build here rather than every page that shows a date.
 * `build-settings.json` records what the build was made with, so `npm start` rebuilds when it
 * changes (scripts/lib/storefront-build.mjs).
 */
const shopTimeZone = (!process.env.VITEST && process.env.SHOP_TIME_ZONE) || 'Africa/Nairobi';
try {
  new Intl.DateTimeFormat('en-US', { timeZone: shopTimeZone });
} catch {
  throw new Error(`SHOP_TIME_ZONE=${shopTimeZone} is not a time zone (e.g. Africa/Nairobi).`);
}
const buildSettings: Plugin = {
  name: 'build-settings',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'build-settings.json', source: JSON.stringify({ SHOP_TIME_ZONE: process.env.SHOP_TIME_ZONE ?? '' }) });
  },
};

// The libraries every page needs, one long-cached chunk per library family (downloaded in
// parallel, each kept when another changes); libraries used by lazily loaded pages (carousel,
// sliders, share buttons, forms…) stay with those pages.
const EVERY_PAGE_LIBRARIES = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  { name: 'styles', test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion|shallowequal|tslib)[\\/]/ },
];

export default defineConfig({
  define: { __SHOP_TIME_ZONE__: JSON.stringify(shopTimeZone) },
  plugins: [
    react(),
    buildSettings,
    appShell(),
    compileHints(EVERY_PAGE_LIBRARIES.map((group) => group.name)),
    // The .br and .gz copies beside every text asset (src/app/shell/compressed-copies.ts).
    compression({
      algorithms: [defineAlgorithm('brotliCompress', BROTLI_OPTIONS), defineAlgorithm('gzip', GZIP_OPTIONS)],
      include: /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/,
      threshold: 512,
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/health': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...EVERY_PAGE_LIBRARIES,
            { name: 'notices', test: /[\\/]node_modules[\\/](react-toastify|clsx)[\\/]/ },
            // The app's own modules that every page runs, in one chunk with the entry: left to
            // themselves they come out as half a dozen 1–2 KB chunks (theme, button, API
            // client…), each one more round trip on the phone before the first page can run.
            {
              name: 'app',
              // src/ of the storefront only: libraries ship src/ folders too (stylis does).
              test: /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/]/,
              tags: ['$initial'],
              priority: -1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // styled-components' one-rule-at-a-time injection is very slow under jsdom.
    env: { SC_DISABLE_SPEEDY: 'false' },
    css: false,
    // A test that times out keeps running beside the next one and garbles its typing: allow a loaded machine time.
    testTimeout: 30_000,
    // Hooks too: a suite's beforeAll may load the code-split pages it opens (testing/render-route preloadRoutes).
    hookTimeout: 30_000,
  },
});
