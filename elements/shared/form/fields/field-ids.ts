/**
 * Element ids and control names of the form fields. Ids join the form's `idPrefix` and the field
 * id; names are the field id alone, so they stay the same from one page load to the next (the
 * browser's autofill and form restore key on them).
 */

/**
 * The field id as an id fragment without spaces or CSS-special characters: letters, digits and
 * `-` stay, every other UTF-16 unit becomes `_<hex>_`, so different field ids never meet.
 */
function escapeId(fieldId: string): string {
  return fieldId.replace(/[^A-Za-z0-9-]/g, (unit) => `_${unit.charCodeAt(0).toString(16)}_`);
}

/** The id every other id of a field starts with. */
export function fieldBaseId(idPrefix: string, fieldId: string): string {
  return `${idPrefix}-${escapeId(fieldId)}`;
}

/** Id of the element holding a field's inline error text (rendered only while there is one). */
export function errorId(idPrefix: string, fieldId: string): string {
  return `${fieldBaseId(idPrefix, fieldId)}-error`;
}

/**
 * Id of a field's first focusable control: the input, textarea or select of a one-control kind,
 * the first part of a multi-part kind, the first option of a radio or checkbox group, the first
 * answer of a likert field's first question. A section has none; a hidden field's input has it.
 */
export function controlId(idPrefix: string, fieldId: string): string {
  return `${fieldBaseId(idPrefix, fieldId)}-control`;
}

/** Id of a field's description text. */
export function descriptionId(idPrefix: string, fieldId: string): string {
  return `${fieldBaseId(idPrefix, fieldId)}-description`;
}

/** Id of a textarea's 'n / max' counter. */
export function counterId(idPrefix: string, fieldId: string): string {
  return `${fieldBaseId(idPrefix, fieldId)}-counter`;
}

/**
 * Id of one control of a field with several: the one at `index` 0 takes {@link controlId}, the
 * others `<base>-<suffix>` (suffix: a part key, `option-N`, `qN-aN`).
 */
export function subControlId(
  idPrefix: string,
  fieldId: string,
  index: number,
  suffix: string,
): string {
  return index === 0 ? controlId(idPrefix, fieldId) : `${fieldBaseId(idPrefix, fieldId)}-${suffix}`;
}

/** Name of a control: the field id, or `id[part]` for one part of a multi-part or likert field. */
export function controlName(fieldId: string, part?: string): string {
  return part === undefined ? fieldId : `${fieldId}[${part}]`;
}
