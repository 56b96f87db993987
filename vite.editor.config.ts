import { defineConfig } from 'vite';

/**
 * The editor app's build (ARCHITECTURE.md "Editor overlay"): `editor/index.html` and what it
 * imports, to `dist/editor/`, served by the site server at `/config/` with its assets under
 * `/config/assets/` (hashed names). The app imports the elements only through the package's
 * public exports (`sq-elements/react/...`, `sq-elements/platform/...`), which resolve to the
 * built library in `dist/lib/`, so the library is built first (`npm run build` does).
 */
export default defineConfig({
  root: 'editor',
  base: '/config/',
  publicDir: false,
  build: {
    outDir: '../dist/editor',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
});
