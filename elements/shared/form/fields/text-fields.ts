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
import { controlId, controlName, counterId, fieldBaseId } from './field-ids.ts';

/** Native attributes of the one-line text kinds. */
interface TextKind {
  type: 'text' | 'email' | 'url' | 'password';
  inputmode?: 'decimal';
  autocomplete?: string;
  /** Off for addresses and handles, which are not words. */
  spellcheck?: 'false';
  autocapitalize?: 'none';
}

/** The one-line kinds: each one `<input>` with the attributes that fit its value. */
export const TEXT_KINDS = {
  text: { type: 'text' },
  email: { type: 'email', autocomplete: 'email', spellcheck: 'false', autocapitalize: 'none' },
  // A text input with a decimal keypad keeps exactly what the visitor typed ("1,5" stays "1,5").
  number: { type: 'text', inputmode: 'decimal' },
  website: { type: 'url', autocomplete: 'url', spellcheck: 'false', autocapitalize: 'none' },
  password: { type: 'password', autocomplete: 'new-password' },
  'social-handle': { type: 'text', spellcheck: 'false', autocapitalize: 'none' },
  currency: { type: 'text', inputmode: 'decimal' },
} as const satisfies Partial<Record<FieldKind, TextKind>>;

/** A one-line text kind. */
export type TextKindName = keyof typeof TEXT_KINDS;

/** Whether `kind` is drawn as one `<input>` by {@link renderTextField}. */
export function isTextKind(kind: FieldKind): kind is TextKindName {
  return Object.hasOwn(TEXT_KINDS, kind);
}

/** Id of a currency field's symbol, which describes its input. */
function symbolId(idPrefix: string, fieldId: string): string {
  return `${fieldBaseId(idPrefix, fieldId)}-symbol`;
}

/** The label of a one-control field: the title and the required marker. */
function label(state: FieldState): TemplateResult {
  return html`<label part="label" class="label" for=${controlId(state.idPrefix, state.field.id)}
    >${state.field.title}${requiredMarker(state.field)}</label
  >`;
}

/**
 * One `<input>` field (text, email, number, website, password, social-handle, currency). A
 * social handle shows an '@' before its input (the value is read without it); a currency shows
 * its symbol before the amount and names it in the input's description.
 */
export function renderTextField(
  field: FormField & { type: TextKindName },
  view: FieldView,
): TemplateResult {
  const kind: TextKind = TEXT_KINDS[field.type];
  const symbol =
    field.type === 'currency' && field.currencySymbol ? field.currencySymbol : undefined;
  const state = fieldState(field, view, {
    extraDescribedBy: symbol === undefined ? [] : [symbolId(view.idPrefix, field.id)],
  });
  const input = html`<input
    part="control"
    class="control"
    id=${controlId(view.idPrefix, field.id)}
    name=${controlName(field.id)}
    type=${kind.type}
    inputmode=${kind.inputmode ?? nothing}
    autocomplete=${kind.autocomplete ?? nothing}
    spellcheck=${kind.spellcheck ?? nothing}
    autocapitalize=${kind.autocapitalize ?? nothing}
    placeholder=${field.placeholder ?? nothing}
    ?required=${field.required}
    ?disabled=${state.disabled}
    aria-invalid=${state.ariaInvalid}
    aria-describedby=${state.describedBy}
  />`;
  let control: TemplateResult = input;
  if (field.type === 'social-handle') {
    control = html`<div class="affixed">
      <span class="affix" aria-hidden="true">@</span>${input}
    </div>`;
  } else if (symbol !== undefined) {
    control = html`<div class="affixed">
      <span class="affix" id=${symbolId(view.idPrefix, field.id)}>${symbol}</span>${input}
    </div>`;
  }
  return html`<div part="field" class=${state.classes} data-field-id=${field.id}>
    ${label(state)}${descriptionText(state)}${control}${errorText(state)}
  </div>`;
}

/**
 * A `<textarea>` field. With a positive `maxLength` it shows the SPEC §5 counter 'n / max'
 * (n = `view.length`), which describes the textarea and, past the limit, marks the field as an
 * error (`aria-invalid`, class `over`). No native `maxlength`: the visitor may type past the
 * limit and then sees the SPEC error instead of silently losing text.
 */
export function renderTextareaField(field: FormField, view: FieldView): TemplateResult {
  const max = field.maxLength !== undefined && field.maxLength > 0 ? field.maxLength : undefined;
  const length = view.length ?? 0;
  const over = max !== undefined && length > max;
  const state = fieldState(field, view, {
    extraDescribedBy: max === undefined ? [] : [counterId(view.idPrefix, field.id)],
    overLimit: over,
  });
  const counterClass = over ? 'counter over' : 'counter';
  // prettier-ignore
  const counter = max === undefined ? nothing : html`<p part="counter" class=${counterClass} id=${counterId(view.idPrefix, field.id)}>${length} / ${max}</p>`;
  return html`<div part="field" class=${state.classes} data-field-id=${field.id}>
    ${label(state)}${descriptionText(state)}<textarea
      part="control"
      class="control"
      id=${controlId(view.idPrefix, field.id)}
      name=${controlName(field.id)}
      rows="5"
      placeholder=${field.placeholder ?? nothing}
      ?required=${field.required}
      ?disabled=${state.disabled}
      aria-invalid=${state.ariaInvalid}
      aria-describedby=${state.describedBy}
    ></textarea
    >${counter}${errorText(state)}
  </div>`;
}
