/**
 * Reads the page context (ARCHITECTURE.md, public contract 2) and answers the questions the
 * runtime asks of it: who is signed in and with which website roles (SPEC §3, §4, §6).
 */
import { safeParse } from 'zod/mini';
import { WEBSITE_ROLES } from '../constants/site-enums.ts';
import { ANONYMOUS_CONTEXT, pageContextSchema, type PageContext } from './page-context.schema.ts';

export { ANONYMOUS_CONTEXT, type PageContext } from './page-context.schema.ts';

/** Id of the script element holding the page context. */
export const PAGE_CONTEXT_ELEMENT_ID = 'sq-context';

/** Prefix of every console message about the page context. */
const LOG_PREFIX = '[sq-context]';

/** A fresh, mutable copy of the anonymous defaults. */
function anonymousContext(): PageContext {
  return structuredClone(ANONYMOUS_CONTEXT) as PageContext;
}

/** Formats a zod issue path as `website.id`; the whole document is `(root)`. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(root)';
}

function reportInvalid(path: string, message: string): PageContext {
  console.error(`${LOG_PREFIX} invalid page context: ${path}: ${message}`);
  return anonymousContext();
}

/**
 * Reads and validates the page context of `doc` from
 * `<script type="application/json" id="sq-context">`. Never throws:
 * - no such element: anonymous defaults and exactly one `console.warn`;
 * - invalid JSON or data the schema rejects: anonymous defaults and exactly one
 *   `console.error`, `[sq-context] invalid page context: <path>: <message>` (path `(root)` for
 *   the whole document, else dotted, e.g. `website.id`).
 * Pure: it reads the document on every call, so callers that need it often keep the result.
 * @returns the validated context, or a fresh copy of {@link ANONYMOUS_CONTEXT}.
 */
export function readPageContext(doc: Document = document): PageContext {
  const element = doc.getElementById(PAGE_CONTEXT_ELEMENT_ID);
  // By name, not instanceof: `doc` may come from another window or from DOMParser.
  if (element?.localName !== 'script' || element.getAttribute('type') !== 'application/json') {
    console.warn(
      `${LOG_PREFIX} no <script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}"> on the page: using anonymous defaults`,
    );
    return anonymousContext();
  }
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch (error) {
    return reportInvalid('(root)', (error as Error).message);
  }
  const result = safeParse(pageContextSchema, json);
  if (!result.success) {
    const issue = result.error.issues[0];
    return reportInvalid(formatPath(issue?.path ?? []), issue?.message ?? 'invalid');
  }
  return result.data;
}

/** Whether an account is signed in (the context names an `authenticatedAccount` with an id). */
export function isSignedIn(ctx: PageContext): boolean {
  return typeof ctx.authenticatedAccount?.id === 'string' && ctx.authenticatedAccount.id !== '';
}

/** Whether one `websiteRoles` value means the role is held: `true`, a non-zero number or an object. */
function isHeld(value: unknown): boolean {
  if (typeof value === 'number') return value !== 0;
  return value === true || (typeof value === 'object' && value !== null);
}

/** The website role numbers (SPEC §3) the signed-in account holds, ascending; empty when anonymous. */
export function heldRoles(ctx: PageContext): number[] {
  if (!isSignedIn(ctx)) return [];
  return Object.entries(ctx.websiteRoles ?? {})
    .filter(([key, value]) => /^\d+$/.test(key) && isHeld(value))
    .map(([key]) => Number(key))
    .sort((a, b) => a - b);
}

/** Whether the signed-in account holds website role `role` (a SPEC §3 role number). */
export function hasRole(ctx: PageContext, role: number): boolean {
  return heldRoles(ctx).includes(role);
}

/**
 * Whether the signed-in account holds the viewer role (10) and no other (SPEC §4: analytics
 * still counts such a visitor outside config paths). False for an anonymous visitor. For the
 * SPEC §6 redirect rule ("without the viewer role") use `hasRole(ctx, WEBSITE_ROLES.viewer)`.
 */
export function hasOnlyViewerRole(ctx: PageContext): boolean {
  const roles = heldRoles(ctx);
  return roles.length === 1 && roles[0] === WEBSITE_ROLES.viewer;
}
