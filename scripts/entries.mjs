// The library's modules, found on disk: the single source of truth for the Vite build inputs,
// the package.json `exports` map (scripts/exports.mjs) and the size bench (bench/lib/).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder holding package.json). */
export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

const isModule = (f) =>
  f.endsWith('.ts') && !f.endsWith('.d.ts') && !/\.(test|stories)\.ts$/.test(f);

function dirs(path) {
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function files(path) {
  return readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name)
    .sort();
}

/**
 * Every element define module (`elements/NAME/sq-*.ts`), with its tag and, when present, the
 * side-effect-free class module `elements/NAME/NAME.ts`.
 * @returns {{ tag: string, folder: string, define: string, classModule: string | undefined }[]}
 */
export function elementModules(root = ROOT) {
  const out = [];
  for (const folder of dirs(join(root, 'elements'))) {
    if (folder === 'shared') continue;
    for (const f of files(join(root, 'elements', folder))) {
      if (!/^sq-[a-z0-9-]+\.ts$/.test(f) || !isModule(f)) continue;
      const tag = f.slice(0, -3);
      const cls = `elements/${folder}/${tag.slice(3)}.ts`;
      out.push({
        tag,
        folder,
        define: `elements/${folder}/${f}`,
        classModule: existsSync(join(root, cls)) ? cls : undefined,
      });
    }
  }
  return out;
}

/**
 * Every platform module (`platform/CONCERN/*.ts`, tests excluded).
 * @returns {{ concern: string, name: string, file: string }[]}
 */
export function platformModules(root = ROOT) {
  const out = [];
  for (const concern of dirs(join(root, 'platform'))) {
    for (const f of files(join(root, 'platform', concern))) {
      if (isModule(f))
        out.push({ concern, name: f.slice(0, -3), file: `platform/${concern}/${f}` });
    }
  }
  return out;
}

/**
 * Every generated React wrapper (`react-bindings/sq-*.ts`), with the element name it wraps
 * (`react-bindings/sq-accordion.ts` wraps `accordion`).
 * @returns {{ name: string, file: string }[]}
 */
export function reactWrappers(root = ROOT) {
  const dir = join(root, 'react-bindings');
  if (!existsSync(dir)) return [];
  return files(dir)
    .filter((f) => /^sq-[a-z0-9-]+\.ts$/.test(f))
    .map((f) => ({ name: f.slice(3, -3), file: `react-bindings/${f}` }));
}

/** The React 19 JSX types of every tag (generated, declarations only). */
export const JSX_TYPES = 'react-bindings/jsx.d.ts';

/**
 * Extra build entries that are not elements or platform modules (e.g. the page runtime).
 * Each is [output name, source file]; listed only when the source exists.
 */
export const EXTRA_ENTRIES = [['runtime/sq-runtime', 'runtime/sq-runtime.ts']];

/**
 * The build inputs: output name (source path without `.ts`) to absolute source path. Output
 * `dist/lib/NAME.js` keeps the source layout, so `elements/accordion/sq-accordion.ts` builds to
 * `dist/lib/elements/accordion/sq-accordion.js`.
 * @returns {Record<string, string>}
 */
export function buildEntries(root = ROOT) {
  const rel = [];
  for (const e of elementModules(root)) {
    rel.push(e.define);
    if (e.classModule) rel.push(e.classModule);
  }
  for (const p of platformModules(root)) rel.push(p.file);
  for (const w of reactWrappers(root)) rel.push(w.file);
  const entries = Object.fromEntries(rel.map((f) => [f.slice(0, -3), join(root, f)]));
  for (const [name, src] of EXTRA_ENTRIES) {
    if (existsSync(join(root, src))) entries[name] = join(root, src);
  }
  return entries;
}

const target = (src) => ({
  types: `./dist/types/${src.slice(0, -3)}.d.ts`,
  import: `./dist/lib/${src.slice(0, -3)}.js`,
});

/**
 * The `exports` map package.json must hold: `./NAME` (tag without `sq-`) for each define module,
 * `./NAME/class` for its class module, `./react/NAME` for its React wrapper, `./react/jsx` for
 * the JSX types of the tags (an empty module at run time), `./platform/CONCERN` for
 * `platform/CONCERN/CONCERN.ts` and `./platform/CONCERN/MODULE` for the other platform modules,
 * plus `./custom-elements.json` and `./package.json`.
 * @returns {Record<string, string | { types: string, import: string }>}
 */
export function expectedExports(root = ROOT) {
  const map = {};
  for (const e of elementModules(root)) {
    const key = `./${e.tag.slice(3)}`;
    map[key] = target(e.define);
    if (e.classModule) map[`${key}/class`] = target(e.classModule);
  }
  for (const p of platformModules(root)) {
    const key =
      p.name === p.concern ? `./platform/${p.concern}` : `./platform/${p.concern}/${p.name}`;
    map[key] = target(p.file);
  }
  for (const w of reactWrappers(root)) map[`./react/${w.name}`] = target(w.file);
  map['./react/jsx'] = target(JSX_TYPES.replace(/\.d\.ts$/, '.ts'));
  map['./custom-elements.json'] = './custom-elements.json';
  map['./package.json'] = './package.json';
  return map;
}

/** The parsed package.json. */
export function readPackage(root = ROOT) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
}
