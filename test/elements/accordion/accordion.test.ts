import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import '../../../elements/accordion/sq-accordion.ts';
import type { SqAccordion, SqToggleDetail } from '../../../elements/accordion/sq-accordion.ts';
import { ACCORDION_DURATION_MS } from '../../../platform/constants/limits.ts';

/** Three items, the second open in the server markup. */
function items(): TemplateResult {
  return html`<details>
      <summary>Shipping</summary>
      <p>Orders ship in two days.</p>
    </details>
    <details open>
      <summary>Returns</summary>
      <p>Return within thirty days.</p>
    </details>
    <details>
      <summary>Contact</summary>
      <p>Write to us any time.</p>
    </details>`;
}

const accordion = (json: string): Promise<SqAccordion> =>
  fixture<SqAccordion>(html`<sq-accordion data-block-json=${json}>${items()}</sq-accordion>`);

const triggers = (el: SqAccordion): HTMLButtonElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="trigger"]'),
];
const panels = (el: SqAccordion): HTMLElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="panel"]'),
];
const details = (el: SqAccordion): HTMLDetailsElement[] => [
  ...el.querySelectorAll<HTMLDetailsElement>(':scope > details'),
];
/** The paragraph of item `index` as the visitor wrote it. */
const content = (el: SqAccordion, index: number): HTMLElement =>
  details(el)[index]!.querySelector<HTMLElement>('p')!;
const expanded = (el: SqAccordion): string[] =>
  triggers(el).map((trigger) => trigger.getAttribute('aria-expanded')!);

/** Collects `sq-toggle` details until `count` arrived. */
function toggles(el: SqAccordion, count: number): Promise<SqToggleDetail[]> {
  const seen: SqToggleDetail[] = [];
  return new Promise((resolve) => {
    el.addEventListener('sq-toggle', function listen(event) {
      seen.push(event.detail);
      if (seen.length === count) {
        el.removeEventListener('sq-toggle', listen);
        resolve(seen);
      }
    });
  });
}

