/**
 * The site server's checkout forms for the browser tests of `<sq-checkout>` (web-test-runner
 * Koa middleware). The markup and the messages are the server's own: its field definitions and
 * renderers (server/commerce/checkout-*.ts, donation-checkout.ts, giftcard-checkout.ts) and the
 * messages they answer (platform/forms/checkout-messages.ts), loaded
 * with tsx on the first request, so the element is tested against what the server really writes.
 *
 * - `GET /test-checkout/form/:kind` (`order` | `donation` | `giftcard`): `<sq-checkout>` around
 *   the form as the server renders it, posting to `/test-checkout/receive`.
 * - `POST /test-checkout/form/:kind` (JSON values): the same form as the server renders it after
 *   refusing those values: the values kept (never the card number), the error summary and each
 *   field's error, with the server's own checks of the fields. Answers `{ html, problems }`.
 * - `GET /test-checkout/messages`: the server's checkout messages, to compare with the browser's.
 * - `POST /test-checkout/receive` (form-encoded): what a sent form carried, kept for
 *   `GET /test-checkout/received` (answers the bodies received so far and forgets them).
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { json, parseBody, readBody } from './http-helpers.mjs';

const PREFIX = '/test-checkout';
const SERVER = new URL('../../server/commerce/', import.meta.url);

/** The shipping options of the test order's cart. */
const SHIPPING = [
  { value: 'standard', label: 'Standard delivery, $12.00', hint: 'Five to seven working days.' },
  { value: 'pickup', label: 'Collect from the studio, free' },
];

let server;
/** The server's checkout modules, loaded once. */
async function serverModules() {
  const load = (name) => tsImport(fileURLToPath(new URL(name, SERVER)), import.meta.url);
  server ??= Promise.all([
    load('checkout-form.ts'),
    load('checkout-order.ts'),
    load('donation-checkout.ts'),
    load('giftcard-checkout.ts'),
    load('../../platform/forms/checkout-messages.ts'),
  ]).then(([form, order, donation, giftcard, messages]) => ({
    form,
    order,
    donation,
    giftcard,
    messages,
  }));
  return server;
}

/** The parts of each kind's form, in page order: `fields` (checked by the server) and `radios`. */
function kinds(s) {
  const { EMAIL_FIELD, NAME_FIELD, CARD_FIELD } = s.form;
  return {
    order: {
      submit: 'Place order',
      parts: [
        { legend: 'Contact', fields: [EMAIL_FIELD, NAME_FIELD] },
        { legend: 'Shipping address', fields: s.order.ADDRESS_FIELDS },
        {
          radios: { name: 'shippingOptionId', legend: 'Shipping', choices: SHIPPING },
          message: s.messages.CHECKOUT_MESSAGES.shipping,
        },
        { legend: 'Payment', fields: [CARD_FIELD] },
      ],
    },
    donation: {
      submit: 'Donate',
      parts: [
        {
          radios: {
            name: 'amount',
            legend: 'Amount',
            choices: [
              { value: '2500', label: '$25.00' },
              { value: '5000', label: '$50.00' },
              { value: s.donation.OTHER, label: 'Another amount' },
            ],
          },
          message: s.messages.DONATION_MESSAGES.choose,
        },
        {
          fields: [
            {
              name: 'otherAmount',
              label: 'Other amount (USD)',
              inputmode: 'decimal',
              required: false,
              maxLength: 20,
              hint: 'The smallest gift is $5.00.',
            },
          ],
        },
        { legend: 'Your details', fields: [NAME_FIELD, EMAIL_FIELD] },
        { legend: 'Payment', fields: [CARD_FIELD] },
      ],
    },
    giftcard: {
      submit: 'Buy the gift card',
      parts: [
        {
          radios: {
            name: 'sku',
            legend: 'Amount',
            choices: [
              { value: 'SQ4810311', label: '$25.00' },
              { value: 'SQ4810312', label: '$50.00' },
            ],
          },
          message: s.messages.GIFT_CARD_MESSAGES.amount,
        },
        { legend: 'The gift', fields: s.giftcard.GIFT_FIELDS },
        { legend: 'Your details', fields: [{ ...EMAIL_FIELD, label: 'Your email' }, CARD_FIELD] },
      ],
    },
  };
}

/** The server's problems with `values`: each field's checks, and a radio group left empty. */
function problemsOf(s, kind, values) {
  return kind.parts.flatMap((part) => {
    if (part.fields) return s.form.checkFields(part.fields, values);
    const chosen = values[part.radios.name] ?? '';
    const typed = part.radios.name === 'amount' && (values.otherAmount ?? '') !== '';
    return chosen === '' && !typed ? [{ field: part.radios.name, message: part.message }] : [];
  });
}

/** `<sq-checkout>` around the form of `kind` with `values` and `problems`, as the server writes it. */
function formHtml(s, name, kind, values, problems) {
  const { renderField, renderRadios, fieldset, errorSummary } = s.form;
  const content = kind.parts.map((part) => {
    if (part.radios) return renderRadios(part.radios, values, problems);
    const fields = part.fields.map((field) => renderField(field, values, problems)).join('\n');
    return part.legend ? fieldset(part.legend, fields) : fields;
  });
  const block = JSON.stringify({ step: 'details', kind: name });
  return `<sq-checkout data-block-json='${block}'>
${errorSummary(problems)}
<form class="sq-checkout" method="post" action="${PREFIX}/receive" novalidate>
<input type="hidden" name="crumb" value="test-crumb">
${content.join('\n')}
<button type="submit" class="sq-checkout__submit">${kind.submit}</button>
</form>
</sq-checkout>`;
}

let received = [];

export async function checkoutEndpoints(ctx, next) {
  if (!ctx.path.startsWith(PREFIX)) return next();
  const path = ctx.path.slice(PREFIX.length);
  if (path === '/receive' && ctx.method === 'POST') {
    received.push(parseBody(ctx.get('content-type') ?? '', await readBody(ctx.req)));
    ctx.type = 'text/html';
    ctx.body = '<!doctype html><title>Received</title><p>Received</p>';
    return;
  }
  if (path === '/received') {
    const bodies = received;
    received = [];
    return json(ctx, 200, bodies);
  }
  const s = await serverModules();
  if (path === '/messages') {
    const { CHECKOUT_MESSAGES, TEST_CARD, DECLINED_TEST_CARD } = s.messages;
    const { DONATION_MESSAGES } = s.messages;
    return json(ctx, 200, {
      CHECKOUT_MESSAGES,
      TEST_CARD,
      DECLINED_TEST_CARD,
      GIFT_CARD_MESSAGES: s.messages.GIFT_CARD_MESSAGES,
      DONATION_MESSAGES: {
        choose: DONATION_MESSAGES.choose,
        unreadable: DONATION_MESSAGES.unreadable('25.00'),
        minimum: DONATION_MESSAGES.minimum('$5.00'),
        maximum: DONATION_MESSAGES.maximum('$1,000,000.00'),
      },
    });
  }
  const match = /^\/form\/(order|donation|giftcard)$/.exec(path);
  if (!match) return next();
  const kind = kinds(s)[match[1]];
  if (ctx.method === 'GET') {
    ctx.type = 'text/html';
    ctx.body = formHtml(s, match[1], kind, {}, []);
    return;
  }
  const values = JSON.parse((await readBody(ctx.req)) || '{}');
  const problems = problemsOf(s, kind, values);
  return json(ctx, 200, { html: formHtml(s, match[1], kind, values, problems), problems });
}
