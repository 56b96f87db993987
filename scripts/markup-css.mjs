// Page-level CSS for server markup, collected from the elements: the site build writes it to
// `dist/assets/sq-markup.css`, the stylesheet every template links before its own.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './entries.mjs';

/** File name of the built stylesheet in the assets folder. */
export const MARKUP_CSS_FILE = 'sq-markup.css';

/**
 * `css` as `sq-markup.css` serves it: what a rule gives an element `:not(:defined)` it also gives
 * one that is defined but waits for its first render, `:is(${standIn})` (`STAND_IN` of
 * elements/shared/stand-in.ts).
 */
export function withStandIn(css, standIn) {
  return css.replaceAll(':not(:defined)', `:is(${standIn})`);
}

/**
 * The markup CSS of every element: each string export named `…MarkupCss` of
 * `elements/NAME/NAME.styles.ts` (e.g. `accordionMarkupCss`), in folder order, each under a
 * comment naming its source, {@link withStandIn}.
 */
export async function collectMarkupCss(root = ROOT) {
  const elements = join(root, 'elements');
  const standIn = join(elements, 'shared', 'stand-in.ts');
  const { STAND_IN } = await tsImport(pathToFileURL(standIn).href, import.meta.url);
  const parts = [];
  const folders = readdirSync(elements, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const entry of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(elements, entry.name, `${entry.name}.styles.ts`);
    if (!existsSync(file)) continue;
    const exports = await tsImport(pathToFileURL(file).href, import.meta.url);
    for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
      if (!name.endsWith('MarkupCss') || typeof value !== 'string') continue;
      parts.push(
        `/* ${name} (elements/${entry.name}/${entry.name}.styles.ts) */\n` +
          `${withStandIn(value.trim(), STAND_IN)}\n`,
      );
    }
  }
  return parts.join('\n');
}
