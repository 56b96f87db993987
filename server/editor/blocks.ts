/**
 * The blocks of a page the editor edits (elements of a template with an `id` and a
 * `data-block-json`), and saving them:
 *
 * - `GET /api/editor/blocks?path=/gallery` → `{blocks: [{id, tag, data, version, savedAt,
 *   savedBy}]}`, in document order, with the data the page serves now: the latest saved version,
 *   else the template's own (`version` 0, `savedAt` and `savedBy` null; `data` null when the
 *   template's JSON is not an object).
 * - `PUT /api/editor/blocks/:id?path=/gallery`, body `{tag, data, baseVersion}` → 200 `{version,
 *   savedAt, savedBy}`; 409 `{error: "conflict", current: {data, version, savedAt, savedBy}}`
 *   when `baseVersion` is not the stored version; 400 `{error}` when `data` is not a JSON object
 *   or the page has no block of that id and tag; 404 `{error}` for a path without a template.
 */
import * as z from 'zod';
import type { App, Exchange } from '../app.ts';
import { endpoint } from '../api/pipeline.ts';
import { templateBlocks, type TemplateBlock } from '../pages/blocks.ts';
import { findTemplate } from '../pages/templates.ts';
import { signedInAccount } from '../session.ts';
import type { SavedBlock } from '../store/block-versions.ts';

/** A block as the editor reads it. */
export interface EditorBlock {
  id: string;
  tag: string;
  data: Record<string, unknown> | null;
  version: number;
  savedAt: string | null;
  savedBy: string | null;
}

const pathSchema = z.string().startsWith('/').max(2000);

/** The blocks of the template at `path`, or undefined when no template serves it. */
function blocksOf(app: App, path: string): { path: string; blocks: TemplateBlock[] } | undefined {
  const template = findTemplate(app.siteDir, path);
  return template && { path: template.path, blocks: templateBlocks(template.html) };
}

/**
 * `block` as the page serves it: the data of its latest saved version (unless that was saved
 * for another tag: then the template's), with that version's number, time and author.
 */
function current(block: TemplateBlock, saved: SavedBlock | undefined): EditorBlock {
  const data = saved?.tag === block.tag ? saved.data : (block.data ?? null);
  return {
    id: block.id,
    tag: block.tag,
    data,
    version: saved?.version ?? 0,
    savedAt: saved?.savedAt ?? null,
    savedBy: saved?.savedBy ?? null,
  };
}

const noPage = (path: string) => ({ status: 404, body: { error: `No page ${path}` } });

/** GET /api/editor/blocks?path=. */
export const editorBlocks = endpoint({
  method: 'GET',
  path: '/api/editor/blocks',
  access: 'editor',
  schema: z.object({ path: pathSchema }),
  handle({ path }, ex) {
    const page = blocksOf(ex.app, path);
    if (!page) return noPage(path);
    const saved = ex.app.store.blocks.latest(page.path);
    return { body: { blocks: page.blocks.map((block) => current(block, saved.get(block.id))) } };
  },
});

const saveBody = z.object({
  tag: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown(), { error: 'data must be a JSON object' }),
  baseVersion: z.number().int().min(0),
});

/** Who saved: the account's email, else its id. */
function saver(ex: Exchange): string {
  const account = signedInAccount(ex)!;
  return account.email ?? account.id;
}

/** PUT /api/editor/blocks/:id?path=. */
export const saveEditorBlock = endpoint({
  method: 'PUT',
  path: '/api/editor/blocks/:id',
  access: 'editor',
  schema: saveBody,
  handle({ tag, data, baseVersion }, ex) {
    const path = pathSchema.safeParse(ex.url.searchParams.get('path'));
    if (!path.success) return { status: 400, body: { error: 'path: a page path is required' } };
    const page = blocksOf(ex.app, path.data);
    if (!page) return noPage(path.data);
    const id = ex.params.id!;
    if (!page.blocks.some((block) => block.id === id && block.tag === tag)) {
      return { status: 400, body: { error: `The page ${page.path} has no ${tag} block "${id}".` } };
    }
    const result = ex.app.store.blocks.save(
      page.path,
      { blockId: id, tag, data },
      baseVersion,
      saver(ex),
    );
    if (!result.saved) {
      const template = page.blocks.find((block) => block.id === id)!;
      const { version, savedAt, savedBy, data: now } = current(template, result.current);
      return {
        status: 409,
        body: { error: 'conflict', current: { data: now, version, savedAt, savedBy } },
      };
    }
    const { version, savedAt, savedBy } = result.block;
    return { body: { version, savedAt, savedBy } };
  },
});
