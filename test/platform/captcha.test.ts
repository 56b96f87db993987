import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  CAPTCHA_MESSAGES,
  GOOGLE_CAPTCHA_SCRIPT_URL,
  captchaScriptUrl,
  captchaSiteKey,
  renderCaptcha,
  type CaptchaOptions,
} from '../../platform/captcha/captcha.ts';
import { loadCaptchaScript } from '../../platform/captcha/captcha-script.ts';
import type { PageContext } from '../../platform/context/page-context.ts';

const SITE_KEY = 'test-site-key';
const TOKEN = /^captcha-double-\d+$/;

/** A script address of the double that no other test has loaded (requests counted by `t`). */
function freshScript(): { t: string; scriptUrl: string } {
  const t = crypto.randomUUID();
  return { t, scriptUrl: `/captcha/api.js?t=${t}` };
}

/** How many times the test server was asked for the double with this `t`. */
async function requestCount(t: string): Promise<number> {
  const response = await fetch(`/captcha/requests?t=${t}`);
  return ((await response.json()) as { count: number }).count;
}

function box(width = 400): Promise<HTMLElement> {
  return fixture(html`<div style="width: ${width}px"></div>`);
}

function checkboxIn(container: HTMLElement): HTMLInputElement | null {
  return container.querySelector('input[type="checkbox"]');
}

function options(extra: Partial<CaptchaOptions> = {}): CaptchaOptions {
  return { siteKey: SITE_KEY, scriptUrl: '/captcha/api.js', ...extra };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(Error);
    return error as Error;
  }
  throw new Error('expected a rejection, but it resolved');
}

const context = (captchaSettings: unknown) => ({ website: { captchaSettings } }) as PageContext;

