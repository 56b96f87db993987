// An overlay a template or an app (React, or any other) renders is the app's node: Clear closes
// it and hides it where the app put it; only an overlay `showSystemError()` made removes itself.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/system-error/sq-system-error.ts';
import type { SqSystemError } from '../../../elements/system-error/sq-system-error.ts';
import { showSystemError } from '../../../elements/system-error/show-system-error.ts';

const dialog = (el: SqSystemError): HTMLDialogElement => el.shadowRoot!.querySelector('dialog')!;
const isOpen = (el: SqSystemError): boolean => !!el.shadowRoot?.querySelector('dialog')?.open;

describe('<sq-system-error> rendered by an app', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('sq-system-error')) el.remove();
  });

  it('ARCHITECTURE: Clear closes it and hides it where the app put it, focus returns; the app removes it later', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><button>Save</button></div>`);
    const trigger = page.querySelector('button')!;
    trigger.focus();
    const el = document.createElement('sq-system-error');
    el.error = { cleaned: true };
    page.appendChild(el);
    await waitUntil(() => isOpen(el), 'the overlay did not open');
    await sendKeys({ press: 'Enter' });
    expect(dialog(el).open).to.equal(false);
    expect(el.parentNode === page, 'where the app put it').to.equal(true);
    expect(el.hidden).to.equal(true);
    expect(el.checkVisibility()).to.equal(false);
    expect(document.activeElement === trigger, 'focus back on Save').to.equal(true);

    const next = showSystemError(new Error('later'));
    expect(next === el, 'a hidden overlay does not hold a new error back').to.equal(false);
    await waitUntil(() => isOpen(next), 'the new overlay did not open');
    next.clear();
    expect(next.isConnected, 'the overlay showSystemError() made is removed').to.equal(false);
    page.removeChild(el);
  });
});
