/**
 * The form fields (SPEC §3 field kinds, §5 counter): Lit templates of native controls, the
 * reading and writing of their values in the SPEC §3 shapes, and their styles.
 */
export type { FieldView } from './field-common.ts';
export { controlId, errorId } from './field-ids.ts';
export { fieldStyles } from './field-styles.ts';
export { LIKERT_ANSWERS } from './likert-field.ts';
export { PART_KINDS } from './part-fields.ts';
export { hiddenValue, renderField } from './render-field.ts';
export { readFormValues, writeFormValues } from './values.ts';
