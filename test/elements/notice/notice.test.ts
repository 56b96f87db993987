import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/notice/sq-notice.ts';
import type { SqNotice } from '../../../elements/notice/sq-notice.ts';
import { showNotice } from '../../../elements/notice/show-notice.ts';
import { INFORMATION_NOTICE_AUTO_HIDE_MS } from '../../../platform/constants/limits.ts';

const status = (el: SqNotice): HTMLElement => el.shadowRoot!.querySelector('[role="status"]')!;
const closeButton = (el: SqNotice): HTMLButtonElement =>
  el.shadowRoot!.querySelector('[part~="close"]')!;

/** Waits until the notice's text is in its status region (a frame after it connects). */
async function shown(el: SqNotice): Promise<SqNotice> {
  await waitUntil(
    () => el.shadowRoot?.querySelector('[role="status"] slot'),
    'the notice never showed its text',
  );
  await el.updateComplete;
  return el;
}

/** A page with a button before the notice; resolves with both. */
async function page(duration: number): Promise<{ before: HTMLButtonElement; el: SqNotice }> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div>
      <button id="before">Before</button>
      <sq-notice heading="Logout Successful" duration=${duration}
        >You have been successfully logged out.</sq-notice
      >
    </div>`,
  );
  return {
    before: wrapper.querySelector('#before')!,
    el: await shown(wrapper.querySelector('sq-notice')!),
  };
}

/** Waits long enough for a notice with `duration` to have hidden, had its count been running. */
const longerThan = (duration: number) =>
  new Promise((resolve) => setTimeout(resolve, duration * 4));

describe('<sq-notice>', () => {
  afterEach(() => resetMouse());

  it('SPEC §2: shows its heading and message in a polite status region', async () => {
    const { el } = await page(0);
    expect(status(el).getAttribute('role')).to.equal('status');
    expect(status(el).querySelector('[part~="heading"]')!.textContent).to.equal(
      'Logout Successful',
    );
    expect(el.textContent).to.equal('You have been successfully logged out.');
    expect(el.checkVisibility()).to.equal(true);
    expect(closeButton(el).getAttribute('aria-label')).to.equal('Dismiss notice');
    await expect(el).to.be.accessible();
  });

  it('the status region is on the page before its text goes in (so it is announced)', async () => {
    const el = document.createElement('sq-notice');
    el.heading = 'Saved';
    el.textContent = 'Your changes are saved.';
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(status(el).textContent!.trim(), 'empty at first').to.equal('');
      await shown(el);
      expect(status(el).querySelector('strong')!.textContent).to.equal('Saved');
    } finally {
      el.remove();
    }
  });

  it('SPEC §9: hides by itself after the information-notice time (counts as confirmed)', async () => {
    expect(document.createElement('sq-notice').duration).to.equal(INFORMATION_NOTICE_AUTO_HIDE_MS);
    const { el } = await page(50);
    const closed = await oneEvent(el, 'sq-after-close');
    expect(closed.detail).to.deep.equal({ reason: 'auto-hide' });
    expect(el.checkVisibility()).to.equal(false);
  });

  it('the close button dismisses it', async () => {
    const { el } = await page(0);
    const closing = oneEvent(el, 'sq-close');
    closeButton(el).click();
    expect((await closing).detail).to.deep.equal({ reason: 'dismiss' });
    expect(el.checkVisibility()).to.equal(false);
  });

  it('keeps showing while the pointer is over it, and hides once it leaves', async () => {
    const { el } = await page(80);
    const box = el.shadowRoot!.querySelector('[part~="base"]')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 10), Math.round(box.y + 10)] });
    await longerThan(80);
    expect(el.checkVisibility(), 'still there while hovered').to.equal(true);
    const closed = oneEvent(el, 'sq-after-close');
    await sendMouse({ type: 'move', position: [0, Math.round(innerHeight - 1)] });
    expect((await closed).detail.reason).to.equal('auto-hide');
  });

  it('keyboard: Tab reaches the close button after the page, the count waits, Escape dismisses and focus returns', async () => {
    const { before, el } = await page(80);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(closeButton(el));
    await expect(el).to.be.accessible();
    await longerThan(80);
    expect(el.checkVisibility(), 'still there while focused').to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(el.checkVisibility()).to.equal(false);
    expect(document.activeElement).to.equal(before);
  });

  it('Enter on the focused close button dismisses it', async () => {
    const { before, el } = await page(0);
    before.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(el.checkVisibility()).to.equal(false);
    expect(document.activeElement).to.equal(before);
  });

  it('a listener may keep it open by cancelling sq-close', async () => {
    const { el } = await page(0);
    el.addEventListener('sq-close', (event) => event.preventDefault());
    expect(el.hide()).to.equal(false);
    closeButton(el).click();
    expect(el.checkVisibility()).to.equal(true);
    el.remove();
  });

  it('showNotice adds a notice with plain-text content to the page', async () => {
    const el = showNotice({ heading: 'Hello', message: '<b>not markup</b>', duration: 0 });
    try {
      await shown(el);
      expect(el.parentElement).to.equal(document.body);
      expect(el.textContent).to.equal('<b>not markup</b>');
      expect(el.querySelector('b')).to.equal(null);
      expect(el.duration).to.equal(0);
    } finally {
      el.remove();
    }
  });

  describe('placement', () => {
    /** A bar fixed along the bottom edge, `height` px tall, as a cookie banner bar stands. */
    function bottomBar(height: number): HTMLElement {
      const bar = document.createElement('div');
      bar.style.cssText = `position:fixed;left:0;right:0;bottom:0;height:${height}px;background:#333`;
      document.body.append(bar);
      return bar;
    }
    const box = (el: SqNotice) =>
      el.shadowRoot!.querySelector('[part~="base"]')!.getBoundingClientRect();
    let bars: HTMLElement[] = [];
    afterEach(() => {
      for (const bar of bars) bar.remove();
      bars = [];
    });

    it('stands at the bottom centre of the viewport, clear of the header and navigation at the top', async () => {
      const { el } = await page(0);
      const { top, bottom, left, right } = box(el);
      expect(top, 'in the lower half').to.be.greaterThan(innerHeight / 2);
      expect(Math.round(innerHeight - bottom), '1rem above the bottom edge').to.equal(16);
      expect(Math.abs(left - (innerWidth - right)), 'centred').to.be.below(2);
      el.remove();
    });

    it('stands above a bar fixed along the bottom edge, also one that arrives after it shows', async () => {
      bars.push(bottomBar(80));
      const { el } = await page(0);
      expect(Math.round(innerHeight - box(el).bottom)).to.equal(80 + 16);
      bars.push(bottomBar(140));
      await waitUntil(() => Math.round(innerHeight - box(el).bottom) === 140 + 16, 'moves up');
      el.remove();
    });

    it('stands above a bar drawn inside another element’s shadow root (as the cookie banner draws its bar)', async () => {
      const host = document.createElement('div');
      host.attachShadow({ mode: 'open' }).innerHTML =
        '<div style="position:fixed;left:0;right:0;bottom:0;height:75px">We use cookies.</div>';
      document.body.append(host);
      bars.push(host);
      const { el } = await page(0);
      expect(Math.round(innerHeight - box(el).bottom)).to.equal(75 + 16);
      el.remove();
    });

    it('does not move for a fixed element taller than half the viewport (an overlay, not a bar)', async () => {
      bars.push(bottomBar(Math.ceil(innerHeight * 0.6)));
      const { el } = await page(0);
      expect(Math.round(innerHeight - box(el).bottom)).to.equal(16);
      el.remove();
    });
  });
});
