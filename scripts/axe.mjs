// The one axe-core of the project (its own dependency, the version the browser tests run) for the
// Playwright-driven checks: stories, end-to-end pages. @axe-core/playwright's builder injects it
// into the page and each frame instead of the copy it would bring.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';

/** The path of axe-core's browser build. */
export const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const source = readFileSync(AXE_PATH, 'utf8');

/** An axe run over `page` (and its frames) with the project's axe-core. */
export const axeBuilder = (page) => new AxeBuilder({ page, axeSource: source });

/** One line per axe violation: rule, impact, help and the offending nodes. */
export function describeViolations(violations) {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
