/**
 * Schema of the page context (SPEC §3 "Page context"), the JSON a published page carries in
 * `<script type="application/json" id="sq-context">` (ARCHITECTURE.md, public contract 2).
 *
 * Leniency, because a real site's context varies by page, plan and template:
 * - every field is optional and may be `null`; objects are loose (unknown keys are kept);
 * - `templateVersion` may be a string or a number (`"7.1"` or `7.1`);
 * - `websiteRoles` values may be a boolean, a number or an object (a held role is `true`, a
 *   non-zero number or an object);
 * - a cookie-banner enumeration holding an unknown word reads as absent, so the banner falls
 *   back to its SPEC §5 default instead of the whole context being rejected.
 * A value of the wrong type anywhere else fails the schema (see check-page-context.ts).
 */
import * as z from 'zod/mini';
import { COOKIE_BANNER_WORDS } from '../constants/site-enums.ts';

/** An optional, nullable field. */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullish(schema);

/** An optional enumeration whose unknown values read as absent. */
const lenientEnum = <const T extends readonly string[]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

/** Cookie banner settings (SPEC §3 "Cookie banner settings"); every field optional. */
export const cookieSettingsSchema = z.looseObject({
  isCookieBannerEnabled: maybe(z.boolean()),
  /** HTML; an empty paragraph counts as empty (the banner decides). */
  cookieBannerText: maybe(z.string()),
  cookieBannerCtaText: maybe(z.string()),
  cookieBannerOptOutCtaText: maybe(z.string()),
  cookieBannerVariant: lenientEnum(COOKIE_BANNER_WORDS.cookieBannerVariant),
  /** The banner resolves a position of the other kind (a corner for a bar, an edge for a popup). */
  cookieBannerPosition: lenientEnum(COOKIE_BANNER_WORDS.cookieBannerPosition),
  cookieBannerTheme: lenientEnum(COOKIE_BANNER_WORDS.cookieBannerTheme),
  cookieBannerCtaVariant: lenientEnum(COOKIE_BANNER_WORDS.cookieBannerCtaVariant),
  cookieBannerAcceptType: lenientEnum(COOKIE_BANNER_WORDS.cookieBannerAcceptType),
  isRestrictiveCookiePolicyEnabled: maybe(z.boolean()),
  isRestrictiveCookiePolicyAbsolute: maybe(z.boolean()),
  isVisitorDataRestricted: maybe(z.boolean()),
});

/** Popup overlay settings (SPEC §3 "Popup overlay"). `displayFrequency` is in days; -1: never again. */
export const popupOverlaySettingsSchema = z.looseObject({
  style: maybe(z.number()),
  enableMobile: maybe(z.boolean()),
  showUntilSignup: maybe(z.boolean()),
  displayFrequency: maybe(z.number()),
  version: maybe(z.number()),
  /** The site's popup page (page type 104) whose content the overlay shows. */
  pagePath: maybe(z.string()),
  /** When it shows, beyond SPEC §4's rules: after a delay, a scroll depth, or exit intent. */
  trigger: maybe(
    z.looseObject({
      delaySeconds: maybe(z.number()),
      scrollPercent: maybe(z.number()),
      exitIntent: maybe(z.boolean()),
    }),
  ),
});

/** Mobile info bar settings (SPEC §3): `style` none 1, light 2, dark 3; which actions it offers. */
export const mobileInfoBarSettingsSchema = z.looseObject({
  style: maybe(z.number()),
  isContactEmailEnabled: maybe(z.boolean()),
  isContactPhoneNumberEnabled: maybe(z.boolean()),
  isLocationEnabled: maybe(z.boolean()),
  isBusinessHoursEnabled: maybe(z.boolean()),
});

/** The business's address, as the map block names its parts (SPEC §3 "Map block"). */
export const locationSchema = z.looseObject({
  addressTitle: maybe(z.string()),
  addressLine1: maybe(z.string()),
  addressLine2: maybe(z.string()),
  addressCountry: maybe(z.string()),
  mapLat: maybe(z.number()),
  mapLng: maybe(z.number()),
});

/** The site's announcement bar: plain text and an optional link. */
export const announcementBarSettingsSchema = z.looseObject({
  text: maybe(z.string()),
  linkText: maybe(z.string()),
  url: maybe(z.string()),
});

/**
 * How third-party embeds (maps, audio, social, reservations, fonts) load, beyond SPEC: each is a
 * local placeholder until consent allows it and the visitor asks for it, or, with
 * `loadAfterConsent`, as soon as consent allows it. `urls` names where each third-party script
 * or stylesheet comes from (a local site points them at the site server's doubles).
 */
