/**
 * The markup of an order's summary, shared by the checkout pages (what is about to be bought)
 * and the confirmation pages (what was bought): the lines with their options, the totals in the
 * order's currency, and the address.
 */
import { moneyHtml } from './catalogue.ts';
import type { CartEntry, OptionValue, ShoppingCart } from '../../platform/commerce/types.ts';
import { escapeHtml } from '../http/respond.ts';
import type { Address, OrderLine, OrderTotals } from './orders.ts';

/** The lines of `cart`, as an order keeps them. */
export function linesOfCart(cart: ShoppingCart): OrderLine[] {
  return cart.entries.map((entry: CartEntry) => ({
    productId: entry.productId,
    name: entry.productName,
    sku: entry.sku,
    optionValues: entry.optionValues,
    quantity: entry.quantity,
    unitPriceCents: entry.unitPriceCents,
    totalCents: entry.totalCents,
  }));
}

/** The totals of `cart`, as an order keeps them. */
export function totalsOfCart(cart: ShoppingCart): OrderTotals {
  return {
    subtotalCents: cart.subtotalCents,
    discountCents: cart.discountCents,
    shippingCostCents: cart.shippingCostCents,
    taxCents: cart.taxCents,
    grandTotalCents: cart.grandTotalCents,
  };
}

/** `Glaze: Celadon, Size: Single` (empty without options). */
export function optionsText(optionValues: readonly OptionValue[]): string {
  return optionValues.map((option) => `${option.optionName}: ${option.value}`).join(', ');
}

/** `Everyday cup (Glaze: Celadon, Size: Single)`, or the bare name without options. */
export function lineLabel(name: string, optionValues: readonly OptionValue[]): string {
  const options = optionsText(optionValues);
  return options === '' ? name : `${name} (${options})`;
}

/** What the order table shows below its lines. */
export interface TotalsShown extends OrderTotals {
  /** Show the shipping row (the order ships). */
  shipping: boolean;
  /** Codes of the coupons applied, named beside the discount. */
  coupons?: readonly string[];
}

/**
 * The order as a table: one row per line (name, options, unit price, quantity, line total),
 * then subtotal, discount (when any), shipping (when it ships), tax (when any) and total (the
 * subtotal is left out when nothing stands between it and the total). The quantity's header
 * also holds `Qty`, hidden from assistive technology, which the checkout stylesheet shows
 * instead of the full word on a phone.
 */
export function orderTable(
  caption: string,
  lines: readonly OrderLine[],
  totals: TotalsShown,
  currency: string,
): string {
  const money = (cents: number) => moneyHtml(cents, currency);
  const rows = lines.map((line) => {
    const options = optionsText(line.optionValues);
    const optionsHtml =
      options === '' ? '' : ` <span class="sq-order__options">${escapeHtml(options)}</span>`;
    return `<tr><th scope="row">${escapeHtml(line.name)}${optionsHtml}</th><td class="sq-order__money">${money(line.unitPriceCents)}</td><td class="sq-order__money">${line.quantity}</td><td class="sq-order__money">${money(line.totalCents)}</td></tr>`;
  });
  const sums: [string, string][] = [['Subtotal', money(totals.subtotalCents)]];
  if (totals.discountCents > 0) {
    const codes = totals.coupons?.length ? ` (${escapeHtml(totals.coupons.join(', '))})` : '';
    sums.push([`Discount${codes}`, `−${money(totals.discountCents)}`]);
  }
  if (totals.shipping) {
    sums.push([
      'Shipping',
      totals.shippingCostCents === 0 ? 'Free' : money(totals.shippingCostCents),
    ]);
  }
  if (totals.taxCents > 0) sums.push(['Tax', money(totals.taxCents)]);
  if (sums.length === 1) sums.pop(); // nothing between: the total alone says it
  sums.push(['Total', money(totals.grandTotalCents)]);
  const foot = sums.map(
    ([label, value]) =>
      `<tr><th scope="row" colspan="3">${label}</th><td class="sq-order__money">${value}</td></tr>`,
  );
  return `<table class="sq-order">
<caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="sq-order__money">Price</th><th scope="col" class="sq-order__money"><span class="sq-order__long">Quantity</span><span class="sq-order__short" aria-hidden="true">Qty</span></th><th scope="col" class="sq-order__money">Total</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
<tfoot>${foot.join('\n')}</tfoot>
</table>`;
}

/** A postal address, one part a line (the last one US style: `Hudson, NY 12534`). */
export function addressMarkup(address: Address): string {
  const parts = [
    address.name,
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.zip}`,
  ].filter((part) => part.trim() !== '');
  return `<address>${parts.map(escapeHtml).join('<br>')}</address>`;
}
