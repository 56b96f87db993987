import type { SubmittedForm, SubmittedValue } from '../../../../platform/forms/submitted-value.ts';
import type { FormField } from '../form-field.schema.ts';
import { optionId } from './choice-fields.ts';
import { controlId } from './field-ids.ts';
import { LIKERT_ANSWERS, likertAnswerId } from './likert-field.ts';
import { isPartKind, partId, visibleParts, type PartKindName } from './part-fields.ts';
import { hiddenValue } from './render-field.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function control(form: HTMLFormElement, id: string): Control | undefined {
  const found = form.querySelector(`#${CSS.escape(id)}`);
  return found instanceof HTMLInputElement ||
    found instanceof HTMLTextAreaElement ||
    found instanceof HTMLSelectElement
    ? found
    : undefined;
}

function isChecked(form: HTMLFormElement, id: string): boolean {
  const found = control(form, id);
  return found instanceof HTMLInputElement && found.checked;
}

function setChecked(form: HTMLFormElement, id: string, checked: boolean): void {
  const found = control(form, id);
  if (found instanceof HTMLInputElement) found.checked = checked;
}

/** The SPEC §3 array of a multi-part field; a phone without its country-code part starts with ''. */
function readParts(
  form: HTMLFormElement,
  field: FormField & { type: PartKindName },
  idPrefix: string,
): string[] {
  const parts = visibleParts(field);
  const values = parts.map(
    (_part, index) => control(form, partId(idPrefix, field, parts, index))?.value ?? '',
  );
  return field.type === 'phone' && !field.showCountryCode ? ['', ...values] : values;
}

function readField(
  form: HTMLFormElement,
  field: FormField,
  idPrefix: string,
  url?: string | URL,
): SubmittedValue {
  const options = field.options ?? [];
  if (isPartKind(field.type)) return readParts(form, { ...field, type: field.type }, idPrefix);
  switch (field.type) {
    case 'hidden':
      return hiddenValue(field, url);
    case 'checkbox':
      return options.filter((_option, index) =>
        isChecked(form, optionId(idPrefix, field.id, index)),
      );
    case 'radio':
      return (
        options.find((_option, index) => isChecked(form, optionId(idPrefix, field.id, index))) ?? ''
      );
    case 'likert': {
      const answers: Record<string, string> = {};
      options.forEach((question, q) => {
        const answer = LIKERT_ANSWERS.find((_answer, a) =>
          isChecked(form, likertAnswerId(idPrefix, field.id, q, a)),
        );
        if (answer) answers[question] = answer.value;
      });
      return answers;
    }
    case 'social-handle':
      return (control(form, controlId(idPrefix, field.id))?.value ?? '').replace(/^@/, '');
    default:
      return control(form, controlId(idPrefix, field.id))?.value ?? '';
  }
}

/**
 * Reads every non-section field of `form` in the SPEC §3 shapes: parts arrays (a phone without
 * `showCountryCode` gets '' first), checked option texts, the chosen option or '', a likert map of
 * answered questions, a hidden field's query parameter (from `url`, default the page's) or value,
 * a social handle without a leading '@', and the control's value for every other kind.
 */
export function readFormValues(
  form: HTMLFormElement,
  fields: readonly FormField[],
  idPrefix: string,
  url?: string | URL,
): SubmittedForm {
  const values: SubmittedForm = {};
  for (const field of fields) {
    if (field.type !== 'section') values[field.id] = readField(form, field, idPrefix, url);
  }
  return values;
}

const isStringArray = (value: SubmittedValue): value is string[] => Array.isArray(value);

function writeParts(
  form: HTMLFormElement,
  field: FormField & { type: PartKindName },
  idPrefix: string,
  value: SubmittedValue,
): void {
  const parts = visibleParts(field);
  if (!isStringArray(value)) return;
  const shown = field.type === 'phone' && !field.showCountryCode ? value.slice(1) : value;
  if (shown.length !== parts.length) return;
  parts.forEach((_part, index) => {
    const target = control(form, partId(idPrefix, field, parts, index));
    if (target) setValue(target, shown[index] ?? '');
  });
}

/** Sets a control's value; a select keeps its choice when none of its options has that value. */
function setValue(target: Control, value: string): void {
  if (
    target instanceof HTMLSelectElement &&
    ![...target.options].some((option) => option.value === value)
  )
    return;
  target.value = value;
}

function writeField(
  form: HTMLFormElement,
  field: FormField,
  idPrefix: string,
  value: SubmittedValue,
): void {
  const options = field.options ?? [];
  if (isPartKind(field.type))
    return writeParts(form, { ...field, type: field.type }, idPrefix, value);
  switch (field.type) {
    case 'hidden':
    case 'section':
      return;
    case 'checkbox':
      if (isStringArray(value)) {
        options.forEach((option, index) =>
          setChecked(form, optionId(idPrefix, field.id, index), value.includes(option)),
        );
      }
      return;
    case 'radio':
      if (typeof value === 'string') {
        options.forEach((option, index) =>
          setChecked(form, optionId(idPrefix, field.id, index), option === value),
        );
      }
      return;
    case 'likert':
      if (typeof value === 'object' && !isStringArray(value)) {
        options.forEach((question, q) => {
          const answer = Object.hasOwn(value, question) ? value[question] : undefined;
          LIKERT_ANSWERS.forEach((candidate, a) =>
            setChecked(form, likertAnswerId(idPrefix, field.id, q, a), candidate.value === answer),
          );
        });
      }
      return;
    default: {
      const target = control(form, controlId(idPrefix, field.id));
      if (target && typeof value === 'string') setValue(target, value);
    }
  }
}

/**
 * Puts saved values (a draft) back into the controls, silently (no `input`/`change` events).
 * Values of unknown ids, of sections and hidden fields (worked out from the address each time),
 * and values of the wrong shape for their field are ignored.
 */
export function writeFormValues(
  form: HTMLFormElement,
  fields: readonly FormField[],
  idPrefix: string,
  values: SubmittedForm,
): void {
  for (const field of fields) {
    const value = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    if (value !== undefined) writeField(form, field, idPrefix, value);
  }
}
