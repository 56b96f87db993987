import { html, nothing, type TemplateResult } from 'lit';
import type { FormField } from '../form-field.schema.ts';
import {
  descriptionText,
  errorText,
  fieldState,
  requiredMarker,
  type FieldView,
} from './field-common.ts';
import { controlId, controlName, subControlId } from './field-ids.ts';

/** Id of the option at `index` of a radio or checkbox field. */
export function optionId(idPrefix: string, fieldId: string, index: number): string {
  return subControlId(idPrefix, fieldId, index, `option-${index}`);
}

/**
 * A radio or checkbox field: a `<fieldset>` whose `<legend>` is the title, one labelled input
 * per option, valued with the option text. Radios share the name (one choice) and carry native
 * `required`. A checkbox group cannot say "at least one" natively, so when required its legend
 * ends with a visually hidden " (required)" for assistive technology.
 */
export function renderChoiceField(
  field: FormField & { type: 'radio' | 'checkbox' },
  view: FieldView,
): TemplateResult {
  const state = fieldState(field, view);
  const radio = field.type === 'radio';
  const options = field.options ?? [];
  return html`<fieldset part="field" class=${state.classes} data-field-id=${field.id}>
    <legend part="label" class="label">
      ${field.title}${requiredMarker(field)}${
        !radio && field.required ? html`<span class="visually-hidden"> (required)</span>` : nothing
      }
    </legend>
    ${descriptionText(state)}
    <div class="options">
      ${options.map((option, index) => {
        const id = optionId(view.idPrefix, field.id, index);
        return html`<div class="option">
          <input
            part="control"
            class="choice"
            id=${id}
            name=${controlName(field.id)}
            type=${field.type}
            value=${option}
            ?required=${radio && field.required}
            ?disabled=${state.disabled}
            aria-invalid=${state.ariaInvalid}
            aria-describedby=${state.describedBy}
          /><label part="option-label" for=${id}>${option}</label>
        </div>`;
      })}
    </div>
    ${errorText(state)}
  </fieldset>`;
}

/**
 * A select field. Its first choice is always an empty one (value '', showing the placeholder if
 * any): an optional select can be left unanswered, and a required one makes the visitor choose
 * instead of submitting whatever came first.
 */
export function renderSelectField(field: FormField, view: FieldView): TemplateResult {
  const state = fieldState(field, view);
  const id = controlId(view.idPrefix, field.id);
  return html`<div part="field" class=${state.classes} data-field-id=${field.id}>
    <label part="label" class="label" for=${id}>${field.title}${requiredMarker(field)}</label>
    ${descriptionText(state)}
    <select
      part="control"
      class="control"
      id=${id}
      name=${controlName(field.id)}
      ?required=${field.required}
      ?disabled=${state.disabled}
      aria-invalid=${state.ariaInvalid}
      aria-describedby=${state.describedBy}
    >
      <option value="">${field.placeholder ?? ''}</option>
      ${(field.options ?? []).map((option) => html`<option value=${option}>${option}</option>`)}
    </select>
    ${errorText(state)}
  </div>`;
}
