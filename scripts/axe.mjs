// The one axe-core of the project (its own dependency, the version the browser tests run) for the
// Playwright-driven checks: stories, end-to-end pages. @axe-core/playwright's builder injects it
// into the page and each frame instead of the copy it would bring.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';

/** The path of axe-core's browser build. */
export const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const source = readFileSync(AXE_PATH, 'utf8');

/** What every run asks of axe: the violations only (passing nodes are neither kept nor sent). */
export const AXE_OPTIONS = { resultTypes: ['violations'] };

/**
 * An axe run over `page` and its same-origin frames with the project's axe-core, in the page
 * itself (the builder's legacy mode: the default mode finishes each run in a new blank page,
 * which more than doubles its time; it would add cross-origin frames, and the pages tested hold
 * none of their own). Options given to `.options()` replace {@link AXE_OPTIONS}: spread them in.
 */
export const axeBuilder = (page) =>
  new AxeBuilder({ page, axeSource: source }).options(AXE_OPTIONS).setLegacyMode();

/** One line per axe violation: rule, impact, help and the offending nodes. */
export function describeViolations(violations) {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
