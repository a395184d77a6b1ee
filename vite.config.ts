import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The browser bundle: one entry, one chunk per page (dynamic imports in client/pages/registry.ts),
// and plain CSS files per page that the worker links from the manifest.
const pageCss = readdirSync(resolve(__dirname, 'client/styles/pages'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => `client/styles/pages/${file}`);

export default defineConfig({
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: ['client/entry.tsx', 'client/styles/base.css', ...pageCss],
    },
  },
  esbuild: { jsx: 'automatic' },
  oxc: { jsx: { runtime: 'automatic' } },
});
