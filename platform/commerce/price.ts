/**
 * Prices and stock of a product (SPEC §5 "Effective price", "Sold out", "Total stock").
 */
import { PRODUCT_TYPES } from '../constants/enums.ts';
import type { Product, Variant } from './types.ts';

/** What a product costs, as the shop shows it. */
export interface ProductPricing {
  /** The normal price: the highest variant price (digital: `priceCents`). */
  normalCents: number;
  /** The from-price: the lowest effective price (digital: the sale price when on sale). */
  fromCents: number;
  /** Whether a sale price applies (any variant on sale; digital: `onSale`). */
  onSale: boolean;
  /** Whether variants differ in onSale, price or sale price (SPEC §5): show "from". */
  varied: boolean;
}

/** A variant's effective price: its sale price when on sale, else its price. */
export function effectivePrice(variant: Variant): number {
  return variant.onSale ? variant.salePrice : variant.price;
}

/** Whether the variant can be bought: unlimited, or stock above 0. */
export function variantAvailable(variant: Variant): boolean {
  return variant.unlimited || variant.qtyInStock > 0;
}

const isDigital = (product: Product) => product.productType === PRODUCT_TYPES.digital;

/** SPEC §5: prices count as varied if variants differ in onSale, price or sale price. */
export function hasVariedPrices(product: Product): boolean {
  if (isDigital(product)) return false;
  const [first, ...rest] = product.variants;
  return (
    !!first &&
    rest.some(
      (v) =>
        v.onSale !== first.onSale || v.price !== first.price || v.salePrice !== first.salePrice,
    )
  );
}

/**
 * SPEC §5 effective price: physical, service (and gift card) products use the highest variant
 * price as the normal price and the lowest effective price as the from-price; digital products
 * use `priceCents`, `salePriceCents` and `onSale`. A product without variants costs 0.
 */
export function productPricing(product: Product): ProductPricing {
  if (isDigital(product)) {
    const normalCents = product.priceCents ?? 0;
    const onSale = product.onSale === true;
    return {
      normalCents,
      fromCents: onSale ? (product.salePriceCents ?? normalCents) : normalCents,
      onSale,
      varied: false,
    };
  }
  const { variants } = product;
  return {
    normalCents: variants.length ? Math.max(...variants.map((v) => v.price)) : 0,
    fromCents: variants.length ? Math.min(...variants.map(effectivePrice)) : 0,
    onSale: variants.some((v) => v.onSale),
    varied: hasVariedPrices(product),
  };
}

/** SPEC §5: sold out if no variant is unlimited or has stock above 0; digital is never sold out. */
export function isSoldOut(product: Product): boolean {
  return !isDigital(product) && !product.variants.some(variantAvailable);
}

/** SPEC §5: the stock of all variants; Infinity for digital or when any variant is unlimited. */
export function totalStock(product: Product): number {
  if (isDigital(product) || product.variants.some((v) => v.unlimited)) return Infinity;
  return product.variants.reduce((sum, v) => sum + Math.max(0, v.qtyInStock), 0);
}
