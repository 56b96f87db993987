/**
 * The checks a checkout form gets before it is sent (SPEC §2 checkout routes, §5): the checks
 * the site server makes on the same fields, with its messages, read from the server's markup
 * (a control's `required`, `type="email"`, `maxlength`, its `<label>`, its name). Only what the
 * server certainly refuses is refused here: a field or a group of radios this module does not
 * know is left to the server, so no submission the server would accept is ever held back.
 *
 * - a required field left empty: `{label} is required.`; too long: the SPEC §5 length message;
 * - an email field: the SPEC §5 email check and message;
 * - `zip`: a US zip of exactly 5 digits (SPEC §5);
 * - `cardNumber`: the test payment's verdict (empty, unknown or the declined test card);
 * - radios with none chosen: `shippingOptionId`, the gift card's `sku`, the donation's
 *   `amount` (unless another amount is typed; "Another amount" chosen with nothing typed asks
 *   for it).
 */
import { isUsZip } from '../../platform/commerce/catalogue.ts';
import {
  cardError,
  CHECKOUT_MESSAGES,
  DONATION_MESSAGES,
  GIFT_CARD_MESSAGES,
  OTHER_AMOUNT_LABEL,
} from '../../platform/forms/checkout-messages.ts';
import { FORM_MESSAGES, requiredMessage } from '../../platform/forms/messages.ts';
import { isEmail } from '../../platform/forms/rules.ts';

/** A field's problem: its control (of radios, the first) and the message. */
export interface FieldProblem {
  control: HTMLInputElement | HTMLTextAreaElement;
  message: string;
}

/** A text control of a checkout form. */
type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The donation's radio value of a typed amount. */
const OTHER = 'other';

/** Messages of a group of radios with none chosen, by its name. */
const RADIO_MESSAGES: Readonly<Record<string, string>> = {
  shippingOptionId: CHECKOUT_MESSAGES.shipping,
  sku: GIFT_CARD_MESSAGES.amount,
  amount: DONATION_MESSAGES.choose,
};

/** The text of `control`'s label without its "(optional)" note: the name its messages use. */
export function labelOf(control: HTMLElement): string {
  const label = control.id
    ? control.ownerDocument.querySelector(`label[for="${CSS.escape(control.id)}"]`)
    : control.closest('label');
  if (!label) return control.getAttribute('name') ?? '';
  const copy = label.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.sq-field__optional').forEach((note) => note.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The value the server reads for `name` (trimmed; a radio group's checked value; absent ''). */
function valueOf(form: HTMLFormElement, name: string): string {
  const item = form.elements.namedItem(name);
  if (item instanceof RadioNodeList) return item.value.trim();
  if (item instanceof HTMLInputElement || item instanceof HTMLTextAreaElement) {
    return item.value.trim();
  }
  return '';
}

/** The problem of one text control of `form`, if the server would certainly refuse it. */
export function textProblem(form: HTMLFormElement, control: TextControl): string | undefined {
  const value = control.value.trim();
  if (control.name === 'cardNumber') return cardError(value);
  if (value === '') {
    if (control.name === 'otherAmount') {
      return valueOf(form, 'amount') === OTHER ? requiredMessage(OTHER_AMOUNT_LABEL) : undefined;
    }
    return control.required ? requiredMessage(labelOf(control)) : undefined;
  }
  if (control.maxLength > 0 && value.length > control.maxLength) return FORM_MESSAGES.maxLength;
  if (control.type === 'email' && !isEmail(value)) return FORM_MESSAGES.email;
  if (control.name === 'zip' && !isUsZip(value)) return CHECKOUT_MESSAGES.zip;
  return undefined;
}

/** The problem of the radio group `name` of `form`, if none of its radios is chosen. */
export function radioProblem(form: HTMLFormElement, name: string): string | undefined {
  if (valueOf(form, name) !== '') return undefined;
  if (name === 'amount' && valueOf(form, 'otherAmount') !== '') return undefined;
  return RADIO_MESSAGES[name];
}

/** The controls of `form` the checks read, in page order: each text control, each radio group's first radio. */
export function checkedControls(form: HTMLFormElement): TextControl[] {
  const seen = new Set<string>();
  const controls: TextControl[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLTextAreaElement) controls.push(element);
    if (!(element instanceof HTMLInputElement) || element.disabled) continue;
    if (element.type === 'radio') {
      if (seen.has(element.name)) continue;
      seen.add(element.name);
      controls.push(element);
    } else if (['text', 'email', 'tel', 'search', ''].includes(element.type)) {
      controls.push(element);
    }
  }
  return controls;
}

/** The problem of `control` (of a radio: its group's). */
export function controlProblem(form: HTMLFormElement, control: TextControl): string | undefined {
  return control instanceof HTMLInputElement && control.type === 'radio'
    ? radioProblem(form, control.name)
    : textProblem(form, control);
}

/** Every problem of `form`, in page order (the order of the server's error summary). */
export function formProblems(form: HTMLFormElement): FieldProblem[] {
  return checkedControls(form).flatMap((control) => {
    const message = controlProblem(form, control);
    return message === undefined ? [] : [{ control, message }];
  });
}
