import * as z from 'zod/mini';
import { CHOICE_KINDS, FIELD_KINDS, type FieldKind } from '../../../platform/forms/field-kinds.ts';

export { CHOICE_KINDS, FIELD_KINDS, type FieldKind };

const text = z.string().check(z.trim());
const nonEmpty = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

/**
 * One field of a form block (SPEC §3 "Form submission": field kinds and their options). Keys
 * that a kind does not use are ignored; unknown keys are dropped.
 */
export const formFieldSchema = z
  .object({
    /** Form item id: the key of the field's value in the submitted `form` map (SPEC §3, §5). */
    id: nonEmpty,
    type: z.literal(FIELD_KINDS, { error: `must be one of ${FIELD_KINDS.join(', ')}` }),
    /** The label (a section's heading). A hidden field needs none. */
    title: z._default(text, ''),
    /** Help text under the label, tied to the control with `aria-describedby`. */
    description: z.optional(text),
    required: z._default(z.boolean(), false),
    /** Text kinds (text, textarea, email, number, website, password, social-handle, currency). */
    placeholder: z.optional(text),
    /** Longest accepted text; a textarea with one shows the 'n / max' counter (SPEC §5). */
    maxLength: z.optional(z.int().check(z.positive('must be a positive whole number'))),
    /** Choices of a radio, checkbox or select field; questions of a likert field. */
    options: z.optional(z.array(nonEmpty)),
    /** Phone: adds a country-code part (SPEC §3 `showCountryCode`). */
    showCountryCode: z._default(z.boolean(), false),
    /** Currency: the symbol shown before the amount (SPEC §3 `currencySymbol`). */
    currencySymbol: z.optional(text),
    /** Section: a rule under the heading (SPEC §3 `underline`). */
    underline: z._default(z.boolean(), false),
    /** Hidden: the name of the query parameter whose value replaces `value` (SPEC §3, §5). */
    key: z.optional(nonEmpty),
    /** Hidden: the value submitted when the address has no `key` query parameter. */
    value: z._default(z.string(), ''),
  })
  .check(
    z.refine(
      (field) =>
        !CHOICE_KINDS.includes(field.type) ||
        (field.options !== undefined && field.options.length > 0),
      { error: 'a radio, checkbox, select or likert field needs options', path: ['options'] },
    ),
    z.refine((field) => field.type === 'hidden' || field.type === 'section' || field.title !== '', {
      error: 'a field needs a title',
      path: ['title'],
    }),
  );

/** One field of a form block, defaults filled in. */
export type FormField = z.infer<typeof formFieldSchema>;

/** The fields of a form block: at least one, ids unique. */
export const formFieldsSchema = z.array(formFieldSchema).check(
  z.refine((fields) => new Set(fields.map((field) => field.id)).size === fields.length, {
    error: 'field ids must be unique',
  }),
);
