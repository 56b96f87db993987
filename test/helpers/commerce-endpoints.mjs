/**
 * A double of the site's cart API (README "Store"; the shared commerce design) for the browser
 * tests of `<sq-product>` and `<sq-cart>`, mounted as web-test-runner (Koa) middleware. It keeps
 * one store per run: the value of the cookie `sq-test-commerce` (a test sets a fresh run id).
 *
 * - `POST /test-commerce/setup` `{ products, shippingOptions?, taxRules?, coupons?, currency?,
 *   entries? }`: a fresh store for the run, with a cart holding `entries` (`[{ productId, sku,
 *   quantity }]`, unchecked); answers `{ cart }`.
 * - `GET /test-commerce/received?run=X`: every request of run X (`{ method, path, body,
 *   inFlight }`, `inFlight` the cart calls of the run still unanswered when it arrived): the cart
 *   API calls and `POST /api/census/RecordQuickView/{productId}` (SPEC §7).
 * - The cart API, every answer `{ cart }` (SPEC §3 shopping cart): `GET /api/commerce/cart`;
 *   `POST /api/commerce/cart/entries` `{ productId, sku, quantity }` (the same SKU adds to its
 *   line; beyond stock 409 `{ error: 'Only N left in stock.' | 'Sold out.', cart }`; digital
 *   products and gift cards ignore stock; an unknown product or SKU 404 `{ error }`);
 *   `PUT /api/commerce/cart/entries/:id` `{ quantity }` (0 removes); `DELETE
 *   /api/commerce/cart/entries/:id`; `POST /api/commerce/cart/coupons` `{ code }` (case-insensitive;
 *   refused codes land in `invalidCoupons`: 'This code does not exist.', 'This code has expired.',
 *   'This code needs an order of $40.00 or more.'); `DELETE /api/commerce/cart/coupons/:code`;
 *   `PUT /api/commerce/cart/shipping` `{ optionId }`; `POST /api/commerce/subscriptions`
 *   `{ productId, sku }` → `{ checkoutUrl: '/checkout/subscribe?cartToken=…' }`.
 * - The cookie `sq-test-commerce-answer` makes every cart call answer that status (`500`) with
 *   an empty body, or `slow` (the normal answer after 600 ms).
 *
 * Totals: subtotal of the lines; a coupon's `percentOff` or `amountOffCents` (with
 * `minimumCents`); shipping (the selected option, free at `freeOverCents`) when a line is
 * physical; each tax rule on the merchandise after discount; never negative. Prices are USD-style
 * cents; the double only formats dollars in the minimum sentence.
 */
import { json, parseBody, parseCookies, readBody } from './http-helpers.mjs';

const RUN_COOKIE = 'sq-test-commerce';
const ANSWER_COOKIE = 'sq-test-commerce-answer';
const SLOW_MS = 600;
const API = '/api/commerce';
const QUICK_VIEW = /^\/api\/census\/RecordQuickView\/([^/]+)$/;
const DIGITAL = 2;
const GIFT_CARD = 4;

/** Store per run id. */
const stores = new Map();

function freshStore(setup = {}) {
  return {
    products: setup.products ?? [],
    shippingOptions: setup.shippingOptions ?? [],
    taxRules: setup.taxRules ?? [],
    coupons: setup.coupons ?? [],
    currency: setup.currency ?? 'USD',
    entries: [],
    codes: [],
    shippingId: setup.shippingOptions?.[0]?.id ?? null,
    nextId: 1,
    received: [],
    inFlight: 0,
  };
}

function storeOf(run) {
  if (!stores.has(run)) stores.set(run, freshStore());
  return stores.get(run);
}

/** The variant of `product` named `sku` (a digital product's own SKU is its id). */
function variantOf(product, sku) {
  if (product.productType === DIGITAL) {
    if (sku !== product.id) return undefined;
    const price = product.priceCents ?? 0;
    return {
      sku,
      price,
      salePrice: product.salePriceCents ?? 0,
      onSale: product.onSale ?? false,
      qtyInStock: 0,
      unlimited: true,
      optionValues: [],
    };
  }
  return product.variants.find((variant) => variant.sku === sku);
}

