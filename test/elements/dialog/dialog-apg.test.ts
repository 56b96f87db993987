/**
 * <sq-dialog> against the W3C WAI-ARIA APG alert dialog pattern (aria-practices
 * test/tests/alertdialog_alertdialog.js, dialog-modal_dialog.js): role, name, description,
 * modality, focus in on opening and back on closing, Tab kept inside, Escape; and axe in every
 * visible state. A native modal dialog lets Tab go on to the browser's own controls on its way
 * back to the dialog's first element, never to the page behind (see test/elements/shared/apg.ts).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import { axNodes, focusedPart, pageStops, partNames, referenced } from '../shared/apg.ts';
import { dialog, focused, part, shown, STYLE_BUTTONS, STYLES } from './dialog-fixture.ts';

const ASKING = STYLES.filter((style) => style !== 'no-buttons');

describe('<sq-dialog> against the W3C APG alert dialog tests', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(() => resetMouse());

  for (const style of ASKING) {
    it(`APG alertdialog (role, name, description, modal) ${style}: a question is a modal alertdialog named by its heading, described by its message; axe passes`, async () => {
      const { el } = await shown({ dialogStyle: style });
      expect(dialog(el).getAttribute('role')).to.equal('alertdialog');
      const [labeller] = referenced(dialog(el), 'aria-labelledby');
      expect(labeller!.innerText.trim()).to.equal('Delete this class?');
      const [description] = referenced(dialog(el), 'aria-describedby');
      expect(description!.innerText.trim()).to.equal('It cannot be undone.');
      const nodes = await axNodes('alertdialog');
      expect(nodes.map(({ name, modal }) => ({ name, modal }))).to.deep.equal([
        { name: 'Delete this class?', modal: true },
      ]);
      await expect(el).to.be.accessible();
    });

    it(`APG alertdialog (focus in) ${style}: focus starts on the confirm button`, async () => {
      await shown({ dialogStyle: style });
      expect(focusedPart()).to.equal('confirm');
    });

    it(`APG alertdialog (key-tab, key-shift-tab) ${style}: Tab and Shift+Tab keep to the dialog's buttons`, async () => {
      await shown({ dialogStyle: style });
      const buttons = STYLE_BUTTONS[style] as readonly string[];
      const stops = buttons.length;
      // From the confirm button (last): forward wraps to the first; back goes to the previous.
      const forward = partNames(await pageStops(stops));
      expect(forward).to.deep.equal(stops === 1 ? ['confirm'] : [buttons[0], 'confirm']);
      const back = partNames(await pageStops(stops, true));
      expect(back).to.deep.equal(stops === 1 ? ['confirm'] : [buttons[0], 'confirm']);
    });
  }

  for (const style of ['confirm-or-reject', 'confirm-or-cancel'] as const) {
    const safe = STYLE_BUTTONS[style][0];
    it(`APG alertdialog (least destructive) ${style}: with destructive, focus starts on ${safe}`, async () => {
      await shown({ dialogStyle: style, destructive: true });
      expect(focusedPart()).to.equal(safe);
    });

    it(`keyboard ${style}: Enter on the focused button answers it; Space on the other answers that`, async () => {
      const first = await shown({ dialogStyle: style });
      const confirmed = oneEvent(first.el, 'sq-confirm');
      await sendKeys({ press: 'Enter' });
      await confirmed;
      expect(await first.answer).to.equal('confirm');
      const second = await shown({ dialogStyle: style });
      await sendKeys({ press: 'Tab' }); // to the first button (after a stop in the browser UI)
      if (focusedPart() !== safe) await sendKeys({ press: 'Tab' });
      expect(focusedPart()).to.equal(safe);
      await sendKeys({ press: 'Space' });
      expect(await second.answer).to.equal(safe);
    });
  }

  it('no-buttons: a plain modal dialog (it asks nothing) that takes focus itself; axe passes', async () => {
    const { el } = await shown({ dialogStyle: 'no-buttons' });
    expect(dialog(el).hasAttribute('role')).to.equal(false);
    expect(await axNodes('alertdialog')).to.deep.equal([]);
    const [node] = await axNodes('dialog');
    expect({ name: node?.name, modal: node?.modal }).to.deep.equal({
      name: 'Delete this class?',
      modal: true,
    });
    expect(focused() === dialog(el), 'the dialog itself holds focus').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('without a heading, the message names the dialog', async () => {
    const { el } = await shown({ heading: '', dialogStyle: 'confirm-only' });
    const [labeller] = referenced(dialog(el), 'aria-labelledby');
    expect(labeller!.innerText.trim()).to.equal('It cannot be undone.');
    expect(dialog(el).hasAttribute('aria-describedby')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('a heading without a message: named by the heading, with no empty description', async () => {
    const { el } = await shown({ message: '' });
    expect(dialog(el).hasAttribute('aria-describedby')).to.equal(false);
    el.append('Slotted text.');
    await el.updateComplete;
    await waitUntil(() => dialog(el).hasAttribute('aria-describedby'), 'slotted text describes it');
    referenced(dialog(el), 'aria-describedby');
    const [node] = await axNodes('alertdialog');
    expect(node?.description).to.equal('Slotted text.');
  });

  const closers = {
    'the confirm button': async () => sendKeys({ press: 'Enter' }),
    Escape: async () => sendKeys({ press: 'Escape' }),
    'a click on the overlay': async () => sendMouse({ type: 'click', position: [4, 4] }),
  };
  for (const [how, close] of Object.entries(closers)) {
    it(`APG alertdialog (focus return): after ${how}, focus is back on what had it`, async () => {
      const { trigger, el, answer } = await shown();
      expect(focused() === trigger, 'focus is inside the dialog').to.equal(false);
      await close();
      await answer;
      expect(el.state).to.equal('hidden');
      expect(document.activeElement === trigger, 'focus is back on the trigger').to.equal(true);
    });
  }

  it('APG alertdialog (focus return): focus goes back into the shadow root it came from', async () => {
    const { el } = await shown();
    part(el, 'cancel').click();
    await oneEvent(el, 'sq-after-close');
    const host = el.parentElement!.appendChild(document.createElement('div'));
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    inner.textContent = 'Edit';
    inner.focus();
    const answer = el.show();
    await oneEvent(el, 'sq-after-show');
    expect(focusedPart()).to.equal('confirm');
    await sendKeys({ press: 'Escape' });
    await answer;
    expect(focused() === inner, 'focus is back on the button in the shadow root').to.equal(true);
  });

  it('axe passes while it is hiding (visible, fading out)', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = 'sq-dialog { --sq-dialog-duration: 60s }';
    try {
      const { el, answer } = await shown({ dialogStyle: 'confirm-or-reject' });
      part(el, 'reject').click();
      expect(el.state).to.equal('hiding');
      expect(dialog(el).checkVisibility()).to.equal(true);
      await expect(el).to.be.accessible();
      expect(await answer).to.equal('reject');
    } finally {
      style.remove();
      await emulateMedia({ reducedMotion: 'reduce' });
    }
  });
});
