import { html, nothing, type TemplateResult } from 'lit';
import type { FieldKind, FormField } from '../form-field.schema.ts';
import {
  descriptionText,
  errorText,
  fieldState,
  requiredMarker,
  type FieldState,
  type FieldView,
} from './field-common.ts';
import { controlName, subControlId } from './field-ids.ts';

/** One input of a multi-part field. */
export interface FieldPart {
  /** Stable key: the end of the control's name (`id[key]`) and id. */
  key: string;
  /** Visible label of the part. */
  label: string;
  /** Autofill token, where one fits. */
  autocomplete?: string;
  inputmode?: 'numeric' | 'tel';
  /** Not marked required even when the field is (a second address line, seconds, a country code). */
  optional?: boolean;
  /** AM/PM is a choice, not typed text. */
  choices?: readonly string[];
}

/** The parts of each multi-part kind, in the order of its SPEC §3 submitted array. */
export const PART_KINDS = {
  name: [
    { key: 'first', label: 'First Name', autocomplete: 'given-name' },
    { key: 'last', label: 'Last Name', autocomplete: 'family-name' },
  ],
  address: [
    { key: 'line1', label: 'Address Line 1', autocomplete: 'address-line1' },
    { key: 'line2', label: 'Address Line 2', autocomplete: 'address-line2', optional: true },
    { key: 'city', label: 'City', autocomplete: 'address-level2' },
    { key: 'state', label: 'State/Province', autocomplete: 'address-level1' },
    { key: 'zip', label: 'Zip/Postal Code', autocomplete: 'postal-code' },
    { key: 'country', label: 'Country', autocomplete: 'country-name' },
  ],
  date: [
    { key: 'month', label: 'Month', inputmode: 'numeric' },
    { key: 'day', label: 'Day', inputmode: 'numeric' },
    { key: 'year', label: 'Year', inputmode: 'numeric' },
  ],
  time: [
    { key: 'hour', label: 'Hour', inputmode: 'numeric' },
    { key: 'minute', label: 'Minute', inputmode: 'numeric' },
    { key: 'second', label: 'Second', inputmode: 'numeric', optional: true },
    { key: 'ampm', label: 'AM/PM', choices: ['AM', 'PM'] },
  ],
  phone: [
    {
      key: 'country',
      label: 'Country Code',
      autocomplete: 'tel-country-code',
      inputmode: 'tel',
      optional: true,
    },
    { key: 'area', label: 'Area Code', autocomplete: 'tel-area-code', inputmode: 'tel' },
    { key: 'prefix', label: 'Prefix', autocomplete: 'tel-local-prefix', inputmode: 'tel' },
    { key: 'line', label: 'Line', autocomplete: 'tel-local-suffix', inputmode: 'tel' },
  ],
} as const satisfies Partial<Record<FieldKind, readonly FieldPart[]>>;

/** A multi-part kind. */
export type PartKindName = keyof typeof PART_KINDS;

/** Whether `kind` is drawn as a group of part inputs by {@link renderPartField}. */
export function isPartKind(kind: FieldKind): kind is PartKindName {
  return Object.hasOwn(PART_KINDS, kind);
}

/** The parts a field shows: a phone has its country-code part only with `showCountryCode`. */
export function visibleParts(field: FormField & { type: PartKindName }): readonly FieldPart[] {
  const parts: readonly FieldPart[] = PART_KINDS[field.type];
  return field.type === 'phone' && !field.showCountryCode ? parts.slice(1) : parts;
}

/** Id of the part at `index` among the field's visible parts. */
export function partId(
  idPrefix: string,
  field: FormField,
  parts: readonly FieldPart[],
  index: number,
): string {
  return subControlId(idPrefix, field.id, index, parts[index]?.key ?? String(index));
}

function partControl(
  state: FieldState,
  parts: readonly FieldPart[],
  index: number,
): TemplateResult {
  const part = parts[index]!;
  const { field } = state;
  const id = partId(state.idPrefix, field, parts, index);
  const required = field.required && part.optional !== true;
  const control = part.choices
    ? html`<select
        part="control"
        class="control"
        id=${id}
        name=${controlName(field.id, part.key)}
        ?required=${required}
        ?disabled=${state.disabled}
        aria-invalid=${state.ariaInvalid}
        aria-describedby=${state.describedBy}
      >
        <option value=""></option>
        ${part.choices.map((choice) => html`<option value=${choice}>${choice}</option>`)}
      </select>`
    : html`<input
        part="control"
        class="control"
        id=${id}
        name=${controlName(field.id, part.key)}
        type=${part.inputmode === 'tel' ? 'tel' : 'text'}
        inputmode=${part.inputmode ?? nothing}
        autocomplete=${part.autocomplete ?? nothing}
        ?required=${required}
        ?disabled=${state.disabled}
        aria-invalid=${state.ariaInvalid}
        aria-describedby=${state.describedBy}
      />`;
  return html`<div class="part part-${part.key}">
    <label part="part-label" class="part-label" for=${id}>${part.label}</label>${control}
  </div>`;
}

/**
 * A multi-part field (name, address, date, time, phone): a `<fieldset>` whose `<legend>` is the
 * title, with one labelled input per part (AM/PM a select). Required marks every part but the
 * second address line, the seconds and a phone's country code.
 */
export function renderPartField(
  field: FormField & { type: PartKindName },
  view: FieldView,
): TemplateResult {
  const state = fieldState(field, view);
  const parts = visibleParts(field);
  return html`<fieldset part="field" class=${state.classes} data-field-id=${field.id}>
    <legend part="label" class="label">${field.title}${requiredMarker(field)}</legend>
    ${descriptionText(state)}
    <div class="parts">${parts.map((_part, index) => partControl(state, parts, index))}</div>
    ${errorText(state)}
  </fieldset>`;
}
