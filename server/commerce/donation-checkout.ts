/**
 * The donation checkout (SPEC §2 `/checkout/donate?donatePageId={id}[&amount={cents}]`, page
 * type 203): `GET` shows the form, `POST` the same address takes the gift.
 *
 * Fields: `amount` (a radio: one of the donation page's suggested amounts in cents, or `other`)
 * and `otherAmount` (typed in the site currency, at least the page's minimum); `name`, `email`,
 * `cardNumber` (the test payment). The address's `amount` chooses the matching suggestion, or
 * fills the other amount. Success: the donation is stored, 303 to `/commerce/donations/{id}`
 * (204). Refusals render the page again with every value but the card number (400; 403 for an
 * expired form). An unknown `donatePageId` is the not-found page (404); a missing one, 400.
 */
import { formatAmount, formatMoney, parseAmount } from '../../platform/commerce/money.ts';
import { MAX_PRODUCT_PRICE_CENTS } from '../../platform/constants/limits.ts';
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import type { Currency } from '../../platform/constants/currencies.ts';
import { DONATION_MESSAGES, OTHER_AMOUNT_LABEL } from '../../platform/forms/checkout-messages.ts';
import { KIND_MESSAGES, requiredMessage } from '../../platform/forms/messages.ts';
import type { Exchange } from '../app.ts';
import { escapeHtml, redirect } from '../http/respond.ts';
import { sendNotFound } from '../pages/site-pages.ts';
import type { DonationPage } from './catalogue-schema.ts';
import { siteCurrency } from './catalogue.ts';
import {
  CARD_FIELD,
  cardLast4,
  checkFields,
  checkoutForm,
  EMAIL_FIELD,
  EXPIRED_PROBLEM,
  type Field,
  fieldset,
  NAME_FIELD,
  type Problem,
  renderField,
  renderRadios,
  type Values,
  valuesOf,
} from './checkout-form.ts';
import { readCheckoutPost, sendCheckoutPage } from './checkout-page.ts';
import { confirmationPath } from './confirmation.ts';
import { createOrder, newOrderId, oneLine } from './orders.ts';

const PAGE_TYPE = PAGE_TYPES.donate;

/** The radio value of the typed amount. */
export const OTHER = 'other';

/** The donation page of the address's `donatePageId`; answers 400/404 when there is none. */
function donationPage(ex: Exchange): DonationPage | undefined {
  const id = ex.url.searchParams.get('donatePageId') ?? '';
  const page = ex.app.config.store.donationPages.find((candidate) => candidate.id === id);
  if (page) return page;
  if (id !== '') sendNotFound(ex);
  else {
    sendCheckoutPage(ex, 400, {
      title: 'Donation',
      pageType: PAGE_TYPE,
      body: '<p role="alert">This donation address does not name a donation page (donatePageId).</p><p><a href="/">Back to the site</a></p>',
    });
  }
  return undefined;
}

/** The other-amount field in `currency`. */
function otherAmountField(page: DonationPage, currency: Currency): Field {
  return {
    name: 'otherAmount',
    label: `${OTHER_AMOUNT_LABEL} (${currency.code})`,
    inputmode: currency.fractionDigits === 0 ? 'numeric' : 'decimal',
    required: false,
    maxLength: 20,
    hint: `The smallest gift is ${formatMoney(page.minimumCents, currency)}.`,
  };
}

/** The amount chosen or typed, in cents, or the problem with it. */
function amountOf(
  page: DonationPage,
  currency: Currency,
  values: Values,
): { cents: number } | Problem {
  const choice = values.amount ?? '';
  const other = values.otherAmount ?? '';
  if (choice !== OTHER && choice !== '') {
    const cents = page.suggestedAmountsCents.find((amount) => String(amount) === choice);
    return cents === undefined ? { field: 'amount', message: KIND_MESSAGES.option } : { cents };
  }
  if (other === '') {
    return choice === OTHER
      ? { field: 'otherAmount', message: requiredMessage(OTHER_AMOUNT_LABEL) }
      : { field: 'amount', message: DONATION_MESSAGES.choose };
  }
  const cents = parseAmount(other, currency);
  const money = (amount: number) => formatMoney(amount, currency);
  const example = formatAmount(page.suggestedAmountsCents[0] ?? page.minimumCents, currency);
  if (cents === undefined)
    return { field: 'otherAmount', message: DONATION_MESSAGES.unreadable(example) };
  if (cents < page.minimumCents) {
    return { field: 'otherAmount', message: DONATION_MESSAGES.minimum(money(page.minimumCents)) };
  }
  if (cents > MAX_PRODUCT_PRICE_CENTS) {
    return {
      field: 'otherAmount',
      message: DONATION_MESSAGES.maximum(money(MAX_PRODUCT_PRICE_CENTS)),
    };
  }
  return { cents };
}

