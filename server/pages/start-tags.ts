/**
 * A small start-tag scanner for templates: comments, `<!…>` declarations, end tags and the raw
 * text of script, style, textarea and title elements are skipped; attribute values may be
 * double-quoted, single-quoted or bare. Offsets let a caller rewrite parts of a template and
 * serve the rest of it byte for byte.
 */
import { decodeEntities } from './html-text.ts';

/** An attribute of a start tag, with the span it covers in the template. */
export interface Attribute {
  name: string;
  /** Decoded value ('' for an attribute without one). */
  value: string;
  start: number;
  end: number;
}

/** A start tag of the template. */
export interface StartTag {
  /** Lower-case tag name. */
  tag: string;
  attributes: Attribute[];
  /** Offset of its `<`. */
  start: number;
  /** Offset just after the last attribute (where a new one is inserted). */
  attributesEnd: number;
  /**
   * For a raw-text element (script, style, textarea, title): the offset just after its end tag
   * (the end of the template when it has none).
   */
  elementEnd?: number;
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const SPACE = /[\t\n\f\r ]/;

/** Reads the start tag opening at `at` (a `<` followed by a letter); answers it and its end. */
function readStartTag(html: string, at: number): { tag: StartTag; end: number } {
  let i = at + 1;
  while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '>' && html[i] !== '/') i++;
  const tag = html.slice(at + 1, i).toLowerCase();
  const attributes: Attribute[] = [];
  let attributesEnd = i;
  for (;;) {
    while (i < html.length && (SPACE.test(html[i]!) || html[i] === '/')) i++;
    if (i >= html.length || html[i] === '>') break;
    const start = i;
    while (i < html.length && !SPACE.test(html[i]!) && !'/>='.includes(html[i]!)) i++;
    if (i === start) i++; // a stray '=' starts a name of its own, as in the HTML tokenizer
    const name = html.slice(start, i).toLowerCase();
    let j = i;
    while (j < html.length && SPACE.test(html[j]!)) j++;
    let value = '';
    if (html[j] === '=') {
      j++;
      while (j < html.length && SPACE.test(html[j]!)) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        const stop = close < 0 ? html.length : close;
        value = html.slice(j + 1, stop);
        i = Math.min(stop + 1, html.length);
      } else {
        i = j;
        while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '>') i++;
        value = html.slice(j, i);
      }
    }
    attributes.push({ name, value: decodeEntities(value), start, end: i });
    attributesEnd = i;
  }
  return { tag: { tag, attributes, start: at, attributesEnd }, end: Math.min(i + 1, html.length) };
}

/** Every start tag of `html`, in order. */
export function* startTags(html: string): Generator<StartTag> {
  let lower: string | undefined;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return;
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
    } else if (next === '!' || next === '?' || next === '/') {
      const close = html.indexOf('>', lt);
      i = close < 0 ? html.length : close + 1;
    } else if (/[a-z]/i.test(next)) {
      const { tag, end } = readStartTag(html, lt);
      i = end;
      if (RAW_TEXT.has(tag.tag)) {
        lower ??= html.toLowerCase();
        const close = lower.indexOf(`</${tag.tag}`, i);
        i = close < 0 ? html.length : close;
        const closeEnd = close < 0 ? -1 : html.indexOf('>', close);
        tag.elementEnd = closeEnd < 0 ? html.length : closeEnd + 1;
      }
      yield tag;
    } else {
      i = lt + 1;
    }
  }
}

/** The attribute `name` of `tag`, if it has one. */
export const attribute = (tag: StartTag, name: string): Attribute | undefined =>
  tag.attributes.find((attr) => attr.name === name);
