import { expect, fixture, html as testHtml, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { html, LitElement } from 'lit';
import { configureConsent, readConsent, setConsent } from '../../../platform/consent/consent.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../../platform/cookies/cookies.ts';
import { FacadeController } from '../../../elements/shared/facade/facade-controller.ts';
import { facadeStyles } from '../../../elements/shared/facade/facade.styles.ts';
import { withPageContext } from '../../platform/third-party/context-fixture.ts';
import { focused } from '../shared/apg.ts';

/** A load the test settles by hand. */
interface PendingLoad {
  signal: AbortSignal;
  resolve(): void;
  reject(error: unknown): void;
}

/** A minimal embed: the facade until loaded, then a frame (the "third party"). */
class TestEmbed extends LitElement {
  static override styles = facadeStyles;
  loads: PendingLoad[] = [];
  readonly facade = new FacadeController(this, {
    provider: 'Example Maps',
    shares: 'Loading the map sends your address and IP to Example Maps.',
    label: 'Show the interactive map',
    load: (signal) =>
      new Promise<void>((resolve, reject) => this.loads.push({ signal, resolve, reject })),
  });

  override render() {
    return this.facade.state === 'loaded'
      ? html`<iframe title="Interactive map" src="about:blank"></iframe>`
      : html`<p>12 Kiln Street</p>
          ${this.facade.render()}`;
  }
}
customElements.define('test-facade-embed', TestEmbed);

const RESTRICTIVE = { isRestrictiveCookiePolicyEnabled: true };

const part = (el: TestEmbed, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`);
const button = (el: TestEmbed) => part(el, 'facade-button') as HTMLButtonElement;
const status = (el: TestEmbed) => part(el, 'facade-status')!.textContent!.trim();

async function embed(style = ''): Promise<TestEmbed> {
  return fixture<TestEmbed>(testHtml`<test-facade-embed style=${style}></test-facade-embed>`);
}

describe('FacadeController (ARCHITECTURE.md "Third-party embeds")', () => {
  let removeContext: (() => void) | undefined;
  afterEach(() => {
    removeContext?.();
    removeContext = undefined;
    deleteCookie(COOKIES.consent.name);
    configureConsent(null);
  });

  it('loads nothing before the click; the click loads, then the content takes focus', async () => {
    const el = await embed();
    expect(el.matches(':state(placeholder)')).to.equal(true);
    expect(button(el).textContent!.trim()).to.equal('Show the interactive map');
    expect(part(el, 'facade-shares')!.textContent).to.equal(
      'Loading the map sends your address and IP to Example Maps.',
    );
    expect(button(el).getAttribute('aria-describedby')).to.equal('sq-facade-shares');
    expect(el.loads, 'nothing loaded on its own').to.have.length(0);
    await expect(el).to.be.accessible();

    const before = oneEvent(el, 'sq-embed-load');
    button(el).focus();
    button(el).click();
    expect((await before).detail).to.deep.equal({ provider: 'Example Maps' });
    await el.updateComplete;
    expect(el.matches(':state(loading)')).to.equal(true);
    expect(status(el)).to.equal('Loading Example Maps…');
    expect(button(el).getAttribute('aria-disabled')).to.equal('true');
    await expect(el).to.be.accessible();

    button(el).click();
    expect(el.loads, 'a second click while loading loads nothing more').to.have.length(1);
    const after = oneEvent(el, 'sq-embed-loaded');
    el.loads[0]!.resolve();
    expect((await after).detail).to.deep.equal({ provider: 'Example Maps' });
    await waitUntil(() => focused()?.localName === 'iframe', 'focus went to the loaded content');
    expect(el.facade.state).to.equal('loaded');
    expect(el.matches(':state(loaded)')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('reduced motion: the button has no transition', async () => {
    const moving = await embed();
    expect(getComputedStyle(button(moving)).transitionDuration).not.to.equal('0s');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const still = await embed();
      expect(getComputedStyle(button(still)).transitionDuration).to.equal('0s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('keyboard: Tab reaches the button and Enter loads (APG button)', async () => {
    const box = await fixture<HTMLElement>(
      testHtml`<div><button>Before</button><test-facade-embed></test-facade-embed></div>`,
    );
    const el = box.querySelector<TestEmbed>('test-facade-embed')!;
    await el.updateComplete;
    box.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused() === button(el), 'focus on the button').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.loads.length === 1, 'Enter loaded');
    el.loads[0]!.resolve();
    await waitUntil(() => focused()?.localName === 'iframe');
  });

  it('under a restrictive policy the button reads "Load <provider>"; its click loads this embed and stores nothing', async () => {
    configureConsent(RESTRICTIVE);
    const el = await embed();
    expect(el.facade.consentNeeded).to.equal(true);
    expect(button(el).textContent!.trim()).to.equal('Load Example Maps');
    await expect(el).to.be.accessible();
    button(el).click();
    expect(el.loads).to.have.length(1);
    el.loads[0]!.resolve();
    await waitUntil(() => el.facade.state === 'loaded');
    expect(readConsent(), 'the site-wide consent cookie is not written').to.equal(undefined);
    const other = await embed();
    expect(other.loads, 'another embed still waits').to.have.length(0);
    expect(button(other).textContent!.trim()).to.equal('Load Example Maps');
  });

  it('an acceptance while the page is open turns the button back to its label', async () => {
    configureConsent(RESTRICTIVE);
    const el = await embed();
    setConsent(true);
    await el.updateComplete;
    expect(button(el).textContent!.trim()).to.equal('Show the interactive map');
    expect(el.loads, 'consent alone does not load it').to.have.length(0);
  });

  it('a failure keeps the placeholder, says so, keeps focus on the button; a retry loads', async () => {
    const el = await embed();
    button(el).focus();
    button(el).click();
    const failed = oneEvent(el, 'sq-embed-error');
    const cause = new Error('offline');
    el.loads[0]!.reject(cause);
    const { detail } = await failed;
    expect(detail).to.deep.equal({ provider: 'Example Maps', error: cause });
    await el.updateComplete;
    expect(el.matches(':state(failed)')).to.equal(true);
    expect(el.facade.error).to.equal(cause);
    expect(status(el)).to.equal('Example Maps could not be loaded. Please try again.');
    expect(part(el, 'facade-status')!.getAttribute('role')).to.equal('status');
    expect(el.shadowRoot!.textContent).to.contain('12 Kiln Street');
    expect(focused() === button(el), 'focus on the button').to.equal(true);
    await expect(el).to.be.accessible();
    button(el).click();
    expect(el.loads).to.have.length(2);
    el.loads[1]!.resolve();
    await waitUntil(() => el.facade.state === 'loaded');
    expect(el.facade.error).to.equal(undefined);
  });

  it('sq-embed-load is cancelable: prevented, nothing loads', async () => {
    const el = await embed();
    el.addEventListener('sq-embed-load', (event) => event.preventDefault(), { once: true });
    await el.facade.activate();
    expect(el.loads).to.have.length(0);
    expect(el.facade.state).to.equal('placeholder');
  });

  it('the host leaving the page while loading aborts the load and returns to the placeholder', async () => {
    const el = await embed();
    void el.facade.activate();
    const { signal } = el.loads[0]!;
    el.remove();
    expect(signal.aborted).to.equal(true);
    expect(el.facade.state).to.equal('placeholder');
  });

  it('reset() returns to the placeholder; with loadAfterConsent it loads again by itself', async () => {
    removeContext = withPageContext({
      websiteSettings: { thirdPartyEmbeds: { loadAfterConsent: true } },
    });
    const el = await embed();
    await waitUntil(() => el.loads.length === 1, 'loaded without a press (open policy)');
    el.loads[0]!.resolve();
    await waitUntil(() => el.facade.state === 'loaded');
    el.facade.reset();
    expect(el.facade.state).to.equal('placeholder');
    expect(el.matches(':state(placeholder)')).to.equal(true);
    await waitUntil(() => el.loads.length === 2, 'loads again after the reset');
  });

  it('loadAfterConsent: loads once consent allows it and the block is near the viewport', async () => {
    configureConsent(RESTRICTIVE);
    removeContext = withPageContext({
      cookieSettings: RESTRICTIVE,
      websiteSettings: { thirdPartyEmbeds: { loadAfterConsent: true } },
    });
    const near = await embed();
    const far = await embed('display:block;margin-top:4000px');
    expect(near.loads, 'no consent yet').to.have.length(0);
    setConsent(true);
    await waitUntil(() => near.loads.length === 1, 'the near block loads after the acceptance');
    near.loads[0]!.resolve();
    await waitUntil(() => near.facade.state === 'loaded');
    expect(far.loads, 'the far block waits for the viewport').to.have.length(0);
    expect(document.activeElement?.localName, 'an automatic load takes no focus').to.equal('body');
    far.scrollIntoView();
    await waitUntil(() => far.loads.length === 1, 'the far block loads once scrolled to');
  });
});
