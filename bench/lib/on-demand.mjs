// What one of our elements would still fetch when a page loads it on demand (the gallery's
// lightbox, on its first open): its chunk in the site build and the chunks it imports
// statically, less those the page has fetched already.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Static imports in a minified ES module: `from"./x.js"` and `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The files (relative to `assets`) of `file` and everything it imports statically.
 * @param {string} assets the site build's folder (dist/assets)
 * @param {string} file relative to `assets`
 */
function closure(assets, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(join(assets, file), 'utf8');
  for (const [, spec] of text.matchAll(STATIC_IMPORT)) {
    closure(assets, relative(assets, resolve(dirname(join(assets, file)), spec)), seen);
  }
  return seen;
}

/**
 * Gzip bytes (level 9, file by file) of what loading the element `tag` on demand fetches on a
 * page that has fetched `fetched` (paths such as `/assets/chunks/x.js`).
 * @param {string} assets
 * @param {string} tag
 * @param {string[]} fetched
 * @returns {{ count: number, gzip: number }}
 */
export function onDemandWeight(assets, tag, fetched) {
  const chunks = join(assets, 'chunks');
  const chunk = readdirSync(chunks).find((f) => f.startsWith(`${tag}-`) && f.endsWith('.js'));
  if (!chunk) throw new Error(`no chunk of ${tag} in ${chunks}`);
  const have = new Set(fetched.map((path) => path.replace(/^\/assets\//, '')));
  const files = [...closure(assets, `chunks/${chunk}`)].filter((f) => !have.has(f));
  return {
    count: files.length,
    gzip: files.reduce(
      (n, f) => n + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length,
      0,
    ),
  };
}
