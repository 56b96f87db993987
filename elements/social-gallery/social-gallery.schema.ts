import * as z from 'zod/mini';

/**
 * `data-block-json` of `<sq-social-gallery>`: the widget whose rendering the site's server gives
 * (SPEC §7 GetWidgetRendering, widgetJSON `{type, id, value}`). Unknown keys are ignored. SPEC
 * §5: the data must be valid JSON, else it is rejected (the error contract: the server markup
 * stays).
 */
export const socialGallerySchema = z.object({
  /** The widget's kind: a social gallery or one of the photo-sharing galleries (name or number). */
  type: z.union([
    z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
    z.int().check(z.minimum(0, 'must not be negative')),
  ]),
  /** The widget's id, the key the server keeps its rendering under (1 to 200 characters). */
  id: z.string().check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.refine((id) => id.length <= 200, 'must be at most 200 characters'),
  ),
  /** The widget's settings, sent as they are (e.g. the account and how many photos). */
  value: z.optional(z.unknown()),
  /** What the gallery is called for assistive technology once upgraded (a region's name). */
  label: z.optional(z.string().check(z.trim())),
});

/** Valid `<sq-social-gallery>` settings. */
export type SocialGalleryData = z.infer<typeof socialGallerySchema>;
