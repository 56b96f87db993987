/**
 * The store's data as the site server sends it and the elements read it (SPEC §3 "Product and
 * store", "Shopping cart"). Money is always an integer count of the currency's minor unit
 * ("cents"; for JPY, whole yen).
 */
import type { ProductType, WorkflowState } from '../constants/enums.ts';

/** One option value of a variant (SPEC §3: `optionValues`, each with `value`). */
export interface OptionValue {
  /** The option it answers, one of the product's `variantOptionNames` (`Glaze`). */
  optionName: string;
  value: string;
}

/** A purchasable variant of a product (SPEC §3 "Variant"). */
export interface Variant {
  sku: string;
  /** Normal price in cents. */
  price: number;
  /** Sale price in cents; counts only when `onSale`. */
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  /** Stock is not counted (made to order, gift cards, memberships). */
  unlimited: boolean;
  optionValues: OptionValue[];
}

/** Billing of a subscription product (SPEC §3 "Subscription plan"). */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'week' | 'month' | 'year' };
  /** How many payments; 0, null or absent means until cancelled. */
  numBillingCycles?: number | null;
}

/** A product image: the ARCHITECTURE.md image contract's attributes. */
export interface ProductImage {
  src: string;
  /** `WxH`. */
  dimensions: string;
  /** `x,y`, each 0 to 1. */
  focalPoint?: string;
  alt: string;
}

/** A product (SPEC §3 "Product (structuredContent)"). */
export interface Product {
  /** 24-character hex id. */
  id: string;
  urlSlug: string;
  name: string;
  productType: ProductType;
  workflowState: WorkflowState;
  /** Plain text. */
  description: string;
  images: ProductImage[];
  /** The option names every variant answers, in display order (empty: one variant). */
  variantOptionNames: string[];
  /** Physical, service and gift-card products sell variants; a digital one has none. */
  variants: Variant[];
  /** Digital products only (SPEC §3). */
  priceCents?: number;
  salePriceCents?: number;
  onSale?: boolean;
  /** Present on subscription products. */
  subscriptionPlan?: SubscriptionPlan;
  /** In the measurement standard's unit (lbs or kg). */
  weight?: number;
  /** In the measurement standard's unit (inches or cm). */
  dimensions?: { length: number; width: number; height: number };
}

/** A line of a cart. */
export interface CartEntry {
  id: string;
  productId: string;
  productName: string;
  productType: ProductType;
  /** The product page's path (`/shop/everyday-cup`). */
  productUrl: string;
  sku: string;
  /** The variant's option values, as chosen. */
  optionValues: OptionValue[];
  image?: ProductImage;
  quantity: number;
  /** The most this line may hold (stock); null when unlimited. */
  maxQuantity: number | null;
  /** Effective unit price in cents (the sale price when on sale). */
  unitPriceCents: number;
  /** The unit price before a sale, when on sale. */
  regularUnitPriceCents?: number;
  totalCents: number;
}

/** A way to get an order to the buyer. */
export interface ShippingOption {
  id: string;
  name: string;
  description?: string;
  /** What it costs for this cart (0 when free, e.g. over a threshold). */
  priceCents: number;
}

/** A coupon the cart holds. */
export interface CartCoupon {
  code: string;
  description: string;
}

/** A coupon the cart refused, with why in the buyer's words. */
export interface InvalidCoupon {
  code: string;
  reason: string;
}

/** A tax applied to the cart. */
export interface TaxRule {
  name: string;
  /** 0.08 for 8 %. */
  rate: number;
}

/** A shopping cart (SPEC §3 "Shopping cart"), as every cart call answers it. */
export interface ShoppingCart {
  id: string;
  websiteId: string;
  orderId: string | null;
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: ShippingOption[];
  selectedShippingOption: ShippingOption | null;
  shippingLocation: { country: string; region?: string; postalCode?: string } | null;
  applicableTaxRules: TaxRule[];
  /** Every code entered, valid or not. */
  coupons: string[];
  validCoupons: CartCoupon[];
  invalidCoupons: InvalidCoupon[];
  subtotalCents: number;
  /** The subtotal as a decimal string in the currency (`"28.00"`, `"2800"` for JPY). */
  subtotalAmount: string;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  /** The site's currency code (`websiteSettings.storeSettings.selectedCurrency`). */
  currency: string;
}
