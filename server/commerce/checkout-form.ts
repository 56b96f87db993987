/**
 * What every checkout page shares (SPEC §2 checkout routes): the fields, their checks and
 * messages, the error summary and inline errors, the `<sq-checkout>` form wrapper, the test
 * payment, reading a checkout POST and answering a checkout page on the server's layout.
 *
 * Forms work without JavaScript: a plain POST with the `crumb` as a hidden field, `novalidate`
 * so every refusal is the server's page with its own messages. A refused POST renders the page
 * again with every typed value (never the card number), an error summary at the top of the form
 * (GOV.UK pattern: a `role="alert"` list of links to the fields, focused on load) and each
 * field's error tied to it with `aria-describedby` and `aria-invalid`.
 */
import { FORM_MESSAGES, requiredMessage } from '../../platform/forms/messages.ts';
import { isEmail } from '../../platform/forms/rules.ts';
import type { Exchange } from '../app.ts';
import { CRUMB_COOKIE, crumbAccepted } from '../crumb.ts';
import { liveSiteConfig } from '../editor/cookie-banner.ts';
import { BodyError, readBody } from '../http/body.ts';
import { escapeHtml, send } from '../http/respond.ts';
import { builtinDocument } from '../pages/layout.ts';
import { buildPageContext } from '../pages/page-context.ts';
import { ensureCrumb, sendPage } from '../pages/send-page.ts';
import { signedInAccount } from '../session.ts';

/** The card number the local checkout approves (there is no payment provider). */
export const TEST_CARD = '4242 4242 4242 4242';

/** The card number the local checkout declines. */
export const DECLINED_TEST_CARD = '4000 0000 0000 0002';

/** The checkout's own messages (SPEC is silent on them; the contract's words). */
export const CHECKOUT_MESSAGES = {
  /** The declined test card. */
  cardDeclined: `The card was declined. Use the test card ${TEST_CARD}.`,
  /** Any card number but the two test cards, empty included. */
  cardUnknown: `Enter the test card number ${TEST_CARD}.`,
  /** A US zip that is not exactly 5 digits (SPEC §5). */
  zip: 'Enter a ZIP code of exactly 5 digits, such as 12534.',
  /** No shipping option chosen for a cart that needs shipping. */
  shipping: 'Choose a shipping option.',
  /** A form whose crumb was missing or stale (nothing was charged). */
  expired: 'This page had expired, so nothing was charged. Check your details and send it again.',
  /** The heading of the error summary. */
  summaryTitle: 'There is a problem',
} as const;

/** SPEC §5 refusal, shown when a checkout has no cart to buy. */
export const NO_CART_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';

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

/** The test payment's verdict on `text`: undefined when approved, else its message. */
export function cardError(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  if (digits === TEST_CARD.replaceAll(' ', '')) return undefined;
  if (digits === DECLINED_TEST_CARD.replaceAll(' ', '')) return CHECKOUT_MESSAGES.cardDeclined;
  return CHECKOUT_MESSAGES.cardUnknown;
}

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

/** Address of the checkout pages' stylesheet (a file, so a strict policy keeps the look). */
export const CHECKOUT_CSS_PATH = '/__server/checkout.css';

const CHECKOUT_CSS = `.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.sq-checkout { display: grid; gap: 1.5rem; max-width: 36rem; }
.sq-checkout fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 1rem; }
.sq-checkout legend { font-size: 1.25rem; font-weight: 600; margin-bottom: .5rem; }
.sq-field { display: grid; gap: .25rem; }
.sq-field label, .sq-field legend { font-weight: 600; }
.sq-field input:not([type=radio]), .sq-field textarea { font: inherit; padding: .5rem; border: 2px solid #1a1a1a; border-radius: 4px; max-width: 100%; }
.sq-field__short { width: 8ch; }
.sq-field__optional { font-weight: 400; }
.sq-field__hint { margin: 0; color: #505a5f; }
.sq-field__error { margin: 0; color: #b3261e; font-weight: 600; }
.sq-checkout .sq-field--error { border-left: 4px solid #b3261e; padding-left: .75rem; }
.sq-field--error input:not([type=radio]), .sq-field--error textarea { border-color: #b3261e; }
.sq-radio { display: flex; flex-wrap: wrap; gap: .25rem .5rem; align-items: baseline; }
.sq-radio input { width: 1.25rem; height: 1.25rem; margin: 0; }
.sq-radio label { font-weight: 400; }
.sq-radio .sq-field__hint { flex-basis: 100%; padding-left: 1.75rem; }
.sq-field .sq-field__hint:has(+ input, + textarea) { margin-bottom: .25rem; }
.sq-error-summary { border: 4px solid #b3261e; padding: 1rem 1.25rem; margin-bottom: 1.5rem; max-width: 36rem; }
.sq-error-summary:focus { outline: 3px solid #fd0; outline-offset: 0; }
.sq-error-summary__title { margin: 0 0 .5rem; font-size: 1.25rem; }
.sq-error-summary__list { margin: 0; padding-left: 1.25rem; }
.sq-error-summary__list a { color: #b3261e; font-weight: 600; }
.sq-checkout__submit { font: inherit; font-weight: 600; justify-self: start; padding: .6rem 1.5rem; border: 0; border-radius: 4px; background: #1a1a1a; color: #fff; cursor: pointer; }
.sq-checkout__submit:focus-visible { outline: 3px solid #fd0; outline-offset: 2px; }
.sq-order { border-collapse: collapse; width: 100%; max-width: 36rem; margin-bottom: 1.5rem; }
.sq-order th, .sq-order td { text-align: left; padding: .4rem .5rem .4rem 0; border-bottom: 1px solid #ccc; vertical-align: top; }
.sq-order td.sq-order__money, .sq-order th.sq-order__money { text-align: right; padding-right: 0; }
.sq-order tfoot th { font-weight: 400; }
.sq-order tfoot tr:last-child th, .sq-order tfoot tr:last-child td { font-weight: 700; }
.sq-order__options { display: block; color: #505a5f; font-size: .9em; }
`;

