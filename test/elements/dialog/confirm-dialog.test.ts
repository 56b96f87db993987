import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { confirmDialog, informationNotice } from '../../../elements/dialog/confirm-dialog.ts';
import type { SqDialog } from '../../../elements/dialog/sq-dialog.ts';
import { INFORMATION_NOTICE_AUTO_HIDE_MS } from '../../../platform/constants/limits.ts';

/** The dialog the API put on the page, once it has taken focus. */
async function opened(): Promise<SqDialog> {
  await waitUntil(
    () => document.querySelector('sq-dialog')?.shadowRoot?.querySelector('dialog')?.open,
    'the dialog opens',
  );
  return document.querySelector('sq-dialog')!;
}

const texts = (el: SqDialog): string[] =>
  [...el.shadowRoot!.querySelectorAll('h2, [part~="message"], button')].map((node) =>
    node.textContent!.trim(),
  );

describe('confirmDialog() and informationNotice() (SPEC §4)', () => {
  let trigger: HTMLButtonElement;
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(async () => {
    trigger = await fixture<HTMLButtonElement>(html`<button>Remove</button>`);
    trigger.focus();
  });

  it('SPEC §4: resolves confirm after the confirm button; the dialog is removed, focus returns', async () => {
    const answer = confirmDialog({
      heading: 'Remove this item?',
      message: 'It leaves your cart.',
      confirmText: 'Remove',
    });
    const el = await opened();
    expect(el.parentElement === document.body, 'the dialog is added to the body').to.equal(true);
    expect(texts(el)).to.deep.equal([
      'Remove this item?',
      'It leaves your cart.',
      'Cancel',
      'Remove',
    ]);
    await expect(el).to.be.accessible();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="confirm"]')!.click();
    expect(await answer).to.equal('confirm');
    expect(el.isConnected).to.equal(false);
    expect(document.querySelectorAll('sq-dialog').length, 'dialogs left').to.equal(0);
    expect(document.activeElement === trigger, 'focus is back on the trigger').to.equal(true);
  });

  it('SPEC §4: resolves reject after the reject button (confirm-or-reject)', async () => {
    const answer = confirmDialog({
      heading: 'Keep your changes?',
      dialogStyle: 'confirm-or-reject',
      rejectText: 'Discard',
      destructive: true,
    });
    const el = await opened();
    expect(texts(el)).to.deep.equal(['Keep your changes?', '', 'Discard', 'Yes']);
    await sendKeys({ press: 'Enter' }); // focus starts on Discard (destructive)
    expect(await answer).to.equal('reject');
    expect(el.isConnected).to.equal(false);
  });

  it('SPEC §4: resolves cancel on Escape', async () => {
    const answer = confirmDialog({ heading: 'Leave the page?', dialogStyle: 'confirm-only' });
    await opened();
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal('cancel');
    expect(document.querySelectorAll('sq-dialog').length, 'dialogs left').to.equal(0);
  });

  it('resolves cancel, and leaves nothing behind, when a listener refuses to open it', async () => {
    const refuse = (event: Event) => event.preventDefault();
    document.addEventListener('sq-open', refuse, { once: true });
    expect(await confirmDialog({ heading: 'Never shown' })).to.equal('cancel');
    expect(document.querySelectorAll('sq-dialog').length, 'dialogs left').to.equal(0);
  });

  it('SPEC §4, §9: the information notice has no buttons, hides by itself after 2000 ms by default', async () => {
    const answer = informationNotice({ heading: 'Saved', message: 'Your changes are saved.' });
    const el = await opened();
    expect(el.dialogStyle).to.equal('no-buttons');
    expect(el.autoHide).to.equal(INFORMATION_NOTICE_AUTO_HIDE_MS);
    expect(texts(el)).to.deep.equal(['Saved', 'Your changes are saved.']);
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Escape' }); // dismissed sooner: cancel, not confirm
    expect(await answer).to.equal('cancel');
  });

  it('SPEC §4: the information notice hiding by itself counts as confirm', async () => {
    const answer = informationNotice({ message: 'Saved.', duration: 50 });
    const el = await opened();
    expect(await answer).to.equal('confirm');
    expect(el.isConnected).to.equal(false);
  });
});