const limitless = (product, variant) =>
  product.productType === DIGITAL || product.productType === GIFT_CARD || variant.unlimited;

function entryOf(store, line) {
  const product = store.products.find((p) => p.id === line.productId);
  const variant = variantOf(product, line.sku);
  const unit = variant.onSale ? variant.salePrice : variant.price;
  return {
    id: line.id,
    productId: product.id,
    productName: product.name,
    productType: product.productType,
    productUrl: `/shop/${product.urlSlug}`,
    sku: line.sku,
    optionValues: variant.optionValues,
    ...(product.images?.[0] ? { image: product.images[0] } : {}),
    quantity: line.quantity,
    maxQuantity: limitless(product, variant) ? null : variant.qtyInStock,
    unitPriceCents: unit,
    ...(variant.onSale ? { regularUnitPriceCents: variant.price } : {}),
    totalCents: unit * line.quantity,
  };
}

const dollars = (cents) => `$${(cents / 100).toFixed(2)}`;

/** The reason `coupon` cannot apply to `subtotal`, or undefined. */
function couponRefusal(coupon, subtotal) {
  if (!coupon) return 'This code does not exist.';
  if (coupon.expired) return 'This code has expired.';
  if (coupon.minimumCents && subtotal < coupon.minimumCents) {
    return `This code needs an order of ${dollars(coupon.minimumCents)} or more.`;
  }
  return undefined;
}

function cartOf(store) {
  const entries = store.entries.map((line) => entryOf(store, line));
  const subtotal = entries.reduce((sum, e) => sum + e.totalCents, 0);
  const validCoupons = [];
  const invalidCoupons = [];
  let discount = 0;
  for (const code of store.codes) {
    const coupon = store.coupons.find((c) => c.code.toUpperCase() === code.toUpperCase());
    const reason = couponRefusal(coupon, subtotal);
    if (reason) {
      invalidCoupons.push({ code, reason });
      continue;
    }
    validCoupons.push({ code: coupon.code, description: coupon.description });
    discount += coupon.percentOff
      ? Math.round((subtotal * coupon.percentOff) / 100)
      : (coupon.amountOffCents ?? 0);
  }
  discount = Math.min(discount, subtotal);
  const requiresShipping = entries.some((e) => e.productType === 1);
  const option = store.shippingOptions.find((o) => o.id === store.shippingId) ?? null;
  const shipping =
    !requiresShipping || !option || (option.freeOverCents && subtotal >= option.freeOverCents)
      ? 0
      : option.priceCents;
  const tax = store.taxRules.reduce(
    (sum, rule) => sum + Math.round((subtotal - discount) * rule.rate),
    0,
  );
  const hasDigital = entries.some((e) => e.productType === DIGITAL);
  return {
    id: 'cart-1',
    websiteId: 'site-1',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries,
    shippingOptions: store.shippingOptions.map(({ freeOverCents: _, ...o }) => o),
    selectedShippingOption: requiresShipping && option ? { ...option, priceCents: shipping } : null,
    shippingLocation: null,
    applicableTaxRules: store.taxRules,
    coupons: [...store.codes],
    validCoupons,
    invalidCoupons,
    subtotalCents: subtotal,
    subtotalAmount: (subtotal / 100).toFixed(2),
    taxCents: tax,
    shippingCostCents: shipping,
    discountCents: discount,
    grandTotalCents: Math.max(0, subtotal - discount + shipping + tax),
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital,
    purelyDigital: entries.length > 0 && entries.every((e) => e.productType === DIGITAL),
    requiresShipping,
    currency: store.currency,
  };
}

/** A refusal when `quantity` of line's variant exceeds its stock. */
function stockRefusal(store, productId, sku, quantity) {
  const product = store.products.find((p) => p.id === productId);
  const variant = variantOf(product, sku);
  if (limitless(product, variant) || quantity <= variant.qtyInStock) return undefined;
  return variant.qtyInStock > 0 ? `Only ${variant.qtyInStock} left in stock.` : 'Sold out.';
}

