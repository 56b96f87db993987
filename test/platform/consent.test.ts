import { expect, oneEvent } from '@open-wc/testing';
import {
  componentConsentFlags,
  CONSENT_CHANNEL,
  CONSENT_EVENT,
  CONSENT_QUEUE_LIMIT,
  configureConsent,
  consentPolicy,
  enforceConsentPolicy,
  queuedSends,
  readConsent,
  setConsent,
  subscribeConsent,
  trackingAllowed,
  whenTrackingAllowed,
  type Consent,
} from '../../platform/consent/consent.ts';
import { COOKIES, TRACKING_COOKIES } from '../../platform/cookies/cookie-names.ts';
import { deleteCookie, readCookie, writeCookie } from '../../platform/cookies/cookies.ts';

const DAY_MS = 86_400_000;
const RESTRICTIVE = { isRestrictiveCookiePolicyEnabled: true };

async function daysLeft(name: string): Promise<number | null> {
  const cookie = (await cookieStore.get(name)) as { expires?: number | null } | null;
  return cookie?.expires ? (cookie.expires - Date.now()) / DAY_MS : null;
}

function writeTrackingCookies(): void {
  for (const name of TRACKING_COOKIES) writeCookie(name, 'x');
}

const trackingCookiesLeft = () => TRACKING_COOKIES.filter((name) => readCookie(name) !== undefined);

describe('platform/consent', () => {
  afterEach(() => {
    deleteCookie(COOKIES.consent.name);
    for (const name of TRACKING_COOKIES) deleteCookie(name);
    configureConsent(null);
  });

  it('SPEC §5: readConsent reads the consent cookie: true, false, else no decision', () => {
    expect(readConsent()).to.equal(undefined);
    writeCookie(COOKIES.consent.name, 'true');
    expect(readConsent()).to.equal(true);
    writeCookie(COOKIES.consent.name, 'false');
    expect(readConsent()).to.equal(false);
    writeCookie(COOKIES.consent.name, 'maybe');
    expect(readConsent()).to.equal(undefined);
  });

  it('SPEC §4, §5, §9: setConsent stores true or false in the consent cookie for 30 days', async () => {
    setConsent(true);
    expect(readCookie(COOKIES.consent.name)).to.equal('true');
    expect(Math.round((await daysLeft(COOKIES.consent.name))!)).to.equal(30);
    setConsent(false);
    expect(readCookie(COOKIES.consent.name)).to.equal('false');
    expect(readConsent()).to.equal(false);
  });

  it('SPEC §4: setConsent dispatches sq-consent on document and tells subscribers', async () => {
    const heard: Consent[] = [];
    const unsubscribe = subscribeConsent((consent) => heard.push(consent));
    const event = oneEvent(document, 'sq-consent');
    setConsent(true);
    expect((await event).detail).to.deep.equal({ consent: true });
    setConsent(false);
    unsubscribe();
    setConsent(true);
    expect(heard).to.deep.equal([true, false]);
  });

  it('a subscriber that throws does not stop the others', () => {
    const original = console.error;
    const logged: unknown[][] = [];
    console.error = (...args: unknown[]) => void logged.push(args);
    const heard: Consent[] = [];
    const stops = [
      subscribeConsent(() => {
        throw new Error('broken listener');
      }),
      subscribeConsent((consent) => heard.push(consent)),
    ];
    try {
      setConsent(true);
    } finally {
      console.error = original;
      stops.forEach((stop) => stop());
    }
    expect(heard).to.deep.equal([true]);
    expect(logged).to.have.length(1);
  });

  it('SPEC §3: configureConsent reads the policy; component names are its mirror', () => {
    expect(consentPolicy()).to.deep.equal({
      restrictive: false,
      absolute: false,
      visitorDataRestricted: false,
    });
    expect(componentConsentFlags()).to.deep.equal({
      isAnalyticsCookiesDisabled: false,
      isActivityLogEnabled: true,
    });
    configureConsent({
      isRestrictiveCookiePolicyEnabled: true,
      isRestrictiveCookiePolicyAbsolute: true,
      isVisitorDataRestricted: true,
    });
    expect(consentPolicy()).to.deep.equal({
      restrictive: true,
      absolute: true,
      visitorDataRestricted: true,
    });
    expect(componentConsentFlags()).to.deep.equal({
      isAnalyticsCookiesDisabled: true,
      isActivityLogEnabled: false,
    });
  });

  it('SPEC §4: tracking is allowed without a restrictive policy, else only after accepting', () => {
    expect(trackingAllowed(), 'open policy').to.equal(true);
    configureConsent(RESTRICTIVE);
    expect(trackingAllowed(), 'restrictive, undecided').to.equal(false);
    setConsent(false);
    expect(trackingAllowed(), 'restrictive, declined').to.equal(false);
    setConsent(true);
    expect(trackingAllowed(), 'restrictive, accepted').to.equal(true);
  });

  it('SPEC §4: enforceConsentPolicy clears the tracking cookies under a restrictive policy without consent', () => {
    writeTrackingCookies();
    enforceConsentPolicy();
    expect(trackingCookiesLeft(), 'open policy keeps them').to.deep.equal([...TRACKING_COOKIES]);

    configureConsent(RESTRICTIVE);
    writeCookie(COOKIES.consent.name, 'true');
    enforceConsentPolicy();
    expect(trackingCookiesLeft(), 'accepted keeps them').to.deep.equal([...TRACKING_COOKIES]);

    writeCookie(COOKIES.consent.name, 'false');
    enforceConsentPolicy();
    expect(trackingCookiesLeft(), 'declined clears them').to.deep.equal([]);

    writeTrackingCookies();
    deleteCookie(COOKIES.consent.name);
    enforceConsentPolicy();
    expect(trackingCookiesLeft(), 'undecided clears them').to.deep.equal([]);
  });

  it('SPEC §4: declining under a restrictive policy clears the tracking cookies (not the consent cookie)', () => {
    writeTrackingCookies();
    setConsent(false);
    expect(trackingCookiesLeft(), 'open policy keeps them').to.deep.equal([...TRACKING_COOKIES]);
    configureConsent(RESTRICTIVE);
    setConsent(false);
    expect(trackingCookiesLeft()).to.deep.equal([]);
    expect(readConsent()).to.equal(false);
  });

  it('whenTrackingAllowed sends at once when tracking is allowed', () => {
    const sent: string[] = [];
    whenTrackingAllowed(() => sent.push('open'));
    configureConsent(RESTRICTIVE);
    setConsent(true);
    whenTrackingAllowed(() => sent.push('accepted'));
    expect(sent).to.deep.equal(['open', 'accepted']);
    expect(queuedSends()).to.equal(0);
  });

  it('whenTrackingAllowed queues while a restrictive policy waits, and sends on accept', () => {
    configureConsent(RESTRICTIVE);
    const sent: number[] = [];
    whenTrackingAllowed(() => sent.push(1));
    whenTrackingAllowed(() => sent.push(2));
    expect(sent).to.deep.equal([]);
    expect(queuedSends()).to.equal(2);
    setConsent(true);
    expect(sent).to.deep.equal([1, 2]);
    expect(queuedSends()).to.equal(0);
  });

  it('whenTrackingAllowed drops the queue on decline and drops sends after it', () => {
    configureConsent(RESTRICTIVE);
    const sent: number[] = [];
    whenTrackingAllowed(() => sent.push(1));
    setConsent(false);
    expect(queuedSends()).to.equal(0);
    whenTrackingAllowed(() => sent.push(2));
    expect(queuedSends()).to.equal(0);
    setConsent(true);
    expect(sent).to.deep.equal([]);
  });

  it(`whenTrackingAllowed holds at most ${CONSENT_QUEUE_LIMIT} sends, dropping the oldest`, () => {
    expect(CONSENT_QUEUE_LIMIT).to.equal(50);
    configureConsent(RESTRICTIVE);
    const sent: number[] = [];
    for (let i = 0; i < CONSENT_QUEUE_LIMIT + 5; i++) whenTrackingAllowed(() => sent.push(i));
    expect(queuedSends()).to.equal(CONSENT_QUEUE_LIMIT);
    setConsent(true);
    expect(sent).to.have.length(CONSENT_QUEUE_LIMIT);
    expect(sent[0]).to.equal(5);
    expect(sent.at(-1)).to.equal(CONSENT_QUEUE_LIMIT + 4);
  });

  it('a queued send runs once the policy stops being restrictive', () => {
    configureConsent(RESTRICTIVE);
    const sent: string[] = [];
    whenTrackingAllowed(() => sent.push('queued'));
    configureConsent({ isRestrictiveCookiePolicyEnabled: false });
    expect(sent).to.deep.equal(['queued']);
  });
});

