/**
 * Site-level enumerations of SPEC §3: website types and statuses, roles, settings styles,
 * census events, tracker sources and environments. Each is an `as const` map with its value type.
 */

/** Type of a value of an `as const` map. */
type ValueOf<T> = T[keyof T];

/** Website types (SPEC §3). */
export const WEBSITE_TYPES = {
  classic: 1,
  coverPage: 2,
  parkingPage: 3,
  commerce: 4,
  enterprise: 5,
} as const;
export type WebsiteType = ValueOf<typeof WEBSITE_TYPES>;

/** Website statuses, `website.siteStatus.value` (SPEC §3). */
export const WEBSITE_STATUSES = {
  expired: 1,
  pastDue: 2,
  trial: 3,
  beta: 4,
  removed: 5,
  internal: 6,
  comped: 7,
  paid: 8,
  v5Linked: 11,
  activeParkingPage: 12,
  resold: 13,
  resoldGracePeriod: 14,
  enterprise: 15,
} as const;
export type WebsiteStatus = ValueOf<typeof WEBSITE_STATUSES>;

/** Website roles, the keys of the page context's `websiteRoles` map (SPEC §3, §6). */
export const WEBSITE_ROLES = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
} as const;
export type WebsiteRole = ValueOf<typeof WEBSITE_ROLES>;

/** Measurement standard of the store settings (SPEC §3). */
export const MEASUREMENT_STANDARDS = {
  imperial: 1,
  metric: 2,
} as const;
export type MeasurementStandard = ValueOf<typeof MEASUREMENT_STANDARDS>;

/** Mobile info bar style, `mobileInfoBarSettings.style` (SPEC §3). */
export const MOBILE_INFO_BAR_STYLES = {
  none: 1,
  light: 2,
  dark: 3,
} as const;
export type MobileInfoBarStyle = ValueOf<typeof MOBILE_INFO_BAR_STYLES>;

/** Popup overlay style, `popupOverlaySettings.style` (SPEC §3). */
export const POPUP_OVERLAY_STYLES = {
  none: 1,
  show: 2,
} as const;
export type PopupOverlayStyle = ValueOf<typeof POPUP_OVERLAY_STYLES>;

/** Badge type, `websiteSettings.ssBadgeType` (SPEC §3). */
export const BADGE_TYPES = {
  none: 1,
  black: 2,
  white: 3,
} as const;
export type BadgeType = ValueOf<typeof BADGE_TYPES>;

/** Where a tracked button sits, the `context` of button tracking (SPEC §3). */
export const BUTTON_CONTEXTS = {
  buttonBlock: 1,
  popupOverlay: 2,
} as const;
export type ButtonContext = ValueOf<typeof BUTTON_CONTEXTS>;

/** Census event types (SPEC §3). */
export const CENSUS_EVENT_TYPES = {
  pageView: 1,
  siteSearch: 2,
  heartbeat: 10,
  audio: 20,
  video: 21,
} as const;
export type CensusEventType = ValueOf<typeof CENSUS_EVENT_TYPES>;

/** Tracker sources (SPEC §3). */
export const TRACKER_SOURCES = {
  web: 'WEB',
  ios: 'IOS',
  android: 'ANDROID',
  server: 'SERVER',
} as const;
export type TrackerSource = ValueOf<typeof TRACKER_SOURCES>;

/** The words of the cookie banner settings (SPEC §3 "Cookie banner settings"), by setting. */
export const COOKIE_BANNER_WORDS = {
  cookieBannerVariant: ['BAR', 'POPUP'],
  /** Bar: TOP or BOTTOM; popup: a corner. */
  cookieBannerPosition: ['TOP', 'BOTTOM', 'TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'],
  cookieBannerTheme: ['LIGHT', 'DARK'],
  cookieBannerCtaVariant: ['TEXT', 'BUTTON', 'ICON'],
  cookieBannerAcceptType: ['OPT_IN', 'OPT_IN_AND_OUT'],
} as const;

/** Environments (SPEC §3). */
export const ENVIRONMENTS = {
  dev: 'dev',
  qa: 'qa',
  staging: 'staging',
  prod: 'prod',
} as const;
export type Environment = ValueOf<typeof ENVIRONMENTS>;

/** Host words that name an environment, checked in this order (SPEC §3: internal, stage, qa, dev). */
const ENVIRONMENT_HOST_WORDS: ReadonlyArray<readonly [RegExp, Environment]> = [
  [/^internal\d*$/, ENVIRONMENTS.dev],
  [/^(?:stage|staging)\d*$/, ENVIRONMENTS.staging],
  [/^qa\d*$/, ENVIRONMENTS.qa],
  [/^dev\d*$/, ENVIRONMENTS.dev],
];

/**
 * The environment a host name belongs to (SPEC §3: detected from the host as internal, stage,
 * qa, dev). The host is split into words at dots and hyphens; the first rule that matches a
 * word wins, in this order:
 * - `internal` → dev (an internal host is a development build),
 * - `stage` or `staging` → staging,
 * - `qa` → qa,
 * - `dev` → dev,
 * - anything else → prod.
 * A word may carry a number (`qa2`, `stage-1`), but a word merely containing one of them does
 * not count, so a customer's `backstage.example.com` stays prod.
 * @example detectEnvironment('www.stage.example.com') // 'staging'
 */
export function detectEnvironment(hostname: string): Environment {
  const words = hostname.toLowerCase().split(/[.-]/);
  for (const [pattern, environment] of ENVIRONMENT_HOST_WORDS) {
    if (words.some((word) => pattern.test(word))) return environment;
  }
  return ENVIRONMENTS.prod;
}
