/**
 * Shared set-up of the `<sq-reservation>` browser tests: the page context (where the widget
 * scripts come from, the cookie policy, the signed-in account), the block's server markup, and
 * what the page asked of the widget double (server/third-party/reservations/widget-double.js,
 * served here as a plain file, its kind given by `?kind=`).
 */
import { fixture, html, oneEvent } from '@open-wc/testing';
import type { SqReservation } from '../../../elements/reservation/sq-reservation.ts';
import '../../../elements/reservation/sq-reservation.ts';

/** The double as the test server serves it. */
export const DOUBLE = '/server/third-party/reservations/widget-double.js';

/** The page context's `websiteSettings.thirdPartyEmbeds.urls`: every widget at the double. */
export function doubleUrls(extra = ''): Record<string, string> {
  return {
    restaurantReservationsV1: `${DOUBLE}?kind=restaurant-v1${extra}`,
    restaurantReservationsV2: `${DOUBLE}?kind=restaurant-v2${extra}`,
    tableBooking: `${DOUBLE}?kind=table-booking${extra}`,
    scheduling: `${DOUBLE}?kind=scheduling${extra}`,
    weddingPlanning: `${DOUBLE}?kind=wedding-planning${extra}`,
  };
}

/**
 * Puts a page context holding `ctx` in the document, its `websiteSettings.thirdPartyEmbeds`
 * naming `urls` (and `loadAfterConsent` when `ctx.websiteSettings` has it).
 */
export function setContext(ctx: Record<string, unknown> = {}, urls = doubleUrls()): void {
  document.getElementById('sq-context')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-context';
  const { loadAfterConsent, ...settings } = (ctx.websiteSettings ?? {}) as Record<string, unknown>;
  const websiteSettings = { ...settings, thirdPartyEmbeds: { urls, loadAfterConsent } };
  script.textContent = JSON.stringify({ ...ctx, websiteSettings });
  document.head.append(script);
}

/** A block of `kind`, `width` px wide, with a link to book and a telephone number inside. */
export async function mountReservation(
  kind = 'scheduling',
  { json = '{"accountId":"kiln-42"}', width = 600 } = {},
): Promise<SqReservation> {
  return fixture<SqReservation>(
    html`<sq-reservation kind=${kind} data-block-json=${json} style="width:${width}px">
      <p>
        <a href="https://booking.example.com/kiln-and-clay">Book a wheel session online</a>
        or call the studio on <a href="tel:+15550100">(555) 0100</a>.
      </p>
    </sq-reservation>`,
  );
}

/** The load button of the facade. */
export const loadButton = (el: SqReservation) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=facade-button]');

/** The widget the double drew into the block, if any. */
export const drawnWidget = (el: SqReservation) =>
  el.querySelector<HTMLElement>('[slot=widget] [data-widget-double]');

/** Presses the load button and waits for the widget to load. */
export async function loadByClick(el: SqReservation): Promise<void> {
  const loaded = oneEvent(el, 'sq-embed-loaded');
  loadButton(el)!.click();
  await loaded;
  await el.updateComplete;
}

/** The addresses of the double the page requested (resource timing), in order. */
export function doubleRequests(): URL[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname === DOUBLE);
}

/** Whether `node` is drawn (in the flat tree and with a box). */
export const shows = (node: Element | null | undefined): boolean =>
  !!node && node.checkVisibility() && node.getClientRects().length > 0;

/** Records console errors while `run` runs. */
export async function consoleErrors(run: () => Promise<unknown>): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void calls.push(args);
  try {
    await run();
  } finally {
    console.error = original;
  }
  return calls;
}