describe('platform/consent across open pages', () => {
  let otherPage: BroadcastChannel;

  beforeEach(() => {
    configureConsent(RESTRICTIVE);
    // Another open page of the site: the same origin's channel.
    otherPage = new BroadcastChannel(CONSENT_CHANNEL);
  });

  afterEach(() => {
    otherPage.close();
    deleteCookie(COOKIES.consent.name);
    configureConsent(null);
  });

  it('a decision made on another page holds here at once: sq-consent, subscribers, the queue sent', async () => {
    const sent: string[] = [];
    const heard: Consent[] = [];
    const unsubscribe = subscribeConsent((consent) => heard.push(consent));
    whenTrackingAllowed(() => sent.push('page view'));
    expect(sent).to.deep.equal([]);
    // The other page stores the cookie (shared by every page) and tells the others.
    writeCookie(COOKIES.consent.name, 'true');
    const event = oneEvent(document, CONSENT_EVENT);
    otherPage.postMessage({ consent: true });
    expect((await event).detail).to.deep.equal({ consent: true });
    unsubscribe();
    expect(heard).to.deep.equal([true]);
    expect(sent).to.deep.equal(['page view']);
  });

  it('a decline on another page drops what waited here', async () => {
    const sent: string[] = [];
    whenTrackingAllowed(() => sent.push('page view'));
    writeCookie(COOKIES.consent.name, 'false');
    const event = oneEvent(document, CONSENT_EVENT);
    otherPage.postMessage({ consent: false });
    await event;
    expect(queuedSends()).to.equal(0);
    expect(sent).to.deep.equal([]);
  });

  it('a decision here is told to the other pages', async () => {
    const told = new Promise<unknown>((resolve) => {
      otherPage.onmessage = (event) => resolve(event.data);
    });
    setConsent(true);
    expect(await told).to.deep.equal({ consent: true });
  });

  it('a message that the consent cookie does not back is ignored', async () => {
    const sent: string[] = [];
    whenTrackingAllowed(() => sent.push('page view'));
    // A page that claims consent without a stored decision changes nothing here.
    otherPage.postMessage({ consent: true });
    // Messages are delivered in the order posted: once a later one has arrived, so has that one.
    const probe = new BroadcastChannel(CONSENT_CHANNEL);
    const arrived = new Promise<void>((resolve) => {
      probe.onmessage = () => resolve();
    });
    otherPage.postMessage({ probe: true });
    await arrived;
    probe.close();
    expect(sent).to.deep.equal([]);
    expect(queuedSends()).to.equal(1);
  });
});
