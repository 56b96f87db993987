import { expect, fixture, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/newsletter/sq-newsletter.ts';
import type { SqNewsletter } from '../../../elements/newsletter/sq-newsletter.ts';
import '../../../elements/popup-overlay/sq-popup-overlay.ts';
import type { SqPopupOverlay } from '../../../elements/popup-overlay/sq-popup-overlay.ts';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import { ANONYMOUS_CONTEXT } from '../../../platform/context/page-context.ts';
import { POPUP_STORAGE_KEY, readPopupState } from '../../../platform/popup/stored-state.ts';
import {
  controlsOf,
  freshId,
  received,
  submitAndWait,
  typeInto,
  upgraded,
} from '../form/form-fixture.ts';
import {
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from '../../platform/analytics-helpers.ts';

const CENSUS = '/api/census/overlay';

const closeButton = (el: SqPopupOverlay): HTMLButtonElement =>
  el.shadowRoot!.querySelector('[part~="close"]')!;
const dialogOf = (el: SqPopupOverlay): HTMLDialogElement => el.shadowRoot!.querySelector('dialog')!;

/** The element that has focus, looking inside shadow roots. */
function deepFocus(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** A page with a button that had focus, the server's template, and an overlay of version 3. */
async function page(formId = freshId()): Promise<{
  root: HTMLElement;
  opener: HTMLButtonElement;
  overlay: SqPopupOverlay;
}> {
  const data = JSON.stringify({ formId, submitButtonText: 'Sign Up' });
  // The server's template, as a string: Lit puts no expressions inside a <template>.
  const root = await fixture<HTMLElement>(`<div>
    <button id="opener">Before the popup</button>
    <template id="sq-popup-overlay-content"><h1>Studio notes</h1>
      <p>One email a season.</p>
      <sq-newsletter data-block-json='${data}'></sq-newsletter></template>
    <sq-popup-overlay version="3"></sq-popup-overlay>
  </div>`);
  const opener = root.querySelector<HTMLButtonElement>('#opener')!;
  opener.focus();
  const overlay = root.querySelector('sq-popup-overlay')!;
  await overlay.updateComplete;
  return { root, opener, overlay };
}

async function opened(overlay: SqPopupOverlay): Promise<void> {
  const shown = oneEvent(overlay, 'sq-after-show');
  expect(await overlay.show()).to.equal(true);
  await shown;
}

describe('<sq-popup-overlay>', () => {
  let run: string;
  beforeEach(() => {
    localStorage.removeItem(POPUP_STORAGE_KEY);
    run = startRun();
    configureAnalytics({ ...ANONYMOUS_CONTEXT, website: { id: 'site-1' } });
  });
  afterEach(async () => {
    resetAnalyticsState();
    localStorage.removeItem(POPUP_STORAGE_KEY);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('SPEC §3: copies the popup page’s content from the template; its newsletter is sent as an overlay form', async () => {
    const { overlay } = await page();
    expect(overlay.querySelector('h1')!.textContent).to.equal('Studio notes');
    const block = overlay.querySelector('sq-newsletter')!;
    const data = JSON.parse(block.getAttribute('data-block-json')!) as Record<string, unknown>;
    expect(data.isOverlayForm).to.equal(true);
    expect(data.submitButtonText, 'the other keys are kept').to.equal('Sign Up');
    expect(dialogOf(overlay).open, 'closed until shown').to.equal(false);
  });

  it('opens as a modal dialog named by its heading, focus inside, the page behind inert; axe passes', async () => {
    const { overlay, opener } = await page();
    await opened(overlay);
    const dialog = dialogOf(overlay);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Studio notes');
    expect(deepFocus()).to.equal(closeButton(overlay));
    expect(closeButton(overlay).getAttribute('aria-label')).to.equal('Close');
    opener.focus();
    expect(document.activeElement, 'the page behind takes no focus').to.not.equal(opener);
    await upgraded(overlay.querySelector<SqNewsletter>('sq-newsletter')!);
    await expect(overlay).to.be.accessible();
  });

  it('SPEC §3: Escape closes it, stores closedDate and version, and focus returns', async () => {
    const { overlay, opener } = await page();
    await opened(overlay);
    const before = Date.now();
    const closed = oneEvent(overlay, 'sq-after-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(dialogOf(overlay).open).to.equal(false);
    expect(document.activeElement).to.equal(opener);
    const state = readPopupState();
    expect(state.version).to.equal(3);
    expect(state.closedDate).to.be.within(before, Date.now());
  });

  it('keyboard only: Enter on the labelled close button closes it and focus returns', async () => {
    const { overlay, opener } = await page();
    await opened(overlay);
    expect(deepFocus()).to.equal(closeButton(overlay));
    const closed = oneEvent(overlay, 'sq-after-close');
    await sendKeys({ press: 'Enter' });
    await closed;
    expect(document.activeElement).to.equal(opener);
    expect(readPopupState().version).to.equal(3);
  });

  it('Tab stays inside the open dialog: from the close button into the sign-up', async () => {
    const { overlay } = await page();
    await opened(overlay);
    const block = overlay.querySelector<SqNewsletter>('sq-newsletter')!;
    await upgraded(block);
    await sendKeys({ press: 'Tab' });
    expect(deepFocus()).to.equal(controlsOf(block, 'email')[0]);
  });

  it('sq-open and sq-close are cancelable: a cancelled open stays closed, a cancelled Escape stays open', async () => {
    const { overlay } = await page();
    overlay.addEventListener('sq-open', (event) => event.preventDefault(), { once: true });
    expect(await overlay.show()).to.equal(false);
    expect(dialogOf(overlay).open).to.equal(false);
    await opened(overlay);
    overlay.addEventListener('sq-close', (event) => event.preventDefault(), { once: true });
    await sendKeys({ press: 'Escape' });
    expect(dialogOf(overlay).open).to.equal(true);
    expect(readPopupState(), 'nothing stored').to.deep.equal({});
  });

  it('SPEC §3, §7: a sign-up is sent with isOverlayForm true and stores submitted', async () => {
    const formId = freshId();
    const { overlay } = await page(formId);
    await opened(overlay);
    const block = overlay.querySelector<SqNewsletter>('sq-newsletter')!;
    await upgraded(block);
    typeInto(controlsOf(block, 'email')[0]!, 'ada@example.com');
    await submitAndWait(block, 'sq-submit-success');
    const [request] = await received(formId);
    expect(request!.body.isOverlayForm).to.equal(true);
    expect(readPopupState()).to.deep.equal({ version: 3, submitted: true });
    expect(dialogOf(overlay).open, 'open on the thank-you text').to.equal(true);
  });

  it('SPEC §7: show, submit and close are each recorded with POST /api/census/overlay', async () => {
    const formId = freshId();
    const { overlay } = await page(formId);
    await opened(overlay);
    const block = overlay.querySelector<SqNewsletter>('sq-newsletter')!;
    await upgraded(block);
    typeInto(controlsOf(block, 'email')[0]!, 'ada@example.com');
    await submitAndWait(block, 'sq-submit-success');
    overlay.close();
    const sent = await waitForRequests(run, CENSUS, 3);
    expect(sent.map((request) => request.body.event)).to.deep.equal(['show', 'submit', 'close']);
  });

  it('removeOnClose: the overlay the runtime inserts leaves the page once closed', async () => {
    const { overlay } = await page();
    overlay.removeOnClose = true;
    await opened(overlay);
    overlay.close();
    expect(overlay.isConnected).to.equal(false);
  });

  it('reduced motion: it opens without its fade', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { overlay } = await page();
    await overlay.show();
    expect(dialogOf(overlay).classList.contains('still')).to.equal(true);
    expect(overlay.shadowRoot!.getAnimations()).to.deep.equal([]);
  });
});
