/**
 * The page context analytics sends with (SPEC §3 tracking payload) and counts by (SPEC §4).
 * The runtime hands it over at start; code that runs without the runtime (a block on a test
 * page) gets the page's own `sq-context`, or anonymous defaults, without a console warning.
 */
import {
  ANONYMOUS_CONTEXT,
  PAGE_CONTEXT_ELEMENT_ID,
  readPageContext,
  type PageContext,
} from '../context/page-context.ts';

let configured: PageContext | undefined;

/** Sets the page context analytics uses from now on (the runtime calls it at start). */
export function configureAnalytics(ctx: PageContext | undefined): void {
  configured = ctx;
}

/** The context set by {@link configureAnalytics}, else the page's own, else anonymous defaults. */
export function analyticsContext(doc: Document = document): PageContext {
  return siteContext(doc) ?? ANONYMOUS_CONTEXT;
}

/**
 * The context set by {@link configureAnalytics}, else the page's own; undefined on a page that
 * has none, which is not a site (an element used in an app): nothing there can receive a census
 * or tracking call, so none is made.
 */
export function siteContext(doc: Document = document): PageContext | undefined {
  if (configured) return configured;
  return doc.getElementById(PAGE_CONTEXT_ELEMENT_ID) ? readPageContext(doc) : undefined;
}

/** The page's address as censusPageFields reads it (`pathname`, `href`, `hash`). */
export function addressOf(href: string | undefined): Location {
  return (href === undefined ? location : new URL(href, location.href)) as unknown as Location;
}
