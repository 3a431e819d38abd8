import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialJsReport } from './scripts/initial-js';
import { precompress } from './scripts/precompress';
import { shakeableRouterComponents } from './scripts/shakeable-components';

const uiSource = (file: string) => fileURLToPath(new URL(`../libs/ui/src/${file}`, import.meta.url));
// react-router's package exports only its development build (warnings and checks kept in);
// its production build sits beside it, smaller and faster, and is what browsers get.
const routerBuild = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const api = 'http://127.0.0.1:3000';
/** The entries themselves (and Vite's own helpers), which the group below must leave where they are. */
const FIRST_SCRIPTS = /[\\/]src[\\/](main|start)\.tsx?$|vite[\\/]/;

// The storefront, served by the gateway at '/'. @artshop/ui is TypeScript source (no build step);
// the aliases keep working once the workspace links the package.
export default defineConfig(({ isSsrBuild }) => ({
  // The server build (src/entry-server.tsx, for the gateway) ships no files to browsers.
  plugins: isSsrBuild ? [react(), tailwindcss()] : [react(), tailwindcss(), shakeableRouterComponents(), precompress(), initialJsReport()],
  resolve: {
    alias: [
      { find: /^@artshop\/ui$/, replacement: uiSource('index.ts') },
      { find: /^@artshop\/ui\/styles\.css$/, replacement: uiSource('styles.css') },
      // One module of the library on its own, for a lazy import that must not pull in the rest.
      { find: /^@artshop\/ui\/src\/(.+)$/, replacement: uiSource('$1') },
      { find: /^react-router$/, replacement: routerBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
    ],
    dedupe: ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query'],
  },
  // The server build carries its libraries (React among them) inside: the gateway runs it as it is,
  // with none of the storefront's packages installed beside it (the gateway's image has none).
  ssr: { noExternal: true },
  // React's production build on the server too, whatever NODE_ENV the gateway runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/objects': { target: api, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/objects': { target: api, changeOrigin: false },
    },
  },
  build: {
    // The browser's build in dist; the server's (npm run build's second step: the gateway renders
    // the storefront's pages with it) in dist-server.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    target: isSsrBuild ? 'node20' : 'es2022',
    // Read by scripts/initial-js.ts, which prints each page's initial JavaScript after the build.
    manifest: !isSsrBuild,
    // Every browser the build targets preloads modules itself but Firefox before 115, which ignores the
    // links and loads the chunks when they are imported: the first load does without Vite's polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app (index.html's) and the script that starts it once a server-rendered page has painted
      // (src/start.ts: the gateway puts it in the app's place).
      input: isSsrBuild ? undefined : { index: 'index.html', start: 'src/start.ts' },
      // Everything the app's first load needs in one file (rolldown would otherwise split out each module
      // a lazy page also imports: 18 small files, 4 kB more once compressed, and 17 more requests).
      output: isSsrBuild ? undefined : { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id: string) => !FIRST_SCRIPTS.test(id) }] } },
      // The shared libraries' modules only declare things (schemas, constants, components): what a
      // page does not use stays out of its chunk, so the first load carries neither zod for the
      // forms' sake nor the menus and dialogs that load when opened.
      treeshake: { moduleSideEffects: [{ test: /[\\/]libs[\\/](contracts|ui)[\\/]/, sideEffects: false }] },
    },
  },
}));
