/**
 * The shapes of submitted form values (SPEC §3 "Submitted values"), shared by the form element,
 * its fields, the platform helpers and the site server.
 *
 * - name: [first, last]; address: [line1, line2, city, state, zip, country];
 *   date: [month, day, year]; time: [hour, minute, second, ampm];
 *   phone: [countryCode, areaCode, prefix, line] (without `showCountryCode` the first element is '');
 * - checkbox: the checked option texts (maybe none); radio and select: the chosen text or '';
 * - likert: question → the checked answer's value ('-2'..'2'), answered questions only;
 * - hidden: the `key` query parameter's value when the address has it, else its `value`;
 * - every other kind: the control's value. Sections are never in the map.
 */

/** likert: question -> the checked answer's value ('-2'..'2'); parts arrays; checked values; single values. */
export type SubmittedValue = string | string[] | Record<string, string>;

/** Field id → value of every non-section field of a form. */
export type SubmittedForm = Record<string, SubmittedValue>; // field id -> value; sections absent

/** Whether `value` has one of the {@link SubmittedValue} shapes. */
export function isSubmittedValue(value: unknown): value is SubmittedValue {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every((part) => typeof part === 'string');
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every((answer) => typeof answer === 'string');
}