/** Answers the checkout pages' stylesheet. */
export function serveCheckoutCss(ex: Exchange): void {
  send(ex.res, 200, 'text/css; charset=utf-8', CHECKOUT_CSS, 'no-cache');
}

/** Answers a checkout page: `body` on the server's layout with the page type's context. */
export function sendCheckoutPage(
  ex: Exchange,
  status: number,
  page: { title: string; pageType: number; body: string },
): void {
  const context = buildPageContext(
    liveSiteConfig(ex.app),
    { forcePageType: page.pageType },
    signedInAccount(ex),
  );
  const html = builtinDocument({
    title: page.title,
    body: page.body,
    context,
    assetsDir: ex.app.assetsDir,
    head: `<link rel="stylesheet" href="${CHECKOUT_CSS_PATH}">`,
  });
  sendPage(ex, status, html);
}

/** Answers the SPEC §5 refusal: there is no cart (or no longer one) to buy. */
export function sendNoCart(ex: Exchange, pageType: number, status = 400): void {
  sendCheckoutPage(ex, status, {
    title: 'Checkout',
    pageType,
    body: `<p role="alert">${escapeHtml(NO_CART_MESSAGE)}</p>
<p><a href="/cart">Go to your cart</a> · <a href="/">Back to the site</a></p>`,
  });
}

/**
 * Whether a POST comes from this site: its `Origin`, else its `Referer`, names this host (a
 * browser sends one of them with every form POST; neither is refused, as the cart's forms do).
 */
function sameOrigin(ex: Exchange): boolean {
  const from = ex.req.headers.origin ?? ex.req.headers.referer;
  if (from === undefined || from === '') return false;
  try {
    return new URL(from).host === ex.req.headers.host;
  } catch {
    return false;
  }
}

/** A read checkout POST: its fields and whether its crumb was good. */
export interface CheckoutPost {
  body: Readonly<Record<string, string>>;
  crumbOk: boolean;
}

/**
 * Reads a checkout POST (form-encoded). Answers (and returns undefined) a POST from another
 * site (403) or a body that cannot be read; a stale crumb is the caller's to show, keeping values.
 */
export async function readCheckoutPost(
  ex: Exchange,
  pageType: number,
): Promise<CheckoutPost | undefined> {
  const refuse = (status: number, message: string) =>
    sendCheckoutPage(ex, status, {
      title: 'Checkout',
      pageType,
      body: `<p role="alert">${escapeHtml(message)}</p><p><a href="/">Back to the site</a></p>`,
    });
  if (!sameOrigin(ex)) {
    refuse(403, 'This form was sent from another site, so it was not accepted.');
    return undefined;
  }
  let body: Record<string, string> = {};
  try {
    const parsed = await readBody(ex.req);
    if (parsed.kind === 'form') body = parsed.value;
    else if (parsed.kind === 'json' && isTextRecord(parsed.value)) body = parsed.value;
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    refuse(error.status, error.message);
    return undefined;
  }
  const crumbOk = crumbAccepted(ex.app.crumbs, ex.cookies[CRUMB_COOKIE], body.crumb);
  return { body, crumbOk };
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

/** The problem of a stale crumb, first in the summary. */
export const EXPIRED_PROBLEM: Problem = { message: CHECKOUT_MESSAGES.expired };
