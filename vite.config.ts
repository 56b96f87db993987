import { defineConfig, type Plugin } from 'vite';
import { buildEntries, JSX_TYPES, readPackage } from './scripts/entries.mjs';

const pkg = readPackage();
/** The package's dependencies and peers: imported by name, installed once in the consumer's app. */
const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const isDependency = (id: string): boolean =>
  dependencies.some((name) => id === name || id.startsWith(`${name}/`));

/** `sq-elements/react/jsx` holds types only; at run time it is an empty module. */
function jsxModule(): Plugin {
  return {
    name: 'sq-jsx-module',
    generateBundle() {
      const fileName = JSX_TYPES.replace(/\.d\.ts$/, '.js');
      this.emitFile({ type: 'asset', fileName, source: 'export {};\n' });
    },
  };
}

/**
 * Library build, what the package ships: one ES module per element define module, element class
 * module, platform module and React wrapper (found on disk by scripts/entries.mjs; add new kinds
 * of entries there), written to `dist/lib/` under their source paths, decorators compiled away.
 * Code two entries share (elements/shared, platform) goes to `dist/lib/chunks/`, once. The
 * dependencies and peers (lit, @lit/react, zod, dompurify, react) stay imports by name, so an
 * app bundles one copy of each.
 */
export default defineConfig({
  publicDir: false,
  plugins: [jsxModule()],
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
      external: isDependency,
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
