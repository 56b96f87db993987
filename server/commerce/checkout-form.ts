/**
 * The checkout forms' shared parts (SPEC §2 checkout routes): the fields, their checks and
 * messages, the test payment, the error summary and inline errors, and the `<sq-checkout>` form
 * wrapper (answering the pages and reading their POSTs: ./checkout-page.ts).
 *
 * Forms work without JavaScript: a plain POST with the `crumb` as a hidden field, `novalidate`
 * so every refusal is the server's page with its own messages. A refused POST renders the page
 * again with every typed value (never the card number), an error summary at the top of the form
 * (GOV.UK pattern: a `role="alert"` list of links to the fields, focused on load) and each
 * field's error tied to it with `aria-describedby` and `aria-invalid`.
 */
import { CHECKOUT_MESSAGES, cardError, TEST_CARD } from '../../platform/forms/checkout-messages.ts';
import { FORM_MESSAGES, requiredMessage } from '../../platform/forms/messages.ts';
import { isEmail } from '../../platform/forms/rules.ts';
import type { Exchange } from '../app.ts';
import { escapeHtml } from '../http/respond.ts';
import { ensureCrumb } from '../pages/send-page.ts';

/** Longest text a single-line field takes (the SPEC §9 email maximum). */
export const MAX_FIELD_CHARS = 256;

/** Longest gift card message. */
export const MAX_MESSAGE_CHARS = 1000;

/** The values a form was sent with, by field name. */
export type Values = Readonly<Record<string, string>>;

/** One refusal: a field's (linked to it) or the form's (`field` absent; `href` optional). */
export interface Problem {
  field?: string;
  message: string;
  href?: string;
}

/** A text field of a checkout form. */
export interface Field {
  name: string;
  label: string;
  /** Input type; default text. */
  type?: 'text' | 'email';
  autocomplete?: string;
  inputmode?: 'numeric' | 'email' | 'decimal';
  hint?: string;
  /** Default true. */
  required?: boolean;
  /** A textarea. */
  multiline?: boolean;
  /** Default {@link MAX_FIELD_CHARS}. */
  maxLength?: number;
  /** Never written back into the page (the card number). */
  secret?: boolean;
  /** A narrow input (zip). */
  short?: boolean;
  /** The field's own check of a filled value: its message, or undefined when fine. */
  check?: (value: string) => string | undefined;
}

/** The `id` of field `name`'s control (of a radio group: its first radio). */
export function fieldId(name: string): string {
  return `checkout-${name}`;
}

/** The error of `name` among `problems`, if any. */
function errorOf(problems: readonly Problem[], name: string): string | undefined {
  return problems.find((problem) => problem.field === name)?.message;
}

/** The contact email field. */
export const EMAIL_FIELD: Field = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autocomplete: 'email',
  hint: 'We send the receipt here.',
  check: (value) => (isEmail(value) ? undefined : FORM_MESSAGES.email),
};

/** The buyer's full name. */
export const NAME_FIELD: Field = { name: 'name', label: 'Full name', autocomplete: 'name' };

/** The test payment's card number. */
export const CARD_FIELD: Field = {
  name: 'cardNumber',
  label: 'Card number',
  autocomplete: 'cc-number',
  inputmode: 'numeric',
  hint: `This shop takes test payments only: use ${TEST_CARD}.`,
  secret: true,
  check: cardError,
};

/** The last four digits of an approved card, kept with the order. */
export function cardLast4(text: string): string {
  return text.replace(/\D/g, '').slice(-4);
}

/**
 * The first failing check of each field, in the fields' order: required (the card has its own
 * message even when empty), the length, then the field's own check.
 */
export function checkFields(fields: readonly Field[], values: Values): Problem[] {
  const problems: Problem[] = [];
  for (const field of fields) {
    const value = values[field.name] ?? '';
    let message: string | undefined;
    if (value === '') {
      if (field.secret) message = field.check?.(value);
      else if (field.required !== false) message = requiredMessage(field.label);
    } else if (value.length > (field.maxLength ?? MAX_FIELD_CHARS)) {
      message = FORM_MESSAGES.maxLength;
    } else {
      message = field.check?.(value);
    }
    if (message !== undefined) problems.push({ field: field.name, message });
  }
  return problems;
}

/** The trimmed text of each of `names` from a form body (absent: ''). */
export function valuesOf(body: Readonly<Record<string, string>>, names: readonly string[]): Values {
  return Object.fromEntries(names.map((name) => [name, (body[name] ?? '').trim()]));
}

/** The hint and error paragraphs of a control, and the ids it is described by. */
function described(id: string, hint: string | undefined, error: string | undefined) {
  const ids: string[] = [];
  let html = '';
  if (hint !== undefined) {
    ids.push(`${id}-hint`);
    html += `<p class="sq-field__hint" id="${id}-hint">${escapeHtml(hint)}</p>`;
  }
  if (error !== undefined) {
    ids.push(`${id}-error`);
    html += `<p class="sq-field__error" id="${id}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</p>`;
  }
  const describedBy = ids.length ? ` aria-describedby="${ids.join(' ')}"` : '';
  return { html, describedBy };
}

