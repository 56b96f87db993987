import * as z from 'zod/mini';
import { INVALID_VIDEO_EMBED, parseEmbedHtml, parseVideoUrl } from './video-source.ts';

const text = z.string({ error: INVALID_VIDEO_EMBED }).check(z.trim());

/**
 * `data-block-json` of `<sq-video>`. Unknown keys are ignored. The video comes from `url`, or,
 * without one, from `html` (an embed code). A `url` the element cannot play, a non-string
 * `html`, an `html` whose code holds no usable iframe (see `parseEmbedHtml`), or neither key
 * fails with SPEC §8's 'Invalid video embed.'.
 */
export const videoSchema = z
  .object({
    /**
     * A YouTube (watch, share, shorts, embed), Vimeo or native file (`.mp4`, `.m4v`, `.webm`,
     * `.ogg`, `.ogv`) address, relative to the page or absolute http(s).
     */
    url: z.optional(
      text.check(
        z.refine((value) => parseVideoUrl(value, document.baseURI) !== null, {
          error: INVALID_VIDEO_EMBED,
        }),
      ),
    ),
    /** An embed code holding one `<iframe>` with an http(s) `src`; used when `url` is absent. */
    html: z.optional(
      text.check(
        z.refine((value) => parseEmbedHtml(value, document.baseURI) !== null, {
          error: INVALID_VIDEO_EMBED,
        }),
      ),
    ),
    /** SPEC §5 video mode: `none` (default), `fit`, `fill`, or `null` (same as `none`). */
    mode: z._default(
      z.nullable(z.literal(['none', 'fit', 'fill'], { error: 'must be none, fit, fill or null' })),
      'none',
    ),
    /**
     * Height of the video as a percentage of its width. Default: the embed iframe's own
     * proportions, else SPEC §9's 56.3.
     */
    aspectRatio: z.optional(z.number().check(z.positive('must be a positive number'))),
    /** The video's name, read out with the play button and given to the player. */
    title: z.optional(z.string().check(z.trim())),
    /** A native file starts without sound. Default false. */
    muted: z._default(z.boolean(), false),
    /** A native file starts again when it ends. Default false. */
    loop: z._default(z.boolean(), false),
  })
  .check(
    z.refine((data) => data.url !== undefined || data.html !== undefined, {
      error: INVALID_VIDEO_EMBED,
    }),
  );

/** Valid `<sq-video>` settings, defaults filled in. */
export type VideoData = z.infer<typeof videoSchema>;
