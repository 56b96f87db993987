/**
 * The visitor's choice in the cookie banner, counted for the site's owner (the editor's consent
 * panel: accepted and declined): one `POST /api/events/RecordEvent` (SPEC §7, form-encoded with
 * the crumb) named {@link CONSENT_CHOICE_EVENT} whose data is `{"accepted": true|false}` and
 * nothing else: no page, no visitor cookie, no analytics id, so a decline tells nobody who
 * declined or where. Sent by beacon; a failure is swallowed (SPEC §7).
 *
 * Only a site's page (one that carries the page context) has an owner to count for: a banner in
 * an app of its own sends nothing.
 */
import { COOKIES } from '../cookies/cookie-names.ts';
import { readCookie } from '../cookies/cookies.ts';
import { contextElement } from '../context/page-context.ts';

/** The event name of a consent choice. */
export const CONSENT_CHOICE_EVENT = 'cookie_consent';

/** Sends the count of one choice (see the module comment). */
export function recordConsentChoice(accepted: boolean): void {
  try {
    if (!contextElement(document)) return;
    const body = new URLSearchParams({
      event: CONSENT_CHOICE_EVENT,
      data: JSON.stringify({ accepted }),
    });
    const crumb = readCookie(COOKIES.crumb.name);
    if (crumb !== undefined) body.set('crumb', crumb);
    navigator.sendBeacon('/api/events/RecordEvent', body);
  } catch {
    // Counting never stands in the visitor's way.
  }
}
