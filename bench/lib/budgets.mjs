// Holds the measured chunks (bench/lib/chunks.mjs) to bench/budgets.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/entries.mjs';

/** The gzip budgets by chunk name. */
export function readBudgets(root = ROOT) {
  return JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')).gzipBytes;
}

/** The figure a chunk's budget applies to: an element's code beyond the base, else the bundle. */
export function budgetedSize(row) {
  return (row.own ?? row.litIncluded).gzip;
}

/**
 * One result per chunk of ours and per budget: ok when the chunk's gzip size is within its
 * budget. A chunk without a budget, or a budget without a chunk, fails.
 * @param {import('./chunks.mjs').Row[]} rows
 * @param {Record<string, number>} budgets
 * @returns {{ name: string, ok: boolean, message: string }[]}
 */
export function checkBudgets(rows, budgets) {
  const ours = rows.filter((r) => !r.peerOf);
  const results = ours.map((row) => {
    const size = budgetedSize(row);
    const budget = budgets[row.name];
    if (budget === undefined) {
      return {
        name: row.name,
        ok: false,
        message: `${row.name}: ${size} B gzip, no budget in bench/budgets.json`,
      };
    }
    const ok = size <= budget;
    const verdict = ok ? 'within' : 'OVER';
    return {
      name: row.name,
      ok,
      message: `${row.name}: ${size} B gzip, ${verdict} its budget of ${budget} B`,
    };
  });
  for (const name of Object.keys(budgets)) {
    if (!ours.some((r) => r.name === name)) {
      results.push({
        name,
        ok: false,
        message: `${name}: budgeted in bench/budgets.json, but no such chunk was built`,
      });
    }
  }
  return results;
}
