/**
 * The W3C WAI-ARIA APG regression tests of the modal dialog example (aria-practices
 * test/tests/dialog-modal_dialog.js), assertion by assertion, against <sq-lightbox>: a native
 * `<dialog>` opened with `showModal()` whose focusable elements are Close, Previous and Next
 * (Close alone with one item, as the example's fourth dialog has one button).
 *
 * Adapted:
 * - "aria-labelledby": the lightbox has no visible title; it is named by `aria-label`
 *   (`labels.dialog`), which the APG dialog pattern allows instead, so its name is asserted.
 * - "aria-modal": asserted on the accessibility tree, where `showModal()` makes the dialog modal
 *   without the attribute.
 * - "key-tab" / "key-shift-tab": the example wraps Tab with a script; a native modal dialog
 *   (ARCHITECTURE: no hand-written focus trap) lets Tab go on to the browser's own controls and
 *   back to the dialog, never to the page behind (APG issue w3c/aria-practices#1772). The tests
 *   follow focus through the dialog's elements and back round, a stop in the browser's controls
 *   aside.
 *
 * Not applicable:
 * - "dialog-role" on four divs, and the focus order of their form fields and links: the
 *   example's own four dialogs; ours is one dialog, whose role and focus order are asserted.
 * - "aria-describedby": the example describes three dialogs by a paragraph of text; the lightbox
 *   has no text about itself to point to (each item's caption belongs to the item, and the
 *   "N of M" counter is announced politely as it changes).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { SqLightbox } from '../../../elements/lightbox/sq-lightbox.ts';
import { axNodes, focusedPart, pageStops, partNames } from '../shared/apg.ts';
import { dialog, lightbox, nextEvent, part } from './lightbox-fixture.ts';

/** A lightbox with one item: Close is its only focusable element. */
async function single(): Promise<SqLightbox> {
  const el = await fixture<SqLightbox>(
    html`<sq-lightbox data-block-json="{}"
      ><figure data-slide-id="celadon-vase">
        <img src="/test-images/celadon-vase-1500x1000.jpg" alt="A pale green vase" /></figure
    ></sq-lightbox>`,
  );
  await el.updateComplete;
  return el;
}

/** Opens `el` at its first item from the item itself (Enter on it), as a visitor does. */
async function open(el: SqLightbox): Promise<SqLightbox> {
  el.querySelector<HTMLElement>('a, img')!.focus();
  const shown = nextEvent(el, 'sq-after-show');
  await sendKeys({ press: 'Enter' });
  await shown;
  return el;
}

const LIGHTBOXES = [
  ['three items', () => lightbox()],
  ['one item', single],
] as const;

describe('<sq-lightbox> against the W3C APG modal dialog tests', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('APG dialog-modal (dialog-role): the open lightbox is one element with role dialog', async () => {
    const el = await open(await lightbox());
    expect((await axNodes('dialog')).length).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('APG dialog-modal (aria-labelledby, adapted): the dialog has a name, labels.dialog', async () => {
    await open(await lightbox('{"labels":{"dialog":"Studio pieces"}}'));
    expect((await axNodes('dialog')).map((node) => node.name)).to.deep.equal(['Studio pieces']);
  });

  it('APG dialog-modal (aria-modal): the dialog is modal', async () => {
    await open(await lightbox());
    const [node] = await axNodes('dialog');
    expect(node?.modal).to.equal(true);
  });

  it('APG dialog-modal (key-tab): Tab goes from Close through Previous and Next and back to Close', async () => {
    await open(await lightbox());
    expect(focusedPart(), 'focus starts on the first element, Close').to.equal('close');
    expect(partNames(await pageStops(3))).to.deep.equal(['previous', 'next', 'close']);
  });

  it('APG dialog-modal (key-tab): with one item, Tab keeps focus on Close, its only element', async () => {
    await open(await single());
    expect(focusedPart()).to.equal('close');
    expect(partNames(await pageStops(2))).to.deep.equal(['close', 'close']);
  });

  it('APG dialog-modal (key-shift-tab): Shift+Tab goes from Close to Next, Previous and back to Close', async () => {
    await open(await lightbox());
    expect(partNames(await pageStops(3, true))).to.deep.equal(['next', 'previous', 'close']);
  });

  it('APG dialog-modal (key-shift-tab): with one item, Shift+Tab keeps focus on Close', async () => {
    await open(await single());
    expect(partNames(await pageStops(2, true))).to.deep.equal(['close', 'close']);
  });

  for (const [kind, make] of LIGHTBOXES) {
    const controls = kind === 'one item' ? ['close'] : ['close', 'previous', 'next'];
    for (const control of controls) {
      it(`APG dialog-modal (key-escape): Escape on ${control} closes the dialog (${kind})`, async () => {
        const el = await open(await make());
        part(el, `[part~="${control}"]`).focus();
        expect(focusedPart()).to.equal(control);
        const closed = nextEvent(el, 'sq-after-close');
        await sendKeys({ press: 'Escape' });
        await closed;
        expect(dialog(el).checkVisibility(), 'the dialog is no longer displayed').to.equal(false);
      });
    }
  }
});
