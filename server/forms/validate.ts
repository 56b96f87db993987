/**
 * SPEC §5 form validation of a submitted `form` (field id → value) against its configured
 * fields: required, email and max length. Sections are always valid.
 */
import { EMAIL_LENGTH } from '../../platform/constants/limits.ts';
import type { FormConfig, FormField } from './form-config.ts';
import { EMAIL_MESSAGE, MAX_LENGTH_MESSAGE, requiredMessage } from './messages.ts';

/** A submitted value (SPEC §3: single values, parts arrays, checked values, likert maps). */
export type SubmittedValue =
  string | number | boolean | null | string[] | Record<string, string | string[]>;

/**
 * A simple local part, an at-sign and a dotted domain whose final part has 2 to 4 characters
 * (SPEC §5).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,4}$/;

/** Whether `value` holds nothing: missing, blank text, or only blank parts / answers. */
export function isEmpty(value: SubmittedValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  if (typeof value === 'object') {
    return Object.values(value).every((answer) =>
      Array.isArray(answer) ? isEmpty(answer) : answer.trim() === '',
    );
  }
  return false;
}

/** Whether `value` passes the SPEC §5 email check. */
export function isEmail(value: SubmittedValue | undefined): boolean {
  return (
    typeof value === 'string' &&
    value.length >= EMAIL_LENGTH.min &&
    value.length <= EMAIL_LENGTH.max &&
    EMAIL_PATTERN.test(value)
  );
}

/** Whether the text of `value` (each part of an array) is within `max` characters. */
function withinLength(value: SubmittedValue | undefined, max: number): boolean {
  if (typeof value === 'string') return value.length <= max;
  if (Array.isArray(value)) return value.every((part) => part.length <= max);
  return true;
}

/** The message of the first rule `field` fails for `value`, or undefined when it is valid. */
export function fieldError(
  field: FormField,
  value: SubmittedValue | undefined,
): string | undefined {
  if (field.type === 'section') return undefined;
  if (isEmpty(value)) return field.required ? requiredMessage(field.title) : undefined;
  if (field.type === 'email' && !isEmail(value)) return EMAIL_MESSAGE;
  if (field.maxLength !== undefined && !withinLength(value, field.maxLength)) {
    return MAX_LENGTH_MESSAGE;
  }
  return undefined;
}

/** Field id → message for every configured field of `form` that `values` fails. */
export function validateSubmission(
  form: FormConfig,
  values: Readonly<Record<string, SubmittedValue>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    const message = fieldError(field, value);
    if (message !== undefined) errors[field.id] = message;
  }
  return errors;
}
