import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialJsReport } from './scripts/initial-js';
import { precompress } from './scripts/precompress';

const uiSource = (file: string) => fileURLToPath(new URL(`../libs/ui/src/${file}`, import.meta.url));
const api = 'http://127.0.0.1:3000';

// The storefront, served by the gateway at '/'. @artshop/ui is TypeScript source (no build step);
// the aliases keep working once the workspace links the package.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), initialJsReport()],
  resolve: {
    alias: [
      { find: /^@artshop\/ui$/, replacement: uiSource('index.ts') },
      { find: /^@artshop\/ui\/styles\.css$/, replacement: uiSource('styles.css') },
      // One module of the library on its own, for a lazy import that must not pull in the rest.
      { find: /^@artshop\/ui\/src\/(.+)$/, replacement: uiSource('$1') },
    ],
    dedupe: ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query'],
  },
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
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Read by scripts/initial-js.ts, which prints each page's initial JavaScript after the build.
    manifest: true,
    rolldownOptions: {
      // The shared libraries' modules only declare things (schemas, constants, components): what a
      // page does not use stays out of its chunk, so the first load carries neither zod for the
      // forms' sake nor the menus and dialogs that load when opened.
      treeshake: { moduleSideEffects: [{ test: /[\\/]libs[\\/](contracts|ui)[\\/]/, sideEffects: false }] },
    },
  },
});
