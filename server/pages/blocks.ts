/**
 * The blocks of a template (ARCHITECTURE.md public contract 3: `<sq-NAME data-block-json='{…}'>`)
 * that the editor can save: elements carrying both an `id` and a `data-block-json` attribute.
 * Saved data is written into the page by rewriting that attribute, so every later visit gets it.
 *
 * Templates are read with the start-tag scanner of ./start-tags.ts, so the rest of the template is
 * served byte for byte.
 */
import { escapeHtml } from '../http/respond.ts';
import { attribute, startTags, type Attribute } from './start-tags.ts';

/** A block of a template. */
export interface TemplateBlock {
  id: string;
  /** Lower-case tag name (`sq-gallery`). */
  tag: string;
  /** Its `data-block-json` parsed, or undefined when that is not a JSON object. */
  data: Record<string, unknown> | undefined;
}

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
