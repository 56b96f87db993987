import { expect } from '@open-wc/testing';
import {
  COOKIES,
  TRACKING_COOKIES,
  clearTrackingCookies,
  writeNamedCookie,
} from '../../platform/cookies/cookie-names.ts';
import { readCookie, writeCookie, deleteCookie } from '../../platform/cookies/cookies.ts';

type StoredCookie = { value?: string; expires?: number | null };

async function daysLeft(name: string): Promise<number | null> {
  const cookie = (await cookieStore.get(name)) as StoredCookie | null;
  if (!cookie?.expires) return null;
  return (cookie.expires - Date.now()) / 86_400_000;
}

const DAY_MS = 86_400_000;
const CHROMIUM_MAX_DAYS = 400;
const UNRELATED = 'sqtest_cookie_names';

describe('platform/cookies/cookie-names', () => {
  afterEach(() => {
    for (const name of [...TRACKING_COOKIES, COOKIES.analyticsId.name, UNRELATED])
      deleteCookie(name);
  });

  it('SPEC §9: lifetimes: visitor 2 years, timestamp 30 min, analytics 390 days, consent 30 days', () => {
    expect(COOKIES.visitor.maxAgeMs).to.equal(63072000000);
    expect(COOKIES.visitTimestamp.maxAgeMs).to.equal(30 * 60 * 1000);
    expect(COOKIES.analyticsId.maxAgeMs).to.equal(390 * DAY_MS);
    expect(COOKIES.consent.maxAgeMs).to.equal(2592000000);
    expect(COOKIES.crumb.maxAgeMs).to.equal(undefined);
  });

  it('SPEC §7: the visitor cookie is ss_cvr and the CSRF cookie is crumb', () => {
    expect(COOKIES.visitor.name).to.equal('ss_cvr');
    expect(COOKIES.crumb.name).to.equal('crumb');
  });

  it('SPEC §9: every named cookie has its own name', () => {
    const names = Object.values(COOKIES).map((cookie) => cookie.name);
    expect(new Set(names).size).to.equal(names.length);
  });

  it('SPEC §4: the tracking cookies are customer id, page visit, visit, visitor, visit time', () => {
    expect(TRACKING_COOKIES).to.deep.equal([
      COOKIES.customerId.name,
      COOKIES.pageVisit.name,
      COOKIES.visit.name,
      COOKIES.visitor.name,
      COOKIES.visitTimestamp.name,
    ]);
    expect(TRACKING_COOKIES).not.to.include(COOKIES.consent.name);
    expect(TRACKING_COOKIES).not.to.include(COOKIES.crumb.name);
  });

  it('SPEC §9: writeNamedCookie asks for 2 years on the visitor cookie (Chromium keeps 400 days)', async () => {
    writeNamedCookie('visitor', 'abc|1|2|3|4');
    expect(readCookie('ss_cvr')).to.equal('abc|1|2|3|4');
    // Chromium caps every cookie lifetime at 400 days (RFC 6265bis), so a 2-year request
    // is stored as 400 days; a shorter lifetime would show as fewer days.
    expect(Math.round((await daysLeft('ss_cvr'))!)).to.equal(Math.min(730, CHROMIUM_MAX_DAYS));
  });

  it('SPEC §9: writeNamedCookie stores the analytics id for 390 days, the visit timestamp for 30 minutes', async () => {
    writeNamedCookie('analyticsId', 'id-1');
    writeNamedCookie('visitTimestamp', '1700000000000');
    expect(Math.round((await daysLeft(COOKIES.analyticsId.name))!)).to.equal(390);
    const minutes = (await daysLeft(COOKIES.visitTimestamp.name))! * 24 * 60;
    expect(Math.round(minutes)).to.equal(30);
    expect(readCookie(COOKIES.analyticsId.name)).to.equal('id-1');
  });

  it('SPEC §4: clearing the tracking cookies keeps the other cookies', () => {
    // Crumb and consent are left alone here: other suites sharing the browser may rely on them.
    for (const name of TRACKING_COOKIES) writeCookie(name, 'x');
    writeNamedCookie('analyticsId', 'id');
    writeCookie(UNRELATED, 'kept');
    clearTrackingCookies();
    for (const name of TRACKING_COOKIES) expect(readCookie(name), name).to.equal(undefined);
    expect(readCookie(COOKIES.analyticsId.name)).to.equal('id');
    expect(readCookie(UNRELATED)).to.equal('kept');
  });

  it('SPEC §4: clearing writes only the tracking cookies the page has (a page load without them writes none)', () => {
    writeCookie(TRACKING_COOKIES[1]!, 'x');
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => own.get!.call(document) as string,
      set: (value: string) => {
        written.push(value.split('=')[0]!);
        own.set!.call(document, value);
      },
    });
    try {
      clearTrackingCookies();
      expect(written).to.deep.equal([TRACKING_COOKIES[1]]);
      clearTrackingCookies();
      expect(written, 'nothing left to clear').to.deep.equal([TRACKING_COOKIES[1]]);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(readCookie(TRACKING_COOKIES[1]!)).to.equal(undefined);
  });
});
