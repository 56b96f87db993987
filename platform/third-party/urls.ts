/**
 * Where each third-party script or stylesheet is loaded from (SPEC §7 "Third-party loads"). A
 * site names its own addresses in `websiteSettings.thirdPartyEmbeds.urls` of the page context (a
 * local site points them at the site server's doubles under `/third-party/`); otherwise the real
 * provider's address is used.
 */
import type { PageContext } from '../context/page-context.ts';
import { currentPageContext } from './policy.ts';

/** The third-party resources the library loads, by the name `thirdPartyEmbeds.urls` uses. */
export type ThirdPartyName =
  | 'maps'
  | 'follow'
  | 'comments'
  | 'fonts'
  | 'audioSharing'
  | 'restaurantReservationsV1'
  | 'restaurantReservationsV2'
  | 'tableBooking'
  | 'scheduling'
  | 'weddingPlanning';

/**
 * The real providers' addresses, used when the site names none. `comments` is per site: see
 * {@link thirdPartyUrl}.
 */
export const DEFAULT_THIRD_PARTY_URLS: Readonly<Record<ThirdPartyName, string>> = Object.freeze({
  maps: 'https://maps.googleapis.com/maps/api/js',
  follow: 'https://platform.twitter.com/widgets.js',
  comments: 'https://disqus.com/count.js',
  fonts: 'https://fonts.googleapis.com/css2',
  audioSharing: 'https://w.soundcloud.com/player/',
  restaurantReservationsV1: 'https://secure.opentable.com/widget/reservation/loader',
  restaurantReservationsV2: 'https://www.opentable.com/widget/reservation/loader',
  tableBooking: 'https://widgets.resy.com/embed.js',
  scheduling: 'https://embed.acuityscheduling.com/js/embed.js',
  weddingPlanning: 'https://widget.zola.com/js/widget.js',
});

/**
 * `websiteSettings.thirdPartyEmbeds.urls[name]` of `ctx` (default: the page's context) when it is
 * a non-empty string, else the real provider's address ({@link DEFAULT_THIRD_PARTY_URLS}; for
 * `comments`, the comments service's count script of the site's `disqusShortname`,
 * `https://<shortname>.disqus.com/count.js`, when it has one). The answer is as the settings
 * give it (a relative address stays relative).
 */
export function thirdPartyUrl(
  name: ThirdPartyName,
  ctx: Readonly<PageContext> = currentPageContext(),
): string {
  const configured = ctx.websiteSettings?.thirdPartyEmbeds?.urls?.[name];
  if (typeof configured === 'string' && configured.trim() !== '') return configured.trim();
  const shortname = ctx.websiteSettings?.disqusShortname;
  if (name === 'comments' && shortname && /^[\w-]+$/.test(shortname)) {
    return `https://${shortname}.disqus.com/count.js`;
  }
  return DEFAULT_THIRD_PARTY_URLS[name];
}