/** A labelled text field with its hint, its error and its value (unless secret). */
export function renderField(field: Field, values: Values, problems: readonly Problem[]): string {
  const id = fieldId(field.name);
  const error = errorOf(problems, field.name);
  const { html, describedBy } = described(id, field.hint, error);
  const attrs = [
    `id="${id}"`,
    `name="${field.name}"`,
    field.autocomplete ? `autocomplete="${field.autocomplete}"` : '',
    field.inputmode ? `inputmode="${field.inputmode}"` : '',
    field.required === false ? '' : 'required',
    `maxlength="${field.maxLength ?? MAX_FIELD_CHARS}"`,
    error === undefined ? '' : 'aria-invalid="true"',
  ]
    .filter(Boolean)
    .join(' ');
  const value = field.secret ? '' : escapeHtml(values[field.name] ?? '');
  const control = field.multiline
    ? `<textarea ${attrs}${describedBy} rows="4">${value}</textarea>`
    : `<input type="${field.type ?? 'text'}" ${attrs}${describedBy} value="${value}"${field.short ? ' class="sq-field__short"' : ''}>`;
  const optional =
    field.required === false ? ' <span class="sq-field__optional">(optional)</span>' : '';
  return `<div class="sq-field${error === undefined ? '' : ' sq-field--error'}">
<label for="${id}">${escapeHtml(field.label)}${optional}</label>
${html}${control}
</div>`;
}

/** One choice of a radio group. */
export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

/** A radio group (a fieldset with its legend); the first radio's id is {@link fieldId}. */
export function renderRadios(
  group: { name: string; legend: string; hint?: string; choices: readonly Choice[] },
  values: Values,
  problems: readonly Problem[],
): string {
  const id = fieldId(group.name);
  const error = errorOf(problems, group.name);
  const { html, describedBy } = described(id, group.hint, error);
  const radios = group.choices.map((choice, index) => {
    const radioId = index === 0 ? id : `${id}-${index + 1}`;
    const checked = values[group.name] === choice.value ? ' checked' : '';
    const hint =
      choice.hint === undefined
        ? ''
        : `<p class="sq-field__hint" id="${radioId}-hint">${escapeHtml(choice.hint)}</p>`;
    const hintRef = choice.hint === undefined ? '' : ` aria-describedby="${radioId}-hint"`;
    return `<div class="sq-radio"><input type="radio" id="${radioId}" name="${group.name}" value="${escapeHtml(choice.value)}"${checked}${hintRef}${error === undefined ? '' : ' aria-invalid="true"'} required>
<label for="${radioId}">${escapeHtml(choice.label)}</label>${hint}</div>`;
  });
  return `<fieldset class="sq-field${error === undefined ? '' : ' sq-field--error'}"${describedBy}>
<legend>${escapeHtml(group.legend)}</legend>
${html}${radios.join('\n')}
</fieldset>`;
}

/** A fieldset grouping `content` under `legend`. */
export function fieldset(legend: string, content: string): string {
  return `<fieldset class="sq-checkout__group"><legend>${escapeHtml(legend)}</legend>\n${content}\n</fieldset>`;
}

/**
 * The error summary (GOV.UK pattern): a focused box at the top of the form whose alert lists
 * each problem, a field's as a link to its control. Empty without problems.
 */
export function errorSummary(problems: readonly Problem[]): string {
  if (problems.length === 0) return '';
  const items = problems.map((problem) => {
    const href = problem.field === undefined ? problem.href : `#${fieldId(problem.field)}`;
    const text = escapeHtml(problem.message);
    return `<li>${href === undefined ? text : `<a href="${escapeHtml(href)}">${text}</a>`}</li>`;
  });
  return `<div class="sq-error-summary" tabindex="-1" autofocus aria-labelledby="checkout-error-summary-title">
<div role="alert">
<h2 class="sq-error-summary__title" id="checkout-error-summary-title">${CHECKOUT_MESSAGES.summaryTitle}</h2>
<ul class="sq-error-summary__list">${items.join('')}</ul>
</div>
</div>`;
}

/** What a checkout form is, for `<sq-checkout>` (contract: step and kind). */
export interface CheckoutBlock {
  step: 'details' | 'review';
  kind: 'order' | 'donation' | 'subscription' | 'giftcard';
}

/**
 * The form of a checkout page inside `<sq-checkout data-block-json='{"step","kind"}'>`, which
 * upgrades it; complete without it: a POST to `action` with the visitor's crumb, the error
 * summary first, `content`, then the submit button.
 */
export function checkoutForm(
  ex: Exchange,
  form: {
    block: CheckoutBlock;
    action: string;
    problems: readonly Problem[];
    content: string;
    submit: string;
  },
): string {
  const crumb = ensureCrumb(ex);
  // a single-quoted attribute: JSON's double quotes stay readable, `'`, `&` and `<` are escaped
  const block = JSON.stringify(form.block)
    .replaceAll('&', '&amp;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;');
  return `<sq-checkout data-block-json='${block}'>
${errorSummary(form.problems)}
<form class="sq-checkout" method="post" action="${escapeHtml(form.action)}" novalidate>
<input type="hidden" name="crumb" value="${escapeHtml(crumb)}">
${form.content}
<button type="submit" class="sq-checkout__submit">${escapeHtml(form.submit)}</button>
</form>
</sq-checkout>`;
}

/** The problem of a stale crumb, first in the summary. */
export const EXPIRED_PROBLEM: Problem = { message: CHECKOUT_MESSAGES.expired };
