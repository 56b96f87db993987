/** The SPEC §3 field kinds of a form, as a field's `type`: one list for the browser and the site server. */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'password',
  'social-handle',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'currency',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

/** A SPEC §3 field kind. */
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Kinds whose `options` list the choices (for likert: the questions); they need at least one. */
export const CHOICE_KINDS: readonly FieldKind[] = ['radio', 'checkbox', 'select', 'likert'];
