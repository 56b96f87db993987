import * as z from 'zod/mini';

/** Most suggestions the box may ask for (the search API answers at most 20 a call). */
export const MAX_SUGGESTIONS = 20;

/**
 * `data-block-json` of `<sq-search>`. Unknown keys are ignored; a missing attribute is `{}` (the
 * defaults). The form itself (its label, field, button and where it goes) is the server markup's.
 */
export const searchSchema = z.object({
  /** Text shown in the empty box; default: the server field's own placeholder. */
  placeholder: z.optional(z.string().check(z.trim())),
  /** Live suggestions while typing (default true); false leaves the plain form. */
  suggestions: z._default(z.boolean(), true),
  /** Most suggestions shown, 1 to 20 (default 6). */
  limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(MAX_SUGGESTIONS)), 6),
});

/** Valid `<sq-search>` settings, defaults filled in. */
export type SearchData = z.infer<typeof searchSchema>;
