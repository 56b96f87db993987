/**
 * The popup overlay's content in the pages (SPEC §2 page type 104, §3 "Popup overlay"): when the
 * site's `popupOverlaySettings.style` is show (2), every page that may show the overlay carries
 * `<template id="sq-popup-overlay-content">` holding the `<main>` content of the site's popup
 * page (`popupOverlaySettings.pagePath`, with its blocks' saved data), so the overlay shows
 * without a further request. The runtime decides whether it shows (runtime/behaviours/
 * popup-overlay.ts); a page without the template never shows it.
 *
 * Pages left without it: the popup page itself, and the pages where an overlay would stand in a
 * visitor's way or is not the site's content: not found, error and lock screen (100, 101, 103),
 * the popup, protected content and member-area access pages (104–106), the cart, checkout and
 * confirmation pages (200–208), newsletter unsubscribe and email preview (300, 301).
 */
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import { POPUP_OVERLAY_STYLES } from '../../platform/constants/site-enums.ts';
import type { Exchange } from '../app.ts';
import { withBlockData } from './blocks.ts';
import { findTemplate } from './templates.ts';

/** Id of the template holding the content (elements/popup-overlay/overlay-content.ts). */
export const POPUP_CONTENT_TEMPLATE_ID = 'sq-popup-overlay-content';

/** Page types that never carry the overlay (see the module comment). */
export const PAGE_TYPES_WITHOUT_POPUP: ReadonlySet<number> = new Set([
  PAGE_TYPES.notFound,
  PAGE_TYPES.error,
  PAGE_TYPES.lockScreen,
  PAGE_TYPES.popupOverlay,
  PAGE_TYPES.protectedContent,
  PAGE_TYPES.memberAreaAccessDenied,
  PAGE_TYPES.showCart,
  PAGE_TYPES.checkout,
  PAGE_TYPES.orderConfirmed,
  PAGE_TYPES.donate,
  PAGE_TYPES.contributionConfirmed,
  PAGE_TYPES.commerceCartV2,
  PAGE_TYPES.subscriptionConfirmed,
  PAGE_TYPES.orderReceived,
  PAGE_TYPES.membershipConfirmed,
  PAGE_TYPES.newsletterUnsubscribe,
  PAGE_TYPES.commerceEmailPreview,
]);

const MAIN = /<main\b[^>]*>([\s\S]*?)<\/main\s*>/i;
const BODY_END = /<\/body\s*>/i;

/** The `popupOverlaySettings` of a page context, if it is an object. */
function settingsOf(context: Record<string, unknown>): Record<string, unknown> | undefined {
  const website = context.websiteSettings as Record<string, unknown> | undefined;
  const settings = website?.popupOverlaySettings;
  return typeof settings === 'object' && settings !== null
    ? (settings as Record<string, unknown>)
    : undefined;
}

/**
 * The content of the site's popup page for a page at `path` with `context`, or undefined when
 * that page carries none (style not show, a page type without the overlay, the popup page
 * itself, no popup page or one without `<main>`).
 */
export function popupOverlayContent(
  ex: Exchange,
  context: Record<string, unknown>,
  path: string,
): string | undefined {
  const settings = settingsOf(context);
  if (settings?.style !== POPUP_OVERLAY_STYLES.show) return undefined;
  if (typeof settings.pagePath !== 'string') return undefined;
  if (PAGE_TYPES_WITHOUT_POPUP.has(context.pageType as number)) return undefined;
  const popup = findTemplate(ex.app.siteDir, settings.pagePath);
  if (!popup || popup.path === path) return undefined;
  const html = withBlockData(popup.html, ex.app.store.blocks.latest(popup.path));
  return MAIN.exec(html)?.[1]?.trim();
}

/**
 * `page` (a page at `path`, served with `context`) with the popup overlay's template before
 * `</body>` (at the end when it has none), when it carries one ({@link popupOverlayContent}).
 */
export function withPopupOverlay(
  ex: Exchange,
  page: string,
  context: Record<string, unknown>,
  path: string,
): string {
  const content = popupOverlayContent(ex, context, path);
  if (content === undefined) return page;
  const template = `<template id="${POPUP_CONTENT_TEMPLATE_ID}">${content}</template>`;
  const end = BODY_END.exec(page);
  return end ? page.slice(0, end.index) + template + page.slice(end.index) : page + template;
}
