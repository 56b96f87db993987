// Size bench: builds the shared base, each element and the peers users would pick instead, all in
// this run with Vite, and prints minified and gzip sizes as a table.
//   node bench/size.mjs           the table
//   node bench/size.mjs --check   the table, then each chunk against bench/budgets.json; exits 1
//                                 when one is over. With SQ_TEST_SUMMARY set, writes
//                                 {passed, failed} there for scripts/test.mjs.
import { writeFileSync } from 'node:fs';
import { measureAll } from './lib/chunks.mjs';
import { budgetedSize, checkBudgets, readBudgets } from './lib/budgets.mjs';

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
  const budget = row.peerOf ? '' : kb(budgets[row.name]) || 'none';
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

function printTable(rows) {
  const body = rows.map(cells);
  const widths = columns.map((c, i) => Math.max(c.length, ...body.map((r) => r[i].length)));
  const line = (r) =>
    `| ${r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  console.log(line(columns));
  console.log(
    `|${widths.map((w, i) => (i ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`,
  );
  for (const r of body) console.log(line(r));
  console.log(
    '\nbase = Lit, the zod/mini builders elements use and elements/shared, in one bundle.' +
      '\nbeyond base = what an element adds on a page that already has the base (its budgeted figure).' +
      '\nLit external = the element with everything but Lit; Lit included = standalone.',
  );
}

const started = performance.now();
const rows = await measureAll({
  onRow: (r) => process.stderr.write(`  built ${r.name}: ${kb(budgetedSize(r))} gzip\n`),
});
console.log(
  `\nBundle sizes (Vite, minified, es2022; gzip level 9), built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
printTable(rows);

if (check) {
  const results = checkBudgets(rows, budgets);
  console.log('\nBudgets (bench/budgets.json):');
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.message}`);
  const failed = results.filter((r) => !r.ok).length;
  const summary = { passed: results.length - failed, failed };
  if (process.env.SQ_TEST_SUMMARY)
    writeFileSync(process.env.SQ_TEST_SUMMARY, JSON.stringify(summary));
  if (failed) process.exitCode = 1;
}
