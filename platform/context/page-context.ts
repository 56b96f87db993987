/**
 * Reads the page context (ARCHITECTURE.md, public contract 2) and answers the questions the
 * runtime asks of it: who is signed in and with which website roles (SPEC §3, §4, §6).
 *
 * Reading costs no schema: {@link readPageContext} parses the JSON the page carries and hands it
 * over as it is, and every reader checks the type of the field it uses (`=== true`, `typeof`).
 * The whole schema (zod) is loaded on demand, by `validPageContext` (check-page-context.ts): the
 * runtime does for a signed-in account, before any decision is taken on its roles. A visitor's
 * page never loads it.
 */
import type { PageContext } from './page-context.schema.ts';

export type { CookieSettings, PageContext, WebsiteSettings } from './page-context.schema.ts';

/** Id of the script element holding the page context. */
export const PAGE_CONTEXT_ELEMENT_ID = 'sq-context';

/** Prefix of every console message about the page context. */
export const LOG_PREFIX = '[sq-context]';

/**
 * The context of a page that carries none (or an invalid one): an anonymous visitor on a
 * regular page (page type 2) of an unknown website, with no account, no roles and no site
 * settings, so no cookie banner, popup or info bar is inserted. Frozen; readers hand out copies.
 */
export const ANONYMOUS_CONTEXT: Readonly<PageContext> = Object.freeze({
  website: null,
  authenticatedAccount: null,
  websiteRoles: Object.freeze({}),
  // PAGE_TYPES.page (SPEC §2), written out: every page's first script does not carry the table.
  pageType: 2,
  cookieSettings: null,
  websiteSettings: null,
});

/** A fresh, mutable copy of the anonymous defaults. */
export function anonymousContext(): PageContext {
  return structuredClone(ANONYMOUS_CONTEXT) as PageContext;
}

/** Logs the contract's one error for an invalid context and gives the defaults. */
export function reportInvalidContext(path: string, message: string): PageContext {
  console.error(`${LOG_PREFIX} invalid page context: ${path}: ${message}`);
  return anonymousContext();
}

/** The page's context element, when it is a JSON data block. */
export function contextElement(doc: Document): Element | undefined {
  const element = doc.getElementById(PAGE_CONTEXT_ELEMENT_ID);
  // By name, not instanceof: `doc` may come from another window or from DOMParser.
  return element?.localName === 'script' && element.getAttribute('type') === 'application/json'
    ? element
    : undefined;
}

/** `text` parsed: a parse failure's message, or the value. */
export function parseContext(text: string): { error: string } | { json: unknown } {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the page context of `doc` from `<script type="application/json" id="sq-context">`, as
 * the page gives it (no schema: see the module comment). Never throws:
 * - no such element: anonymous defaults and exactly one `console.warn`;
 * - invalid JSON, or JSON that is not an object: anonymous defaults and exactly one
 *   `console.error`, `[sq-context] invalid page context: (root): <message>`.
 * Pure: it reads the document on every call, so callers that need it often keep the result.
 * @returns the page's object, or a fresh copy of {@link ANONYMOUS_CONTEXT}.
 */
export function readPageContext(doc: Document = document): PageContext {
  const element = contextElement(doc);
  if (!element) {
    console.warn(
      `${LOG_PREFIX} no <script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}"> on the page: using anonymous defaults`,
    );
    return anonymousContext();
  }
  const parsed = parseContext(element.textContent ?? '');
  if ('error' in parsed) return reportInvalidContext('(root)', parsed.error);
  if (!isRecord(parsed.json)) return reportInvalidContext('(root)', 'expected an object');
  return parsed.json as PageContext;
}

/** Whether an account is signed in (the context names an `authenticatedAccount` with an id). */
export function isSignedIn(ctx: PageContext): boolean {
  return typeof ctx.authenticatedAccount?.id === 'string' && ctx.authenticatedAccount.id !== '';
}
