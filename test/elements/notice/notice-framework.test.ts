// A notice a template or an app (React, or any other) renders is the app's node: closed, it
// hides itself and stays where the app put it; only a notice `showNotice()` made removes itself.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../elements/notice/sq-notice.ts';
import type { SqNotice } from '../../../elements/notice/sq-notice.ts';
import { showNotice } from '../../../elements/notice/show-notice.ts';

const closeButton = (el: SqNotice): HTMLButtonElement =>
  el.shadowRoot!.querySelector('[part~="close"]')!;

/** Waits until the notice shows its text (a frame after it connects). */
const shown = (el: SqNotice) =>
  waitUntil(() => el.shadowRoot?.querySelector('[role="status"] slot'), 'the notice never showed');

describe('<sq-notice> rendered by an app', () => {
  it('ARCHITECTURE: closed, it hides where the app put it, its text untouched; the app removes it later', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <sq-notice heading="Saved" duration="0">Your changes are saved.</sq-notice>
      </div>`,
    );
    const el = page.querySelector('sq-notice')!;
    const text = el.firstChild!;
    await shown(el);
    const closed = oneEvent(el, 'sq-after-close');
    closeButton(el).click();
    await closed;
    expect(el.parentNode === page, 'where the app put it').to.equal(true);
    expect(el.firstChild === text, 'its text is the app’s node').to.equal(true);
    expect(el.hidden).to.equal(true);
    expect(el.checkVisibility()).to.equal(false);
    page.removeChild(el);
    expect(el.isConnected).to.equal(false);
  });

  it('a notice showNotice() made removes itself once closed', async () => {
    const el = showNotice({ heading: 'Hello', message: 'Bye', duration: 0 });
    await shown(el);
    expect(el.removeOnClose).to.equal(true);
    closeButton(el).click();
    expect(el.isConnected).to.equal(false);
  });
});
