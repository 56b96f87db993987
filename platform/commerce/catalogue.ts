/**
 * The catalogue's field rules (SPEC §5 and §9 "Store"): SKU, price, US zip, tag and category
 * name lengths, units by measurement standard, and the workflow label of a product.
 * Each check answers undefined when the value is fine, else the sentence to show.
 */
import { productWorkflowLabel } from '../constants/enums.ts';
import {
  CATEGORY_NAME_MAX_CHARS,
  DIMENSION_UNITS,
  GENERATED_SKU,
  MAX_PRODUCT_PRICE_CENTS,
  SKU_MAX_LENGTH,
  TAG_MAX_CHARS,
  WEIGHT_UNITS,
} from '../constants/limits.ts';
import { MEASUREMENT_STANDARDS } from '../constants/site-enums.ts';

export { productWorkflowLabel as workflowLabel };

/** SPEC §5: a generated SKU is `SQ` followed by 7 random digits. */
export function generateSku(random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < GENERATED_SKU.digits; i++) digits += Math.min(9, Math.floor(random() * 10));
  return `${GENERATED_SKU.prefix}${digits}`;
}

/** SPEC §5: a SKU is at most 60 characters (and not empty). */
export function checkSku(sku: string): string | undefined {
  if (!sku.trim()) return 'Enter a SKU.';
  return sku.length > SKU_MAX_LENGTH ? `A SKU is at most ${SKU_MAX_LENGTH} characters.` : undefined;
}

/** SPEC §5: a US zip is exactly 5 digits (surrounding spaces ignored). */
export function isUsZip(zip: string): boolean {
  return /^\d{5}$/.test(zip.trim());
}

/** SPEC §5: a price is a whole number of cents from 0 to 100000000. */
export function checkPriceCents(cents: number): string | undefined {
  return Number.isInteger(cents) && cents >= 0 && cents <= MAX_PRODUCT_PRICE_CENTS
    ? undefined
    : `A price is a whole number of cents from 0 to ${MAX_PRODUCT_PRICE_CENTS}.`;
}

/** SPEC §5: a tag is at most 50 characters (and not empty). */
export function checkTag(tag: string): string | undefined {
  if (!tag.trim()) return 'Enter a tag.';
  return [...tag].length > TAG_MAX_CHARS
    ? `A tag is at most ${TAG_MAX_CHARS} characters.`
    : undefined;
}

/** SPEC §5: a category name is at most 25 characters (and not empty). */
export function checkCategoryName(name: string): string | undefined {
  if (!name.trim()) return 'Enter a category name.';
  return [...name].length > CATEGORY_NAME_MAX_CHARS
    ? `A category name is at most ${CATEGORY_NAME_MAX_CHARS} characters.`
    : undefined;
}

/** SPEC §3: imperial (1) weighs in lbs and measures in inches; anything else kg and cm. */
export function measurementUnits(standard: number | undefined): {
  weight: 'lbs' | 'kg';
  dimension: 'inch' | 'cm';
} {
  return standard === MEASUREMENT_STANDARDS.imperial
    ? { weight: WEIGHT_UNITS.imperial, dimension: DIMENSION_UNITS.imperial }
    : { weight: WEIGHT_UNITS.metric, dimension: DIMENSION_UNITS.metric };
}
