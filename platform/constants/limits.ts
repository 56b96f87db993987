/**
 * Business constants, limits and durations of SPEC §9, each named once.
 * Durations are in milliseconds unless the name says otherwise.
 * Those every page's runtime needs are in page-limits.ts (re-exported here), so the runtime's
 * first script does not carry this whole table.
 */

// Cookies, the error reports kept before the reporter loads, the chunk time-out
export {
  ANALYTICS_COOKIE_LIFETIME_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  CONSENT_COOKIE_LIFETIME_MS,
  ERROR_REPORT_MAX_QUEUED,
  VISIT_TIMESTAMP_COOKIE_LIFETIME_MS,
  VISITOR_COOKIE_LIFETIME_MS,
} from './page-limits.ts';

// Error reporting
export const ERROR_REPORT_MAX_BATCHES = 20;
export const ERROR_REPORT_STACK_MAX_CHARS = 5000;
export const ERROR_REPORT_DEBOUNCE_MS = 1000;

// Performance, tracing, tracking, data helper
export const PERFORMANCE_FLUSH_AFTER_LOAD_MS = 30_000;
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;
export const PERFORMANCE_METRIC_WAIT_CAP_MS = 60_000;
export const TRACE_FLUSH_MS = 30_000;
export const DATA_RETRY_DELAY_MS = 200;
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000;
export const TRACKING_TIMEOUT_MS = 2500;
export const MAPS_LOAD_TIMEOUT_MS = 30_000; // SPEC §7

// Images
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;
export const IMAGE_LAZY_MARGIN_PX = 200;
export const IMAGE_LOAD_CONCURRENCY = 16;
export const IMAGE_LOAD_CONCURRENCY_MOBILE = 1;
export const IMAGE_NARROW_BELOW_PX = 415;
export const MAP_MARKER_IMAGE = { width: 48, height: 64, scale: 0.5 } as const;
export const MAP_DEFAULT_ZOOM = 12;

// Gallery
export const GALLERY_AUTOPLAY_TIMEOUT_MS = 5000;
export const GALLERY_LEGACY_AUTOPLAY_TIMEOUT_MS = 1000;
export const GALLERY_LEGACY_RESUME_AFTER_MS = 1000;
export const GALLERY_RESIZE_DEBOUNCE_MS = 100;
export const RESIZE_DEBOUNCE_DEFAULT_MS = 300;
export const KEY_CODE_LEFT = 37;
export const KEY_CODE_RIGHT = 39;
export const KEY_CODE_ESCAPE = 27;
export const CAROUSEL = {
  slidesPerRow: 3,
  gutter: 1,
  slidesPerRowBelow480: 2,
  slidesPerRowBelow724: 3,
} as const;
export const AUTO_GRID = { columnWidth: 250, gutter: 0 } as const;
export const AUTO_COLUMNS = { columnWidth: 250, gutter: 0 } as const;
export const AUTO_ROWS = { rowHeight: 250, gutter: 20 } as const;
export const GRID = { slidesPerRow: 4, padding: 20 } as const;
export const STACKED = {
  preload: 1,
  speedS: 1,
  transition: 'fade',
  clickBehavior: 'next',
  kenBurnsZoom: 1.075,
  baseZIndex: 888,
  fadeOutSpeedFactor: 1.2,
} as const;
export const STRIP = { speedS: 0.5, preload: 1 } as const;
export const THUMBNAIL_MARGIN_CAP = 5;
export const SWIPE = {
  thresholdPx: 50,
  timeMs: 250,
  moveDetectPx: 10,
  slideDurationS: [0.2, 0.5],
  slideDurationBelow767S: [0.2, 0.4],
} as const;
export const SCROLL_TWEEN_MS = 50;
export const TWEEN_DEFAULT_DURATION_MS = 300;
export const TOUCH_SWIPE_SCROLL_S = 0.4;
export const VIDEO_THUMBNAIL_ASPECT = 16 / 9;
export const META_OVERLAY = { capRatio: 0.4, exceedsRatio: 0.9 } as const;
export const GALLERY_SLIDER_DEFAULT_ASPECT_RATIO = 50;

