import * as z from 'zod/mini';

/** An optional, nullable field. */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/**
 * Schema of `<sq-cookie-banner data-block-json='…'>`: the page context's `cookieSettings`, key
 * for key (SPEC §3 "Cookie banner settings"; the keys of `cookieSettingsSchema` in
 * platform/context/page-context.schema.ts, written out here so the banner's chunk does not carry
 * the whole page-context schema; a test keeps the two in step). Every key is optional and may be
 * null. The enumerations are read as text: a word the banner does not know gives the SPEC §5
 * default (banner-settings.ts), as the page context does. A value of the wrong type (a number as
 * text, say) is invalid data. Unknown keys are accepted and left out.
 */
export const cookieBannerSchema = z.object({
  isCookieBannerEnabled: maybe(z.boolean()),
  /** HTML; an empty paragraph counts as empty. */
  cookieBannerText: maybe(z.string()),
  cookieBannerCtaText: maybe(z.string()),
  cookieBannerOptOutCtaText: maybe(z.string()),
  /** BAR or POPUP. */
  cookieBannerVariant: maybe(z.string()),
  /** Bar: TOP or BOTTOM; popup: a corner. A position of the other kind is converted (SPEC §5). */
  cookieBannerPosition: maybe(z.string()),
  /** LIGHT or DARK. */
  cookieBannerTheme: maybe(z.string()),
  /** TEXT, BUTTON or ICON. */
  cookieBannerCtaVariant: maybe(z.string()),
  /** OPT_IN or OPT_IN_AND_OUT. */
  cookieBannerAcceptType: maybe(z.string()),
  isRestrictiveCookiePolicyEnabled: maybe(z.boolean()),
  isRestrictiveCookiePolicyAbsolute: maybe(z.boolean()),
  isVisitorDataRestricted: maybe(z.boolean()),
});

/** Settings of a cookie banner after the schema. */
export type CookieBannerData = z.infer<typeof cookieBannerSchema>;
