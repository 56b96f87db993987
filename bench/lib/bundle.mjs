// Bundles one entry in memory with Vite (the same bundler and minifier as `npm run build`) and
// measures it. Shared by bench/size.mjs (the table) and its budget check.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROOT } from '../../scripts/entries.mjs';

/** Bare specifiers of Lit and the packages it is made of. */
export const LIT_PACKAGES = /^(lit|lit-html|lit-element|@lit\/reactive-element)(\/|$)/;

const VIRTUAL = '\0sq-bench-entry';

/**
 * @typedef {object} BundleOptions
 * @property {string} [entry] a file or package specifier to bundle
 * @property {string} [code] the source of a virtual entry module (instead of `entry`)
 * @property {boolean} [litExternal] leave Lit out of the bundle (imported by its package name)
 * @property {(source: string, importer: string | undefined) => boolean} [external] leaves an
 *   import out of the bundle: a bare specifier stays as it is, a relative one becomes `./base.js`
 * @property {(source: string, importer: string | undefined) => boolean} [lazy] leaves a dynamic
 *   import out of the bundle (code loaded on demand and measured on its own); every other
 *   dynamic import is inlined
 */

/** The Vite build settings of shipped code (as `npm run build`): minified es2022, nothing extra. */
export const SHIPPED_BUILD = {
  target: 'es2022',
  minify: true,
  sourcemap: false,
  modulePreload: false,
  reportCompressedSize: false,
  copyPublicDir: false,
};

/** Builds `input` in memory (minified ES module, dynamic imports inlined); its output files. */
async function buildOutputs(input, plugin) {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    publicDir: false,
    plugins: [plugin],
    build: {
      ...SHIPPED_BUILD,
      write: false,
      rolldownOptions: {
        input,
        preserveEntrySignatures: 'strict',
        output: { format: 'es', codeSplitting: false },
      },
    },
  });
  return (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
}

/**
 * Bundles one entry into a single minified ES module (dynamic imports inlined, but `lazy` ones)
 * and sizes it. `lazy` lists the dynamic imports left out, as written.
 * @param {BundleOptions} options
 * @returns {Promise<{ min: number, gzip: number, moduleIds: string[], rendered: Record<string, number>, lazy: string[] }>}
 */
export async function bundle({ entry, code, litExternal = false, external, lazy }) {
  if (!entry === !code) throw new Error('bundle() takes an entry or code, not both');
  const lazyImports = new Set();
  const plugin = {
    name: 'sq-bench-externals',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source === VIRTUAL) return VIRTUAL;
      if (options?.kind === 'dynamic-import' && lazy?.(source, importer)) {
        lazyImports.add(source);
        return { id: source, external: true };
      }
      if (litExternal && LIT_PACKAGES.test(source)) return { id: source, external: true };
      if (external?.(source, importer)) {
        return { id: source.startsWith('.') ? './base.js' : source, external: true };
      }
      return null;
    },
    load(id) {
      return id === VIRTUAL ? code : null;
    },
  };
  const outputs = await buildOutputs(code ? VIRTUAL : entry, plugin);
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`expected one chunk, got ${chunks.length}`);
  const text = chunks[0].code;
  return {
    min: Buffer.byteLength(text),
    gzip: gzipSync(text, { level: 9 }).length,
    moduleIds: chunks[0].moduleIds.filter((id) => id !== VIRTUAL),
    // Each module's share of the code before minifying, for breakdowns.
    rendered: Object.fromEntries(
      Object.entries(chunks[0].modules)
        .filter(([id, module]) => id !== VIRTUAL && module.renderedLength > 0)
        .map(([id, module]) => [id, module.renderedLength]),
    ),
    lazy: [...lazyImports],
  };
}

/**
 * Bundles stylesheets (package specifiers or files) as a page imports them, minified by the same
 * build, and sizes the CSS.
 * @param {string[]} specifiers
 * @returns {Promise<{ min: number, gzip: number }>}
 */
export async function bundleCss(specifiers) {
  const code = specifiers.map((s) => `import ${JSON.stringify(s)};`).join('\n');
  const plugin = {
    name: 'sq-bench-css-entry',
    enforce: 'pre',
    resolveId: (source) => (source === VIRTUAL ? VIRTUAL : null),
    load: (id) => (id === VIRTUAL ? code : null),
  };
  const outputs = await buildOutputs(VIRTUAL, plugin);
  const css = outputs
    .filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'))
    .map((o) => String(o.source))
    .join('');
  if (!css) throw new Error(`no CSS came out of ${specifiers.join(', ')}`);
  return { min: Buffer.byteLength(css), gzip: gzipSync(css, { level: 9 }).length };
}
