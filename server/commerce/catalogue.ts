/**
 * The site's catalogue as the server serves it: site.json's `store` products with their stock as
 * it now stands (the `product_stock` table), looked up by id or URL slug, and the site currency
 * (`websiteSettings.storeSettings.selectedCurrency`, SPEC §3; default and unknown: USD).
 */
import type { Currency } from '../../platform/constants/currencies.ts';
import { PRODUCT_TYPES, WORKFLOW_STATES } from '../../platform/constants/enums.ts';
import { currencyOf, formatMoney } from '../../platform/commerce/money.ts';
import type { Product, Variant } from '../../platform/commerce/types.ts';
import type { App } from '../app.ts';
import { escapeHtml } from '../http/respond.ts';
import type { ConfiguredProduct } from './catalogue-schema.ts';
import { stockOf } from './stock.ts';

/** The site's currency (SPEC §3 store settings). */
export function siteCurrency(app: App): Currency {
  const settings = app.config.websiteSettings.storeSettings as
    { selectedCurrency?: unknown } | undefined;
  const code = settings?.selectedCurrency;
  return currencyOf(typeof code === 'string' ? code : undefined);
}

/** `cents` in `currency`, escaped for HTML text. */
export function moneyHtml(cents: number, currency: string | Currency): string {
  return escapeHtml(formatMoney(cents, currency));
}

/** Whether a product's stock is never counted: digital products and gift cards. */
export function ignoresStock(product: Pick<Product, 'productType'>): boolean {
  return (
    product.productType === PRODUCT_TYPES.digital || product.productType === PRODUCT_TYPES.giftCard
  );
}

/** `configured` with each variant's stock as the store now holds it. */
function withStock(app: App, configured: ConfiguredProduct): Product {
  const product = configured as unknown as Product;
  if (ignoresStock(product)) return product;
  const variants = product.variants.map((variant): Variant => {
    if (variant.unlimited) return variant;
    return { ...variant, qtyInStock: stockOf(app, variant.sku) ?? variant.qtyInStock };
  });
  return { ...product, variants };
}

/** A product that may be bought: published (SPEC §3 workflow state). */
const published = (product: ConfiguredProduct) =>
  product.workflowState === WORKFLOW_STATES.published;

/** The published product of `id`, stock as now, if any. */
export function productById(app: App, id: string): Product | undefined {
  const found = app.config.store.products.find((product) => product.id === id);
  return found && published(found) ? withStock(app, found) : undefined;
}

/** The published product whose page is `/shop/{slug}`, stock as now, if any. */
export function productBySlug(app: App, slug: string): Product | undefined {
  const found = app.config.store.products.find((product) => product.urlSlug === slug);
  return found && published(found) ? withStock(app, found) : undefined;
}

/** The address of a product's page. */
export const productUrl = (product: Pick<Product, 'urlSlug'>): string =>
  `/shop/${encodeURIComponent(product.urlSlug)}`;

/**
 * The SKU a digital product is sold under: it has no variants (SPEC §3), so its id stands in
 * for one in cart entries.
 */
export const digitalSku = (product: Pick<Product, 'id'>): string => product.id;

/** The variant `sku` of `product` (a digital product's own {@link digitalSku}), if any. */
export function variantOf(product: Product, sku: string): Variant | undefined {
  if (product.productType === PRODUCT_TYPES.digital) {
    if (sku !== digitalSku(product)) return undefined;
    return {
      sku,
      price: product.priceCents ?? 0,
      salePrice: product.salePriceCents ?? 0,
      onSale: product.onSale ?? false,
      qtyInStock: 0,
      unlimited: true,
      optionValues: [],
    };
  }
  return product.variants.find((variant) => variant.sku === sku);
}