/** The values the address's `amount` (cents) preselects. */
function valuesFromAddress(ex: Exchange, page: DonationPage, currency: Currency): Values {
  const asked = ex.url.searchParams.get('amount') ?? '';
  if (!/^\d{1,9}$/.test(asked)) return {};
  const cents = Number(asked);
  if (page.suggestedAmountsCents.includes(cents)) return { amount: String(cents) };
  return { amount: OTHER, otherAmount: formatAmount(cents, currency) };
}

/** The donation page with `values` and `problems`. */
function renderDonation(
  ex: Exchange,
  status: number,
  page: DonationPage,
  values: Values,
  problems: readonly Problem[],
): void {
  const currency = siteCurrency(ex.app);
  const field = (f: Field) => renderField(f, values, problems);
  const choices = [
    ...page.suggestedAmountsCents.map((cents) => ({
      value: String(cents),
      label: formatMoney(cents, currency),
    })),
    { value: OTHER, label: 'Another amount' },
  ];
  const content = [
    `${renderRadios({ name: 'amount', legend: 'Amount', choices }, values, problems)}
${field(otherAmountField(page, currency))}`,
    fieldset('Your details', [NAME_FIELD, EMAIL_FIELD].map(field).join('\n')),
    fieldset('Payment', field(CARD_FIELD)),
  ].join('\n');
  const form = checkoutForm(ex, {
    block: { step: 'details', kind: 'donation' },
    action: `/checkout/donate?donatePageId=${encodeURIComponent(page.id)}`,
    problems,
    content,
    submit: page.buttonText ?? 'Donate',
  });
  const description = page.description === '' ? '' : `<p>${escapeHtml(page.description)}</p>\n`;
  sendCheckoutPage(ex, status, {
    title: page.title,
    pageType: PAGE_TYPE,
    body: description + form,
  });
}

/** `GET /checkout/donate?donatePageId=…[&amount=…]`. */
export function getDonate(ex: Exchange): void {
  const page = donationPage(ex);
  if (page) renderDonation(ex, 200, page, valuesFromAddress(ex, page, siteCurrency(ex.app)), []);
}

/** `POST /checkout/donate?donatePageId=…`. */
export async function postDonate(ex: Exchange): Promise<void> {
  const post = await readCheckoutPost(ex, PAGE_TYPE);
  if (!post) return;
  const page = donationPage(ex);
  if (!page) return;
  const currency = siteCurrency(ex.app);
  const values = valuesOf(post.body, ['amount', 'otherAmount', 'name', 'email', 'cardNumber']);
  const amount = amountOf(page, currency, values);
  const problems = [
    ...('cents' in amount ? [] : [amount]),
    ...checkFields([NAME_FIELD, EMAIL_FIELD, CARD_FIELD], values),
  ];
  if (!post.crumbOk) problems.unshift(EXPIRED_PROBLEM);
  if (!('cents' in amount) || problems.length > 0) {
    return renderDonation(ex, post.crumbOk ? 400 : 403, page, values, problems);
  }
  const id = newOrderId();
  const { cents } = amount;
  createOrder(ex.app, {
    id,
    kind: 'donation',
    data: {
      currency: currency.code,
      buyer: { email: values.email!, name: values.name! },
      ...oneLine({ productId: page.id, name: page.title, sku: '' }, cents),
      cardLast4: cardLast4(values.cardNumber!),
      donation: { pageId: page.id, title: page.title },
    },
  });
  redirect(ex.res, confirmationPath('donation', id), 303);
}
