/**
 * The W3C WAI-ARIA APG regression tests of the alert dialog example (aria-practices
 * test/tests/alertdialog_alertdialog.js) and of the modal dialog example
 * (test/tests/dialog-modal_dialog.js), assertion by assertion, against <sq-system-error>: a
 * modal alert dialog (native `<dialog>` opened with `showModal()`, `role="alertdialog"`) whose
 * two buttons, Reload Page and Clear, are its only focusable elements.
 *
 * Adapted: the examples wrap Tab from the last element to the first with a script. A native
 * modal dialog (ARCHITECTURE: no hand-written focus trap) lets Tab go on to the browser's own
 * controls and come back to the dialog's first element, never to the page behind (APG issue
 * w3c/aria-practices#1772); the Tab tests follow focus through the dialog's elements and back to
 * the first, a stop in the browser's controls aside. "aria-modal" is asserted
 * on the accessibility tree, where `showModal()` makes the dialog modal without the attribute.
 *
 * Not applicable, being the example's own markup:
 * - alertdialog "alert-role" (a role="alert" div): the example's "saved" notice beside its form.
 * - alertdialog "save-button" and "key-control-s": the example's notes editor and its shortcut.
 * - dialog-modal "dialog-role" (four div dialogs) and the order of their forms' fields: the
 *   example's four dialogs; the role, name and focus order of ours are asserted instead.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { showSystemError } from '../../../elements/system-error/show-system-error.ts';
import type { SqSystemError } from '../../../elements/system-error/sq-system-error.ts';
import { axNodes, focusedPart, pageStops, partNames, referenced } from '../shared/apg.ts';

/** The three kinds of error the overlay tells apart (system-error-view.ts). */
const ERRORS: [string, unknown][] = [
  ['cleaned', { cleaned: true }],
  ['network', new TypeError('Failed to fetch')],
  ['other', new Error('Widget answer has no html')],
];

/** Opens the overlay for `error` from a focused page button, as the runtime does. */
async function open(error: unknown = ERRORS[0]![1]): Promise<SqSystemError> {
  const trigger = await fixture<HTMLButtonElement>(html`<button>Save</button>`);
  trigger.focus();
  const el = showSystemError(error);
  await el.updateComplete;
  await waitUntil(() => dialog(el).open, 'the overlay opens');
  return el;
}

const dialog = (el: SqSystemError): HTMLDialogElement => el.shadowRoot!.querySelector('dialog')!;
const button = (el: SqSystemError, name: 'reload' | 'clear'): HTMLButtonElement =>
  el.shadowRoot!.querySelector(`[part~="${name}"]`)!;

describe('<sq-system-error> against the W3C APG alert dialog and modal dialog tests', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('sq-system-error')) el.remove();
  });

  it('APG alertdialog (alertdialog-role): the open overlay is the one element with role alertdialog', async () => {
    const el = await open();
    expect((await axNodes('alertdialog')).length).to.equal(1);
    expect(dialog(el).getAttribute('role')).to.equal('alertdialog');
    await expect(el).to.be.accessible();
  });

  it('APG alertdialog + dialog-modal (aria-labelledby): aria-labelledby names elements with text', async () => {
    const el = await open();
    for (const labeller of referenced(dialog(el), 'aria-labelledby')) {
      expect(labeller.innerText.trim()).to.not.equal('');
    }
  });

  for (const [kind, error] of ERRORS) {
    it(`APG alertdialog + dialog-modal (aria-describedby): aria-describedby names elements with text (${kind} error)`, async () => {
      const el = await open(error);
      for (const description of referenced(dialog(el), 'aria-describedby')) {
        expect(description.innerText.trim()).to.not.equal('');
      }
    });
  }

  it('APG alertdialog + dialog-modal (aria-modal): the alert dialog is modal', async () => {
    await open();
    const [node] = await axNodes('alertdialog');
    expect(node?.modal).to.equal(true);
  });

  it('APG alertdialog + dialog-modal (key-tab): Tab keeps to the dialog’s buttons (by way of the browser’s controls, never the page)', async () => {
    await open();
    expect(focusedPart(), 'focus starts on Clear, the choice that loses nothing').to.equal('clear');
    expect(partNames(await pageStops(3))).to.deep.equal(['reload', 'clear', 'reload']);
  });

  it('APG dialog-modal (key-shift-tab): Shift+Tab keeps to the dialog’s buttons (by way of the browser’s controls, never the page)', async () => {
    await open();
    expect(partNames(await pageStops(3, true))).to.deep.equal(['reload', 'clear', 'reload']);
  });

  for (const name of ['reload', 'clear'] as const) {
    it(`APG alertdialog + dialog-modal (key-escape): Escape on ${name === 'reload' ? 'Reload Page' : 'Clear'} closes the dialog`, async () => {
      const el = await open();
      button(el, name).focus();
      expect(focusedPart()).to.equal(name);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialog(el).checkVisibility(), 'the dialog is no longer displayed');
      expect(dialog(el).open).to.equal(false);
    });
  }
});
