import { html, type TemplateResult } from 'lit';
import type { FormField } from '../form-field.schema.ts';
import {
  descriptionText,
  errorText,
  fieldState,
  requiredMarker,
  type FieldState,
  type FieldView,
} from './field-common.ts';
import { controlName, subControlId } from './field-ids.ts';
import { LIKERT_ANSWERS } from '../../../../platform/forms/kind-rules.ts';

export { LIKERT_ANSWERS };

/** Id of answer `answer` of question `question` (both from 0). */
export function likertAnswerId(
  idPrefix: string,
  fieldId: string,
  question: number,
  answer: number,
): string {
  return subControlId(
    idPrefix,
    fieldId,
    question * LIKERT_ANSWERS.length + answer,
    `q${question}-a${answer}`,
  );
}

/** Name of a question's radio group: `id[N]`, N its position (question texts may repeat). */
export function likertName(fieldId: string, question: number): string {
  return controlName(fieldId, String(question));
}

function question(state: FieldState, text: string, index: number): TemplateResult {
  const { field, idPrefix } = state;
  return html`<fieldset class="likert-question" part="likert-question">
    <legend part="likert-question-label" class="likert-question-label">${text}</legend>
    <div class="likert-answers">
      ${LIKERT_ANSWERS.map((answer, position) => {
        const id = likertAnswerId(idPrefix, field.id, index, position);
        return html`<div class="likert-answer">
          <input
            part="control"
            class="choice"
            id=${id}
            name=${likertName(field.id, index)}
            type="radio"
            value=${answer.value}
            ?required=${field.required}
            ?disabled=${state.disabled}
            aria-invalid=${state.ariaInvalid}
            aria-describedby=${state.describedBy}
          /><label part="option-label" for=${id}>${answer.label}</label>
        </div>`;
      })}
    </div>
  </fieldset>`;
}

/**
 * A likert field: one `<fieldset>` (legend: the title) holding, per question in `options`, a
 * nested `<fieldset>` whose legend is the question and whose five radios are the answers
 * 'Strongly Disagree' … 'Strongly Agree' valued -2 … 2. Required marks every question's radios.
 */
export function renderLikertField(field: FormField, view: FieldView): TemplateResult {
  const state = fieldState(field, view);
  return html`<fieldset part="field" class=${state.classes} data-field-id=${field.id}>
    <legend part="label" class="label">${field.title}${requiredMarker(field)}</legend>
    ${descriptionText(state)}
    ${(field.options ?? []).map((text, index) => question(state, text, index))} ${errorText(state)}
  </fieldset>`;
}
