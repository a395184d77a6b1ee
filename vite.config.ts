import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { noPreloadHelper } from './scripts/vite-no-preload-helper.ts';

// The browser bundle: one entry, one chunk per page (dynamic imports in client/router/page-registry.ts),
// and plain CSS files per page that the worker links from the manifest.
// Each page folder's styles.css (pages/<page>/styles.css), and the style sheets loaded on demand
// (client/styles/lazy/): an entry each, linked by the worker from the manifest.
const pageCss = [
  ...readdirSync(resolve(import.meta.dirname, 'pages'), { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && existsSync(resolve(import.meta.dirname, 'pages', dir.name, 'styles.css')))
    .map((dir) => `pages/${dir.name}/styles.css`),
  ...readdirSync(resolve(import.meta.dirname, 'client/styles/lazy')).map((file) => `client/styles/lazy/${file}`),
];

// Modules every page loads anyway: React, the stack libraries and the small shared helpers. Grouped
// into the entry chunk so a first load fetches one big file instead of a handful of tiny ones (each
// extra chunk costs a request, gzip's lost context and its import/export lists). The price box, the
// availability label and the add-to-cart rules are there too: the add-to-cart modals need them, and
// `?addToCart=` opens the item-added modal on any page (add-to-cart-from-url.tsx). Outside the entry
// they became a chunk of their own, one more file on every product page (+250 B gzip over the
// product page's budget); in it, pages without product boxes carry ~0.5 KB more, and the product,
// home and category pages ~50-70 B less. The comparison's names (compare-keys: a storage key, an
// event, a mark) are shared by the product box's chunk and the comparison's entry chunk: alone they
// became a file of their own that a listing page fetched one round trip after the box's chunk.
const ENTRY_GROUP =
  /node_modules[\\/](react|react-dom|scheduler|swr|rosetta|dlv|templite|dequal)[\\/]|client[\\/](entry\.tsx|app\.tsx|shell-context|compare[\\/]compare-keys|api[\\/]fetch-json|components[\\/](image[\\/]cdn-image|catalog[\\/]breadcrumbs|product[\\/](price-box|availability-label))|vendor[\\/])|shared[\\/](i18n[\\/](translator|plural)|number-input-limits|image-url|money|add-to-cart-rules)\./;

const SERVICE_WORKER = 'client/sw/service-worker.ts';

/** `<page>-page` for a page folder's file of this name (pages/<page>/<file>), else undefined. */
function pageOf(path: string | null | undefined, file: string): string | undefined {
  const match = path ? new RegExp(`(?:^|/)pages/([a-z0-9-]+)/${file.replace('.', '\\.')}$`).exec(path) : null;
  return match ? `${match[1]}${file === 'page.tsx' ? '-page' : ''}` : undefined;
}

export default defineConfig({
  publicDir: 'client/public',
  plugins: [noPreloadHelper()],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: SWR does not need the pre-18 shim's own implementation.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, 'client/vendor/use-sync-external-store-shim.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    // The dev watcher keeps old files: wrangler dev serves dist/client live and would briefly miss them.
    emptyOutDir: process.env.KEEP_CLIENT_BUILD !== '1',
    manifest: 'manifest.json',
    target: 'es2022',
    cssCodeSplit: true,
    // No modulepreload: a page chunk's static imports are fetched when the chunk arrives (one round
    // trip later), and noPreloadHelper() drops the helper Vite would still ship.
    modulePreload: false,
    rollupOptions: {
      // SWR marks its modules 'use client' (a React Server Components hint); this bundle is all client.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // The offline service worker (client/sw/service-worker.ts) is an entry of its own, at a fixed name
      // the worker serves as /sw.js (a service worker's scope is its script's folder). It imports only
      // client/sw/, so it shares no chunk with the page bundle.
      input: ['client/entry.tsx', 'client/styles/base.css', ...pageCss, SERVICE_WORKER],
      output: {
        entryFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith(SERVICE_WORKER) ? 'sw.js' : 'assets/[name]-[hash].js',
        codeSplitting: { groups: [{ name: 'entry', test: ENTRY_GROUP }] },
        // The entry names every page chunk it may import; a hash is incompressible, and 7 characters
        // tell a build's chunks apart (the bundler's minimum for their number).
        chunkFileNames: (chunk) => `assets/${pageOf(chunk.facadeModuleId, 'page.tsx') ?? '[name]'}-[hash:7].js`,
        // A page's style sheet is named after its folder (pages/<page>/styles.css), not "styles".
        assetFileNames: (asset) =>
          `assets/${pageOf(asset.originalFileNames?.[0], 'styles.css') ?? '[name]'}-[hash][extname]`,
      },
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
});
