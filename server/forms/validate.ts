/**
 * SaveFormSubmission's check of a submitted `form` (field id → value) against the form's
 * configured fields. For each field, sections skipped, the first failing check answers:
 * 1. an empty value (missing, blank, no parts, nothing checked or answered) meets only the
 *    required rule;
 * 2. a filled value must have its kind's SPEC §3 shape (a text, a parts array of the kind's
 *    length, a list of checked options, a likert map); a server-only check, since the browser
 *    always builds these shapes and only a hand-made request can break them;
 * 3. then the checks the browser runs too (platform/forms/rules.ts `fieldError`, same
 *    messages): the SPEC §5 rules (email, max length), then the kind's own check, on which
 *    SPEC is silent (platform/forms/kind-rules.ts: options, likert answers, numbers, amounts,
 *    web addresses, dates, times, phone digits).
 */
import {
  fieldError as sharedError,
  isEmptyValue,
  validateForm,
} from '../../platform/forms/rules.ts';
import type { SubmittedValue } from '../../platform/forms/submitted-value.ts';
import type { FieldKind, FormConfig, FormField } from './form-config.ts';
import { shapeMessage } from './messages.ts';

/** Parts of each parts-array kind (SPEC §3 "Submitted values"). */
export const PART_COUNTS: Readonly<Partial<Record<FieldKind, number>>> = {
  name: 2,
  address: 6,
  date: 3,
  time: 4,
  phone: 4,
};

/** Whether `value` has the SPEC §3 shape of a `field`'s kind. */
export function hasKindShape(field: FormField, value: SubmittedValue): boolean {
  const parts = PART_COUNTS[field.type];
  if (parts !== undefined) return Array.isArray(value) && value.length === parts;
  if (field.type === 'checkbox') return Array.isArray(value);
  if (field.type === 'likert') return typeof value === 'object' && !Array.isArray(value);
  return typeof value === 'string';
}

/** The message of the first check `field` fails for `value`, or undefined when it is valid. */
export function fieldError(
  field: FormField,
  value: SubmittedValue | undefined,
): string | undefined {
  const filled = value !== undefined && !isEmptyValue(value);
  if (filled && field.type !== 'section' && !hasKindShape(field, value)) {
    return shapeMessage(field.title);
  }
  return sharedError(field, value);
}

/** Field id → message for every configured field of `form` that `values` fails. */
export function validateSubmission(
  form: FormConfig,
  values: Readonly<Record<string, SubmittedValue>>,
): Record<string, string> {
  return validateForm(form.fields, values, fieldError);
}
