// Editor bench: what the owner's editor (`/config/`, built to dist/editor by `npm run build`)
// costs, beside the library an app would pick to generate its settings forms, built in this run.
//   node bench/editor.mjs                  sizes, edit → frame (median of 50), Lighthouse desktop
//   node bench/editor.mjs --check          sizes only, the first load held to bench/budgets.json
//                                          (editor.firstLoadGzipBytes); with SQ_TEST_SUMMARY set,
//                                          writes {passed, failed} there for scripts/test.mjs
//   --edits N        edits timed (default 50)
//   --no-lighthouse  leaves Lighthouse out
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { ROOT } from '../scripts/entries.mjs';
import { bundle } from './lib/bundle.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { printTable } from './lib/table.mjs';
import { timeEdits } from './lib/editor-edits.mjs';

const EDITOR = join(ROOT, 'dist/editor');
const BUDGET = 'editor (first load)';
const argv = process.argv.slice(2);
const check = argv.includes('--check');
const editsAt = argv.indexOf('--edits');
const EDITS = editsAt >= 0 ? Number(argv[editsAt + 1]) : 50;

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The editor's files: those its page loads first (script, preloads, styles), then the rest. */
function editorFiles() {
  const html = readFileSync(join(EDITOR, 'index.html'), 'utf8');
  const first = new Set(
    [...html.matchAll(/(?:src|href)="\/config\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
  );
  const all = readdirSync(join(EDITOR, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`);
  const sized = (path) => ({ path, gzip: gzip(join(EDITOR, path)) });
  return {
    first: all.filter((p) => first.has(p)).map(sized),
    later: all.filter((p) => !first.has(p)).map(sized),
  };
}

const sum = (files) => files.reduce((total, f) => total + f.gzip, 0);

/** What an app pays for React alone, and for React with react-jsonschema-form. */
async function peers() {
  const react = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement('p', null, 'Settings'));`;
  const rjsf = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
createRoot(document.body).render(createElement(Form, { schema: { type: 'object' }, validator }));`;
  return {
    react: (await bundle({ code: react })).gzip,
    rjsf: (await bundle({ code: rjsf })).gzip,
  };
}

function sizes() {
  if (!existsSync(join(EDITOR, 'index.html'))) {
    throw new Error('dist/editor/index.html is missing: run `npm run build` first.');
  }
  return editorFiles();
}

async function printSizes(files) {
  const peer = await peers();
  const first = sum(files.first);
  const rows = [
    ...files.first.map((f) => [f.path, 'first load', kb(f.gzip)]),
    ...files.later.map((f) => [f.path, 'on demand', kb(f.gzip)]),
    ['editor: first load', '', kb(first)],
    ['editor: first load beyond React', '', kb(first - peer.react)],
    ['  peer: React 19 + react-dom (an empty app)', '', kb(peer.react)],
    [
      '  peer: react-jsonschema-form 6 (core + validator-ajv8) beyond React',
      '',
      kb(peer.rjsf - peer.react),
    ],
  ];
  printTable(['file', 'loaded', 'gzip'], rows);
  console.log(
    '\nThe editor beyond React holds the whole app (pages, frame, inspector, history, data panels);' +
      '\nreact-jsonschema-form is what an app would add for the settings forms alone.',
  );
}

function checkSizes(files) {
  const budgets = JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));
  const budget = budgets.editor?.firstLoadGzipBytes;
  const first = sum(files.first);
  const ok = budget !== undefined && first <= budget;
  const verdict = budget === undefined ? 'has no budget' : `${ok ? 'within' : 'over'} ${budget} B`;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${BUDGET}: ${first} B gzip, ${verdict}`);
  if (process.env.SQ_TEST_SUMMARY) {
    writeFileSync(process.env.SQ_TEST_SUMMARY, JSON.stringify({ passed: +ok, failed: +!ok }));
  }
  return ok;
}

const files = sizes();
if (check) {
  process.exitCode = checkSizes(files) ? 0 : 1;
} else {
  await printSizes(files);
  register();
  const { startServer } = await import('../server/main.ts');
  const data = mkdtempSync(join(tmpdir(), 'sq-bench-editor-'));
  const server = await startServer({
    site: join(ROOT, 'demo'),
    data,
    assets: join(ROOT, 'dist/assets'),
    port: 0,
  });
  try {
    const edits = await timeEdits(server.url, EDITS);
    printTable(
      ['edit → frame showing it', 'edits', 'median', 'p90', 'max'],
      [
        [
          edits.what,
          String(edits.count),
          `${edits.median} ms`,
          `${edits.p90} ms`,
          `${edits.max} ms`,
        ],
      ],
    );
    if (!argv.includes('--no-lighthouse')) {
      const session = await signedInCookie(server.url);
      const runs = await measureLighthouse(server.url, ['/config/?frameUrl=%2Fgallery'], 3, {
        desktop: true,
        headers: { Cookie: session },
      });
      const [[path, run]] = [...runs];
      printTable(
        ['Lighthouse desktop (median of 3)', 'score', 'FCP', 'LCP', 'TBT', 'CLS'],
        [
          [
            path,
            String(Math.round((run.score ?? 0) * 100)),
            `${Math.round(run.fcp)} ms`,
            `${Math.round(run.lcp)} ms`,
            `${Math.round(run.tbt)} ms`,
            run.cls.toFixed(3),
          ],
        ],
      );
    }
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}

/** The owner's session cookie, from the server's development sign-in. */
async function signedInCookie(base) {
  const response = await fetch(`${base}/__dev/sign-in?as=owner`, { redirect: 'manual' });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}
