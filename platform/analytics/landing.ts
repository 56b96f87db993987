/**
 * Landing tracking (SPEC §7 GET /api/track/Track, an image beacon): where a visit landed and
 * what brought the visitor, sent once when a visit begins.
 */
import { whenTrackingAllowed } from '../consent/consent.ts';
import { isAnalyticsDisabled } from './counting.ts';

/** Where the landing beacon goes (SPEC §7). */
export const TRACK_URL = '/api/track/Track';

/** Campaign parameters copied from the landing address when present (SPEC §7). */
export const CAMPAIGN_PARAMS = [
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'variation',
  'mkwid',
] as const;

/** Query parameters of search engines' result pages that hold the searched words. */
const KEYWORD_PARAMS = ['q', 'query', 'p', 'wd', 'text'] as const;

/**
 * The referrer's search keywords (`rk`): the first of `q`, `query`, `p`, `wd`, `text` in the
 * referring address's query, when that address is another site's; else ''.
 */
export function referrerKeywords(referrer: string, pageHost: string): string {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.hostname === pageHost) return '';
  for (const name of KEYWORD_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) return value;
  }
  return '';
}

/**
 * The beacon's address for a visit landing on `href`: `landing` (the full address), `refer`
 * (document.referrer, '' when none), `rk` ({@link referrerKeywords}), `lang`
 * (navigator.language), `screen` (`{width}x{height}` of the screen), then each of
 * {@link CAMPAIGN_PARAMS} the landing address's query holds (non-empty).
 */
export function landingBeaconUrl(href: string = location.href, doc: Document = document): string {
  const page = new URL(href, location.href);
  const view = doc.defaultView ?? window;
  const params = new URLSearchParams({
    landing: page.href,
    refer: doc.referrer,
    rk: referrerKeywords(doc.referrer, page.hostname),
    lang: view.navigator.language,
    screen: `${view.screen.width}x${view.screen.height}`,
  });
  for (const name of CAMPAIGN_PARAMS) {
    const value = page.searchParams.get(name);
    if (value) params.set(name, value);
  }
  return `${TRACK_URL}?${params.toString()}`;
}

/**
 * Sends the landing beacon (`new Image().src = '/api/track/Track?...'`), once consent allows;
 * not under the global disable flag. A failed image load is ignored (SPEC §7).
 * @returns the image carrying the beacon, or undefined when it was not sent (yet)
 */
export function trackLanding(
  href: string = location.href,
  doc: Document = document,
): HTMLImageElement | undefined {
  if (isAnalyticsDisabled()) return undefined;
  let image: HTMLImageElement | undefined;
  whenTrackingAllowed(() => {
    image = new Image(1, 1);
    image.onerror = () => undefined;
    image.src = landingBeaconUrl(href, doc);
  });
  return image;
}
