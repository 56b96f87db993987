/**
 * What a page shows of the visitor's site-user session, written into every template at every
 * request (as the cart count is, server/commerce/cart-fill.ts): for a signed-in site user the
 * `<html>` element gets `data-sq-site-user` and each `[data-sq-account-link]` the text
 * 'Account' (else 'Log in'); an `<sq-account>` element gets the account markup
 * (./account-markup.ts) and, signed in, its profile as `data-block-json`.
 */
import { applyCuts, type Cut } from '../commerce/cart-fill.ts';
import {
  ACCOUNT_LINK_ATTRIBUTE,
  ACCOUNT_LINK_TEXT,
  SIGNED_IN_ATTRIBUTE,
} from '../../platform/site-users/account-link.ts';
import type { Exchange } from '../app.ts';
import { escapeHtml } from '../http/respond.ts';
import { attribute, startTags } from '../pages/start-tags.ts';
import { currentSiteUser } from './accounts.ts';
import { loginFormMarkup, profileMarkup } from './account-markup.ts';
import { profileOf } from './profile.ts';

/** What the anonymous account page shows after a refused no-JavaScript log-in. */
export interface LoginRefusal {
  email: string;
  error: string;
}

/** Refusals of the no-JavaScript log-in, by the answer that shows them again. */
const refusals = new WeakMap<Exchange['res'], LoginRefusal>();

/** Makes this answer's account page show `refusal` (./account-routes.ts). */
export function showRefusal(ex: Exchange, refusal: LoginRefusal): void {
  refusals.set(ex.res, refusal);
}

const MARKERS = /data-sq-account-link|<sq-account\b/i;

/** `html` with the site-user session of this request shown (see the module comment). */
export function fillSiteUser(ex: Exchange, html: string): string {
  const user = currentSiteUser(ex);
  const refusal = refusals.get(ex.res);
  if (!user && !MARKERS.test(html)) return html;
  const lower = html.toLowerCase();
  const cuts: Cut[] = [];
  for (const tag of startTags(html)) {
    if (tag.start < (cuts.at(-1)?.end ?? 0)) continue;
    const contentStart = html.indexOf('>', tag.attributesEnd) + 1;
    if (tag.tag === 'html' && user) {
      cuts.push({
        start: tag.attributesEnd,
        end: tag.attributesEnd,
        text: ` ${SIGNED_IN_ATTRIBUTE}`,
      });
    } else if (tag.tag === 'sq-account') {
      const end = lower.indexOf('</sq-account', contentStart);
      if (end < 0) continue;
      if (user) {
        const profile = profileOf(ex.app, user);
        const json = escapeHtml(JSON.stringify(profile));
        cuts.push({
          start: tag.attributesEnd,
          end: tag.attributesEnd,
          text: ` data-block-json="${json}"`,
        });
        cuts.push({ start: contentStart, end, text: profileMarkup(profile) });
      } else {
        cuts.push({ start: contentStart, end, text: loginFormMarkup(refusal) });
      }
    } else if (attribute(tag, ACCOUNT_LINK_ATTRIBUTE)) {
      const end = html.indexOf('<', contentStart);
      if (end < 0) continue;
      const text = user ? ACCOUNT_LINK_TEXT.signedIn : ACCOUNT_LINK_TEXT.anonymous;
      cuts.push({ start: contentStart, end, text });
    }
  }
  return applyCuts(html, cuts);
}
