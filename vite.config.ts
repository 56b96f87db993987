import { defineConfig } from 'vite';
import { buildEntries } from './scripts/entries.mjs';

/**
 * Library build: one ES module per element define module, element class module and platform
 * module (found on disk by scripts/entries.mjs; add new kinds of entries there), written to
 * `dist/lib/` under their source paths. Code two entries share (lit, elements/shared, zod) goes
 * to `dist/lib/chunks/`, once.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/lib',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    modulePreload: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: buildEntries(),
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
