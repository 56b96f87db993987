import * as z from 'zod/mini';
import { formBlockKeys } from '../shared/form/form-block.schema.ts';

const text = z.string().check(z.trim());
const nonEmpty = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

/** The email field's label when `emailLabel` is not set (SPEC silent). */
export const DEFAULT_EMAIL_LABEL = 'Email Address';

/** The name field's label when `nameLabel` is not set (SPEC silent). */
export const DEFAULT_NAME_LABEL = 'Name';

/**
 * Schema of `<sq-newsletter data-block-json='…'>` (SPEC block type 51): the shared form keys
 * (submitButtonText default 'Sign Up') plus what the sign-up shows. Its fields are not listed:
 * they are built from these keys (an email field, required; a name field with `showName`).
 * Unknown keys are ignored.
 */
export const newsletterSchema = z.object({
  ...formBlockKeys('Sign Up'),
  /** Heading above the fields. */
  title: z.optional(nonEmpty),
  /** Text under the heading. */
  description: z.optional(nonEmpty),
  /** Adds a name field (first and last name) before the email field. */
  showName: z._default(z.boolean({ error: 'must be true or false' }), false),
  /** The name field's label. */
  nameLabel: z._default(nonEmpty, DEFAULT_NAME_LABEL),
  /** The email field's label. */
  emailLabel: z._default(nonEmpty, DEFAULT_EMAIL_LABEL),
  /** The email field's placeholder. */
  emailPlaceholder: z.optional(text),
});

/** Settings of a newsletter sign-up after the schema filled in its defaults. */
export type NewsletterSettings = z.infer<typeof newsletterSchema>;
