import { html, nothing, type TemplateResult } from 'lit';
import type { FormField } from '../form-field.schema.ts';
import { descriptionId, errorId, fieldBaseId } from './field-ids.ts';

/** How one field is drawn this time: its form's id prefix and its current state. */
export interface FieldView {
  /** Prefix of every element id, unique per form on the page. */
  idPrefix: string;
  /** Inline error text; absent or '' when the field is valid. */
  error?: string | undefined;
  /** Length of the current text (a textarea's 'n / max' counter, SPEC §5). */
  length?: number;
  /** Every control of the field is disabled (while the form is submitting). */
  disabled?: boolean;
}

/** What every kind's template needs to know about a field in this render. */
export interface FieldState {
  field: FormField;
  idPrefix: string;
  base: string;
  /** The error text, when there is one. */
  error: string | undefined;
  /** `'true'` on the controls while the field shows an error (or a counter is over its limit). */
  ariaInvalid: 'true' | typeof nothing;
  /** Ids describing each control: error, description, then kind-specific ones. */
  describedBy: string | typeof nothing;
  disabled: boolean;
  /** Class list of the field wrapper. */
  classes: string;
}

/** Facts of one render, with `extraDescribedBy` (symbol, counter) and `overLimit` of a counter. */
export function fieldState(
  field: FormField,
  view: FieldView,
  options: { extraDescribedBy?: readonly string[]; overLimit?: boolean } = {},
): FieldState {
  const error = view.error ? view.error : undefined;
  const invalid = error !== undefined || options.overLimit === true;
  const ids = [
    error === undefined ? undefined : errorId(view.idPrefix, field.id),
    field.description ? descriptionId(view.idPrefix, field.id) : undefined,
    ...(options.extraDescribedBy ?? []),
  ].filter((id): id is string => id !== undefined);
  return {
    field,
    idPrefix: view.idPrefix,
    base: fieldBaseId(view.idPrefix, field.id),
    error,
    ariaInvalid: invalid ? 'true' : nothing,
    describedBy: ids.length ? ids.join(' ') : nothing,
    disabled: view.disabled ?? false,
    classes: `field field-${field.type}${invalid ? ' invalid' : ''}${field.required ? ' required' : ''}`,
  };
}

/**
 * The visible required marker: an asterisk hidden from assistive technology, which learns of
 * the requirement from the controls' native `required` instead.
 */
export function requiredMarker(field: FormField): TemplateResult | typeof nothing {
  return field.required
    ? html`<span class="marker" part="required-marker" aria-hidden="true">*</span>`
    : nothing;
}

/** The description under the label, when the field has one. */
export function descriptionText(state: FieldState): TemplateResult | typeof nothing {
  const { field, idPrefix } = state;
  return field.description
    ? html`<p part="description" class="description" id=${descriptionId(idPrefix, field.id)}>
        ${field.description}
      </p>`
    : nothing;
}

/** The inline error under the field (a warning sign too, so it does not rely on colour). */
export function errorText(state: FieldState): TemplateResult | typeof nothing {
  return state.error === undefined
    ? nothing
    : html`<p part="field-error" class="error" id=${errorId(state.idPrefix, state.field.id)}>
        <span class="error-icon" aria-hidden="true">!</span>${state.error}
      </p>`;
}
