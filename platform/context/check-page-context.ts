/**
 * The page context checked against its whole schema (SPEC §3 "Page context"). This module
 * carries zod and the schema: code that needs a checked context loads it on demand (the runtime
 * does for a signed-in account), never a page that only reads its context (page-context.ts).
 */
import { safeParse } from 'zod/mini';
import {
  anonymousContext,
  contextElement,
  isRecord,
  parseContext,
  reportInvalidContext,
} from './page-context.ts';
import { pageContextSchema, type PageContext } from './page-context.schema.ts';

/** Formats a zod issue path as `website.id`; the whole document is `(root)`. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(root)';
}

/**
 * `json` checked against the page context schema. Never throws: data the schema rejects logs
 * exactly one `console.error`, `[sq-context] invalid page context: <path>: <message>` (path
 * `(root)` for the whole document, else dotted, e.g. `website.id`), and gives a fresh copy of
 * the anonymous defaults.
 */
export function checkPageContext(json: unknown): PageContext {
  const result = safeParse(pageContextSchema, json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return reportInvalidContext(formatPath(issue?.path ?? []), issue?.message ?? 'invalid');
}

const validated = new WeakMap<Document, { text: string; checked: PageContext }>();

/**
 * The page context of `doc` checked against the whole schema (SPEC §3), once per context text:
 * a context the schema rejects logs exactly one `[sq-context] invalid page context: <path>:
 * <message>` (the dotted path, e.g. `website.id`) and gives the anonymous defaults. A missing or
 * unparseable context gives the defaults without a second message (`readPageContext` reports
 * those).
 */
export function validPageContext(doc: Document = document): PageContext {
  const text = contextElement(doc)?.textContent ?? '';
  const known = validated.get(doc);
  if (known?.text === text) return known.checked;
  const parsed = parseContext(text);
  const checked =
    'json' in parsed && isRecord(parsed.json) ? checkPageContext(parsed.json) : anonymousContext();
  validated.set(doc, { text, checked });
  return checked;
}
