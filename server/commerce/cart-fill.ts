/**
 * Commerce markup written into a template at every request (stock and cart as they now stand):
 * each `<sq-product>` block gets its product's markup, `<sq-cart>` the visitor's cart, and each
 * `[data-sq-cart-quantity]` element the cart's total quantity (0 without a cart).
 */
import type { Exchange } from '../app.ts';
import { escapeHtml } from '../http/respond.ts';
import { attribute, startTags, type StartTag } from '../pages/start-tags.ts';
import { openCartToken, refusalSentence } from './cart-actions.ts';
import { cartOf, emptyCart } from './cart-store.ts';
import { cartMarkup } from './cart-page.ts';
import { productById, siteCurrency } from './catalogue.ts';
import { productMarkup, type ProductLayout } from './product-markup.ts';

/** A span of the template to replace. */
export interface Cut {
  start: number;
  end: number;
  text: string;
}

/** `html` with each cut's span replaced by its text (cuts in document order, not overlapping). */
export function applyCuts(html: string, cuts: readonly Cut[]): string {
  let out = '';
  let from = 0;
  for (const cut of cuts) {
    out += html.slice(from, cut.start) + cut.text;
    from = cut.end;
  }
  return out + html.slice(from);
}

/** Offset just after `tag`'s `>`. */
const tagEnd = (html: string, tag: StartTag) => html.indexOf('>', tag.attributesEnd) + 1;

/** The span of the element content after `tag` up to its end tag, if it has one. */
function contentSpan(html: string, lower: string, tag: StartTag) {
  const start = tagEnd(html, tag);
  const end = lower.indexOf(`</${tag.tag}`, start);
  return start > 0 && end >= 0 ? { start, end } : undefined;
}

function blockData(tag: StartTag): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(attribute(tag, 'data-block-json')?.value ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const LAYOUTS: readonly ProductLayout[] = ['card', 'detail', 'plan'];

/** Whether `html` holds anything this module fills (most pages hold only the cart count). */
const COMMERCE_MARKERS = /<sq-product\b|<sq-cart\b|data-sq-cart-quantity/i;

/** `html` with the commerce markup of this request filled in. */
export function fillCommerce(ex: Exchange, html: string): string {
  if (!COMMERCE_MARKERS.test(html)) return html;
  const { app } = ex;
  const currency = siteCurrency(app);
  const token = openCartToken(ex);
  let cart: ReturnType<typeof emptyCart> | undefined;
  const visitorCart = () => (cart ??= (token && cartOf(app, token)) || emptyCart(app));
  const lower = html.toLowerCase();
  const cuts: Cut[] = [];
  for (const tag of startTags(html)) {
    if (tag.start < (cuts.at(-1)?.end ?? 0)) continue; // inside content being replaced
    if (tag.tag === 'sq-product') {
      const span = contentSpan(html, lower, tag);
      if (!span) continue;
      const data = blockData(tag);
      const product =
        typeof data.productId === 'string' ? productById(app, data.productId) : undefined;
      const layout = LAYOUTS.find((l) => l === data.layout) ?? 'card';
      const text = product
        ? productMarkup(product, {
            blockId: attribute(tag, 'id')?.value ?? product.id,
            layout,
            currency,
            websiteId: app.config.website.id,
          })
        : '<p class="sq-product__missing">This product is not available.</p>';
      cuts.push({ ...span, text });
    } else if (tag.tag === 'sq-cart') {
      const span = contentSpan(html, lower, tag);
      if (!span) continue;
      if (!attribute(tag, 'data-block-json')) {
        cuts.push({
          start: tag.attributesEnd,
          end: tag.attributesEnd,
          text: ' data-block-json="{}"',
        });
      }
      const error = refusalSentence(ex.url.searchParams.get('error') ?? '');
      cuts.push({ ...span, text: cartMarkup(visitorCart(), currency, error) });
    } else if (attribute(tag, 'data-sq-cart-quantity')) {
      const start = tagEnd(html, tag);
      const end = html.indexOf('<', start);
      if (start > 0 && end >= 0) {
        cuts.push({ start, end, text: escapeHtml(String(visitorCart().totalQuantity)) });
      }
    }
  }
  return applyCuts(html, cuts);
}
