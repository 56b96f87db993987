import * as z from 'zod/mini';

const unit = z.number().check(z.gte(0, 'must be from 0 to 1'), z.lte(1, 'must be from 0 to 1'));
const positive = z.number().check(z.positive('must be a positive number'));

/**
 * `data-block-json` of `<sq-image>`: the image settings of SPEC §3 under their SPEC names.
 * Every key is optional; unknown keys are ignored.
 */
export const imageSchema = z.object({
  /** How the image fills the element's box. Default `cover`. */
  cropMode: z._default(z.literal(['cover', 'contain', 'none']), 'cover'),
  /** How sized URLs are spelled: `?format=750w` or `name-750w.jpg`. Default `queryString`. */
  sizeFormat: z._default(z.literal(['queryString', 'filename']), 'queryString'),
  /** `lazy` loads within 200 px of the viewport, `eager` at once. Default `lazy`. */
  load: z._default(z.literal(['lazy', 'eager']), 'lazy'),
  /** When false the image is never drawn larger than its dimensions. Default true. */
  stretch: z._default(z.boolean(), true),
  /** When true the element's height follows the image's aspect ratio; the page sets its width. */
  fixedRatio: z._default(z.boolean(), false),
  /** Overrides `data-image-focal-point`. */
  focalPoint: z.optional(z.object({ x: unit, y: unit })),
  /** Overrides `data-image-dimensions`: the original image's size in pixels. */
  dimensions: z.optional(z.object({ width: positive, height: positive })),
  /** Overrides the `<img>`'s `data-src` / `src`. */
  source: z.optional(z.string().check(z.minLength(1, 'must not be empty'))),
  /** Lowest device pixel ratio the image is sized for. Default 1. */
  dprMin: z.optional(positive),
  /** Highest device pixel ratio the image is sized for. Default unbounded. */
  dprMax: z.optional(positive),
});

/** Valid `<sq-image>` settings, defaults filled in. */
export type ImageData = z.infer<typeof imageSchema>;
