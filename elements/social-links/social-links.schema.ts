import * as z from 'zod/mini';

/** How the links show: icon and name (default), the icon alone (the name read out), the name alone. */
export const SOCIAL_LINKS_DISPLAYS = ['icons-and-labels', 'icons', 'labels'] as const;

/**
 * `data-block-json` of `<sq-social-links>`. Unknown keys are ignored; a missing attribute is
 * `{}` (the defaults). The links themselves are the server markup's.
 */
export const socialLinksSchema = z.object({
  /** `icons-and-labels` (default), `icons` (the name visually hidden, still read), `labels`. */
  display: z._default(
    z.enum(SOCIAL_LINKS_DISPLAYS, { error: 'must be icons-and-labels, icons or labels' }),
    'icons-and-labels',
  ),
  /** The list's name for assistive technology (e.g. "Kiln & Clay elsewhere"). */
  label: z.optional(z.string().check(z.trim())),
  /**
   * The provider's follow button for this account, behind the consent-aware facade (SPEC §7
   * social follow widget script, SPEC §9 10000 ms time-out): the account's handle, with or
   * without its `@` (letters, digits and `_`, 1 to 15).
   */
  follow: z.optional(
    z.object({
      handle: z
        .string()
        .check(
          z.trim(),
          z.regex(/^@?\w{1,15}$/, 'must be a handle: letters, digits or _, 1 to 15 of them'),
        ),
    }),
  ),
});

/** Valid `<sq-social-links>` settings, defaults filled in. */
export type SocialLinksData = z.infer<typeof socialLinksSchema>;
