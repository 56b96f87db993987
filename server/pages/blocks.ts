/**
 * The blocks of a template (ARCHITECTURE.md public contract 3: `<sq-NAME data-block-json='{…}'>`)
 * that the editor can save: elements carrying both an `id` and a `data-block-json` attribute.
 * Saved data is written into the page by rewriting that attribute, so every later visit gets it.
 *
 * Templates are read with a small start-tag scanner (comments, `<!…>` declarations, end tags and
 * the raw text of script, style, textarea and title elements are skipped; attribute values may be
 * double-quoted, single-quoted or bare), so the rest of the template is served byte for byte.
 */
import { escapeHtml } from '../http/respond.ts';
import { decodeEntities } from './html-text.ts';

/** An attribute of a start tag, with the span it covers in the template. */
interface Attribute {
  name: string;
  /** Decoded value ('' for an attribute without one). */
  value: string;
  start: number;
  end: number;
}

/** A start tag of the template. */
interface StartTag {
  tag: string;
  attributes: Attribute[];
  /** Offset just after the last attribute (where a new one is inserted). */
  attributesEnd: number;
}

/** A block of a template. */
export interface TemplateBlock {
  id: string;
  /** Lower-case tag name (`sq-gallery`). */
  tag: string;
  /** Its `data-block-json` parsed, or undefined when that is not a JSON object. */
  data: Record<string, unknown> | undefined;
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
  return { tag: { tag, attributes, attributesEnd }, end: Math.min(i + 1, html.length) };
}

/** Every start tag of `html`, in order. */
function* startTags(html: string): Generator<StartTag> {
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
      yield tag;
      i = end;
      if (RAW_TEXT.has(tag.tag)) {
        const close = html.toLowerCase().indexOf(`</${tag.tag}`, i);
        i = close < 0 ? html.length : close;
      }
    } else {
      i = lt + 1;
    }
  }
}

const attribute = (tag: StartTag, name: string) =>
  tag.attributes.find((attr) => attr.name === name);

/** A JSON object from `text`, or undefined. */
function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

interface FoundBlock extends TemplateBlock {
  json: Attribute;
}

/** The blocks of `html` with their `data-block-json` attributes; the first of a repeated id wins. */
function scanBlocks(html: string): FoundBlock[] {
  const blocks: FoundBlock[] = [];
  const seen = new Set<string>();
  for (const tag of startTags(html)) {
    const id = attribute(tag, 'id')?.value;
    const json = attribute(tag, 'data-block-json');
    if (!id || !json || seen.has(id)) continue;
    seen.add(id);
    blocks.push({ id, tag: tag.tag, data: parseObject(json.value), json });
  }
  return blocks;
}

/** The blocks of a template, in document order. */
export function templateBlocks(html: string): TemplateBlock[] {
  return scanBlocks(html).map(({ id, tag, data }) => ({ id, tag, data }));
}

/** Data to write into a block: its tag must still be the block's. */
export interface BlockData {
  tag: string;
  data: Record<string, unknown>;
}

/**
 * `html` with the `data-block-json` of each block named in `saved` (by id, of the same tag)
 * holding its saved data, attribute-escaped.
 */
export function withBlockData(html: string, saved: ReadonlyMap<string, BlockData>): string {
  if (saved.size === 0) return html;
  let out = '';
  let from = 0;
  for (const block of scanBlocks(html)) {
    const data = saved.get(block.id);
    if (!data || data.tag !== block.tag) continue;
    out += html.slice(from, block.json.start);
    out += `data-block-json="${escapeHtml(JSON.stringify(data.data))}"`;
    from = block.json.end;
  }
  return out + html.slice(from);
}
