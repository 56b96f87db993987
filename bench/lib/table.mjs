// One way to print a table for every bench: GitHub-flavoured Markdown, first column left-aligned,
// the others right-aligned, each column as wide as its widest cell.

/**
 * Prints `rows` (arrays of strings) under `columns` as a Markdown table.
 * @param {string[]} columns
 * @param {string[][]} rows
 */
export function printTable(columns, rows) {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (r) =>
    `| ${r.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w, i) => '-'.repeat(w + 1) + (i ? ':' : '-')).join('|')}|`);
  for (const r of rows) console.log(line(r));
}
