import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { collectMarkupCss, MARKUP_CSS_FILE } from './scripts/markup-css.mjs';

/** Emits `sq-markup.css`: every element's page CSS for its server markup (scripts/markup-css.mjs). */
function markupCss(): Plugin {
  return {
    name: 'sq-markup-css',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: MARKUP_CSS_FILE, source: await collectMarkupCss() });
    },
  };
}

/** V8's explicit compile hint: compile every function of the file while it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every script, the runtime and each chunk, with {@link COMPILE_HINT}. A chunk loads when
 * its code is about to run, and the runtime runs as soon as the page is parsed, so Chromium
 * compiles their functions on the background thread that streams them, not one by one on the
 * main thread at their first call (which made a block's upgrade a long task). Other engines read
 * a comment. Source maps move down the line the comment takes.
 */
function compileHints(): Plugin {
  return {
    name: 'sq-compile-hints',
    // Once the files are written: the build puts its preload list at the top until then.
    writeBundle({ dir = '.' }, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const path = join(dir, file.fileName);
        writeFileSync(path, `${COMPILE_HINT}\n${readFileSync(path, 'utf8')}`);
        if (!existsSync(`${path}.map`)) continue;
        const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { mappings: string };
        writeFileSync(`${path}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}

/** Vite's preload helper, whose place {@link modulePreloadHelper} takes. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Puts runtime/module-preload.ts in place of Vite's preload helper: the runtime carries the
 * helper, and ours does what the site build needs (preload a few JavaScript chunks) in a tenth
 * of its bytes.
 */
function modulePreloadHelper(): Plugin {
  return {
    name: 'sq-module-preload',
    enforce: 'pre',
    resolveId(id) {
      return id === VITE_PRELOAD_HELPER
        ? join(import.meta.dirname, 'runtime/module-preload.ts')
        : null;
    },
  };
}

/**
 * Site assets build: the page runtime `runtime/sq-runtime.ts` to `dist/assets/sq-runtime.js`
 * (a fixed name, the one every template includes), with one lazy chunk per element and the code
 * they share in `dist/assets/chunks/` (hashed names, cached for good by the site server).
 * Run it with `vite build -c vite.site.config.ts`. It empties `dist/assets/` only. It also writes
 * `dist/assets/sq-markup.css`, the page CSS for every element's server markup, which templates
 * link before their own stylesheet so nothing shifts when the elements upgrade.
 *
 * `base: './'`: chunks are found relative to the runtime's own address, so the assets folder can
 * be served from any path or host.
 */
export default defineConfig({
  base: './',
  publicDir: false,
  plugins: [modulePreloadHelper(), markupCss(), compileHints()],
  build: {
    outDir: 'dist/assets',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    modulePreload: {
      polyfill: false,
      // The cookie banner and the show-* helpers fetch their imports at once with them: a first
      // visit's banner shows after one round trip. A block's code (loaded by the autoloader)
      // fetches its imports as the browser reads it: one or two round trips more, but asking
      // for a dozen preloads in one task was the longest task of a page with blocks. Behaviour
      // code that runs after the page has loaded (analytics, telemetry, a signed-in account's
      // checks) fetches its few imports itself too, and every page's first script lists none of
      // them. The runtime itself has run before any of them loads: it is never asked for again.
      resolveDependencies: (filename, deps) =>
        /(^|\/)(sq-cookie-banner|show)-/.test(filename)
          ? deps.filter((dep) => dep !== 'sq-runtime.js')
          : [],
    },
    reportCompressedSize: false,
    rolldownOptions: {
      input: { 'sq-runtime': 'runtime/sq-runtime.ts' },
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'sq-runtime', tags: ['$initial'], priority: 3 },
            { name: 'constants', test: /[\\/]platform[\\/]constants[\\/]/, priority: 2 },
            // A group takes its modules' imports with it (those no group before it took).
            { name: 'analytics', test: /[\\/]runtime[\\/]behaviours[\\/]analytics-start/ },
            {
              name: 'telemetry',
              test: /[\\/]platform[\\/]telemetry[\\/](error-reporter|performance)/,
            },
          ],
        },
      },
    },
  },
});
