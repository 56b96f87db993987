import { defineConfig } from 'vite';

/**
 * Site assets build: the page runtime `runtime/sq-runtime.ts` to `dist/assets/sq-runtime.js`
 * (a fixed name, the one every template includes), with one lazy chunk per element and the code
 * they share in `dist/assets/chunks/` (hashed names, cached for good by the site server).
 * Run it with `vite build -c vite.site.config.ts`. It empties `dist/assets/` only.
 *
 * `base: './'`: chunks are found relative to the runtime's own address, so the assets folder can
 * be served from any path or host.
 */
export default defineConfig({
  base: './',
  publicDir: false,
  build: {
    outDir: 'dist/assets',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      input: { 'sq-runtime': 'runtime/sq-runtime.ts' },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
      },
    },
  },
});
