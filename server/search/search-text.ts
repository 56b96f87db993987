/**
 * The words a page or an item shows a visitor, as plain text for the search index: tags dropped,
 * character references decoded, white space collapsed; what a visitor never reads (scripts,
 * styles, templates, pictures drawn in SVG, HTML comments) left out.
 */
import { decodeEntities } from '../pages/html-text.ts';

/** A tag (start or end) whose quoted attribute values may hold `>`. */
const TAG = String.raw`<(/?)([a-zA-Z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>`;

/** Elements whose content is never read as text, with that content. */
const UNREAD = new RegExp(
  String.raw`<(script|style|template|svg|noscript|textarea)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>`,
  'gi',
);

/** Elements whose edges separate words even when the markup runs them together. */
const BLOCKS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p section table td th tr ul'.split(
    ' ',
  ),
);

/**
 * Control characters: the index keeps none, so that the marks {@link HIT_START} and
 * {@link HIT_END} it puts around matches can never come from the text itself.
 */
// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** `html` as the plain text a visitor reads. */
export function htmlText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(UNREAD, ' ')
    .replace(new RegExp(TAG, 'g'), (_tag, _end, name: string) =>
      BLOCKS.has(name.toLowerCase()) ? ' ' : '',
    );
  return plainText(decodeEntities(text));
}

/** `text` with control characters removed and white space collapsed. */
export function plainText(text: string): string {
  return text.replace(CONTROLS, '').replace(/\s+/g, ' ').trim();
}

/** The inner HTML of a document's first `<main>`, if it has one. */
export function mainHtml(html: string): string | undefined {
  const open = /<main\b[^>]*>/i.exec(html);
  if (!open) return undefined;
  const from = open.index + open[0].length;
  const close = html.toLowerCase().lastIndexOf('</main');
  return html.slice(from, close < from ? html.length : close);
}

/** Where the index marks the start of a match in a snippet (never in indexed text). */
export const HIT_START = '\u0002';
/** Where the index marks the end of a match in a snippet. */
export const HIT_END = '\u0003';
