import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/system-error/sq-system-error.ts';
import type {
  SqSystemError,
  SqTrackDetail,
} from '../../../elements/system-error/sq-system-error.ts';
import { showSystemError } from '../../../elements/system-error/show-system-error.ts';
import { SYSTEM_ERROR_TEXTS } from '../../../elements/system-error/system-error-view.ts';
import { get } from '../../../platform/http/data-client.ts';

/** The error a real request to `url` fails with. */
async function failureOf(url: string): Promise<unknown> {
  return get(url).then(
    () => {
      throw new Error(`${url} did not fail`);
    },
    (error: unknown) => error,
  );
}

const dialog = (el: SqSystemError): HTMLDialogElement => el.shadowRoot!.querySelector('dialog')!;
const textOf = (el: SqSystemError): string => dialog(el).textContent!.replace(/\s+/g, ' ').trim();
const button = (el: SqSystemError, part: 'reload' | 'clear'): HTMLButtonElement =>
  el.shadowRoot!.querySelector(`[part~="${part}"]`)!;

/** Opens the overlay for `error` after focusing a trigger button; resolves with both. */
async function open(error: unknown): Promise<{ el: SqSystemError; trigger: HTMLButtonElement }> {
  const trigger = await fixture<HTMLButtonElement>(html`<button>Save</button>`);
  trigger.focus();
  const el = showSystemError(error);
  await el.updateComplete;
  await waitUntil(() => dialog(el).open, 'the overlay did not open');
  return { el, trigger };
}

describe('<sq-system-error>', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('sq-system-error')) el.remove();
  });

  it("SPEC §8: a cleaned error shows 'Something Went Wrong!' and the logged-and-reported text", async () => {
    const { el } = await open({ cleaned: true });
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Something Went Wrong!');
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.equal(
      'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
    );
    expect([
      button(el, 'reload').textContent!.trim(),
      button(el, 'clear').textContent!.trim(),
    ]).to.deep.equal(['Reload Page', 'Clear']);
    expect(dialog(el).matches(':modal')).to.equal(true);
    expect(dialog(el).getAttribute('role')).to.equal('alertdialog');
    await expect(el).to.be.accessible();
  });

  it('SPEC §8: a server failure (500) counts as cleaned: it was logged on the server', async () => {
    const { el } = await open(await failureOf('/test-api/status/500'));
    expect(textOf(el)).to.contain(SYSTEM_ERROR_TEXTS.cleaned);
  });

  it("SPEC §8: a network error shows 'Unable to connect to the product. Please try again.' and records system_network_error", async () => {
    const error = await failureOf('/test-api/status/504');
    const tracked = oneEvent(document, 'sq-track');
    const { el } = await open(error);
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.equal(
      'Unable to connect to the product. Please try again.',
    );
    const detail = (await tracked).detail as SqTrackDetail;
    expect(detail.eventName).to.equal('system_network_error');
    expect(detail.payload).to.deep.equal({
      url: '/test-api/status/504',
      status: 504,
      message: 'Unable to connect to the product. Please try again.',
    });
    await expect(el).to.be.accessible();
  });

  it("SPEC §8: a network error shows the server's own text when it sent one", async () => {
    const json = encodeURIComponent(
      JSON.stringify({ message: 'Down for maintenance until noon.' }),
    );
    const { el } = await open(await failureOf(`/test-api/status/504?json=${json}`));
    expect(el.shadowRoot!.querySelector('[part~="message"]')!.textContent).to.equal(
      'Down for maintenance until noon.',
    );
  });

  it('SPEC §8: any other error shows its URL, format and message', async () => {
    const { el } = await open(await failureOf('/test-api/status/401'));
    const details = [...el.shadowRoot!.querySelectorAll('[part~="details"] > *')].map((node) =>
      node.textContent!.trim(),
    );
    expect(details).to.deep.equal([
      'URL',
      '/test-api/status/401',
      'Format',
      'DataError: unauthorized, HTTP 401',
      'Message',
      'Unauthorized request',
    ]);
    await expect(el).to.be.accessible();
  });

  it('focus starts on Clear; Tab and Shift+Tab stay inside the overlay', async () => {
    const { el } = await open({ cleaned: true });
    expect(el.shadowRoot!.activeElement).to.equal(button(el, 'clear'));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(el.shadowRoot!.activeElement).to.equal(button(el, 'reload'));
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(button(el, 'clear'));
  });

  it('SPEC §4: Clear removes the overlay and focus returns to where it was', async () => {
    const { el, trigger } = await open({ cleaned: true });
    await sendKeys({ press: 'Enter' });
    expect(el.isConnected).to.equal(false);
    expect(document.querySelector('sq-system-error')).to.equal(null);
    expect(document.activeElement).to.equal(trigger);
  });

  it('Escape works as Clear', async () => {
    const { el, trigger } = await open(new Error('boom'));
    await sendKeys({ press: 'Escape' });
    expect(el.isConnected).to.equal(false);
    expect(document.activeElement).to.equal(trigger);
  });

  it('SPEC §4: appears once: a second error while it is open changes nothing; after Clear a new one opens', async () => {
    const { el } = await open({ cleaned: true });
    expect(showSystemError(new Error('second'))).to.equal(el);
    expect(document.querySelectorAll('sq-system-error')).to.have.length(1);
    expect(textOf(el)).to.contain(SYSTEM_ERROR_TEXTS.cleaned);
    button(el, 'clear').click();
    const next = showSystemError(new Error('third'));
    expect(next).not.to.equal(el);
    await next.updateComplete;
    expect(textOf(next)).to.contain('third');
  });

  it('SPEC §2: Reload Page reloads the page', async () => {
    const frame = await fixture<HTMLIFrameElement>(
      html`<iframe
        title="Page with an error"
        src="/test/runtime/fixtures/system-error-page.html"
      ></iframe>`,
    );
    const overlayIn = async (): Promise<SqSystemError> => {
      await waitUntil(
        () =>
          frame.contentDocument
            ?.querySelector('sq-system-error')
            ?.shadowRoot?.querySelector('dialog[open]'),
        'no overlay in the frame',
        { timeout: 4000 },
      );
      return frame.contentDocument!.querySelector('sq-system-error')!;
    };
    const first = await overlayIn();
    const reloaded = oneEvent(frame, 'load');
    button(first, 'reload').click();
    await reloaded;
    await overlayIn();
    const [navigation] = frame.contentWindow!.performance.getEntriesByType('navigation');
    expect((navigation as PerformanceNavigationTiming).type).to.equal('reload');
  });
});
