import type { BlockCheck } from '../shared/block-data.ts';

/**
 * The settings of `<sq-cookie-banner data-block-json='…'>`: the page context's `cookieSettings`,
 * key for key (SPEC §3 "Cookie banner settings"; the keys of `cookieSettingsSchema` in
 * platform/context/page-context.schema.ts, a test keeps the two in step), each with the kind of
 * value it holds. Every key is optional and may be null. The enumerations (`word`) are read as
 * text: a word the banner does not know, or a value that is not text, gives the SPEC §5 default
 * (banner-settings.ts), as the page context does. Unknown keys are accepted and left out.
 *
 * The banner is checked by this table, not by a zod schema: it is the one element of every first
 * visit, and its settings are flat, so it does not carry zod (about 5 kB gzip) onto every page
 * that asks for consent.
 */
export const COOKIE_BANNER_FIELDS = {
  isCookieBannerEnabled: 'boolean',
  /** HTML; an empty paragraph counts as empty. */
  cookieBannerText: 'string',
  cookieBannerCtaText: 'string',
  cookieBannerOptOutCtaText: 'string',
  /** BAR or POPUP. */
  cookieBannerVariant: 'word',
  /** Bar: TOP or BOTTOM; popup: a corner. A position of the other kind is converted (SPEC §5). */
  cookieBannerPosition: 'word',
  /** LIGHT or DARK. */
  cookieBannerTheme: 'word',
  /** TEXT, BUTTON or ICON. */
  cookieBannerCtaVariant: 'word',
  /** OPT_IN or OPT_IN_AND_OUT. */
  cookieBannerAcceptType: 'word',
  isRestrictiveCookiePolicyEnabled: 'boolean',
  isRestrictiveCookiePolicyAbsolute: 'boolean',
  isVisitorDataRestricted: 'boolean',
} as const;

type Fields = typeof COOKIE_BANNER_FIELDS;
type Kinds = { boolean: boolean; string: string; word: string };

/** Settings of a cookie banner after the check. */
export type CookieBannerData = { [K in keyof Fields]?: Kinds[Fields[K]] | null };

/** `value`'s kind in a message, as the zod schemas of the other blocks name it. */
const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * Checks parsed `data-block-json` against {@link COOKIE_BANNER_FIELDS}: an object whose known
 * keys hold their kind of value or null (an enumeration that is not text reads as absent). The first failure is answered as `path: message`
 * (`(root)` for the whole value), in the words of the other blocks' schemas.
 */
export function checkCookieBannerData(json: unknown): BlockCheck<CookieBannerData> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { path: '(root)', message: `Invalid input: expected object, received ${kindOf(json)}` };
  }
  const data: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(COOKIE_BANNER_FIELDS)) {
    if (!Object.hasOwn(json, key)) continue;
    const value = (json as Record<string, unknown>)[key];
    if (kind === 'word') {
      if (typeof value === 'string') data[key] = value;
    } else if (value !== null && value !== undefined && typeof value !== kind) {
      return { path: key, message: `Invalid input: expected ${kind}, received ${kindOf(value)}` };
    } else {
      data[key] = value;
    }
  }
  return { data: data as CookieBannerData };
}
