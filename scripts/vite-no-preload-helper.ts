import type { Plugin } from 'vite';

/**
 * Vite wraps every dynamic `import()` in `__vitePreload(() => import(x), deps)` and ships its
 * preload helper (~1 KB gzip) in the entry, even with `build.modulePreload: false`, where `deps`
 * can only ever list CSS a JS module imports (vitejs/vite#13952, #18551, open). Our JS imports no
 * CSS (the worker links page styles from the manifest), so every `deps` is empty: this unwraps the
 * calls to plain `import(x)` and shrinks the helper to a pass-through (it stays exported, because
 * the chunk graph is fixed by then). `generateBundle` checks the premise and fails the build if a
 * JS chunk ever imports CSS, since that CSS would then silently not load.
 */
export function noPreloadHelper(): Plugin {
  const CALL = /__vitePreload\(\(\) => (import\("[^"]+"\)), __VITE_PRELOAD__\)/g;
  // The helper as Vite emits it (unminified at renderChunk): its region up to the export.
  const HELPER = /var scriptRel = [\s\S]*?\nvar __vitePreload = function preload\([\s\S]*?\n};\n/;
  return {
    name: 'storefront:no-preload-helper',
    apply: 'build',
    renderChunk(code) {
      let changed = code.replace(CALL, '$1');
      changed = changed.replace(HELPER, 'var __vitePreload = (load) => load();\n');
      return changed === code ? null : { code: changed, map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        // The stylesheet inputs (client/styles/*.css) become stub entry chunks that "import" their CSS.
        if (chunk.type !== 'chunk' || chunk.facadeModuleId?.endsWith('.css')) continue;
        const css = (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
        if (css && css.size > 0)
          this.error(`${chunk.fileName} imports CSS (${[...css].join(', ')}): remove noPreloadHelper() or the import`);
        if (chunk.code.includes('vite:preloadError'))
          this.error(`${chunk.fileName}: Vite's preload helper is still in the bundle (its output changed?)`);
      }
    },
  };
}
