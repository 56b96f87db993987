/**
 * Design tokens (SPEC §3 "Design tokens", values from SPEC §9 via limits.ts): breakpoints,
 * radii and durations, as numbers for scripts and as CSS custom properties for styles.
 *
 * The custom properties are declared on `:root` only (by tokens.css or {@link applyTokens}), so
 * a theme overrides them once on `:root` and every shadow root inherits the values. Elements read
 * them with {@link tokenVar}, which carries the default as a fallback. tokens.css holds the same
 * text as {@link tokensCss}; a test keeps the two equal.
 *
 * Colour and spacing tokens: SPEC gives no values, so none are declared here.
 */
import { BREAKPOINTS, DURATION_RANGE_MS, RADII_PX } from '../constants/limits.ts';

/** Breakpoints in px (SPEC §9): phones, tablets, desktop split, and the mobile/desktop pair. */
export const BREAKPOINT_TOKENS = {
  'phone-max': BREAKPOINTS.phoneMax,
  'tablet-min': BREAKPOINTS.tabletMin,
  'tablet-max': BREAKPOINTS.tabletMax,
  'desktop-split-1': BREAKPOINTS.desktopSplit[0],
  'desktop-split-2': BREAKPOINTS.desktopSplit[1],
  'mobile-max': BREAKPOINTS.mobileMax,
  'desktop-min': BREAKPOINTS.desktopMin,
} as const;

/** Corner radii in px (SPEC §9: 0, 4, 8), as the scale `radius-0` .. `radius-2`. */
export const RADIUS_TOKENS: readonly number[] = [...RADII_PX];

/** Steps between the shortest and the longest duration (our scale, not a SPEC number). */
const DURATION_STEPS = 4;

/**
 * Durations in ms: SPEC §9's range 0 to 600 ms in equal steps, `duration-0` (0 ms) ..
 * `duration-4` (600 ms).
 */
export const DURATION_TOKENS: readonly number[] = Array.from(
  { length: DURATION_STEPS + 1 },
  (_, step) =>
    DURATION_RANGE_MS[0] + ((DURATION_RANGE_MS[1] - DURATION_RANGE_MS[0]) * step) / DURATION_STEPS,
);

function buildProperties(): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, px] of Object.entries(BREAKPOINT_TOKENS)) {
    properties[`--sq-breakpoint-${name}`] = `${px}px`;
  }
  RADIUS_TOKENS.forEach((px, index) => (properties[`--sq-radius-${index}`] = `${px}px`));
  DURATION_TOKENS.forEach((ms, index) => (properties[`--sq-duration-${index}`] = `${ms}ms`));
  return properties;
}

/** Every token custom property and its value, e.g. `'--sq-radius-1': '4px'`. */
export const TOKEN_PROPERTIES: Readonly<Record<string, string>> = Object.freeze(buildProperties());

/** Name of a token custom property without its `--sq-` prefix, e.g. `radius-1`. */
export type TokenName =
  | `breakpoint-${keyof typeof BREAKPOINT_TOKENS}`
  | `radius-${0 | 1 | 2}`
  | `duration-${0 | 1 | 2 | 3 | 4}`;

/** The stylesheet text declaring every token on `:root` (equal to tokens.css). */
export const tokensCss = `:root {\n${Object.entries(TOKEN_PROPERTIES)
  .map(([property, value]) => `  ${property}: ${value};`)
  .join('\n')}\n}\n`;

/**
 * A `var()` reference to a token with its default as fallback, for element styles:
 * `tokenVar('radius-1')` is `var(--sq-radius-1, 4px)`.
 */
export function tokenVar(name: TokenName): string {
  const property = `--sq-${name}`;
  return `var(${property}, ${TOKEN_PROPERTIES[property]})`;
}

/** Media queries for the SPEC §9 breakpoints, for `matchMedia` and `@media`. */
export const MEDIA_QUERIES = {
  phone: `(max-width: ${BREAKPOINTS.phoneMax}px)`,
  tablet: `(min-width: ${BREAKPOINTS.tabletMin}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  desktop: `(min-width: ${BREAKPOINTS.desktopMin}px)`,
} as const;

/** The cascade layer of the sheet {@link applyTokens} adopts. */
export const TOKENS_LAYER = 'sq-tokens';

const adopted = new WeakMap<Document, CSSStyleSheet>();

/**
 * Declares the tokens in `doc` (once) for pages that do not link tokens.css: a constructable
 * style sheet the document adopts, so a page whose content security policy forbids inline styles
 * takes it too. Its rules sit in the cascade layer {@link TOKENS_LAYER}, so any stylesheet of the
 * page that sets a token on `:root` (outside a layer) wins.
 * @returns the adopted style sheet holding the tokens
 */
export function applyTokens(doc: Document = document): CSSStyleSheet {
  const known = adopted.get(doc);
  if (known && doc.adoptedStyleSheets.includes(known)) return known;
  const view = doc.defaultView ?? window;
  const sheet = known ?? new view.CSSStyleSheet();
  sheet.replaceSync(`@layer ${TOKENS_LAYER} {\n${tokensCss}}\n`);
  adopted.set(doc, sheet);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  return sheet;
}