export const thirdPartyEmbedsSchema = z.looseObject({
  loadAfterConsent: maybe(z.boolean()),
  urls: maybe(z.record(z.string(), z.string())),
});

/** Site-wide settings of the page context (SPEC §3, §6). */
export const websiteSettingsSchema = z.looseObject({
  ssBadgeType: maybe(z.number()),
  storeSettings: maybe(z.looseObject({ selectedCurrency: maybe(z.string()) })),
  /** Shortname of the comments service. */
  disqusShortname: maybe(z.string()),
  commentsEnabled: maybe(z.boolean()),
  pinterestOverlayOptions: maybe(z.looseObject({ mode: maybe(z.string()) })),
  popupOverlaySettings: maybe(popupOverlaySettingsSchema),
  mobileInfoBarSettings: maybe(mobileInfoBarSettingsSchema),
  contactEmail: maybe(z.string()),
  contactPhoneNumber: maybe(z.string()),
  location: maybe(locationSchema),
  /** Opening hours, one line per day or range of days. */
  businessHours: maybe(z.array(z.looseObject({ days: z.string(), hours: z.string() }))),
  announcementBarSettings: maybe(announcementBarSettingsSchema),
  /** An anonymous visitor gets Escape-to-login only when this is on (SPEC §6). */
  useEscapeKeyToLogin: maybe(z.boolean()),
  thirdPartyEmbeds: maybe(thirdPartyEmbedsSchema),
});

/** The website the page belongs to. */
export const websiteSchema = z.looseObject({
  id: maybe(z.string()),
  cloneable: maybe(z.boolean()),
  websiteType: maybe(z.number()),
  siteStatus: maybe(z.looseObject({ value: maybe(z.number()) })),
  identifier: maybe(z.string()),
  developerMode: maybe(z.boolean()),
  baseUrl: maybe(z.string()),
  typekitId: maybe(z.string()),
  /** The maps service's key, base64-encoded (SPEC §7: decoded before use). */
  mapsApiKey: maybe(z.string()),
  captchaSettings: maybe(
    z.looseObject({
      siteKey: maybe(z.string()),
      /** Address of the captcha script; a local site points it at its double (`/captcha/api.js`). */
      scriptUrl: maybe(z.string()),
    }),
  ),
});

/** A list or map of fonts to load (one stylesheet family parameter per font, SPEC §7). */
const fontsSchema = z.union([
  z.array(z.union([z.string(), z.looseObject({})])),
  z.record(z.string(), z.unknown()),
]);

/** Value of one `websiteRoles` entry; see `hasRole` in roles.ts for "held". */
const roleValueSchema = z.union([z.boolean(), z.number(), z.looseObject({}), z.null()]);

/** The whole page context (SPEC §3 "Page context"). */
export const pageContextSchema = z.looseObject({
  website: maybe(websiteSchema),
  templateId: maybe(z.string()),
  templateVersion: maybe(z.union([z.string(), z.number()])),
  templateInstallation: maybe(
    z.looseObject({
      templateWebsite: maybe(z.looseObject({ id: maybe(z.string()) })),
    }),
  ),
  /** The signed-in account; absent or null for an anonymous visitor. */
  authenticatedAccount: maybe(z.looseObject({ id: maybe(z.string()) })),
  /** Roles of the signed-in account on this website, keyed by role number (SPEC §3). */
  websiteRoles: maybe(z.record(z.string(), roleValueSchema)),
  /** Page type id (SPEC §2). */
  pageType: maybe(z.number()),
  collectionId: maybe(z.string()),
  collection: maybe(
    z.looseObject({
      title: maybe(z.string()),
      type: maybe(z.number()),
      permissionType: maybe(z.number()),
    }),
  ),
  itemId: maybe(z.string()),
  item: maybe(z.looseObject({ title: maybe(z.string()), recordType: maybe(z.number()) })),
  appDomain: maybe(z.string()),
  env: maybe(z.string()),
  /** Script bundles by name (the cart page loads its cart script from here, SPEC §7). */
  rollups: maybe(z.record(z.string(), z.unknown())),
  googleFonts: maybe(fontsSchema),
  typekitFonts: maybe(fontsSchema),
  cookieSettings: maybe(cookieSettingsSchema),
  websiteSettings: maybe(websiteSettingsSchema),
});

/** The page context after validation. */
export type PageContext = z.infer<typeof pageContextSchema>;

/** Cookie banner settings after validation. */
export type CookieSettings = z.infer<typeof cookieSettingsSchema>;

/** Site-wide settings after validation. */
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;
