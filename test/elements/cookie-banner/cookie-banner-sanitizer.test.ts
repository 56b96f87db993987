import { expect } from '@open-wc/testing';
import { BANNER_DEFAULTS } from '../../../elements/cookie-banner/banner-settings.ts';
import type { SqCookieBanner } from '../../../elements/cookie-banner/sq-cookie-banner.ts';
import { domPurifyFetched, useSanitizerPath } from '../../helpers/sanitizer-paths.ts';
import { banner, cleanUp, part, textShown } from './helpers.ts';

const UNSAFE_TEXT =
  '<p>We use cookies. <a href="/privacy" onclick="window.__clicked = 1">Privacy</a>' +
  '<img src="data:," onerror="window.__unsafe = 1" alt=""></p><script>window.__unsafe = 1</script>';

type Moment = { text: string; buttons: boolean };

/** Records the banner at every change of its shadow root: its text and whether its buttons show. */
function watch(el: SqCookieBanner): { seen: Moment[]; markup: string[]; stop(): void } {
  const seen: Moment[] = [];
  const markup: string[] = [];
  const observer = new MutationObserver(() => {
    markup.push(part(el, 'text')?.innerHTML ?? '');
    if (part(el, 'base')) {
      seen.push({ text: part(el, 'text')!.textContent!.trim(), buttons: !!part(el, 'accept') });
    }
  });
  observer.observe(el.shadowRoot!, { childList: true, subtree: true, attributes: true });
  return { seen, markup, stop: () => observer.disconnect() };
}

/** Waits until the kept picture has loaded or failed: an `onerror` it carried would have run. */
async function pictureSettled(el: SqCookieBanner): Promise<void> {
  const img = part(el, 'text')!.querySelector('img')!;
  if (!img.complete) {
    await new Promise((settled) => {
      img.addEventListener('load', settled, { once: true });
      img.addEventListener('error', settled, { once: true });
    });
  }
}

/** What a sanitized UNSAFE_TEXT must look like in the banner. */
function expectSanitized(el: SqCookieBanner, markup: string[]): void {
  const text = part(el, 'text')!;
  expect(text.textContent!.trim()).to.equal('We use cookies. Privacy');
  expect(text.querySelector('a')!.getAttribute('href')).to.equal('/privacy');
  expect(text.querySelector('script, [onerror], [onclick]')).to.equal(null);
  expect(markup.join('')).not.to.match(/onerror|onclick|<script/);
  expect((window as { __unsafe?: number }).__unsafe).to.equal(undefined);
}

describe('<sq-cookie-banner> body text sanitizers', () => {
  let restore = () => undefined as unknown;
  afterEach(() => {
    restore();
    cleanUp();
  });

  // First in the file: nothing has fetched DOMPurify yet.
  it('SPEC §3: where the browser sanitizes (setHTML), the banner shows whole at its first render and DOMPurify is never fetched', async () => {
    restore = useSanitizerPath('setHTML');
    const el = await banner({ cookieBannerText: UNSAFE_TEXT }, { wait: false });
    expect(el.matches(':state(pending)'), 'never pending').to.equal(false);
    const watched = watch(el);
    expect(part(el, 'text')!.textContent!.trim()).to.equal('We use cookies. Privacy');
    expect(part(el, 'accept')).not.to.equal(null);
    await pictureSettled(el);
    watched.stop();
    for (const moment of watched.seen) {
      expect(moment).to.deep.equal({ text: 'We use cookies. Privacy', buttons: true });
    }
    expectSanitized(el, [part(el, 'text')!.innerHTML, ...watched.markup]);
    expect(domPurifyFetched(), 'no DOMPurify download').to.equal(false);
  });

  it('SPEC §3: without setHTML, nothing shows while DOMPurify loads and sanitizes; then the banner shows whole', async () => {
    restore = useSanitizerPath('DOMPurify');
    const el = await banner({ cookieBannerText: UNSAFE_TEXT }, { wait: false });
    const watched = watch(el);
    expect(el.matches(':state(pending)'), 'pending').to.equal(true);
    expect(part(el, 'base'), 'nothing shows while the text is sanitized').to.equal(null);
    await textShown(el);
    await pictureSettled(el);
    watched.stop();
    expect(watched.seen.length).to.be.greaterThan(0);
    for (const moment of watched.seen) {
      expect(moment).to.deep.equal({ text: 'We use cookies. Privacy', buttons: true });
    }
    expectSanitized(el, watched.markup);
    expect(domPurifyFetched(), 'DOMPurify was fetched').to.equal(true);
  });

  it('SPEC §3: on either path, text that is empty once sanitized shows the default text', async () => {
    for (const path of ['setHTML', 'DOMPurify'] as const) {
      restore = useSanitizerPath(path);
      const el = await banner({ cookieBannerText: '<p><script>window.__unsafe = 1</script></p>' });
      expect(part(el, 'text')!.textContent!.trim(), path).to.equal(BANNER_DEFAULTS.text);
      restore();
      restore = () => undefined;
      el.remove();
    }
  });
});