/** Answers one cart API call on `store`. */
function cartCall(ctx, store, body) {
  const route = ctx.path.slice(API.length);
  const method = ctx.method;
  const answer = () => json(ctx, 200, { cart: cartOf(store) });
  const refuse = (error) => json(ctx, 409, { error, cart: cartOf(store) });
  if (method === 'GET' && route === '/cart') return answer();
  if (method === 'POST' && route === '/cart/entries') {
    const product = store.products.find((p) => p.id === body.productId);
    if (!product || !variantOf(product, body.sku))
      return json(ctx, 404, { error: 'No such product.' });
    const line = store.entries.find((e) => e.sku === body.sku);
    const quantity = (line?.quantity ?? 0) + Number(body.quantity);
    const refusal = stockRefusal(store, product.id, body.sku, quantity);
    if (refusal) return refuse(refusal);
    if (line) line.quantity = quantity;
    else
      store.entries.push({
        id: `e${store.nextId++}`,
        productId: product.id,
        sku: body.sku,
        quantity,
      });
    return answer();
  }
  const entry = /^\/cart\/entries\/([^/]+)$/.exec(route);
  if (entry) {
    const line = store.entries.find((e) => e.id === decodeURIComponent(entry[1]));
    if (!line) return json(ctx, 404, { error: 'No such entry.' });
    const quantity = method === 'DELETE' ? 0 : Number(body.quantity);
    if (quantity <= 0) store.entries = store.entries.filter((e) => e !== line);
    else {
      const refusal = stockRefusal(store, line.productId, line.sku, quantity);
      if (refusal) return refuse(refusal);
      line.quantity = quantity;
    }
    return answer();
  }
  if (method === 'POST' && route === '/cart/coupons') {
    const code = String(body.code ?? '').trim();
    if (!store.codes.some((c) => c.toUpperCase() === code.toUpperCase())) store.codes.push(code);
    return answer();
  }
  const coupon = /^\/cart\/coupons\/([^/]+)$/.exec(route);
  if (method === 'DELETE' && coupon) {
    const code = decodeURIComponent(coupon[1]).toUpperCase();
    store.codes = store.codes.filter((c) => c.toUpperCase() !== code);
    return answer();
  }
  if (method === 'PUT' && route === '/cart/shipping') {
    if (!store.shippingOptions.some((o) => o.id === body.optionId)) {
      return json(ctx, 400, { error: 'Choose a shipping option.', cart: cartOf(store) });
    }
    store.shippingId = body.optionId;
    return answer();
  }
  if (method === 'POST' && route === '/subscriptions') {
    const token = `sub-${body.productId}-${body.sku}`;
    return json(ctx, 200, { checkoutUrl: `/checkout/subscribe?cartToken=${token}` });
  }
  return json(ctx, 404, { error: `No route ${method} ${ctx.path}` });
}

/** Koa middleware serving the commerce double (see the module comment). */
export async function commerceEndpoints(ctx, next) {
  const isApi = ctx.path.startsWith(`${API}/`);
  const quickView = ctx.method === 'POST' && QUICK_VIEW.test(ctx.path);
  const isTest = ctx.path.startsWith('/test-commerce/');
  if (!isApi && !quickView && !isTest) return next();
  const cookies = parseCookies(ctx.get('Cookie'));
  const run = cookies[RUN_COOKIE] ?? '';
  if (ctx.method === 'GET' && ctx.path === '/test-commerce/received') {
    return json(ctx, 200, stores.get(String(ctx.query.run ?? ''))?.received ?? []);
  }
  const body = parseBody(ctx.get('Content-Type'), await readBody(ctx.req));
  if (ctx.method === 'POST' && ctx.path === '/test-commerce/setup') {
    const store = freshStore(body);
    for (const line of body.entries ?? []) {
      store.entries.push({ id: `e${store.nextId++}`, ...line });
    }
    stores.set(run, store);
    return json(ctx, 200, { cart: cartOf(store) });
  }
  const store = storeOf(run);
  store.received.push({ method: ctx.method, path: ctx.path, body, inFlight: store.inFlight });
  if (quickView) return json(ctx, 200, {});
  const mode = cookies[ANSWER_COOKIE];
  if (/^\d{3}$/.test(mode ?? '')) {
    ctx.status = Number(mode);
    ctx.body = '';
    return;
  }
  store.inFlight += 1;
  try {
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return cartCall(ctx, store, body);
  } finally {
    store.inFlight -= 1;
  }
}
