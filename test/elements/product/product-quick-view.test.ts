import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/product/sq-product.ts';
import type { SqProduct } from '../../../elements/product/sq-product.ts';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import type { PageContext } from '../../../platform/context/page-context.ts';
import {
  pause,
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from '../../platform/analytics-helpers.ts';
import { axNodes, focused } from '../shared/apg.ts';
import {
  commerceReceived,
  CUP,
  next,
  PRODUCTS,
  renderProduct,
  startStore,
  text,
} from './product-fixture.ts';

const CTX = { website: { id: 'site-1' }, pageType: 2 } as PageContext;
const RECORD_EVENT = '/api/events/RecordEvent';

const quickButton = (el: SqProduct) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="quick-view"]')!;
const dialog = (el: SqProduct) => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog')!;

/** Waits until `check` holds (the census call is sent after the dialog opened). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 60 && !(await check()); i++) await pause(50);
}

describe('<sq-product> quick view (layout card; SPEC §7 RecordQuickView)', () => {
  let commerce: string;
  let analytics: string;
  beforeEach(async () => {
    commerce = await startStore({ products: PRODUCTS });
    analytics = startRun();
    configureAnalytics(CTX);
  });
  afterEach(async () => {
    resetAnalyticsState();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('Quick view opens the detail view in a modal dialog, counted with POST /api/census/RecordQuickView/{productId}', async () => {
    const { el } = await renderProduct(CUP);
    expect(text(quickButton(el))).to.equal('Quick view: Everyday cup');
    expect(quickButton(el).getAttribute('aria-haspopup')).to.equal('dialog');
    quickButton(el).focus();
    const shown = next(el, 'sq-after-show');
    quickButton(el).click();
    await shown;
    expect(dialog(el).open).to.equal(true);
    expect(dialog(el).matches(':modal')).to.equal(true);
    expect(el.matches(':state(quick-view)')).to.equal(true);
    const inside = dialog(el).querySelector('article')!;
    expect(text(inside.querySelector('[part~="name"]'))).to.equal('Everyday cup');
    expect(inside.querySelector('[part~="details-link"]')!.getAttribute('href')).to.equal(
      '/shop/everyday-cup',
    );
    expect(dialog(el).contains(focused()), 'focus moved into the dialog').to.equal(true);
    const [dialogNode] = await axNodes('dialog');
    expect(dialogNode?.name).to.equal('Everyday cup');
    await until(async () =>
      (await commerceReceived(commerce)).some((r) => r.path.includes('RecordQuickView')),
    );
    const calls = (await commerceReceived(commerce)).filter((r) =>
      r.path.includes('RecordQuickView'),
    );
    expect(calls.map((r) => [r.method, r.path])).to.deep.equal([
      ['POST', `/api/census/RecordQuickView/${CUP.id}`],
    ]);
    await expect(el).to.be.accessible();
  });

  it('APG dialog: Escape closes it and focus returns to the Quick view button', async () => {
    const { el } = await renderProduct(CUP);
    quickButton(el).focus();
    await el.showQuickView();
    const closed = next(el, 'sq-after-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(dialog(el).open).to.equal(false);
    expect(focused()).to.equal(quickButton(el));
    expect(el.quickViewOpen).to.equal(false);
  });

  it('the Close button closes it; a cancelled sq-close keeps it open; a cancelled sq-open keeps it shut', async () => {
    const { el } = await renderProduct(CUP);
    el.addEventListener('sq-open', (e) => e.preventDefault(), { once: true });
    expect(await el.showQuickView()).to.equal(false);
    expect(dialog(el).open).to.equal(false);
    await el.showQuickView();
    el.addEventListener('sq-close', (e) => e.preventDefault(), { once: true });
    dialog(el).querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    expect(dialog(el).open).to.equal(true);
    dialog(el).querySelector<HTMLButtonElement>('[part~="close"]')!.click();
    expect(dialog(el).open).to.equal(false);
  });

  it('adding from the quick view announces it inside the dialog', async () => {
    const { el } = await renderProduct(CUP);
    await el.showQuickView();
    const form = dialog(el).querySelector('form')!;
    const added = next(el, 'sq-add-to-cart');
    form.querySelector<HTMLButtonElement>('[part~="button"]')!.click();
    await added;
    await el.updateComplete;
    expect(text(dialog(el).querySelector('[part~="status"]'))).to.equal(
      'Added to your cart: Everyday cup (Glaze: Clear, Size: Single), quantity 1.',
    );
    await expect(el).to.be.accessible();
  });

  it('prefers-reduced-motion: the dialog opens without animation', async () => {
    /** How many animations the dialog runs in the frame after it opened. */
    const animationsWhileOpening = async (el: SqProduct): Promise<number> => {
      const opening = el.showQuickView();
      await el.updateComplete;
      await new Promise(requestAnimationFrame);
      const running = dialog(el).getAnimations().length;
      await opening;
      el.closeQuickView();
      return running;
    };
    const { el } = await renderProduct(CUP);
    expect(await animationsWhileOpening(el), 'a fade by default').to.equal(1);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(await animationsWhileOpening(el)).to.equal(0);
  });

  it('SPEC §7 tracking: commerce_product_view on a quick view, commerce_add_to_cart after an addition', async () => {
    const { el } = await renderProduct(CUP);
    await el.showQuickView();
    const [view] = await waitForRequests(analytics, RECORD_EVENT);
    expect(view!.body.event).to.equal('commerce_product_view');
    expect(JSON.parse(view!.body.data!)).to.include({ productId: CUP.id });
    await el.addToCart();
    const events = await waitForRequests(analytics, RECORD_EVENT, 2);
    expect(events[1]!.body.event).to.equal('commerce_add_to_cart');
    expect(JSON.parse(events[1]!.body.data!)).to.include({
      productId: CUP.id,
      sku: 'SQ4810231',
      quantity: 1,
    });
  });

  it('SPEC §7 tracking: a product page (layout detail) is a product view, once', async () => {
    const { el } = await renderProduct(CUP, { layout: 'detail' });
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('Everyday cup');
    expect(el.shadowRoot!.querySelector('[part~="quick-view"]')).to.equal(null);
    const [view] = await waitForRequests(analytics, RECORD_EVENT);
    expect(view!.body.event).to.equal('commerce_product_view');
    el.choose('Size', 'Set of four');
    await el.updateComplete;
    await pause(200);
    expect(await waitForRequests(analytics, RECORD_EVENT, 2, 300)).to.have.length(1);
    await expect(el).to.be.accessible();
  });
});
