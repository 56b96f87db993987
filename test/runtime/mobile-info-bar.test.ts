import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../platform/cookies/cookies.ts';
import { MOBILE_INFO_BAR_STYLES } from '../../platform/constants/site-enums.ts';
import type { PageContext } from '../../platform/context/page-context.ts';
import { mobileInfoBar, mobileInfoBarNeeded } from '../../runtime/behaviours/mobile-info-bar.ts';
import { nextFrames, testEnv } from './helpers.ts';

const SETTINGS = {
  mobileInfoBarSettings: {
    style: 3,
    isContactPhoneNumberEnabled: true,
    isContactEmailEnabled: false,
    isLocationEnabled: false,
    isBusinessHoursEnabled: true,
  },
  contactPhoneNumber: '+1 518 555 0142',
  contactEmail: 'hello@kilnandclay.example',
  businessHours: [{ days: 'Saturday', hours: '10 am to 5 pm' }],
};

const PAGE = 'https://kilnandclay.example/classes';
const PHONE = { width: 390, height: 700, deviceScaleFactor: 1 };
const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1 };

const env = (websiteSettings: object = SETTINGS, ctx: Partial<PageContext> = {}) =>
  testEnv({ websiteSettings, ...ctx } as Partial<PageContext>, PAGE);
const bars = () => [...document.querySelectorAll('sq-mobile-info-bar')];
/** How long the bar's code may take to load on demand. */
const CODE = { timeout: 5000 };

let stop: (() => void) | void;

describe('runtime/behaviours/mobile-info-bar', () => {
  beforeEach(() => setViewport(PHONE));
  afterEach(async () => {
    stop?.();
    stop = undefined;
    for (const bar of bars()) bar.remove();
    deleteCookie(COOKIES.consent.name);
    configureConsent(null);
    await setViewport(DESKTOP);
  });

  it('SPEC §3: needed for style light (2) or dark (3) only', () => {
    const style = (value: unknown) =>
      mobileInfoBarNeeded(env({ mobileInfoBarSettings: { style: value } }));
    const { none, light, dark } = MOBILE_INFO_BAR_STYLES;
    expect([none, light, dark, 4, undefined].map(style)).to.deep.equal([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(mobileInfoBarNeeded(env({}))).to.equal(false);
  });

  it('SPEC §3: inserts the bar at the end of <body> with its settings and the business details', async () => {
    stop = mobileInfoBar(env());
    await waitUntil(() => bars().length === 1, 'no bar was inserted', CODE);
    const bar = bars()[0]!;
    expect(document.body.lastElementChild).to.equal(bar);
    expect(JSON.parse(bar.getAttribute('data-block-json')!)).to.deep.equal({
      ...SETTINGS.mobileInfoBarSettings,
      contactPhoneNumber: SETTINGS.contactPhoneNumber,
      contactEmail: SETTINGS.contactEmail,
      businessHours: SETTINGS.businessHours,
    });
    stop?.();
    stop = undefined;
    expect(bars()).to.have.length(0);
  });

  it('SPEC §9: above 1024 px nothing is inserted until the window narrows to 1024 px', async () => {
    await setViewport(DESKTOP);
    stop = mobileInfoBar(env());
    await nextFrames(4);
    expect(bars()).to.have.length(0);
    await setViewport({ width: 1024, height: 700, deviceScaleFactor: 1 });
    await waitUntil(() => bars().length === 1, 'no bar once the window narrowed', CODE);
  });

  it('waits while the cookie banner asks, and comes once the visitor has decided', async () => {
    configureConsent({ isCookieBannerEnabled: true });
    const settings = { ...SETTINGS, cookieSettings: undefined };
    stop = mobileInfoBar(
      testEnv(
        {
          websiteSettings: settings,
          cookieSettings: { isCookieBannerEnabled: true },
        } as Partial<PageContext>,
        PAGE,
      ),
    );
    await nextFrames(4);
    expect(bars()).to.have.length(0);
    setConsent(true);
    await waitUntil(() => bars().length === 1, 'no bar after the decision', CODE);
  });

  it('keeps a bar the template placed itself', async () => {
    const own = document.createElement('sq-mobile-info-bar');
    document.body.append(own);
    stop = mobileInfoBar(env());
    await nextFrames(4);
    expect(bars()).to.deep.equal([own]);
  });
});
