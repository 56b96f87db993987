import { html, nothing, type TemplateResult } from 'lit';
import type { FormField } from '../form-field.schema.ts';
import { renderChoiceField, renderSelectField } from './choice-fields.ts';
import type { FieldView } from './field-common.ts';
import { controlId, controlName } from './field-ids.ts';
import { renderLikertField } from './likert-field.ts';
import { isPartKind, renderPartField } from './part-fields.ts';
import { isTextKind, renderTextareaField, renderTextField } from './text-fields.ts';

/**
 * The value a hidden field submits (SPEC §3, §5): its `key` query parameter's value when the
 * address has that parameter (even empty), else its `value`. Without `key`, always `value`.
 */
export function hiddenValue(field: FormField, url: string | URL = location.href): string {
  if (field.key === undefined) return field.value;
  const query = new URL(url, location.href).searchParams;
  return query.get(field.key) ?? field.value;
}

/**
 * A section: a heading (an `<h3>`; with `underline`, a rule under it) and its description. It
 * has no control and is never submitted (SPEC §3).
 */
function renderSection(field: FormField): TemplateResult {
  return html`<div part="field section" class="section" data-field-id=${field.id}>
    <h3 part="section-heading" class=${field.underline ? 'heading underline' : 'heading'}>
      ${field.title}
    </h3>
    ${
      field.description
        ? html`<p part="description" class="description">${field.description}</p>`
        : nothing
    }
  </div>`;
}

/**
 * A hidden field: an `<input type="hidden">` holding {@link hiddenValue} for the page's address
 * (it never shows a label or an error; `readFormValues` works the value out again).
 */
function renderHidden(field: FormField, view: FieldView): TemplateResult {
  return html`<input
    type="hidden"
    id=${controlId(view.idPrefix, field.id)}
    name=${controlName(field.id)}
    value=${hiddenValue(field)}
    data-field-id=${field.id}
  />`;
}

/**
 * One field of a form as native, labelled controls (SPEC §3 field kinds): label or legend,
 * description, controls, and the inline error (`view.error`) linked to every control with
 * `aria-describedby` and `aria-invalid`. Controls never bind `.value`/`.checked`: a re-render keeps
 * what the visitor typed; initial values come from `writeFormValues`.
 */
export function renderField(field: FormField, view: FieldView): TemplateResult | typeof nothing {
  const kind = field.type;
  if (isTextKind(kind)) return renderTextField({ ...field, type: kind }, view);
  if (isPartKind(kind)) return renderPartField({ ...field, type: kind }, view);
  switch (kind) {
    case 'textarea':
      return renderTextareaField(field, view);
    case 'radio':
    case 'checkbox':
      return renderChoiceField({ ...field, type: kind }, view);
    case 'select':
      return renderSelectField(field, view);
    case 'likert':
      return renderLikertField(field, view);
    case 'section':
      return renderSection(field);
    case 'hidden':
      return renderHidden(field, view);
    default:
      return nothing;
  }
}
