// Size bench: builds the shared base, each element and the peers users would pick instead, all in
// this run with Vite, and prints minified and gzip sizes as a table.
//   node bench/size.mjs           the table
//   node bench/size.mjs --check   the table, then each chunk against bench/budgets.json (absolute
//                                 gzip budgets, and relative ones against a peer); exits 1 when
//                                 one is over, or a budgeted chunk or peer was not built. With SQ_TEST_SUMMARY set, writes
//                                 {passed, failed} there for scripts/test.mjs.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from '../scripts/entries.mjs';
import { BEHAVIOUR_CHUNKS, measureAll } from './lib/chunks.mjs';
import { budgetedSize, checkAbsolute, checkRelative, readBudgets } from './lib/budgets.mjs';
import { printTable } from './lib/table.mjs';

const check = process.argv.includes('--check');
const budgets = readBudgets();

const kb = (bytes) => (bytes === undefined ? '' : `${(bytes / 1000).toFixed(2)} kB`);
const columns = [
  'chunk',
  'beyond base: min',
  'gzip',
  'Lit external: min',
  'gzip',
  'Lit included: min',
  'gzip',
  'budget (gzip)',
];

function cells(row) {
  const budget = row.peerOf ? '' : kb(budgets.gzipBytes[row.name]) || 'none';
  const name = row.peerOf ? `  peer: ${row.name}` : row.name;
  return [
    name,
    kb(row.own?.min),
    kb(row.own?.gzip),
    kb(row.litExternal?.min),
    kb(row.litExternal?.gzip),
    kb(row.litIncluded.min),
    kb(row.litIncluded.gzip),
    budget,
  ];
}

/** Which elements load others on demand (left out of their figures). */
function lazyNote(rows) {
  const lines = rows
    .filter((r) => r.lazy?.length)
    .map((r) => {
      const measured = r.lazy.every((name) => rows.some((row) => row.name.startsWith(name)));
      return `\n${r.name} loads ${r.lazy.join(', ')} on demand: not in its figures${measured ? ' (own row)' : ''}.`;
    });
  return lines.join('');
}

/** The rows, with a line for each element that has peers but no chunk yet. */
function withMissing(rows) {
  const out = [];
  for (const row of rows) {
    const orphan = row.peerOf && !rows.some((r) => !r.peerOf && r.name === row.peerOf);
    if (orphan && !out.some((r) => r.name === `${row.peerOf} (no chunk)`)) {
      out.push({ name: `${row.peerOf} (no chunk)`, missing: true });
    }
    out.push(row);
  }
  return out;
}

/** Prints the size table with its footnotes. */
function printSizes(rows) {
  const body = withMissing(rows).map((r) =>
    r.missing ? [r.name, ...columns.slice(1).map(() => '')] : cells(r),
  );
  printTable(columns, body);
  console.log(
    '\nbase = Lit, the zod/mini builders elements use and elements/shared, in one bundle.' +
      "\nruntime = every page's first script as the site build makes it (sq-runtime.js: page" +
      ' context, consent, the triggers of telemetry and analytics), without what it loads on' +
      ' demand (the autoloader, elements, the cookie banner, analytics, telemetry).' +
      '\nbeyond base = what an element adds on a page that already runs the runtime and has the' +
      ' base (its budgeted figure).' +
      '\nLit external = the element with everything but Lit; Lit included = standalone.' +
      '\nanalytics, telemetry = the chunks the runtime loads after the load event; their' +
      ' "beyond base" is beyond the runtime (what they add to the first script).' +
      '\nsq-cookie-banner is built without LitElement and zod: its standalone figure is what a' +
      ' first visit adds to the runtime.' +
      lazyNote(rows) +
      '\nPeers: JavaScript only, every module a site imports (bench/peers/), dynamic imports' +
      ' included; our elements (and Shoelace) carry their CSS inside it, these peers ship it apart:',
  );
  for (const r of rows.filter((row) => row.css)) {
    console.log(`  ${r.name} CSS: ${kb(r.css.min)} min, ${kb(r.css.gzip)} gzip`);
  }
}

/** Each relative budget's figures: ours beyond base and standalone, beside the peer's. */
function printRelative(results) {
  if (!results.length) return;
  console.log('\nAgainst peers (relative budgets; the base is shared by every block on a page):');
  for (const r of results) {
    if (r.peerGzip === undefined) {
      console.log(`  ${r.message}`);
      continue;
    }
    const share = (n) => `${((n / r.peerGzip) * 100).toFixed(0)}%`;
    console.log(
      `  ${r.name}: beyond base ${kb(r.beyondBase)} [${r.beyondBase} B, limit ${Math.floor(r.limit)} B] (${share(r.beyondBase)} of ${r.peer}, ` +
        `${kb(r.peerGzip)}), standalone ${kb(r.standalone)} (${share(r.standalone)}); ` +
        `limit ${r.atMost} × = ${kb(r.limit)} beyond base`,
    );
  }
}

const BEHAVIOUR_NAMES = BEHAVIOUR_CHUNKS.map((chunk) => chunk.name);

/** Chunks whose bytes are broken down by module: those measured against a peer they exceed. */
const BREAKDOWNS = ['sq-form', 'analytics'];

/** Where a row's bytes beyond the base go, by module (each module's share of the gzip figure). */
function printBreakdowns(rows) {
  for (const row of rows.filter((r) => BREAKDOWNS.includes(r.name) && r.own?.rendered)) {
    const entries = Object.entries(row.own.rendered);
    const total = entries.reduce((sum, [, length]) => sum + length, 0);
    const beyond = BEHAVIOUR_NAMES.includes(row.name) ? 'the runtime' : 'the base and the runtime';
    console.log(`\nWhere ${row.name}'s ${kb(row.own.gzip)} beyond ${beyond} go (share of gzip):`);
    for (const [id, length] of entries.sort((a, b) => b[1] - a[1])) {
      const name = relative(ROOT, id.replace(/^\0/, ''));
      console.log(`  ${kb((row.own.gzip * length) / total).padStart(9)}  ${name}`);
    }
  }
}

const started = performance.now();
const rows = await measureAll({
  onRow: (r) => process.stderr.write(`  built ${r.name}: ${kb(budgetedSize(r))} gzip\n`),
});
console.log(
  `\nBundle sizes (Vite, minified, es2022; gzip level 9), built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
printSizes(rows);
const relativeResults = checkRelative(rows, budgets.relative);
printRelative(relativeResults);
printBreakdowns(rows);

if (check) {
  const results = [...checkAbsolute(rows, budgets.gzipBytes), ...relativeResults];
  console.log('\nBudgets (bench/budgets.json):');
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.message}`);
  const failed = results.filter((r) => !r.ok).length;
  const summary = { passed: results.length - failed, failed };
  if (process.env.SQ_TEST_SUMMARY)
    writeFileSync(process.env.SQ_TEST_SUMMARY, JSON.stringify(summary));
  if (failed) process.exitCode = 1;
}
