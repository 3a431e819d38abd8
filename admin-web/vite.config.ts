import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const uiSource = (file: string) => fileURLToPath(new URL(`../libs/ui/src/${file}`, import.meta.url));
const api = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: api, changeOrigin: false },
  '/objects': { target: api, changeOrigin: false },
};

// The back office, served by the gateway at '/admin'. @artshop/ui is TypeScript source (no build
// step); the aliases keep working once the workspace links the package.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@artshop\/ui$/, replacement: uiSource('index.ts') },
      { find: /^@artshop\/ui\/styles\.css$/, replacement: uiSource('styles.css') },
      // One module of the library on its own (src/before-schemas.ts).
      { find: /^@artshop\/ui\/src\/(.+)$/, replacement: uiSource('$1') },
    ],
    dedupe: ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query'],
  },
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Modules run in the order their imports say, across chunks: src/before-schemas.ts (main.tsx's first
    // import) must run before the modules that build the forms' schemas, which share a chunk with zod.
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
});
