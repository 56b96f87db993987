import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../elements/tooltip/sq-tooltip.ts';
import type { SqTooltip } from '../../../elements/tooltip/sq-tooltip.ts';
import { TOOLTIP_HIDE_GRACE_MS } from '../../../elements/tooltip/tooltip.ts';
import { axNodes, focused, tab } from '../shared/apg.ts';

const TIP = 'The first, low firing that hardens raw clay before glazing.';

/** A page with a button before the tooltip, the tooltip around a `trigger`, and `style` on it. */
async function page(
  style = '',
  trigger = html`<button type="button">Bisque firing</button>`,
): Promise<{ el: SqTooltip; before: HTMLButtonElement; trigger: HTMLElement }> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div>
      <button type="button" id="before">Before</button>
      <sq-tooltip style=${style}>${trigger}<small slot="content">${TIP}</small></sq-tooltip>
    </div>`,
  );
  const el = wrapper.querySelector('sq-tooltip')!;
  await el.updateComplete;
  return { el, before: wrapper.querySelector('#before')!, trigger: el.trigger! };
}

const tipOf = (el: SqTooltip) => el.shadowRoot!.querySelector<HTMLElement>('[part~="tooltip"]')!;
const isShown = (el: SqTooltip) => tipOf(el).matches(':popover-open');

/** Waits past `ms` (only to show that something did not happen in that time). */
const longerThan = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms + 150));

async function moveTo(x: number, y: number): Promise<void> {
  await sendMouse({ type: 'move', position: [Math.round(x), Math.round(y)] });
}

/** Rests the pointer on `trigger` at (`dx`, `dy`) from its top left; resolves once shown. */
async function hover(el: SqTooltip, trigger: HTMLElement, dx = 4, dy = 4) {
  const box = trigger.getBoundingClientRect();
  const shown = oneEvent(el, 'sq-after-show');
  await moveTo(box.left + dx, box.top + dy);
  await shown;
  return { x: Math.round(box.left + dx), y: Math.round(box.top + dy) };
}

describe('sq-tooltip (SPEC §9 Legacy UI tooltip, WCAG 1.4.13)', () => {
  afterEach(async () => {
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
  });

  it('shows on hover only after the show delay of 1200 ms (SPEC §9)', async () => {
    const { el, trigger } = await page();
    expect(el.showDelay).to.equal(1200);
    let entered = 0;
    trigger.addEventListener('pointerenter', (e) => (entered = e.timeStamp), { once: true });
    const opening = oneEvent(el, 'sq-open');
    const box = trigger.getBoundingClientRect();
    await moveTo(box.left + 4, box.top + 4);
    expect(isShown(el), 'not shown as the pointer arrives').to.equal(false);
    const open = await opening;
    expect(open.timeStamp - entered).to.be.at.least(1200);
    await oneEvent(el, 'sq-after-show');
    expect(isShown(el)).to.equal(true);
  });

  it('opened by the pointer, stands 15 px right of and below the pointer (SPEC §9 mouse offset)', async () => {
    const { el, trigger } = await page();
    const pointer = await hover(el, trigger);
    const box = tipOf(el).getBoundingClientRect();
    expect(box.left).to.be.closeTo(pointer.x + 15, 1);
    expect(box.top).to.be.closeTo(pointer.y + 15, 1);
    expect(box.width).to.equal(250);
  });

  it('stays while the pointer moves from the trigger onto the tip, and hides once it leaves both', async () => {
    const { el, trigger } = await page();
    await hover(el, trigger);
    // Across the gap (over neither), then onto the tip.
    const tip = tipOf(el).getBoundingClientRect();
    const left = oneEvent(el, 'pointerleave');
    await moveTo(tip.left - 5, Math.max(tip.top, trigger.getBoundingClientRect().bottom) + 5);
    expect(((await left) as unknown as PointerEvent).relatedTarget).not.to.equal(null);
    await moveTo(tip.left + 20, tip.top + 10);
    await longerThan(TOOLTIP_HIDE_GRACE_MS);
    expect(el.open && isShown(el), 'still shown while hovered').to.equal(true);
    const closed = oneEvent(el, 'sq-after-close');
    await moveTo(5, 595);
    expect((await closed).detail.reason).to.equal('leave');
    expect(isShown(el)).to.equal(false);
  });

  it('keyboard focus on the trigger shows it at once, below the trigger; leaving focus hides it', async () => {
    const { el, before, trigger } = await page('position: fixed; left: 300px; top: 100px');
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(trigger);
    expect(isShown(el)).to.equal(true);
    expect(el.opener).to.equal('focus');
    const tip = tipOf(el).getBoundingClientRect();
    const anchor = trigger.getBoundingClientRect();
    expect(tip.top).to.be.closeTo(anchor.bottom + 15, 1);
    expect(tip.left + tip.width / 2).to.be.closeTo(anchor.left + anchor.width / 2, 1);
    const closed = oneEvent(el, 'sq-after-close');
    await tab(true);
    await closed;
    expect(isShown(el)).to.equal(false);
  });

  it('Escape hides it, focus stays on the trigger, and the key goes no further', async () => {
    const { el, before, trigger } = await page();
    before.focus();
    await sendKeys({ press: 'Tab' });
    await oneEvent(el, 'sq-after-show');
    let passedOn: boolean | undefined;
    const onKey = (e: KeyboardEvent) => (passedOn = !e.defaultPrevented);
    document.addEventListener('keydown', onKey);
    const closed = oneEvent(el, 'sq-after-close');
    await sendKeys({ press: 'Escape' });
    document.removeEventListener('keydown', onKey);
    expect((await closed).detail.reason).to.equal('escape');
    expect(passedOn, 'Escape reached the page with preventDefault()').to.equal(false);
    expect(focused()).to.equal(trigger);
    // Dismissed stays dismissed while focus stays; focus leaving and coming back shows it again.
    await tab(true);
    await sendKeys({ press: 'Tab' });
    expect(isShown(el)).to.equal(true);
  });

  it('Escape while hovered keeps it hidden until the pointer leaves and comes back', async function () {
    this.timeout(12_000); // three waits of the 1200 ms show delay, on a busy machine
    const { el, trigger } = await page();
    await hover(el, trigger);
    const closed = oneEvent(el, 'sq-after-close');
    await sendKeys({ press: 'Escape' });
    await closed;
    const box = trigger.getBoundingClientRect();
    await moveTo(box.left + 10, box.top + 6);
    await longerThan(1200);
    expect(el.open || isShown(el), 'not shown again while the pointer stays').to.equal(false);
    await moveTo(5, 595);
    await hover(el, trigger);
    expect(isShown(el)).to.equal(true);
  });

  it('the trigger is described by the tip text, shown or hidden (APG tooltip)', async () => {
    const { el, before } = await page();
    const content = el.content!;
    expect(el.trigger!.getAttribute('aria-describedby')).to.equal(content.id);
    const hidden = (await axNodes('button')).find((n) => n.name === 'Bisque firing');
    expect(hidden?.description).to.equal(TIP);
    before.focus();
    await sendKeys({ press: 'Tab' });
    await oneEvent(el, 'sq-after-show');
    const shown = (await axNodes('button')).find((n) => n.name === 'Bisque firing');
    expect(shown?.description).to.equal(TIP);
  });

  it('a term that cannot take focus gets tabindex 0; removed from the page, the element takes back what it set', async () => {
    const { el, trigger } = await page('', html`<dfn aria-describedby="note">bisque</dfn>`);
    expect(trigger.tabIndex).to.equal(0);
    expect(trigger.getAttribute('aria-describedby')).to.equal(`note ${el.content!.id}`);
    const content = el.content!;
    el.remove();
    expect(trigger.hasAttribute('tabindex')).to.equal(false);
    expect(trigger.getAttribute('aria-describedby')).to.equal('note');
    expect(content.hasAttribute('id')).to.equal(false);
  });

  it('stays 20 px inside the viewport at its right and bottom edges, opened by the pointer (SPEC §9 edge margin)', async () => {
    await setViewport({ width: 400, height: 300 });
    const { el, trigger } = await page('position: fixed; right: 0; bottom: 0');
    const box = trigger.getBoundingClientRect();
    await hover(el, trigger, box.width - 4, box.height - 4);
    const tip = tipOf(el).getBoundingClientRect();
    expect(tip.right).to.be.closeTo(400 - 20, 1);
    expect(tip.bottom).to.be.at.most(300 - 20);
    expect(tip.bottom).to.be.at.most(box.bottom - 4 - 15 + 1);
  });

  it('stays 20 px inside the viewport at its left and bottom edges, opened by focus', async () => {
    await setViewport({ width: 400, height: 300 });
    const { el, before, trigger } = await page('position: fixed; left: 0; bottom: 0');
    before.focus();
    await sendKeys({ press: 'Tab' });
    const tip = tipOf(el).getBoundingClientRect();
    expect(tip.left).to.be.closeTo(20, 1);
    expect(tip.bottom).to.be.closeTo(trigger.getBoundingClientRect().top - 15, 1);
  });

  it('on a viewport narrower than 290 px it narrows to keep 20 px on each side', async () => {
    await setViewport({ width: 240, height: 400 });
    const { el, before } = await page('position: fixed; left: 100px; top: 20px');
    before.focus();
    await sendKeys({ press: 'Tab' });
    const tip = tipOf(el).getBoundingClientRect();
    expect(tip.left).to.be.closeTo(20, 1);
    expect(tip.right).to.be.closeTo(220, 1);
  });

  it('passes axe hidden and shown', async () => {
    const { el, before } = await page();
    await expect(el.parentElement!).to.be.accessible();
    before.focus();
    await sendKeys({ press: 'Tab' });
    await oneEvent(el, 'sq-after-show');
    await expect(el.parentElement!).to.be.accessible();
  });

  it('a cancelled sq-open keeps it hidden; the open attribute shows it and its removal hides it', async () => {
    const { el, before } = await page();
    el.addEventListener('sq-open', (e) => e.preventDefault(), { once: true });
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(isShown(el)).to.equal(false);
    const shown = oneEvent(el, 'sq-after-show');
    el.setAttribute('open', '');
    await shown;
    expect(isShown(el)).to.equal(true);
    const closed = oneEvent(el, 'sq-after-close');
    el.removeAttribute('open');
    expect((await closed).detail.reason).to.equal('script');
  });
});
