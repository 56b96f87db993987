import { expect, waitUntil } from '@open-wc/testing';
import type { SqCookieBanner } from '../../elements/cookie-banner/sq-cookie-banner.ts';
import {
  configureConsent,
  queuedSends,
  trackingAllowed,
  whenTrackingAllowed,
} from '../../platform/consent/consent.ts';
import type { CookieSettings } from '../../platform/context/page-context.schema.ts';
import { COOKIES, TRACKING_COOKIES } from '../../platform/cookies/cookie-names.ts';
import { deleteCookie, readCookie, writeCookie } from '../../platform/cookies/cookies.ts';
import { consent, shouldShowCookieBanner } from '../../runtime/behaviours/consent.ts';
import { BEHAVIOURS } from '../../runtime/behaviours/index.ts';
import { nextFrames, testEnv } from './helpers.ts';

const ENABLED: CookieSettings = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We bake cookies.</p>',
  cookieBannerVariant: 'POPUP',
  cookieBannerPosition: 'TOP_RIGHT',
  cookieBannerTheme: 'LIGHT',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
};
const PAGE = 'https://shop.example.com/about';

const banners = () => [...document.querySelectorAll('sq-cookie-banner')];

/** Long enough for the banner's code to load and the behaviour to insert it, had it meant to. */
async function settled(): Promise<void> {
  await import('../../elements/cookie-banner/sq-cookie-banner.ts');
  await nextFrames(2);
}

let stop: (() => void) | void;

/** How long the banner's code may take to load on demand (the first import on a busy machine). */
const BANNER_CODE = { timeout: 5000 };

describe('runtime/behaviours/consent', () => {
  afterEach(() => {
    stop?.();
    stop = undefined;
    for (const banner of banners()) banner.remove();
    deleteCookie(COOKIES.consent.name);
    for (const name of TRACKING_COOKIES) deleteCookie(name);
    configureConsent(null);
  });

  it('starts first of the behaviours (before analytics can send)', () => {
    expect(BEHAVIOURS[0]!.name).to.equal('consent');
    expect(BEHAVIOURS[0]!.start).to.equal(consent);
  });

  it('SPEC §4: with the banner enabled and no consent cookie, inserts it first in <body> with the settings', async () => {
    document.body.prepend(document.createElement('main'));
    stop = consent(testEnv({ cookieSettings: ENABLED }, PAGE));
    await waitUntil(() => banners().length === 1, 'no banner was inserted', BANNER_CODE);
    const banner = banners()[0] as SqCookieBanner;
    expect(document.body.firstElementChild === banner, 'first child of body').to.equal(true);
    expect(JSON.parse(banner.getAttribute('data-block-json')!)).to.deep.equal(ENABLED);
    await waitUntil(() => banner.shadowRoot?.querySelector('[part~="text"] p'));
    const base = banner.shadowRoot!.querySelector('[part~="base"]')!;
    expect(base.getAttribute('role')).to.equal('dialog');
    expect(base.textContent).to.contain('We bake cookies.');
    expect(base.textContent).to.contain('Decline');
    document.querySelector('body > main')!.remove();
  });

  it('SPEC §4: accepting in the inserted banner stores consent and removes it', async () => {
    stop = consent(testEnv({ cookieSettings: ENABLED }, PAGE));
    await waitUntil(() => banners().length === 1, 'no banner was inserted', BANNER_CODE);
    const banner = banners()[0] as SqCookieBanner;
    await banner.updateComplete;
    banner.shadowRoot!.querySelector<HTMLButtonElement>('[part~="accept"]')!.click();
    expect(readCookie(COOKIES.consent.name)).to.equal('true');
    expect(banners()).to.have.length(0);
  });

  it('SPEC §4: no banner when a consent cookie exists', async () => {
    for (const value of ['true', 'false']) {
      writeCookie(COOKIES.consent.name, value);
      const env = testEnv({ cookieSettings: ENABLED }, PAGE);
      expect(shouldShowCookieBanner(env), value).to.equal(false);
      stop = consent(env);
      await settled();
      expect(banners(), value).to.have.length(0);
    }
  });

  it('SPEC §3: no banner when isCookieBannerEnabled is off or the settings are missing', async () => {
    for (const cookieSettings of [{ ...ENABLED, isCookieBannerEnabled: false }, null]) {
      const env = testEnv({ cookieSettings }, PAGE);
      expect(shouldShowCookieBanner(env)).to.equal(false);
      stop = consent(env);
    }
    await settled();
    expect(banners()).to.have.length(0);
  });

  it('SPEC §2: no banner on a page opened with sqsscreenshot=true', async () => {
    const env = testEnv({ cookieSettings: ENABLED }, `${PAGE}?sqsscreenshot=true`);
    expect(shouldShowCookieBanner(env)).to.equal(false);
    expect(shouldShowCookieBanner(testEnv({ cookieSettings: ENABLED }, PAGE))).to.equal(true);
    stop = consent(env);
    await settled();
    expect(banners()).to.have.length(0);
  });

  it('SPEC §4: a restrictive policy without consent clears the tracking cookies at start', () => {
    for (const name of TRACKING_COOKIES) writeCookie(name, 'x');
    stop = consent(testEnv({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } }, PAGE));
    expect(TRACKING_COOKIES.filter((name) => readCookie(name) !== undefined)).to.deep.equal([]);
    expect(trackingAllowed()).to.equal(false);
  });

  it('SPEC §4: the tracking cookies stay with consent true, or without a restrictive policy', () => {
    for (const name of TRACKING_COOKIES) writeCookie(name, 'x');
    stop = consent(testEnv({ cookieSettings: { isCookieBannerEnabled: false } }, PAGE));
    writeCookie(COOKIES.consent.name, 'true');
    stop = consent(testEnv({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } }, PAGE));
    expect(TRACKING_COOKIES.filter((name) => readCookie(name) !== undefined)).to.deep.equal([
      ...TRACKING_COOKIES,
    ]);
    expect(trackingAllowed()).to.equal(true);
  });

  it('SPEC §4: tracking queued under a restrictive policy goes out when the visitor accepts in the banner', async () => {
    stop = consent(
      testEnv({ cookieSettings: { ...ENABLED, isRestrictiveCookiePolicyEnabled: true } }, PAGE),
    );
    const sent: string[] = [];
    whenTrackingAllowed(() => sent.push('page view'));
    expect(queuedSends()).to.equal(1);
    await waitUntil(() => banners().length === 1, 'no banner was inserted', BANNER_CODE);
    const banner = banners()[0] as SqCookieBanner;
    await banner.updateComplete;
    banner.shadowRoot!.querySelector<HTMLButtonElement>('[part~="accept"]')!.click();
    expect(sent).to.deep.equal(['page view']);
  });

  it('stopping the behaviour removes the banner it inserted', async () => {
    stop = consent(testEnv({ cookieSettings: ENABLED }, PAGE));
    await waitUntil(() => banners().length === 1, 'no banner was inserted', BANNER_CODE);
    stop!();
    expect(banners()).to.have.length(0);
  });
});
