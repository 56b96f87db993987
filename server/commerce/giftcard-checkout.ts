/**
 * The gift card checkout (SPEC §2
 * `/checkout/giftcard?websiteId={id}&giftCardProductId={id}[&sku={sku}]`, page type 201):
 * `GET` shows the form, `POST` the same address buys the card.
 *
 * Fields: `sku` (a radio per amount: the gift card's variants; the address's `sku` chooses one),
 * `recipientName`, `recipientEmail`, `message` (optional, up to 1000 characters), `email` (the
 * buyer's), `cardNumber` (the test payment). Gift cards are neither taxed nor shipped and their
 * stock is not counted. Success: the order is stored, 303 to `/commerce/orders/{id}` (202).
 * Refusals render the page again with every value but the card number (400; 403 for an expired
 * form). A missing parameter answers 400; another site's id, or a product that is not a gift
 * card, the not-found page (404).
 */
import { formatMoney } from '../../platform/commerce/money.ts';
import { effectivePrice } from '../../platform/commerce/price.ts';
import type { Product } from '../../platform/commerce/types.ts';
import { PAGE_TYPES, PRODUCT_TYPES } from '../../platform/constants/enums.ts';
import { GIFT_CARD_MESSAGES } from '../../platform/forms/checkout-messages.ts';
import { KIND_MESSAGES } from '../../platform/forms/messages.ts';
import type { Exchange } from '../app.ts';
import { escapeHtml, redirect } from '../http/respond.ts';
import { sendNotFound } from '../pages/site-pages.ts';
import { productById, siteCurrency } from './catalogue.ts';
import {
  CARD_FIELD,
  cardLast4,
  checkFields,
  checkoutForm,
  EMAIL_FIELD,
  EXPIRED_PROBLEM,
  type Field,
  fieldset,
  MAX_MESSAGE_CHARS,
  type Problem,
  renderField,
  renderRadios,
  type Values,
  valuesOf,
} from './checkout-form.ts';
import { readCheckoutPost, sendCheckoutPage } from './checkout-page.ts';
import { confirmationPath } from './confirmation.ts';
import { createOrder, newOrderId, oneLine } from './orders.ts';

const PAGE_TYPE = PAGE_TYPES.checkout;

/** The gift card's own fields, after the amount. */
export const GIFT_FIELDS: readonly Field[] = [
  { name: 'recipientName', label: "Recipient's name", autocomplete: 'off' },
  {
    ...EMAIL_FIELD,
    name: 'recipientEmail',
    label: "Recipient's email",
    autocomplete: 'off',
    hint: 'We send the gift card here.',
  },
  {
    name: 'message',
    label: 'Message',
    multiline: true,
    required: false,
    maxLength: MAX_MESSAGE_CHARS,
  },
];

const BUYER_FIELDS: readonly Field[] = [{ ...EMAIL_FIELD, label: 'Your email' }, CARD_FIELD];

/** The gift card product the address names; answers 400/404 when there is none. */
function giftCard(ex: Exchange): Product | undefined {
  const query = ex.url.searchParams;
  const websiteId = query.get('websiteId') ?? '';
  const productId = query.get('giftCardProductId') ?? '';
  if (websiteId === '' || productId === '') {
    const missing = [websiteId === '' && 'websiteId', productId === '' && 'giftCardProductId']
      .filter(Boolean)
      .join(' and ');
    sendCheckoutPage(ex, 400, {
      title: 'Gift card',
      pageType: PAGE_TYPE,
      body: `<p role="alert">This gift card address is missing its ${missing}.</p><p><a href="/">Back to the site</a></p>`,
    });
    return undefined;
  }
  const product =
    websiteId === ex.app.config.website.id ? productById(ex.app, productId) : undefined;
  if (product?.productType === PRODUCT_TYPES.giftCard) return product;
  sendNotFound(ex);
  return undefined;
}

/** The action address: the page's own, with the chosen parameters. */
function actionOf(ex: Exchange, product: Product): string {
  const query = new URLSearchParams({
    websiteId: ex.app.config.website.id,
    giftCardProductId: product.id,
  });
  return `/checkout/giftcard?${query}`;
}

function renderGiftCard(
  ex: Exchange,
  status: number,
  product: Product,
  values: Values,
  problems: readonly Problem[],
): void {
  const currency = siteCurrency(ex.app);
  const field = (f: Field) => renderField(f, values, problems);
  const choices = product.variants.map((variant) => ({
    value: variant.sku,
    label: formatMoney(effectivePrice(variant), currency),
  }));
  const content = [
    renderRadios({ name: 'sku', legend: 'Amount', choices }, values, problems),
    fieldset('Who it is for', GIFT_FIELDS.map(field).join('\n')),
    fieldset('Your details', field(BUYER_FIELDS[0]!)),
    fieldset('Payment', field(CARD_FIELD)),
  ].join('\n');
  const form = checkoutForm(ex, {
    block: { step: 'details', kind: 'giftcard' },
    action: actionOf(ex, product),
    problems,
    content,
    submit: 'Buy gift card',
  });
  const description =
    product.description === '' ? '' : `<p>${escapeHtml(product.description)}</p>\n`;
  sendCheckoutPage(ex, status, {
    title: product.name,
    pageType: PAGE_TYPE,
    body: description + form,
  });
}

/** `GET /checkout/giftcard?websiteId=…&giftCardProductId=…[&sku=…]`. */
export function getGiftCard(ex: Exchange): void {
  const product = giftCard(ex);
  if (!product) return;
  const sku = ex.url.searchParams.get('sku') ?? '';
  const chosen: Values = product.variants.some((variant) => variant.sku === sku) ? { sku } : {};
  renderGiftCard(ex, 200, product, chosen, []);
}

/** `POST /checkout/giftcard?websiteId=…&giftCardProductId=…`. */
export async function postGiftCard(ex: Exchange): Promise<void> {
  const post = await readCheckoutPost(ex, PAGE_TYPE);
  if (!post) return;
  const product = giftCard(ex);
  if (!product) return;
  const names = ['sku', ...GIFT_FIELDS.map((f) => f.name), ...BUYER_FIELDS.map((f) => f.name)];
  const values = valuesOf(post.body, names);
  const variant = product.variants.find((candidate) => candidate.sku === values.sku);
  const problems: Problem[] = [];
  if (!post.crumbOk) problems.push(EXPIRED_PROBLEM);
  if (!variant) {
    const message = values.sku === '' ? GIFT_CARD_MESSAGES.amount : KIND_MESSAGES.option;
    problems.push({ field: 'sku', message });
  }
  problems.push(...checkFields([...GIFT_FIELDS, ...BUYER_FIELDS], values));
  if (!variant || problems.length > 0) {
    return renderGiftCard(ex, post.crumbOk ? 400 : 403, product, values, problems);
  }
  const cents = effectivePrice(variant);
  const id = newOrderId();
  createOrder(ex.app, {
    id,
    kind: 'giftcard',
    data: {
      currency: siteCurrency(ex.app).code,
      buyer: { email: values.email!, name: '' },
      // the amount is the price: no option names it (site.json words it in its own currency)
      ...oneLine({ productId: product.id, name: product.name, sku: variant.sku }, cents),
      cardLast4: cardLast4(values.cardNumber!),
      giftCard: {
        recipientName: values.recipientName!,
        recipientEmail: values.recipientEmail!,
        message: values.message!,
      },
    },
  });
  redirect(ex.res, confirmationPath('giftcard', id), 303);
}
