import * as z from 'zod/mini';
import { BUTTON_CONTEXTS } from '../../platform/constants/site-enums.ts';
import {
  isValidLink,
  LINK_CATEGORIES,
  linkCategory,
  linkText,
} from '../../platform/links/links.ts';

/** The other protocols (SPEC §5 "misc protocol") a button may link to. */
const FOLLOWABLE_MISC = /^(?:mailto|tel|sms):/i;

/**
 * Whether `href` is a link a visitor may follow from a button: a SPEC §5 valid link that is a
 * site path, an anchor, a file link or a web, mail, phone or text-message address. A
 * `javascript:` link is refused even when SPEC §5 calls it valid: settings never run script.
 * Judged as the browser will follow it (`linkText`), so control characters, tabs or newlines
 * around or inside a scheme change nothing.
 */
export function isButtonLink(href: string): boolean {
  const link = linkText(href);
  if (!isValidLink(link)) return false;
  return linkCategory(link) !== LINK_CATEGORIES.miscProtocol || FOLLOWABLE_MISC.test(link);
}

/**
 * Schema of `<sq-button data-block-json='…'>`: the SPEC §3 button tracking fields, key for key.
 * Lenient about keys it does not know (left out of the result), strict about the types of the
 * ones it reads. `alignment` and `size` take the words the button block offers (SPEC names the
 * fields only).
 */
export const buttonSchema = z.object({
  /** The block's id, sent with its tracking calls. */
  id: z.optional(z.string()),
  /** The button's label. */
  buttonText: z
    .string()
    .check(z.refine((text) => text.trim() !== '', { error: 'must not be empty' })),
  /** Where the button goes: a site path, anchor, file link or http(s), mailto, tel, sms address. */
  clickthroughUrl: z.string().check(
    z.refine(isButtonLink, {
      error: 'must be a site path or an http(s), mailto, tel or sms link',
    }),
  ),
  /** Where the button sits in its block. */
  alignment: z._default(z.literal(['left', 'center', 'right']), 'left'),
  /** The button's size. */
  size: z._default(z.literal(['small', 'medium', 'large']), 'medium'),
  /** Opens the link in a new tab. */
  newWindow: z._default(z.boolean({ error: 'must be true or false' }), false),
  /** Where the button is shown (SPEC §3 button context): 1 a button block, 2 a popup overlay. */
  context: z._default(
    z.literal([BUTTON_CONTEXTS.buttonBlock, BUTTON_CONTEXTS.popupOverlay], {
      error: 'must be 1 (button block) or 2 (popup overlay)',
    }),
    BUTTON_CONTEXTS.buttonBlock,
  ),
});

/** Settings of a button after the schema filled in its defaults. */
export type ButtonData = z.infer<typeof buttonSchema>;
