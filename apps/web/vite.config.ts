import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { staticEntryGroups } from './scripts/static-entry-groups.ts';
import { firstPaintHead } from './scripts/first-paint-head.ts';
import { installedAppFiles } from './scripts/installed-app-files.ts';

// The server (apps/server) serves dist/ and the API on port 3000; in development Vite forwards
// the API and the realtime socket there so the app runs same-origin exactly as in production.
const serverOrigin = 'http://localhost:3000';

const entryGroups = staticEntryGroups();

// The service worker (decision 032): our own source, src/sw/service-worker.ts, built by Workbox's
// injectManifest into dist/service-worker.js with the precache list of the build written in.
// The manifests are our own per-language files (scripts/installed-app-files.ts), and the page
// registers the worker itself (lib/pwa/service-worker-client.ts) after its first paint.
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The app shell: what every first view runs (the chunks of decision 018's budget, the
    // landing pages, zod, both languages' texts, the hardware id's traits), the stylesheet, the
    // fonts and icons, and both offline pages. Every other chunk is kept when first used (the
    // worker's /assets/ route): precaching all 1.4 MB competed with the first visit's own work.
    // Not index.html: each page is made by the server (its head, a server render).
    globPatterns: [
      'assets/{boot,index,rolldown-runtime,react,router,shell,landing,zod,en,de,device-traits}-*.js',
      'assets/*.{css,woff2}',
      'icons/*.png',
      'favicon.svg',
      '**/offline.html',
    ],
  },
});

// React Router's package exports only its development build, dev warnings and checks included
// (remix-run/react-router#14102): making the router for the app's hundred routes took ~30 ms of a
// first visit's main thread. Builds take the production build it ships beside it.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

// The server render (src/entry-server.tsx, decision 022) is a second build into dist-ssr/, for
// Node: one self-contained module (libraries included, React's production build), so the server
// needs nothing of the web app's dependencies and a rebuild is one file to load again.
const serverRenderBuild: UserConfig = {
  plugins: [react()],
  resolve: { alias: [reactRouterProduction] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    ssr: 'src/entry-server.tsx',
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild === true
    ? serverRenderBuild
    : {
        plugins: [
          react(),
          tailwindcss(),
          entryGroups.plugin,
          firstPaintHead,
          installedAppFiles,
          serviceWorker,
        ],
        resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          assetsDir: 'assets',
          // One stylesheet, written into index.html (scripts/first-paint-head.ts).
          cssCodeSplit: false,
          rolldownOptions: {
            // boot.ts is its own entry: see scripts/static-entry-groups.ts.
            input: {
              index: fileURLToPath(new URL('index.html', import.meta.url)),
              boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)),
            },
            output: {
              // Libraries change far less often than our code: separate chunks stay cached across
              // deploys. Pages are split per route by the router's lazy() imports. Only what every
              // first page view needs is grouped; a library used by some pages only (socket.io-client,
              // ThumbmarkJS, react-toastify, Firebase) stays in the chunks that import it on demand,
              // so it is not downloaded before it is used.
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    priority: 3,
                  },
                  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
                  // Everything else the two entries import statically, one file each: fewer round
                  // trips before the first render than a dozen small shared chunks.
                  { name: 'boot-shared', test: (id) => entryGroups.boot.has(id), priority: 2 },
                  { name: 'shell', test: (id) => entryGroups.shell.has(id), priority: 1 },
                  { name: 'landing', test: (id) => entryGroups.landing.has(id), priority: 1 },
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                  {
                    name: 'vendor',
                    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|@tanstack)[\\/]/,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
        server: {
          proxy: {
            '/api': { target: serverOrigin, changeOrigin: true },
            '/socket.io': { target: serverOrigin, ws: true, changeOrigin: true },
          },
        },
      },
);
