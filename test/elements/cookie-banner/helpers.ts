/**
 * Shared helpers of the cookie banner tests: creating a banner from settings, waiting until its
 * body text is in, and reading its parts.
 */
import { waitUntil } from '@open-wc/testing';
import '../../../elements/cookie-banner/sq-cookie-banner.ts';
import type { SqCookieBanner } from '../../../elements/cookie-banner/sq-cookie-banner.ts';
import type { CookieSettings } from '../../../platform/context/page-context.schema.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../../platform/cookies/cookies.ts';

const created: Element[] = [];

/** The banner's parts. */
export const part = (el: SqCookieBanner, name: string): HTMLElement | null =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

/** Waits until the banner's body text is sanitized and shown. */
export async function textShown(el: SqCookieBanner): Promise<SqCookieBanner> {
  await waitUntil(() => !el.matches(':state(pending)'), 'the body text never showed');
  await el.updateComplete;
  return el;
}

/**
 * Adds a banner with `settings` as `data-block-json` (first child of `<body>`, as the runtime
 * does, or right after `options.after`) and waits until its text shows. Like the runtime's, it
 * removes itself once the visitor decides, unless `options.removeOnClose` is false.
 */
export async function banner(
  settings: CookieSettings = {},
  options: { forced?: boolean; wait?: boolean; after?: Element; removeOnClose?: boolean } = {},
): Promise<SqCookieBanner> {
  const el = document.createElement('sq-cookie-banner');
  el.setAttribute('data-block-json', JSON.stringify(settings));
  if (options.forced) el.forced = true;
  el.removeOnClose = options.removeOnClose ?? true;
  if (options.after) options.after.after(el);
  else document.body.prepend(el);
  created.push(el);
  await el.updateComplete;
  return options.wait === false ? el : textShown(el);
}

/** Adds an element to the page for the length of a test. */
export function add<T extends Element>(element: T): T {
  document.body.append(element);
  created.push(element);
  return element;
}

/** Removes what the test added and forgets the visitor's decision. */
export function cleanUp(): void {
  for (const element of created.splice(0)) element.remove();
  deleteCookie(COOKIES.consent.name);
}
