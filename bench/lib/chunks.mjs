// What the size bench measures: the shared base, each element (three ways) and the peers a
// site builder would pick instead. Every figure is built fresh in the same run.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { ROOT, elementModules } from '../../scripts/entries.mjs';
import { LIT_PACKAGES, bundle } from './bundle.mjs';

const SHARED_DIR = join(ROOT, 'elements/shared');
const ZOD = /^zod(\/|$)/;
const ZOD_EXPORTS = new Set(Object.keys(await import('zod/mini')));

/** Peers per element tag: the package entry a user would bundle instead. */
export const PEERS = {
  'sq-accordion': [
    {
      name: 'sl-details (Shoelace)',
      entry: '@shoelace-style/shoelace/dist/components/details/details.js',
    },
  ],
  'sq-image': [{ name: 'lazysizes', entry: 'lazysizes' }],
};

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: false })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !/\.(test|stories|d)\.ts$/.test(f))
    .map((f) => join(dir, f));
}

/**
 * The base every element stands on: all of `lit` and `lit/decorators.js`, the other Lit modules
 * element code imports, the `zod/mini` builders element code calls (`z.NAME(`), and every module
 * of elements/shared. Found by reading the element sources, so it grows with them.
 */
export function baseSource(root = ROOT) {
  const files = sourceFiles(join(root, 'elements'));
  const litSpecs = new Set(['lit', 'lit/decorators.js']);
  const zodNames = new Set(['safeParse']);
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/from\s+'([^']+)'/g)) {
      if (LIT_PACKAGES.test(m[1])) litSpecs.add(m[1]);
    }
    for (const m of text.matchAll(/\bz\.([A-Za-z_$][\w$]*)\b/g)) zodNames.add(m[1]);
  }
  const lines = [...litSpecs].sort().map((s, i) => `export * as lit${i} from '${s}';`);
  // Only runtime exports of zod/mini: type names such as z.infer are erased.
  const names = [...zodNames].filter((n) => ZOD_EXPORTS.has(n)).sort();
  lines.push(`export { ${names.join(', ')} } from 'zod/mini';`);
  const shared = files.filter((f) => f.startsWith(join(root, 'elements/shared') + '/'));
  shared.forEach((f, i) => lines.push(`export * as shared${i} from '${f}';`));
  return lines.join('\n');
}

/** Leaves out Lit, zod and elements/shared: what an element adds on a page that has the base. */
function beyondBase(source, importer) {
  if (LIT_PACKAGES.test(source) || ZOD.test(source)) return true;
  if (!importer || !source.startsWith('.')) return false;
  return !relative(SHARED_DIR, resolve(dirname(importer), source)).startsWith('..');
}

/**
 * @typedef {{ min: number, gzip: number }} Size
 * @typedef {{ name: string, peerOf?: string, own?: Size, litExternal?: Size, litIncluded: Size }} Row
 */

/**
 * Builds and sizes every chunk. `onRow` is called as each row is done.
 * @param {{ onRow?: (row: Row) => void }} [options]
 * @returns {Promise<Row[]>}
 */
export async function measureAll({ onRow = () => {} } = {}) {
  const rows = [];
  const add = (row) => {
    rows.push(row);
    onRow(row);
  };
  add({ name: 'base', litIncluded: await bundle({ code: baseSource() }) });
  for (const el of elementModules()) {
    const entry = join(ROOT, el.define);
    add({
      name: el.tag,
      own: await bundle({ entry, external: beyondBase }),
      litExternal: await bundle({ entry, litExternal: true }),
      litIncluded: await bundle({ entry }),
    });
    for (const peer of PEERS[el.tag] ?? []) {
      const lit = await bundle({ entry: peer.entry, litExternal: true });
      const full = await bundle({ entry: peer.entry });
      add({
        name: peer.name,
        peerOf: el.tag,
        litExternal: lit.gzip === full.gzip ? undefined : lit,
        litIncluded: full,
      });
    }
  }
  return rows;
}
