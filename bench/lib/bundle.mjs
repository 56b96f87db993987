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
 */

/**
 * Bundles one entry into a single minified ES module (dynamic imports inlined) and sizes it.
 * @param {BundleOptions} options
 * @returns {Promise<{ min: number, gzip: number, moduleIds: string[] }>}
 */
export async function bundle({ entry, code, litExternal = false, external }) {
  if (!entry === !code) throw new Error('bundle() takes an entry or code, not both');
  const plugin = {
    name: 'sq-bench-externals',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === VIRTUAL) return VIRTUAL;
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
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    publicDir: false,
    plugins: [plugin],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      modulePreload: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: code ? VIRTUAL : entry,
        preserveEntrySignatures: 'strict',
        output: { format: 'es', codeSplitting: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`expected one chunk, got ${chunks.length}`);
  const text = chunks[0].code;
  return {
    min: Buffer.byteLength(text),
    gzip: gzipSync(text, { level: 9 }).length,
    moduleIds: chunks[0].moduleIds.filter((id) => id !== VIRTUAL),
  };
}
