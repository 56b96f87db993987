import { writeCookie } from '../../platform/cookies/cookies.ts';
import { emit, type SqOpenCloseDetail } from '../shared/events.ts';
import { ANNOUNCEMENT_COOKIE, ANNOUNCEMENT_COOKIE_MAX_AGE_MS } from './announcement-cookie.ts';

/** An announcement id as the server writes it: 16 lower-case hex digits. */
const ID = /^[0-9a-f]{16}$/;

/** `HTMLElement`, or a stand-in where there is none (a server rendering React wrappers). */
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/**
 * The site's announcement bar: the announcement the site server renders first in every page's
 * `<body>` (server/pages/announcement-bar.ts, from `websiteSettings.announcementBarSettings`),
 * plain text with an optional link, and a dismiss button. The server writes all of it, so it is
 * there from the first paint (nothing moves), and works without JavaScript: the dismiss button is
 * a form that posts to the server, which remembers the dismissal and comes back to the page.
 *
 * The element upgrades that form: dismissing writes the same cookie in the page (no request, no
 * reload), hides the bar, and moves focus that was in the bar to the page's main content (`<main>`,
 * without scrolling), so a keyboard or screen reader user goes on from there. The cookie holds
 * the announcement's id (a hash of its content): a dismissed announcement stays away on every
 * page for a year, and a new or changed one shows again. It is a preference the visitor asked
 * for, kept without consent: it is the same for every visitor and identifies no one.
 *
 * It keeps its light-DOM markup (styled by `sq-markup.css`) and only sets its own `hidden`.
 *
 * @summary The site's dismissible announcement, rendered by the server at the top of the page.
 *
 * @slot - The server's markup: the text, the link and the dismiss form.
 *
 * @event {SqEvent<SqOpenCloseDetail>} sq-close - The bar is about to be dismissed
 *   (`detail.reason` `dismiss`). Cancelable: `preventDefault()` keeps it.
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-close - The bar was dismissed and is hidden.
 *
 * @cssproperty [--sq-announcement-bar-background=#1f1f1f] - Background (page CSS, sq-markup.css).
 * @cssproperty [--sq-announcement-bar-color=#ffffff] - Text colour.
 * @cssproperty [--sq-announcement-bar-padding=0.625rem 3.25rem] - Space inside the bar.
 */
export class SqAnnouncementBar extends ElementBase {
  /**
   * The announcement's id (the hash of its content) the dismissal remembers; the server writes it.
   * @attr announcement-id
   */
  get announcementId(): string {
    return this.getAttribute('announcement-id') ?? '';
  }
  set announcementId(value: string) {
    this.setAttribute('announcement-id', value);
  }

  connectedCallback(): void {
    this.addEventListener('submit', this.#onSubmit);
  }

  disconnectedCallback(): void {
    this.removeEventListener('submit', this.#onSubmit);
  }

  /**
   * Dismisses the announcement: fires `sq-close`, remembers the dismissal in the cookie, hides
   * the bar, fires `sq-after-close`; focus that was in the bar goes to the main content.
   * @returns false when it has no valid id, is already hidden, or a listener cancelled `sq-close`
   */
  dismiss(): boolean {
    const id = this.announcementId;
    if (!ID.test(id) || this.hidden) return false;
    const detail: SqOpenCloseDetail = { reason: 'dismiss' };
    if (!emit(this, 'sq-close', detail, { cancelable: true })) return false;
    const hadFocus = this.matches(':focus-within');
    writeCookie(ANNOUNCEMENT_COOKIE, id, { maxAgeMs: ANNOUNCEMENT_COOKIE_MAX_AGE_MS });
    this.hidden = true;
    emit(this, 'sq-after-close', detail);
    if (hadFocus) focusMainContent(this.ownerDocument);
    return true;
  }

  #onSubmit = (event: SubmitEvent): void => {
    // Without a valid id the form posts as it would without JavaScript.
    if (ID.test(this.announcementId)) {
      event.preventDefault();
      this.dismiss();
    }
  };
}

/**
 * Moves focus to the page's main content (`<main>`, else `[role=main]`) without scrolling; an
 * element that cannot take focus gets `tabindex="-1"` until focus leaves it. A page without one:
 * focus goes back to the document.
 */
function focusMainContent(doc: Document): void {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) {
    (doc.activeElement as HTMLElement | null)?.blur?.();
    return;
  }
  if (!main.hasAttribute('tabindex')) {
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  main.focus({ preventScroll: true });
}
