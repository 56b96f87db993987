import * as z from 'zod/mini';

/**
 * `data-block-json` of `<sq-collection-link>`: the collection linked to. The site's server writes
 * the card from it; unknown keys are ignored.
 */
export const collectionLinkSchema = z.object({
  /** The collection's 24-hex-digit id (SPEC §3). */
  collectionId: z
    .string()
    .check(z.regex(/^[0-9a-f]{24}$/, 'must be a collection id (24 lower-case hex digits)')),
});

/** Valid `<sq-collection-link>` settings. */
export type CollectionLinkData = z.infer<typeof collectionLinkSchema>;
