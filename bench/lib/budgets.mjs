// Holds the measured chunks (bench/lib/chunks.mjs) to bench/budgets.json: absolute gzip budgets
// per chunk, and relative budgets that keep an element within a share of a peer built in the
// same run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/entries.mjs';

/**
 * @typedef {{ atMost: number, of: string }} RelativeBudget our element's budgeted figure is at
 *   most `atMost` times the full gzip size of the peer named `of`
 * @typedef {{ gzipBytes: Record<string, number>, relative: Record<string, RelativeBudget> }} Budgets
 * @typedef {{ name: string, ok: boolean, message: string }} Result
 */

/** The budgets of bench/budgets.json. @returns {Budgets} */
export function readBudgets(root = ROOT) {
  const json = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
  return { gzipBytes: json.gzipBytes ?? {}, relative: json.relative ?? {} };
}

/** The figure a chunk's budget applies to: an element's code beyond the base, else the bundle. */
export function budgetedSize(row) {
  return (row.own ?? row.litIncluded).gzip;
}

/**
 * One result per chunk of ours and per absolute budget: ok when the chunk's gzip size is within
 * its budget. A chunk without a budget, or a budget without a chunk, fails.
 * @param {import('./chunks.mjs').Row[]} rows
 * @param {Record<string, number>} budgets
 * @returns {Result[]}
 */
export function checkAbsolute(rows, budgets) {
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

/**
 * @typedef {Result & { peer: string, atMost: number, beyondBase?: number, standalone?: number,
 *   peerGzip?: number, limit?: number }} RelativeResult
 */

/**
 * One result per relative budget: ok when the element's budgeted figure (gzip beyond the base,
 * which every block on a page shares) is at most `atMost` times the peer's full gzip size. A
 * malformed entry, a chunk or a peer that was not built, fails with a message saying which.
 * @param {import('./chunks.mjs').Row[]} rows
 * @param {Record<string, RelativeBudget>} relative
 * @returns {RelativeResult[]}
 */
export function checkRelative(rows, relative) {
  return Object.entries(relative).map(([name, rule]) => {
    const atMost = rule?.atMost;
    const peer = rule?.of;
    const fail = (why) => ({ name, peer, atMost, ok: false, message: `${name}: ${why}` });
    if (typeof atMost !== 'number' || !(atMost > 0) || typeof peer !== 'string' || !peer) {
      return fail(
        'relative budget needs "atMost" (a number above 0) and "of" (a peer name), got ' +
          JSON.stringify(rule),
      );
    }
    const ours = rows.find((r) => !r.peerOf && r.name === name);
    const theirs = rows.find((r) => r.peerOf && r.name === peer);
    if (!ours) return fail(`relative budget against "${peer}", but no ${name} chunk was built`);
    if (!theirs) {
      const built = rows.filter((r) => r.peerOf).map((r) => `"${r.name}"`);
      return fail(
        `relative budget against "${peer}", but no peer of that name was built ` +
          `(peers built: ${built.join(', ') || 'none'})`,
      );
    }
    const beyondBase = budgetedSize(ours);
    const standalone = ours.litIncluded.gzip;
    const peerGzip = theirs.litIncluded.gzip;
    const limit = Math.floor(atMost * peerGzip);
    const ok = beyondBase <= limit;
    const message =
      `${name}: ${beyondBase} B gzip beyond base (${standalone} B standalone), ` +
      `${ok ? 'within' : 'OVER'} ${atMost} × ${peer} (${peerGzip} B) = ${limit} B`;
    return { name, peer, atMost, ok, message, beyondBase, standalone, peerGzip, limit };
  });
}

/**
 * Every budget check: absolute, then relative.
 * @param {import('./chunks.mjs').Row[]} rows
 * @param {Budgets} budgets
 * @returns {Result[]}
 */
export function checkBudgets(rows, budgets) {
  return [...checkAbsolute(rows, budgets.gzipBytes), ...checkRelative(rows, budgets.relative)];
}
