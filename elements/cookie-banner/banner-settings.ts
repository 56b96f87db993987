/**
 * The cookie banner's settings with SPEC §5 defaults and fallbacks applied (SPEC §3 "Cookie
 * banner settings"): what the banner draws, whatever the page context held.
 */
import type { CookieBannerData } from './cookie-banner.schema.ts';

/** Bar or popup (SPEC §3 cookieBannerVariant). */
export type BannerVariant = 'BAR' | 'POPUP';
/** Where a bar sits (SPEC §3 cookieBannerPosition for a bar). */
export type BarPosition = 'TOP' | 'BOTTOM';
/** Which corner a popup sits in (SPEC §3 cookieBannerPosition for a popup). */
export type PopupPosition = 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';
/** Light or dark (SPEC §3 cookieBannerTheme). */
export type BannerTheme = 'LIGHT' | 'DARK';
/** How the accept control looks (SPEC §3 cookieBannerCtaVariant). */
export type CtaVariant = 'TEXT' | 'BUTTON' | 'ICON';
/** Accept only, or accept and decline (SPEC §3 cookieBannerAcceptType). */
export type AcceptType = 'OPT_IN' | 'OPT_IN_AND_OUT';

/**
 * SPEC §5 cookie banner defaults. The body text is ours: SPEC asks for "a default body text
 * about using cookies" without giving it.
 */
export const BANNER_DEFAULTS = {
  ctaText: 'Accept',
  optOutCtaText: 'Decline',
  text: 'This website uses cookies to improve your experience.',
  ctaVariant: 'ICON',
  theme: 'DARK',
  variant: 'BAR',
  acceptType: 'OPT_IN',
} as const;

/** The banner's settings, resolved. */
export interface BannerSettings {
  /** Body HTML from the settings (still to be sanitized), or undefined: show the default text. */
  html: string | undefined;
  ctaText: string;
  optOutCtaText: string;
  variant: BannerVariant;
  position: BarPosition | PopupPosition;
  theme: BannerTheme;
  ctaVariant: CtaVariant;
  acceptType: AcceptType;
}

const BAR_POSITIONS: readonly string[] = ['TOP', 'BOTTOM'];
const POPUP_POSITIONS: readonly string[] = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'];

/**
 * Whether body HTML counts as empty (SPEC §3: "an empty paragraph counts as empty"): nothing but
 * paragraph and line-break tags, non-breaking spaces and white space.
 */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const rest = html
    .replace(/<\/?(?:p|br)\b[^>]*>/gi, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '')
    .replace(/\s+/g, '');
  return rest === '';
}

/** `text` when it holds more than white space, else `fallback`. */
function textOr(text: string | null | undefined, fallback: string): string {
  const trimmed = text?.trim();
  return trimmed ? trimmed : fallback;
}

/**
 * The position a bar or popup takes (SPEC §5): a bar keeps TOP or BOTTOM; any other position
 * falls back to BOTTOM, or TOP when it was a top corner. A popup keeps its corner; a bar
 * position converts to TOP_LEFT or BOTTOM_LEFT; anything else is BOTTOM_LEFT.
 */
export function resolvePosition(
  variant: BannerVariant,
  position: string | null | undefined,
): BarPosition | PopupPosition {
  const given = position ?? '';
  if (variant === 'BAR') {
    if (BAR_POSITIONS.includes(given)) return given as BarPosition;
    return given.startsWith('TOP_') ? 'TOP' : 'BOTTOM';
  }
  if (POPUP_POSITIONS.includes(given)) return given as PopupPosition;
  return given === 'TOP' ? 'TOP_LEFT' : 'BOTTOM_LEFT';
}

/** `value` when it is one of `words`, else `fallback` (an unknown word reads as absent). */
function oneOf<const T extends string>(
  value: string | null | undefined,
  words: readonly T[],
  fallback: T,
): T {
  return words.includes(value as T) ? (value as T) : fallback;
}

/** The settings of `data` with every SPEC §5 default and fallback applied. */
export function resolveBannerSettings(data: CookieBannerData): BannerSettings {
  const variant = oneOf(data.cookieBannerVariant, ['BAR', 'POPUP'], BANNER_DEFAULTS.variant);
  const html = data.cookieBannerText ?? undefined;
  return {
    html: isEmptyHtml(html) ? undefined : html,
    ctaText: textOr(data.cookieBannerCtaText, BANNER_DEFAULTS.ctaText),
    optOutCtaText: textOr(data.cookieBannerOptOutCtaText, BANNER_DEFAULTS.optOutCtaText),
    variant,
    position: resolvePosition(variant, data.cookieBannerPosition),
    theme: oneOf(data.cookieBannerTheme, ['LIGHT', 'DARK'], BANNER_DEFAULTS.theme),
    ctaVariant: oneOf(
      data.cookieBannerCtaVariant,
      ['TEXT', 'BUTTON', 'ICON'],
      BANNER_DEFAULTS.ctaVariant,
    ),
    acceptType: oneOf(
      data.cookieBannerAcceptType,
      ['OPT_IN', 'OPT_IN_AND_OUT'],
      BANNER_DEFAULTS.acceptType,
    ),
  };
}
