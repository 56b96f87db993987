/**
 * The document of the server's own pages (not-found when the site has no 404.html, checkout,
 * the /config/ placeholder, error pages). Like a template, it links the blocks' server-markup
 * stylesheet and includes the runtime when the assets folder holds them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contextScript } from './inject.ts';
import type { Exchange } from '../app.ts';
import { escapeHtml, send } from '../http/respond.ts';

/** File name of the page runtime in the assets folder (ARCHITECTURE.md public contract 1). */
export const RUNTIME_FILE = 'sq-runtime.js';

/** File name of the blocks' server-markup stylesheet in the assets folder (the site build's). */
export const MARKUP_CSS_FILE = 'sq-markup.css';

/** What a built-in page shows. */
export interface BuiltinPage {
  title: string;
  /** Body HTML (already escaped where needed). */
  body: string;
  /** Page context; omitted: the page carries none. */
  context?: Record<string, unknown>;
  /** Assets folder: when it holds the runtime, the page includes it. */
  assetsDir?: string;
  /** Extra elements for `<head>` (links to scripts or stylesheets: no inline code or style). */
  head?: string;
}

/**
 * Address of the built-in pages' stylesheet: a file, so that a page whose policy forbids inline
 * styles keeps its look.
 */
export const PAGE_CSS_PATH = '/__server/page.css';

/** The built-in pages' styles. */
const PAGE_CSS = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 2rem 1rem; color: #1a1a1a; }
a { color: #0b57d0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
code { font-size: .9em; }
`;

/** Answers the built-in pages' stylesheet. */
export function servePageCss(ex: Exchange): void {
  send(ex.res, 200, 'text/css; charset=utf-8', PAGE_CSS, 'no-cache');
}

/** A complete HTML document for a built-in page. */
export function builtinDocument(page: BuiltinPage): string {
  const built = (file: string) =>
    page.assetsDir !== undefined && existsSync(join(page.assetsDir, file));
  const runtime = built(RUNTIME_FILE)
    ? `<script type="module" src="/assets/${RUNTIME_FILE}"></script>`
    : '';
  const markupCss = built(MARKUP_CSS_FILE)
    ? `<link rel="stylesheet" href="/assets/${MARKUP_CSS_FILE}">`
    : '';
  const context = page.context ? contextScript(page.context) : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
${markupCss}<link rel="stylesheet" href="${PAGE_CSS_PATH}">${context}${runtime}${page.head ?? ''}
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
</body>
</html>
`;
}

/** A `<dl>` listing `entries` (values escaped). */
export function definitionList(entries: readonly (readonly [string, string])[]): string {
  const rows = entries.map(
    ([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`,
  );
  return `<dl>${rows.join('')}</dl>`;
}