describe('<sq-accordion>', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('SPEC §4: upgrade puts each item in a heading and button, leaving its details in place, and keeps an open item open', async () => {
    const answer = document.createElement('p');
    answer.textContent = 'Return within thirty days.';
    let clicks = 0;
    answer.addEventListener('click', () => clicks++);
    const el = await fixture<SqAccordion>(
      html`<sq-accordion data-block-json='{"allowMultipleOpen":false}'>
        <details>
          <summary>Shipping</summary>
          <p>Orders ship in two days.</p>
        </details>
        <details open>
          <summary>Returns</summary>
          ${answer}
        </details>
      </sq-accordion>`,
    );

    expect(details(el)).to.have.length(2);
    expect(triggers(el)).to.have.length(2);
    expect(triggers(el).map((trigger) => trigger.textContent!.trim())).to.deep.equal([
      'Shipping',
      'Returns',
    ]);
    expect(answer.parentElement === details(el)[1], 'the answer is still in its details').to.equal(
      true,
    );
    expect(
      details(el).map((item) => item.querySelector('summary')!.checkVisibility()),
      'the summaries give way to the buttons',
    ).to.deep.equal([false, false]);
    answer.click();
    expect(clicks, 'the visitor’s listener is still there').to.equal(1);
    expect(expanded(el)).to.deep.equal(['false', 'true']);
    expect(answer.checkVisibility()).to.equal(true);
    expect(content(el, 0).checkVisibility()).to.equal(false);
    expect(el.openItems).to.deep.equal([1]);
    await expect(el).to.be.accessible();
  });

  it('APG accordion: heading > button[aria-expanded][aria-controls], panel region labelled by it', async () => {
    const el = await accordion('{}');
    const [trigger] = triggers(el);
    const heading = trigger!.parentElement!;
    expect(heading.getAttribute('role')).to.equal('heading');
    expect(heading.getAttribute('aria-level')).to.equal('3');
    const panel = el.shadowRoot!.getElementById(trigger!.getAttribute('aria-controls')!)!;
    expect(panel).to.equal(panels(el)[0]);
    expect(panel.getAttribute('role')).to.equal('region');
    expect(panel.getAttribute('aria-labelledby')).to.equal(trigger!.id);
    await expect(el).to.be.accessible();
  });

  it('SPEC §4: clicking a closed title opens it: aria-expanded true and its content visible', async () => {
    const el = await accordion('{"allowMultipleOpen":true}');
    const opened = oneEvent(el, 'sq-toggle');
    triggers(el)[0]!.click();
    expect((await opened).detail).to.deep.equal({ index: 0, open: true });
    expect(triggers(el)[0]!.getAttribute('aria-expanded')).to.equal('true');
    expect(content(el, 0).checkVisibility()).to.equal(true);
    expect(panels(el)[0]!.getBoundingClientRect().height).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
  });

  it('SPEC §4: opening one item closes the open one when multiple-open is not allowed', async () => {
    const el = await accordion('{"allowMultipleOpen":false}');
    const done = toggles(el, 2);
    triggers(el)[0]!.click();
    expect(await done).to.deep.equal([
      { index: 1, open: false },
      { index: 0, open: true },
    ]);
    expect(expanded(el)).to.deep.equal(['true', 'false', 'false']);
    expect(content(el, 1).checkVisibility()).to.equal(false);
    expect(el.openItems).to.deep.equal([0]);
  });

  it('SPEC §4: with allowMultipleOpen, opening an item leaves the others open', async () => {
    const el = await accordion('{"allowMultipleOpen":true}');
    expect(await el.show(2)).to.equal(true);
    expect(expanded(el)).to.deep.equal(['false', 'true', 'true']);
    expect(content(el, 1).checkVisibility()).to.equal(true);
    expect(el.openItems).to.deep.equal([1, 2]);
  });

  it('SPEC §4 + §9: a change animates the panel height for 250 ms under an animation lock', async () => {
    const el = await accordion('{"allowMultipleOpen":true}');
    const opening = el.show(0);
    await el.updateComplete;
    const [animation] = panels(el)[0]!.getAnimations();
    expect(animation?.effect?.getTiming().duration).to.equal(ACCORDION_DURATION_MS);
    expect(el.matches(':state(animating)')).to.equal(true);

    expect(await el.toggle(2), 'toggle during the change').to.equal(false);
    triggers(el)[1]!.click();
    expect(await opening).to.equal(true);
    expect(expanded(el), 'the refused changes did nothing').to.deep.equal([
      'true',
      'true',
      'false',
    ]);
    expect(el.matches(':state(animating)')).to.equal(false);
    expect(await el.hide(1), 'accepted once the lock is released').to.equal(true);
    expect(expanded(el)).to.deep.equal(['true', 'false', 'false']);
  });

  it('prefers-reduced-motion: reduce makes changes instant, without animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await accordion('{}');
    const opening = el.show(0);
    await el.updateComplete;
    expect(panels(el)[0]!.getAnimations()).to.have.length(0);
    expect(el.matches(':state(animating)')).to.equal(false);
    expect(content(el, 0).checkVisibility()).to.equal(true);
    expect(await opening).to.equal(true);
  });

  it('SPEC §2 nomotion=true makes changes instant, without animation', async () => {
    const original = location.href;
    const url = new URL(original);
    url.searchParams.set('nomotion', 'true');
    history.replaceState(history.state, '', url);
    try {
      const el = await accordion('{}');
      const closing = el.hide(1);
      await el.updateComplete;
      expect(panels(el)[1]!.getAnimations()).to.have.length(0);
      expect(content(el, 1).checkVisibility()).to.equal(false);
      expect(await closing).to.equal(true);
    } finally {
      history.replaceState(history.state, '', original);
    }
  });

  it('keyboard: Enter and Space on a focused title toggle its item', async () => {
    const el = await accordion('{}');
    triggers(el)[0]!.focus();
    let changed = oneEvent(el, 'sq-toggle');
    await sendKeys({ press: 'Enter' });
    await changed;
    expect(expanded(el)[0]).to.equal('true');
    changed = oneEvent(el, 'sq-toggle');
    await sendKeys({ press: 'Space' });
    expect((await changed).detail).to.deep.equal({ index: 0, open: false });
    expect(expanded(el)[0]).to.equal('false');
  });

  it('keyboard: Arrow Down/Up move between titles (wrapping), Home and End go to the ends', async () => {
    const el = await accordion('{}');
    const [first, second, third] = triggers(el);
    const focused = (): Element | null => el.shadowRoot!.activeElement;
    first!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()).to.equal(second);
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()).to.equal(first);
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(), 'wraps to the last').to.equal(third);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(), 'wraps to the first').to.equal(first);
    await sendKeys({ press: 'End' });
    expect(focused()).to.equal(third);
    await sendKeys({ press: 'Home' });
    expect(focused()).to.equal(first);
    expect(expanded(el), 'moving focus opens nothing').to.deep.equal(['false', 'true', 'false']);
  });

  it('focus inside a panel that closes moves to its title', async () => {
    const el = await fixture<SqAccordion>(
      html`<sq-accordion>
        <details open>
          <summary>Returns</summary>
          <a href="#returns">Return form</a>
        </details>
      </sq-accordion>`,
    );
    el.querySelector('a')!.focus();
    expect(await el.hide(0)).to.equal(true);
    expect(el.shadowRoot!.activeElement).to.equal(triggers(el)[0]);
  });

  it('SPEC §4: sq-toggle bubbles out of the element, composed, with { index, open }', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <sq-accordion data-block-json='{"allowMultipleOpen":true}'>${items()}</sq-accordion>
      </div>`,
    );
    const el = wrapper.querySelector('sq-accordion')!;
    const heard = oneEvent(wrapper, 'sq-toggle');
    void el.hide(1);
    const event = await heard;
    expect(event.detail).to.deep.equal({ index: 1, open: false });
    expect(event.bubbles && event.composed).to.equal(true);
  });
});