describe('platform/captcha', () => {
  it('SPEC §4: the script loads only when asked, once per page even for parallel calls', async () => {
    expect(document.querySelector('script[src*="/captcha/"]'), 'nothing loaded on import').to.equal(
      null,
    );
    const { t, scriptUrl } = freshScript();
    const [a, b, c] = await Promise.all([box(), box(), box()]);
    expect(await requestCount(t)).to.equal(0);
    const widgets = await Promise.all(
      [a!, b!, c!].map((container) => renderCaptcha(container, options({ scriptUrl }))),
    );
    expect(await requestCount(t)).to.equal(1);
    expect(widgets.map((w) => w.container)).to.deep.equal([a, b, c]);
    for (const container of [a!, b!, c!]) expect(checkboxIn(container)).not.to.equal(null);
    await renderCaptcha(await box(), options({ scriptUrl }));
    expect(await requestCount(t)).to.equal(1);
  });

  it('SPEC §7: the script is asked for with ?onload=<callback>&render=explicit', async () => {
    const { t, scriptUrl } = freshScript();
    await renderCaptcha(await box(), options({ scriptUrl }));
    const script = document.querySelector<HTMLScriptElement>(`script[src*="t=${t}"]`)!;
    const params = new URL(script.src).searchParams;
    expect(params.get('render')).to.equal('explicit');
    expect(params.get('onload')).to.match(/^\w+$/);
    expect(new URL(script.src).pathname).to.equal('/captcha/api.js');
  });

  it('SPEC §4: rendered once per container: a second call answers the same widget', async () => {
    const container = await box();
    const [first, second] = await Promise.all([
      renderCaptcha(container, options()),
      renderCaptcha(container, options()),
    ]);
    expect(second).to.equal(first);
    expect(await renderCaptcha(container, options())).to.equal(first);
    expect(container.querySelectorAll('input[type="checkbox"]')).to.have.length(1);
  });

  it('SPEC §5: compact when the container is narrower than 320 px, else normal', async () => {
    const narrow = await box(319);
    const wide = await box(320);
    await renderCaptcha(narrow, options());
    await renderCaptcha(wide, options());
    const narrowWidget = narrow.querySelector<HTMLElement>('[data-size]')!;
    const wideWidget = wide.querySelector<HTMLElement>('[data-size]')!;
    expect(narrowWidget.dataset.size).to.equal('compact');
    expect(wideWidget.dataset.size).to.equal('normal');
    expect(narrowWidget.offsetWidth).to.be.below(wideWidget.offsetWidth);
    expect(narrowWidget.offsetWidth).to.be.at.most(319);
    await expect(narrow).to.be.accessible();
  });

  it('SPEC §4: the visitor ticks "I\'m not a robot" with the keyboard; read and reset', async () => {
    const container = await box();
    const solved: string[] = [];
    const widget = await renderCaptcha(container, options({ onSolved: (t) => solved.push(t) }));
    const checkbox = checkboxIn(container)!;
    expect(checkbox.labels?.[0]?.textContent?.trim()).to.equal("I'm not a robot");
    expect(widget.read()).to.equal('');
    await expect(container).to.be.accessible();
    checkbox.focus();
    await sendKeys({ press: 'Space' });
    expect(checkbox.checked).to.equal(true);
    expect(solved).to.have.length(1);
    expect(solved[0]).to.match(TOKEN);
    expect(widget.read()).to.equal(solved[0]);
    await expect(container).to.be.accessible();
    widget.reset();
    expect(widget.read()).to.equal('');
    expect(checkbox.checked).to.equal(false);
  });

  it('SPEC §4: an expired solution reads empty and calls onExpired', async () => {
    const container = await box();
    let expired = 0;
    const widget = await renderCaptcha(container, options({ onExpired: () => expired++ }));
    checkboxIn(container)!.click();
    expect(widget.read()).to.match(TOKEN);
    checkboxIn(container)!.click(); // the double's stand-in for an expired token
    expect(expired).to.equal(1);
    expect(widget.read()).to.equal('');
  });

  it('SPEC §4: execute solves it; destroy removes it and the container renders again', async () => {
    const container = await box();
    const solved: string[] = [];
    const widget = await renderCaptcha(container, options({ onSolved: (t) => solved.push(t) }));
    widget.execute();
    expect(solved[0]).to.match(TOKEN);
    expect(widget.read()).to.equal(solved[0]);
    widget.destroy();
    expect(checkboxIn(container)).to.equal(null);
    expect(container.childElementCount).to.equal(0);
    expect(widget.read()).to.equal('');
    const again = await renderCaptcha(container, options());
    expect(again).not.to.equal(widget);
    expect(container.querySelectorAll('input[type="checkbox"]')).to.have.length(1);
    expect(again.read()).to.equal('');
  });

  it("SPEC §8: 'ReCaptcha has not been set up!' when the script defines no library", async () => {
    const globals = window as unknown as Record<string, unknown>;
    const library = globals.grecaptcha;
    delete globals.grecaptcha;
    try {
      const container = await box();
      const error = await rejection(
        renderCaptcha(container, options({ scriptUrl: '/captcha/empty.js' })),
      );
      expect(error.message).to.equal('ReCaptcha has not been set up!');
      expect(CAPTCHA_MESSAGES.notSetUp).to.equal('ReCaptcha has not been set up!');
      expect(globals.captchaEmptyScriptRan, 'the script did load').to.equal(true);
      expect(container.childElementCount).to.equal(0);
    } finally {
      globals.grecaptcha = library;
    }
  });

  it('a script that does not load rejects with an error naming it', async () => {
    const container = await box();
    const error = await rejection(
      renderCaptcha(container, options({ scriptUrl: '/captcha/missing.js' })),
    );
    expect(error.message).to.equal('Could not load the captcha script /captcha/missing.js');
    expect(container.childElementCount).to.equal(0);
    expect((await renderCaptcha(container, options())).container).to.equal(container); // the container is free again
  });

  it('the script goes through the sq-elements Trusted Types policy: an address of another origin loads only when the site names it, a javascript: one never', async () => {
    const scripts = () => document.querySelectorAll('script[src*="captcha.example"]').length;
    const unnamed = await rejection(loadCaptchaScript('https://captcha.example/api.js'));
    expect(unnamed).to.be.instanceOf(TypeError);
    expect(scripts(), 'no script element for a refused address').to.equal(0);
    // Named by the site (the options' scriptUrl, as captchaSettings.scriptUrl would): it is asked for.
    const named = await rejection(
      renderCaptcha(await box(), options({ scriptUrl: 'https://captcha.example/api.js' })),
    );
    expect(named.message).to.equal(
      'Could not load the captcha script https://captcha.example/api.js',
    );
    const hostile = await rejection(
      renderCaptcha(await box(), options({ scriptUrl: 'javascript:window.__captchaRan=1' })),
    );
    expect(hostile).to.be.instanceOf(TypeError);
    expect((window as { __captchaRan?: number }).__captchaRan).to.equal(undefined);
  });

  it("SPEC §8: '[GoogleReCaptchaAPI] Document was destroyed' when the document is gone", async () => {
    const message = '[GoogleReCaptchaAPI] Document was destroyed';
    expect(CAPTCHA_MESSAGES.destroyed).to.equal(message);
    const frame = await fixture<HTMLIFrameElement>(html`<iframe title="frame"></iframe>`);
    const inFrame = frame.contentDocument!.createElement('div');
    frame.contentDocument!.body.append(inFrame);
    frame.remove();
    expect((await rejection(renderCaptcha(inFrame, options()))).message).to.equal(message);
    const detachedDoc = document.implementation.createHTMLDocument('no window');
    const inDetached = detachedDoc.createElement('div');
    expect((await rejection(renderCaptcha(inDetached, options()))).message).to.equal(message);

    // Removed while the script loads.
    const { scriptUrl } = freshScript();
    const later = await fixture<HTMLIFrameElement>(html`<iframe title="later"></iframe>`);
    const inLater = later.contentDocument!.createElement('div');
    later.contentDocument!.body.append(inLater);
    const rendering = renderCaptcha(inLater, options({ scriptUrl }));
    later.remove();
    expect((await rejection(rendering)).message).to.equal(message);
    expect(inLater.childElementCount).to.equal(0);
  });

  it('SPEC §8: a console error when rendering into the node fails', async () => {
    const container = await box();
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    let error: Error;
    try {
      error = await rejection(renderCaptcha(container, options({ siteKey: '' })));
    } finally {
      console.error = original;
    }
    expect(error.message).to.equal('Missing required parameters: sitekey');
    expect(logged).to.have.length(1);
    expect(logged[0]![0]).to.equal('[sq-captcha] could not render the captcha into');
    expect(logged[0]![1]).to.equal(container);
    expect(logged[0]![2]).to.equal(error);
    expect(container.childElementCount).to.equal(0);
    const widget = await renderCaptcha(container, options());
    expect(checkboxIn(widget.container)).not.to.equal(null);
  });

  it('SPEC §3: the site key comes from website.captchaSettings.siteKey', () => {
    expect(captchaSiteKey(context({ siteKey: 'abc' }))).to.equal('abc');
    expect(captchaSiteKey({} as PageContext)).to.equal(undefined);
    expect(captchaSiteKey(context({}))).to.equal(undefined);
  });

  it('SPEC §5: no site key configured means no captcha (an empty key counts as none)', () => {
    expect(captchaSiteKey(context({ siteKey: '' }))).to.equal(undefined);
    expect(captchaSiteKey(context(null))).to.equal(undefined);
  });

  it("the script address: captchaSettings.scriptUrl when set, else Google's api.js", () => {
    expect(captchaScriptUrl(context({ scriptUrl: '/captcha/api.js' }))).to.equal('/captcha/api.js');
    expect(captchaScriptUrl(context({ siteKey: 'abc' }))).to.equal(GOOGLE_CAPTCHA_SCRIPT_URL);
    expect(GOOGLE_CAPTCHA_SCRIPT_URL).to.equal('https://www.google.com/recaptcha/api.js');
  });

  it('reads the key and address from the page context when none is given', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sq-context';
    script.textContent = JSON.stringify({
      website: { captchaSettings: { siteKey: 'from-page', scriptUrl: '/captcha/api.js' } },
    });
    document.head.append(script);
    try {
      expect(captchaSiteKey()).to.equal('from-page');
      expect(captchaScriptUrl()).to.equal('/captcha/api.js');
    } finally {
      script.remove();
    }
  });
});
