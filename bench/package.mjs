// Package bench (`npm run bench:package`, after `npm run build`): what an outside React app gets.
// 1. The tarball of `npm pack`: packed and unpacked size, file count.
// 2. What the elements add to the React app fixture's browser build (test/react-app/, installed
//    from that tarball), in gzip bytes of all its JavaScript beyond the same app rendering a
//    plain <div>: each case through the React wrappers and through the raw tags, built by the
//    app's own Vite in the same run.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { installApp } from '../scripts/consumer-app.mjs';
import { elementModules } from '../scripts/entries.mjs';
import { printTable } from './lib/table.mjs';

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** Element names (`accordion`) and their component names (`SqAccordion`). */
const ELEMENTS = elementModules().map(({ tag }) => ({
  name: tag.slice(3),
  tag,
  component: tag.replace(/(^|-)(\w)/g, (_m, _d, c) => c.toUpperCase()),
}));
const CASES = [
  ['accordion alone', ['accordion']],
  ['gallery alone', ['gallery']],
  [`all ${ELEMENTS.length} elements`, ELEMENTS.map((e) => e.name)],
];

/** Source of an app entry rendering `names` through their wrappers or as raw tags. */
function entrySource(names, kind) {
  const used = ELEMENTS.filter((e) => names.includes(e.name));
  const imports =
    kind === 'wrapper'
      ? used.map((e) => `import { ${e.component} } from 'sq-elements/react/${e.name}';`)
      : used.map((e) => `import 'sq-elements/${e.name}';`);
  const jsx =
    kind === 'wrapper'
      ? used.map((e) => `<${e.component} blockJson="{}" />`)
      : used.map((e) => `<${e.tag} data-block-json="{}" />`);
  return [
    `import { createRoot } from 'react-dom/client';`,
    kind === 'wrapper' ? '' : `import type {} from 'sq-elements/react/jsx';`,
    ...imports,
    `createRoot(document.getElementById('root')!).render(<>${jsx.join('') || '<div />'}</>);`,
  ].join('\n');
}

/** Gzip bytes of all the JavaScript the app's Vite emits for `source`. */
async function appBytes(vite, dir, source) {
  const entry = join(dir, 'src', 'bench-entry.tsx');
  const outDir = join(dir, 'bench-dist');
  writeFileSync(entry, source);
  writeFileSync(
    join(dir, 'bench.html'),
    `<!doctype html><div id="root"></div><script type="module" src="/src/bench-entry.tsx"></script>`,
  );
  rmSync(outDir, { recursive: true, force: true });
  await vite.build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: { outDir, rollupOptions: { input: join(dir, 'bench.html') } },
  });
  return readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length, 0);
}

const { dir, tarball } = await installApp();
const unpacked = readdirSync(join(dir, 'node_modules/sq-elements'), { recursive: true })
  .map((f) => join(dir, 'node_modules/sq-elements', String(f)))
  .reduce((sum, f) => {
    try {
      return sum + readFileSync(f).length;
    } catch {
      return sum; // a folder
    }
  }, 0);
console.log('\nThe tarball of `npm pack`:\n');
printTable(
  ['tarball', 'packed', 'unpacked', 'files'],
  [['sq-elements', kB(tarball.size), kB(unpacked), String(tarball.files.length)]],
);

const vite = await import(join(dir, 'node_modules/vite/dist/node/index.js'));
const react = await appBytes(vite, dir, entrySource([], 'raw'));
const rows = [];
for (const [label, names] of CASES) {
  const wrapper = (await appBytes(vite, dir, entrySource(names, 'wrapper'))) - react;
  const raw = (await appBytes(vite, dir, entrySource(names, 'raw'))) - react;
  rows.push([label, kB(wrapper), kB(raw), kB(wrapper - raw)]);
}
console.log(
  `\nWhat the elements add to a React 19 app's build (gzip, all JavaScript, beyond the app ` +
    `rendering a <div>: ${kB(react)}):\n`,
);
printTable(['elements', 'React wrappers', 'raw tags', 'wrappers cost'], rows);
rmSync(join(dir, '..'), { recursive: true, force: true });
