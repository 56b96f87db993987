// What our elements would still fetch when a page loads them later (a block below the fold as it
// comes near, the gallery's lightbox on its first open): their chunks in the site build and the
// chunks they import statically, less those the page has fetched already.
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
 * Gzip bytes (level 9, file by file) of what loading the elements `tags` later (as they come
 * near, or on demand) fetches on a page that has fetched `fetched` (paths such as
 * `/assets/chunks/x.js`): their chunks and everything they import, each file once.
 * @param {string} assets
 * @param {string[]} tags
 * @param {string[]} fetched
 * @returns {{ count: number, gzip: number }}
 */
export function laterWeight(assets, tags, fetched) {
  const chunks = readdirSync(join(assets, 'chunks'));
  const all = new Set();
  for (const tag of tags) {
    const chunk = chunks.find((f) => f.startsWith(`${tag}-`) && f.endsWith('.js'));
    if (!chunk) throw new Error(`no chunk of ${tag} in ${join(assets, 'chunks')}`);
    closure(assets, `chunks/${chunk}`, all);
  }
  const have = new Set(fetched.map((path) => path.replace(/^\/assets\//, '')));
  const files = [...all].filter((f) => !have.has(f));
  return {
    count: files.length,
    gzip: files.reduce(
      (n, f) => n + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length,
      0,
    ),
  };
}