// Legacy UI
export const LEGACY_SCROLL_END_MS = 300;
export const LEGACY_ANIMATION_S = 0.3;
export const TOOLTIP = { showDelayMs: 1200, width: 250, edgeMargin: 20, mouseOffset: 15 } as const;
export const LEGACY_LIGHTBOX = { overlayShowS: 0.35, contentS: 0.6 } as const;
export const RELATIVE_TIME_REFRESH_MS = 5000;
export const RELATIVE_TIME_JUST_NOW_BELOW_S = 60;
export const TEXT_SHRINK_MIN_FONT_PX = 11;

// Current UI
export const ACCORDION_DURATION_MS = 250;
export const CONFIRMATION_DIALOG = {
  width: 350,
  padding: 20,
  hideFallbackMs: 600,
  baseZIndex: 30_000,
} as const;
export const INFORMATION_NOTICE_AUTO_HIDE_MS = 2000;
export const LIGHTBOX = {
  speedS: 0.6,
  overlayOpacity: 0.95,
  arrowThrottleMs: 200,
  clickZoneCentralRatio: 0.96,
  navFadeMs: 500,
} as const;
export const VIDEO_RESIZE_TIMEOUT_MS = 1000;
export const VIDEO_DEFAULT_ASPECT_PERCENT = 56.3;
export const MAP_UI_DEBOUNCE_MS = 60;
export const NEWSLETTER_SMALL_BELOW_PX = 320;
export const CAPTCHA_COMPACT_BELOW_PX = 320; // SPEC §5
export const RESERVATION_WIDE_ABOVE_PX = 850;
export const MOBILE_INFO_BAR_MAX_VIEWPORT_PX = 1024;
export const ANIMATION_OBSERVER_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;
export const INTERSECTION_DEFAULT_RATIO = 0.5;
export const WAIT_POLL_MS = 100;
export const THROTTLE_SAMPLES = 22;
export const THROTTLE_WAIT_FACTOR = 2;

// Forms, paths
export const EMAIL_LENGTH = { min: 3, max: 256 } as const;
export const COLLECTION_PANEL_ID_LENGTH = 24;
export const INTERNAL_LINK_MAX_CHARS = 150; // SPEC §2

// Store
export const MAX_PRODUCT_PRICE_CENTS = 100_000_000;
export const SKU_MAX_LENGTH = 60;
export const GENERATED_SKU = { prefix: 'SQ', digits: 7 } as const;
export const WEIGHT_UNITS = { imperial: 'lbs', metric: 'kg' } as const;
export const DIMENSION_UNITS = { imperial: 'inch', metric: 'cm' } as const;
export const TAG_MAX_CHARS = 50;
export const CATEGORY_NAME_MAX_CHARS = 25;

// Content limits
export const MAX_BLOCKS_PER_LAYOUT = 60;
export const MAX_ALBUM_TRACKS = 60;
export const MAX_USER_ORDERABLE_ITEMS = 250;
export const MAX_NESTED_CATEGORIES = 10_000;
export const MAX_PRODUCTS_PER_COLLECTION = 200;
export const PHOTO_GALLERY = { count: 20, size: 50 } as const;
export const ONE_MEGABYTE_BYTES = 1_000_000;
export const FILE_SIZE_BASE = 1024;
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

// Breakpoints (also design tokens)
export const BREAKPOINTS = {
  phoneMax: 428,
  tabletMin: 768,
  tabletMax: 1024,
  desktopSplit: [800, 1024],
  mobileMax: 432,
  desktopMin: 433,
} as const;
export const RADII_PX = [0, 4, 8] as const;
export const DURATION_RANGE_MS = [0, 600] as const;
