// package.json `exports` and `sideEffects` against the modules on disk and the built files.
// The file checks need `npm run build` first (scripts/test.mjs builds before the Node tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import {
  ROOT,
  elementModules,
  platformModules,
  reactWrappers,
  readPackage,
} from '../../scripts/entries.mjs';
import { exportsDiff } from '../../scripts/exports.mjs';

const pkg = readPackage();
const exportsMap = pkg.exports ?? {};
const targets = Object.values(exportsMap).flatMap((v) =>
  typeof v === 'string' ? [v] : Object.values(v),
);

test('every element define module has an exports entry, and its class module one under /class', () => {
  const els = elementModules();
  for (const e of els) {
    const key = `./${e.tag.slice(3)}`;
    assert.ok(exportsMap[key], `${e.define} has no exports entry "${key}"`);
    assert.equal(exportsMap[key].import, `./dist/lib/${e.define.replace(/\.ts$/, '.js')}`);
    if (e.classModule) assert.ok(exportsMap[`${key}/class`], `${e.classModule}: no "${key}/class"`);
  }
});

test('every platform module has an exports entry', () => {
  for (const p of platformModules()) {
    const js = `./dist/lib/${p.file.replace(/\.ts$/, '.js')}`;
    assert.ok(
      Object.values(exportsMap).some((v) => typeof v === 'object' && v.import === js),
      `${p.file} has no exports entry (run \`npm run exports\`)`,
    );
  }
});

test('exports holds no entry for a module that no longer exists', () => {
  assert.deepEqual(exportsDiff(exportsMap), [], 'run `npm run exports` to bring it up to date');
});

test('every exports target exists after the build (types and JavaScript)', () => {
  assert.ok(
    existsSync(join(ROOT, 'dist/lib')) && existsSync(join(ROOT, 'dist/types')),
    'dist/lib or dist/types is missing: run `npm run build` first',
  );
  const missing = targets.filter((t) => !existsSync(join(ROOT, t)));
  assert.deepEqual(missing, [], `exports point at nothing: ${missing.join(', ')}`);
});

test('sideEffects names the tag-registering modules only', () => {
  assert.ok(Array.isArray(pkg.sideEffects), 'sideEffects must be a list, not true/absent');
  for (const glob of pkg.sideEffects) {
    assert.match(glob, /\/sq-[^/]*\.(ts|js)$/, `"${glob}" is not a define module or the runtime`);
  }
  // A class module never matches: importing it registers nothing and may be tree-shaken.
  for (const e of elementModules()) {
    if (e.classModule) assert.doesNotMatch(e.classModule.split('/').pop(), /^sq-/);
  }
});

/** The source modules of every built file `file` (under dist/lib) reaches by static imports. */
function staticSources(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(
    /(?:^|[;}])\s*(?:import|export)\b[^"'`]*?["']([^"']+)["']/g,
  )) {
    if (spec.startsWith('.')) staticSources(resolve(dirname(file), spec), seen);
  }
  return seen;
}

/**
 * The original sources bundled into the built files `files` (from their source maps; a helper
 * the bundler writes itself has none).
 */
function sourcesOf(files) {
  const out = new Set();
  for (const file of files) {
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    for (const source of map.sources) out.add(relative(ROOT, resolve(dirname(file), source)));
  }
  return out;
}

test('a React wrapper pulls in its own element and nothing of any other element', () => {
  const lib = join(ROOT, 'dist/lib');
  for (const { name, file } of reactWrappers()) {
    const wrapper = sourcesOf(staticSources(join(lib, file.replace(/\.ts$/, '.js'))));
    const define = `elements/${name}/sq-${name}.js`;
    const element = sourcesOf(staticSources(join(lib, define)));
    const extra = [...wrapper].filter(
      (source) => !element.has(source) && !source.startsWith('react-bindings/'),
    );
    assert.deepEqual(extra, [], `${file} adds only itself and create-wrapper to <sq-${name}>`);
    assert.ok(element.has(`elements/${name}/${name}.ts`), `${file} includes its element`);
  }
});
