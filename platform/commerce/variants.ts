/**
 * Choosing a variant by its option values (SPEC §3 "Variant": `optionValues`, each with `value`).
 */
import { variantAvailable } from './price.ts';
import type { Product, Variant } from './types.ts';

/** The option values chosen so far, by option name. */
export type OptionChoice = Readonly<Record<string, string>>;

/** Whether `variant` carries every value of `choice`. */
function matches(variant: Variant, choice: OptionChoice): boolean {
  return Object.entries(choice).every(([name, value]) =>
    variant.optionValues.some((o) => o.optionName === name && o.value === value),
  );
}

/**
 * The variant `choice` names: the one whose option values are all chosen (every option of the
 * product must be chosen); undefined when none or the choice is incomplete. A product with one
 * variant and no options answers that variant.
 */
export function selectedVariant(product: Product, choice: OptionChoice): Variant | undefined {
  return product.variants.find(
    (variant) =>
      variant.optionValues.every((o) => choice[o.optionName] === o.value) &&
      matches(variant, choice),
  );
}

/**
 * What choosing `value` for `optionName` (the other options as in `choice`) leads to:
 * `available` when some such variant can be bought, `sold-out` when every such variant is sold
 * out, `none` when no variant has that combination.
 */
export function choiceAvailability(
  product: Product,
  choice: OptionChoice,
  optionName: string,
  value: string,
): 'available' | 'sold-out' | 'none' {
  const leading = product.variants.filter((variant) =>
    matches(variant, { ...choice, [optionName]: value }),
  );
  if (!leading.length) return 'none';
  return leading.some(variantAvailable) ? 'available' : 'sold-out';
}

/** The variant's option values as read out: `Glaze: Celadon, Size: Single` (empty without). */
export function variantLabel(variant: Variant): string {
  return variant.optionValues.map((o) => `${o.optionName}: ${o.value}`).join(', ');
}

/** The most of `variant` one cart may hold: its stock, or null when unlimited. */
export function maxQuantity(variant: Variant): number | null {
  return variant.unlimited ? null : Math.max(0, variant.qtyInStock);
}
