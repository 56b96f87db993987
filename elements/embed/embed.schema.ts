import * as z from 'zod/mini';
import { readEmbedCode, webAddress } from './embed-source.ts';

const text = z.string().check(z.trim());

/**
 * `data-block-json` of `<sq-embed>`. Unknown keys are ignored. The content comes from `url` (a
 * page to show in a frame) or, without one, `html` (an embed code: one `<iframe>`, or HTML shown
 * sanitized); one of the two is required.
 */
export const embedSchema = z
  .object({
    /** The page to show in a frame: an http(s) address, or one relative to the page. */
    url: z.optional(
      text.check(
        z.refine((value) => webAddress(value, document.baseURI) !== null, {
          error: 'must be an http(s) address',
        }),
      ),
    ),
    /** An embed code: one `<iframe>` with an http(s) `src`, or HTML (sanitized when shown). */
    html: z.optional(
      text.check(
        z.refine((value) => readEmbedCode(value, document.baseURI) !== null, {
          error: 'must hold at most one <iframe>, with an http(s) src',
        }),
      ),
    ),
    /** The frame's name for assistive technology; default the code's `title`, else the provider's. */
    title: z.optional(text),
    /** The provider's name as shown ("Bandcamp"); default the host name of the content's address. */
    provider: z.optional(text.check(z.minLength(1))),
    /** Height in px of a frame of another origin; default the code's `height`, else 400. */
    height: z.optional(z.number().check(z.positive('must be a positive number'))),
  })
  .check(
    z.refine((data) => data.url !== undefined || data.html !== undefined, {
      error: 'needs url or html',
    }),
  );

/** Valid `<sq-embed>` settings. */
export type EmbedData = z.infer<typeof embedSchema>;
