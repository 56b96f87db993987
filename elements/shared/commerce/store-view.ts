/**
 * What the store's elements (`<sq-product>`, `<sq-cart>`) draw alike: money through
 * `formatMoney`, a sale as the old price struck through, read "was … now …" (the
 * words are there for screen readers, which do not say that a text is struck through), and a
 * product picture as an `<sq-image>` (ARCHITECTURE.md image contract).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { ProductImage } from '../../../platform/commerce/types.ts';
import { formatMoney } from '../../../platform/commerce/money.ts';
import type { Currency } from '../../../platform/constants/currencies.ts';

/** `cents` as money; with `regularCents` (a sale), "was {regular} now {cents}", the old one struck. */
export function priceView(
  cents: number,
  currency: Currency,
  regularCents?: number,
): TemplateResult {
  const money = formatMoney(cents, currency);
  if (regularCents === undefined || regularCents <= cents) return html`${money}`;
  return html`<span class="visually-hidden">was </span><s>${formatMoney(regularCents, currency)}</s>
    <span class="visually-hidden">now </span><span class="sale">${money}</span>`;
}

/**
 * A product picture: `<sq-image>` (cover, lazy unless `eager`) around its `<img>`. The element's
 * code is loaded by {@link loadImageCode}: an `<sq-image>` in a shadow root is out of the
 * autoloader's sight. `shown`, for an eager picture, is the rendition the server's markup already
 * asked for (its `<img src>`): the picture shows it at once, at high priority, instead of waiting
 * for that code to pick a size.
 */
export function pictureView(picture: ProductImage, eager = false, shown?: string): TemplateResult {
  const settings = JSON.stringify({ cropMode: 'cover', load: eager ? 'eager' : 'lazy' });
  const src = eager ? shown : undefined;
  return html`<sq-image data-block-json=${settings}
    ><img
      src=${src ?? nothing}
      fetchpriority=${eager ? 'high' : nothing}
      data-src=${picture.src}
      data-image-dimensions=${picture.dimensions}
      data-image-focal-point=${picture.focalPoint ?? nothing}
      alt=${picture.alt}
  /></sq-image>`;
}

let imageCode: Promise<unknown> | undefined;

/** Loads `<sq-image>`'s code once (an error is reported, the pictures stay unsized). */
export function loadImageCode(): void {
  imageCode ??= import('../../image/sq-image.ts').catch(reportError);
}

/**
 * The sentence to show for a failed cart call: the server's own (`{ error }`, whatever the status
 * of the refusal: the cart API refuses with 409 or 400), else the error's message, else `fallback`.
 */
export function refusalText(error: unknown, fallback: string): string {
  const body = (error as { body?: unknown } | undefined)?.body as { error?: unknown } | undefined;
  if (typeof body?.error === 'string' && body.error) return body.error;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Shadow styles both store elements share: hidden words for screen readers, the sale price, the picture's box. */
export const priceStyles = css`
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  s {
    opacity: 0.7;
  }
  sq-image {
    display: block;
    aspect-ratio: 1;
    overflow: hidden;
  }
  /* A lazy picture has no src until it is near: its alt text does not flash in the empty box. */
  sq-image > img:not([src]) {
    visibility: hidden;
  }
  .sale {
    color: var(--sq-product-sale-color, inherit);
  }
`;
