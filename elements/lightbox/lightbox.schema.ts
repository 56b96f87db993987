import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1, 'must not be empty'));

/**
 * Schema of `<sq-lightbox data-block-json='…'>`. Every key is optional; unknown keys are accepted
 * and left out of the result (the server may send more settings than the lightbox reads).
 */
export const lightboxSchema = z.object({
  /**
   * Next after the last item goes to the first and previous before the first to the last
   * (SPEC §4 "Loops on desktop": on a mobile device, where items sit in a scroll track, the ends
   * stop whatever this says). Default true.
   */
  loop: z._default(z.boolean(), true),
  /** Colours of the overlay and its controls (SPEC §3 gallery `lightboxTheme`). Default `dark`. */
  theme: z._default(z.literal(['light', 'dark']), 'dark'),
  /**
   * While open, the address carries `#itemId` (pushed, so Back closes the lightbox); closing
   * takes it away again (SPEC §2). Default false.
   */
  historyHash: z._default(z.boolean(), false),
  /**
   * On load, an item whose id is the address's hash or its last path segment opens the lightbox
   * there (SPEC §2). Default true.
   */
  deepLink: z._default(z.boolean(), true),
  /** Shows the previous and next buttons (keys, clicks and swipes work either way). Default true. */
  controls: z._default(z.boolean(), true),
  /**
   * Texts for the visitor, for sites in other languages: `dialog` (name of the lightbox),
   * `close`, `previous`, `next` (button names) and `counter` (`{index}` and `{count}` are
   * replaced). Defaults: 'Image viewer', 'Close', 'Previous', 'Next', '{index} of {count}'.
   */
  labels: z.prefault(
    z.object({
      dialog: z._default(text, 'Image viewer'),
      close: z._default(text, 'Close'),
      previous: z._default(text, 'Previous'),
      next: z._default(text, 'Next'),
      counter: z._default(text, '{index} of {count}'),
    }),
    {},
  ),
});

/** Settings of a lightbox after the schema filled in its defaults. */
export type LightboxData = z.infer<typeof lightboxSchema>;
