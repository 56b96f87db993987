import * as z from 'zod/mini';
import { describeValue } from '../shared/sq-block.ts';

/** Layouts of `<sq-gallery>` (SPEC §9 Gallery); the first three are slideshows. */
export const GALLERY_DESIGNS = [
  'stacked',
  'strip',
  'carousel',
  'grid',
  'auto-grid',
  'auto-columns',
  'auto-rows',
] as const;

/** Transitions of the stacked slideshow (SPEC §9 default `fade`). */
export const STACKED_TRANSITIONS = ['fade', 'slide', 'scroll', 'none'] as const;

/** A design name of `GALLERY_DESIGNS`. */
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

const positive = z.number().check(z.positive('must be a positive number'));
const nonNegative = z.number().check(z.gte(0, 'must be 0 or more'));
const whole = z.int().check(z.positive('must be a whole number of 1 or more'));
/** A length in pixels as a number or a numeric string; checked by `parseColumnWidth`. */
const pixels = z.union([z.number(), z.string()], 'must be a number of pixels');
/**
 * An aspect ratio: `"W:H"` (or `"W/H"`), or a number giving the height as a percentage of the
 * width (SPEC §9: the slider's default 50 is twice as wide as tall).
 */
const ratio = z.union(
  [positive, z.string().check(z.regex(/^\s*\d*\.?\d+\s*[:/]\s*\d*\.?\d+\s*$/))],
  'must be "W:H" or a height percentage',
);
/** Picks one of `values`; anything else fails with `Unknown NAME "value".` (SPEC §5). */
const named = <const T extends readonly string[]>(values: T, name: string) =>
  z.literal(values, { error: (issue) => `Unknown ${name} "${describeValue(issue.input)}".` });

/**
 * `data-block-json` of `<sq-gallery>`: the SPEC §3 gallery block data keys and gallery params,
 * under their SPEC names. Every key is optional; unknown keys are ignored. Defaults that depend on
 * the design (gutter, slides per row, speed) are left unset here and filled in from SPEC §9.
 */
export const gallerySchema = z.object({
  /** Layout (SPEC §5: an unknown design name is an error). Default `stacked`. */
  design: z._default(named(GALLERY_DESIGNS, 'design'), 'stacked'),
  /** Box of each item in `grid`, `carousel` and `auto-grid`, and of the thumbnails. Default 1:1. */
  imageAspectRatio: z.optional(ratio),
  /** Items per row: `grid` (default 4) and `carousel` (default 3; 2 below 480 px, 3 below 724 px). */
  slidesPerRow: z.optional(whole),
  /** Clicking an item (or Enter / Space on it) opens it in `<sq-lightbox>`. */
  lightbox: z._default(z.boolean(), false),
  lightboxTheme: z._default(z.literal(['light', 'dark']), 'dark'),
  /** The gallery holds videos too; when false every slide counts as an image. Default true. */
  mixedContent: z._default(z.boolean(), true),
  /** Column width of `auto-grid` and `auto-columns` in px (SPEC §9 default 250; must be > 0). */
  columnWidth: z.optional(pixels),
  /** Space between items in px (`carousel` 1, `auto-grid` / `auto-columns` 0, `auto-rows` 20, `strip` 0). */
  gutter: z.optional(nonNegative),
  /** Row height of `auto-rows` in px (SPEC §9 default 250; must be > 0). */
  listImageSize: z.optional(pixels),
  /** Box of the `stacked` and `strip` slideshows. Defaults 3:2 and 2:1 (SPEC §9 slider 50). */
  aspectRatio: z.optional(ratio),
  /** Height of the `stacked` and `strip` slideshows in percent of the window height (wins over `aspectRatio`). */
  vSize: z.optional(z.number().check(z.positive(), z.lte(100, 'must be at most 100'))),
  /** Where the `strip` puts the current slide (SPEC §5). Default `middle`. */
  'active-alignment': z._default(z.literal(['start', 'middle', 'end']), 'middle'),
  /** Thumbnails shown across the strip; each then takes an equal share of its width. */
  'thumbnails-per-row': z.optional(whole),
  /** A thumbnail strip under a slideshow, linked to it. */
  thumbnails: z._default(z.boolean(), false),
  /** Height of the thumbnail strip in px. Default 80 (`--sq-gallery-thumbnail-height`). */
  'thumbnail-strip-height': z.optional(positive),
  /** Space between thumbnails in px, capped at 5 (SPEC §9). Default 2. */
  'thumbnail-strip-margin': z._default(nonNegative, 2),
  /** Advance by itself: `true`, or `{ timeout (ms), randomize }` (SPEC §3 params). */
  autoplay: z._default(
    z.union([
      z.boolean(),
      z.object({ timeout: z.optional(positive), randomize: z.optional(z.boolean()) }),
    ]),
    false,
  ),
  /** Seconds per slide while autoplaying (SPEC §9 default 5). */
  'autoplay-duration': z.optional(positive),
  'square-thumbs': z._default(z.boolean(), false),
  /** Images fill their box, cropped around the focal point; false shows them whole. Default true. */
  'auto-crop': z._default(z.boolean(), true),
  /** Caption overlay place: `bottom` (default), `top`, or `none` (hidden). */
  'meta-position': z._default(z.literal(['bottom', 'top', 'none']), 'bottom'),
  /** Space between `grid` items in px (SPEC §9 default 20). */
  padding: z.optional(nonNegative),

  /** First slide shown; wraps like `currentIndex`. A slide in the address hash wins. */
  startIndex: z._default(z.int(), 0),
  /** `next()` after the last slide goes to the first (and back). Default true. */
  loop: z._default(z.boolean(), true),
  /** Arrow Left / Right move the gallery while focus is in it. Default true. */
  keyboard: z._default(z.boolean(), true),
  /** Keep the current slide in the address hash (SPEC §2). Default false. */
  historyHash: z._default(z.boolean(), false),
  /** The collection's URL the hash is built on. Default: the page's path. */
  collectionUrl: z.optional(z.string()),
  /** `stacked` transition (SPEC §5: an unknown name is an error). Default `fade`. */
  transition: z._default(named(STACKED_TRANSITIONS, 'transition'), 'fade'),
  /** Seconds a change takes (SPEC §9: `stacked` 1, `strip` 0.5, `carousel` 0.5). */
  speed: z.optional(nonNegative),
  /** Clicking a `stacked` slide: `next` (SPEC §9 default) or `none`. */
  clickBehavior: z._default(z.literal(['next', 'none']), 'next'),
  /** Slow zoom (SPEC §9: to 1.075) of the current `stacked` slide. */
  kenBurns: z._default(z.boolean(), false),
  /** Swiping past the ends with `loop` off: `none`, `hard` (default) or `inertial` (SPEC §5). */
  boundary: z._default(z.literal(['none', 'hard', 'inertial']), 'hard'),
  /** Id of another `<sq-gallery>` whose index this one keeps in step with (both ways). */
  linkedTo: z.optional(z.string().check(z.minLength(1))),
  /**
   * Accessible name. A named gallery is a region landmark; without a name it is a group called
   * "Gallery" (several galleries on a page then add no landmarks with the same name).
   */
  label: z.optional(z.string().check(z.minLength(1))),
});

/** Settings of a gallery after the schema filled in its defaults. */
export type GalleryData = z.infer<typeof gallerySchema>;

/** `"3:2"`, `"3/2"` or a height percentage (`50`) as a CSS `aspect-ratio` value. */
export function cssRatio(value: string | number): string {
  return typeof value === 'number' ? `100 / ${value}` : value.replace(':', '/');
}
