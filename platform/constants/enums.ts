/**
 * Content enumerations of SPEC §2 and §3: page types, blocks, collections, products, workflow,
 * slices and slides, views and layout. Each is an `as const` map with its value type.
 * Site-level enumerations (website types, roles, environments, ...) live in `site-enums.ts`.
 */

/** Type of a value of an `as const` map. */
type ValueOf<T> = T[keyof T];

/** Page types by numeric id (SPEC §2). */
export const PAGE_TYPES = {
  mainContent: 1,
  page: 2,
  splashPage: 3,
  contentItem: 50,
  notFound: 100,
  error: 101,
  search: 102,
  lockScreen: 103,
  popupOverlay: 104,
  protectedContent: 105,
  memberAreaAccessDenied: 106,
  showCart: 200,
  checkout: 201,
  orderConfirmed: 202,
  donate: 203,
  contributionConfirmed: 204,
  commerceCartV2: 205,
  subscriptionConfirmed: 206,
  orderReceived: 207,
  membershipConfirmed: 208,
  newsletterUnsubscribe: 300,
  commerceEmailPreview: 301,
} as const;
export type PageType = ValueOf<typeof PAGE_TYPES>;

/** Block types (SPEC §3). Only the ids SPEC names; others exist between them. */
export const BLOCK_TYPES = {
  navigation: 1,
  html: 2,
  logo: 3,
  map: 4,
  image: 5,
  twitterSocial: 6,
  journal: 7,
  gallery: 8,
  form: 9,
  product: 43,
  newsletter: 51,
  donation: 52,
  button: 53,
  scheduling: 65,
  memberArea: 67,
  accordion: 69,
} as const;
export type BlockType = ValueOf<typeof BLOCK_TYPES>;

/** Collection types (SPEC §3). Only the ids SPEC names; others exist between them. */
export const COLLECTION_TYPES = {
  generic: 1,
  subscription: 2,
  mosaic: 14,
  lessons: 24,
} as const;
export type CollectionType = ValueOf<typeof COLLECTION_TYPES>;

/** Product types (SPEC §3). */
export const PRODUCT_TYPES = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;
export type ProductType = ValueOf<typeof PRODUCT_TYPES>;

/** Workflow states of content and products (SPEC §3). */
export const WORKFLOW_STATES = {
  published: 1,
  scheduled: 2,
  needsReview: 3,
  draft: 4,
  private: 5,
  deleted: 6,
} as const;
export type WorkflowState = ValueOf<typeof WORKFLOW_STATES>;

/** The label a product's workflow state shows as (SPEC §3). */
export type ProductWorkflowLabel = 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported';

/**
 * How a product's workflow state shows (SPEC §3): published is Available, scheduled is
 * Scheduled, draft is Hidden, anything else (including unknown numbers) is Unsupported.
 */
export function productWorkflowLabel(state: number): ProductWorkflowLabel {
  switch (state) {
    case WORKFLOW_STATES.published:
      return 'Available';
    case WORKFLOW_STATES.scheduled:
      return 'Scheduled';
    case WORKFLOW_STATES.draft:
      return 'Hidden';
    default:
      return 'Unsupported';
  }
}

/**
 * Slice types (SPEC §3): only the ones SPEC names. Heading is the first (1) and popup overlay
 * action the last (20) of the regular range; temporary lock inject is 100.
 */
export const SLICE_TYPES = {
  heading: 1,
  popupOverlayAction: 20,
  temporaryLockInject: 100,
} as const;
export type SliceType = ValueOf<typeof SLICE_TYPES>;

/** Slide types (SPEC §3). */
export const SLIDE_TYPES = {
  coverPage: 1,
  lockScreen: 2,
  popupOverlay: 3,
} as const;
export type SlideType = ValueOf<typeof SLIDE_TYPES>;

/** Collection view modes (SPEC §2). */
export const COLLECTION_VIEW_MODES = {
  list: 'list',
  grid: 'grid',
  product: 'product',
} as const;
export type CollectionViewMode = ValueOf<typeof COLLECTION_VIEW_MODES>;

/** Device views (SPEC §2). */
export const DEVICE_VIEWS = {
  desktop: 'desktop',
  phone: 'phone',
  tablet: 'tablet',
} as const;
export type DeviceView = ValueOf<typeof DEVICE_VIEWS>;

/** Template versions (SPEC §2). */
export const TEMPLATE_VERSIONS = {
  v7: '7',
  v7_1: '7.1',
  v8: '8',
} as const;
export type TemplateVersion = ValueOf<typeof TEMPLATE_VERSIONS>;

/**
 * The template version a page context value names (SPEC §2: 7, 7.1 or 8, the 7.1 variant
 * detected). Accepts numbers and strings (`7.1`, `'7.1'`, `' 8 '`); anything else is undefined.
 */
export function parseTemplateVersion(value: unknown): TemplateVersion | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const text = String(value).trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Object.values(TEMPLATE_VERSIONS).find((version) => Number(version) === number);
}

/** The nine layout positions, in order from top-left to bottom-right (SPEC §3). */
export const LAYOUT_POSITIONS = {
  topLeft: 'top-left',
  topCenter: 'top-center',
  topRight: 'top-right',
  middleLeft: 'middle-left',
  middleCenter: 'middle-center',
  middleRight: 'middle-right',
  bottomLeft: 'bottom-left',
  bottomCenter: 'bottom-center',
  bottomRight: 'bottom-right',
} as const;
export type LayoutPosition = ValueOf<typeof LAYOUT_POSITIONS>;

/** Fluid-engine breakpoints (SPEC §3). */
export const FLUID_ENGINE_BREAKPOINTS = {
  mobile: 'mobile',
  desktop: 'desktop',
} as const;
export type FluidEngineBreakpoint = ValueOf<typeof FLUID_ENGINE_BREAKPOINTS>;
