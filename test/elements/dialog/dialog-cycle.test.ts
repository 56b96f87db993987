import { expect, oneEvent } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { CONFIRMATION_DIALOG } from '../../../platform/constants/limits.ts';
import {
  buttonParts,
  dialog,
  page,
  part,
  record,
  shown,
  STYLE_BUTTONS,
  STYLES,
} from './dialog-fixture.ts';

/** The centre of `element` in viewport pixels, as sendMouse wants it. */
function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

describe('<sq-dialog> cycle and answers (SPEC §4 Confirmation dialog)', () => {
  // The answers do not depend on motion; motion.test.ts covers the animations.
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(() => resetMouse());

  it('SPEC §4: hidden → shown → hiding → hidden, as `state`, custom states and `open`', async () => {
    const { el } = await page();
    const log = record(el);
    expect(el.state).to.equal('hidden');
    expect(dialog(el).open).to.equal(false);
    expect(dialog(el).checkVisibility()).to.equal(false);

    const answer = el.show();
    expect(el.state).to.equal('shown');
    expect(el.matches(':state(shown)')).to.equal(true);
    await oneEvent(el, 'sq-after-show');
    expect(dialog(el).open).to.equal(true);
    expect(dialog(el).checkVisibility()).to.equal(true);
    expect(el.hasAttribute('open')).to.equal(true);

    const hidden = el.hide('confirm');
    expect(el.state).to.equal('hiding');
    expect(el.matches(':state(hiding)')).to.equal(true);
    expect(el.matches(':state(shown)')).to.equal(false);
    expect(el.open).to.equal(false);
    expect(await hidden).to.equal(true);
    expect(el.state).to.equal('hidden');
    expect(el.matches(':state(hiding)')).to.equal(false);
    expect(dialog(el).open).to.equal(false);
    expect(dialog(el).checkVisibility()).to.equal(false);
    expect(el.hasAttribute('open')).to.equal(false);
    expect(await answer).to.equal('confirm');
    expect(log).to.deep.equal([
      'sq-open:hidden',
      'sq-after-show:shown',
      'sq-close:shown',
      'sq-confirm:shown',
      'sq-after-close:hidden',
    ]);
  });

  it('SPEC §4: it can be shown again after hiding', async () => {
    const { el, answer } = await shown();
    part(el, 'cancel').click();
    expect(await answer).to.equal('cancel');
    const again = el.show();
    await oneEvent(el, 'sq-after-show');
    expect(dialog(el).open).to.equal(true);
    part(el, 'confirm').click();
    expect(await again).to.equal('confirm');
  });

  for (const style of STYLES) {
    for (const result of STYLE_BUTTONS[style]) {
      it(`SPEC §4 ${style}: the ${result} button fires sq-${result} (only) and hides it`, async () => {
        const { el, answer } = await shown({ dialogStyle: style });
        expect(buttonParts(el)).to.deep.equal(STYLE_BUTTONS[style]);
        const log = record(el);
        part(el, result).click();
        expect(el.state).to.equal('hiding');
        expect(await answer).to.equal(result);
        expect(log).to.deep.equal([
          `sq-close:shown`,
          `sq-${result}:shown`,
          'sq-after-close:hidden',
        ]);
        expect(dialog(el).open).to.equal(false);
      });
    }

    it(`SPEC §4 ${style}: Escape fires sq-cancel and hides it`, async () => {
      const { el, answer } = await shown({ dialogStyle: style });
      const log = record(el);
      await sendKeys({ press: 'Escape' });
      expect(await answer).to.equal('cancel');
      expect(log).to.deep.equal(['sq-close:shown', 'sq-cancel:shown', 'sq-after-close:hidden']);
    });

    it(`SPEC §4 ${style}: a click on the overlay fires sq-cancel and hides it`, async () => {
      const { el, answer } = await shown({ dialogStyle: style });
      const log = record(el);
      await sendMouse({ type: 'click', position: [4, 4] });
      expect(await answer).to.equal('cancel');
      expect(log).to.deep.equal(['sq-close:shown', 'sq-cancel:shown', 'sq-after-close:hidden']);
    });
  }

  it('SPEC §4: Escape goes through sq-close, which a listener may cancel (it stays shown)', async () => {
    const { el, answer } = await shown();
    el.addEventListener('sq-close', (event) => event.preventDefault(), { once: true });
    const log = record(el);
    await sendKeys({ press: 'Escape' });
    expect(el.state).to.equal('shown');
    expect(dialog(el).open).to.equal(true);
    expect(log).to.deep.equal(['sq-close:shown']);
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal('cancel');
  });

  it('SPEC §4: a click inside the box (not on a button) does not cancel', async () => {
    const { el } = await shown();
    const log = record(el);
    await sendMouse({ type: 'click', position: centre(part(el, 'message')) });
    await sendMouse({ type: 'click', position: centre(part(el, 'heading')) });
    expect(el.state).to.equal('shown');
    expect(log).to.deep.equal([]);
  });

  it('SPEC §4: a press inside the box released on the overlay (a text drag) does not cancel', async () => {
    const { el } = await shown();
    const log = record(el);
    await sendMouse({ type: 'move', position: centre(part(el, 'message')) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [4, 4] });
    await sendMouse({ type: 'up' });
    expect(el.state).to.equal('shown');
    expect(log).to.deep.equal([]);
  });

  it('SPEC §4: the information notice (auto-hide) hides by itself and counts as confirm', async () => {
    const { el, answer } = await shown({ dialogStyle: 'no-buttons', autoHide: 50 });
    const log = record(el);
    expect(await answer).to.equal('confirm');
    expect(log).to.deep.equal(['sq-close:shown', 'sq-confirm:shown', 'sq-after-close:hidden']);
  });

  it('an answer given before auto-hide runs out stops it (no second answer)', async () => {
    const { el, answer } = await shown({ dialogStyle: 'confirm-or-cancel', autoHide: 100 });
    const log = record(el);
    part(el, 'cancel').click();
    expect(await answer).to.equal('cancel');
    const again = el.show();
    part(el, 'confirm').click();
    expect(await again).to.equal('confirm');
    expect(
      log.filter((entry) => entry.startsWith('sq-confirm') || entry.startsWith('sq-cancel')),
    ).to.deep.equal(['sq-cancel:shown', 'sq-confirm:shown']);
  });

  it('sq-open cancelled: it stays hidden and show() answers cancel', async () => {
    const { el } = await page();
    el.addEventListener('sq-open', (event) => event.preventDefault(), { once: true });
    expect(await el.show()).to.equal('cancel');
    expect(el.state).to.equal('hidden');
    expect(dialog(el).open).to.equal(false);
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it('sq-close cancelled: it stays shown and no answer event fires', async () => {
    const { el, answer } = await shown();
    const log = record(el);
    el.addEventListener('sq-close', (event) => event.preventDefault(), { once: true });
    part(el, 'confirm').click();
    expect(el.state).to.equal('shown');
    expect(dialog(el).open).to.equal(true);
    expect(log).to.deep.equal(['sq-close:shown']);
    part(el, 'confirm').click();
    expect(await answer).to.equal('confirm');
  });

  it('the open attribute shows it; removing it cancels', async () => {
    const { el } = await page();
    const log = record(el);
    el.setAttribute('open', '');
    await oneEvent(el, 'sq-after-show');
    expect(el.state).to.equal('shown');
    expect(dialog(el).open).to.equal(true);
    el.removeAttribute('open');
    await oneEvent(el, 'sq-after-close');
    expect(el.state).to.equal('hidden');
    expect(log).to.deep.equal([
      'sq-open:hidden',
      'sq-after-show:shown',
      'sq-close:shown',
      'sq-cancel:shown',
      'sq-after-close:hidden',
    ]);
  });

  it('removed from the page while shown: show() answers cancel', async () => {
    const { el, answer } = await shown();
    el.remove();
    expect(await answer).to.equal('cancel');
    expect(el.state).to.equal('hidden');
  });

  it('removed from the page while hiding: it finishes once, with the answer given', async () => {
    const { el, answer } = await shown();
    const log = record(el);
    part(el, 'confirm').click();
    expect(el.state).to.equal('hiding');
    el.remove();
    expect(await answer).to.equal('confirm');
    await el.updateComplete;
    await new Promise(requestAnimationFrame); // the hide's own end, had it not been guarded
    expect(log).to.deep.equal(['sq-close:shown', 'sq-confirm:shown', 'sq-after-close:hidden']);
  });

  it('SPEC §4: the message is plain text, never HTML', async () => {
    const message = '<img src="x" alt="injected"> & <b>bold</b>';
    const { el } = await shown({ message });
    expect(part(el, 'message').textContent!.trim()).to.equal(message);
    expect(el.shadowRoot!.querySelectorAll('img, b').length).to.equal(0);
  });

  it('slotted content follows the message text', async () => {
    const { el } = await page();
    el.innerHTML = '<a href="/policy">Read the policy</a>';
    el.show();
    await oneEvent(el, 'sq-after-show');
    const link = el.querySelector('a')!;
    expect(
      link.assignedSlot?.parentElement === part(el, 'message'),
      'slotted in the message',
    ).to.equal(true);
    expect(link.checkVisibility()).to.equal(true);
  });

  it('SPEC §9: the box is 350 px wide with 20 px padding, base z-index 30000', async () => {
    const { el } = await shown();
    expect(dialog(el).getBoundingClientRect().width).to.equal(CONFIRMATION_DIALOG.width);
    const panel = getComputedStyle(part(el, 'panel'));
    expect([
      panel.paddingTop,
      panel.paddingRight,
      panel.paddingBottom,
      panel.paddingLeft,
    ]).to.deep.equal(Array(4).fill(`${CONFIRMATION_DIALOG.padding}px`));
    expect(getComputedStyle(dialog(el)).zIndex).to.equal(String(CONFIRMATION_DIALOG.baseZIndex));
  });

  it('a long message scrolls inside the box, which stays within the viewport; a click there does not cancel', async () => {
    const { el } = await shown({ message: 'A long message. '.repeat(400) });
    const box = dialog(el).getBoundingClientRect();
    expect(box.top).to.be.at.least(0);
    expect(box.bottom).to.be.at.most(innerHeight);
    const panel = part(el, 'panel');
    expect(panel.scrollHeight).to.be.above(panel.clientHeight);
    const edge = panel.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(edge.right) - 3, Math.round(edge.top + 40)],
    });
    expect(el.state).to.equal('shown');
  });

  it('button texts: defaults by style, or the texts given', async () => {
    const texts = (style: (typeof STYLES)[number], props = {}) =>
      page({ dialogStyle: style, ...props }).then(({ el }) =>
        [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim()),
      );
    expect(await texts('confirm-or-reject')).to.deep.equal(['No', 'Yes']);
    expect(await texts('confirm-or-cancel')).to.deep.equal(['Cancel', 'OK']);
    expect(await texts('confirm-only')).to.deep.equal(['OK']);
    expect(await texts('no-buttons')).to.deep.equal([]);
    const given = { confirmText: 'Delete', rejectText: 'Keep', cancelText: 'Back' };
    expect(await texts('confirm-or-reject', given)).to.deep.equal(['Keep', 'Delete']);
    expect(await texts('confirm-or-cancel', given)).to.deep.equal(['Back', 'Delete']);
  });
});
