import { expect } from '@open-wc/testing';
import {
  formatVisitorRecord,
  nextVisit,
  parseVisitorRecord,
  parseVisitTimestamp,
  updateVisitCookies,
} from '../../platform/analytics/visit-cookies.ts';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';
import { readCookie } from '../../platform/cookies/cookies.ts';
import { resetAnalyticsState } from './analytics-helpers.ts';

const MINUTE = 60_000;
const NOW = 1_700_000_000_000;
/** Browsers cap a cookie's lifetime at 400 days (RFC 6265bis); a longer max-age is shortened. */
const BROWSER_CAP_MS = 400 * 24 * 60 * MINUTE;

/** The expiry time (ms) the browser holds for cookie `name`. */
async function expiryOf(name: string): Promise<number | null | undefined> {
  const store = (
    window as unknown as {
      cookieStore: { get(n: string): Promise<{ expires: number | null } | null> };
    }
  ).cookieStore;
  return (await store.get(name))?.expires;
}

describe('platform/analytics/visit-cookies', () => {
  afterEach(resetAnalyticsState);

  describe('SPEC §5: visitor-record and visit-timestamp validation', () => {
    it('SPEC §5: an id followed by four positive integers separated by pipes is valid', () => {
      expect(parseVisitorRecord('abc|1|2|3|4')).to.deep.equal({
        id: 'abc',
        first: 1,
        previous: 2,
        latest: 3,
        count: 4,
      });
    });

    for (const value of [
      'abc|1|2|3',
      'abc|1|2|3|4|5',
      '|1|2|3|4',
      'abc|0|2|3|4',
      'abc|1|-2|3|4',
      'abc|1|2|3.5|4',
      'abc|1|2|3|x',
      'abc|1|2||4',
      '',
    ]) {
      it(`SPEC §5: "${value}" is an invalid visitor record`, () => {
        expect(parseVisitorRecord(value)).to.equal(null);
      });
    }

    it('SPEC §5: the visit timestamp must be a positive integer', () => {
      expect(parseVisitTimestamp('1700000000000')).to.equal(1_700_000_000_000);
      for (const bad of ['0', '-5', '1.5', 'now', '', undefined]) {
        expect(parseVisitTimestamp(bad), String(bad)).to.equal(null);
      }
    });

    it('SPEC §3: a record is written back as id|first|previous|latest|count', () => {
      const record = { id: 'v', first: 1, previous: 2, latest: 3, count: 4 };
      expect(formatVisitorRecord(record)).to.equal('v|1|2|3|4');
    });
  });

  describe('SPEC §4: visit transitions', () => {
    it('SPEC §4: the first visit creates the record (first = previous = latest = now, count 1)', () => {
      const { record, newVisit } = nextVisit(undefined, undefined, NOW);
      expect(newVisit).to.equal(true);
      expect(record).to.include({ first: NOW, previous: NOW, latest: NOW, count: 1 });
      expect(record.id).to.match(/^[^|]+$/);
    });

    it('SPEC §4: a valid record with an expired timestamp counts a new visit', () => {
      const earlier = NOW - 40 * MINUTE;
      const { record, newVisit } = nextVisit(`v|100|200|${earlier}|3`, undefined, NOW);
      expect(newVisit).to.equal(true);
      expect(record).to.deep.equal({
        id: 'v',
        first: 100,
        previous: earlier,
        latest: NOW,
        count: 4,
      });
    });

    it('SPEC §4: a timestamp 30 minutes old counts as expired', () => {
      const { record } = nextVisit('v|1|2|3|3', String(NOW - 30 * MINUTE), NOW);
      expect(record.count).to.equal(4);
    });

    it('SPEC §4: within 30 minutes of the timestamp the visit goes on, the record unchanged', () => {
      const { record, newVisit } = nextVisit('v|1|2|3|3', String(NOW - 5 * MINUTE), NOW);
      expect(newVisit).to.equal(false);
      expect(record).to.deep.equal({ id: 'v', first: 1, previous: 2, latest: 3, count: 3 });
    });

    it('SPEC §4: an invalid record is recreated', () => {
      const { record, newVisit } = nextVisit('v|1|2|3', String(NOW - MINUTE), NOW);
      expect(newVisit).to.equal(true);
      expect(record).to.include({ first: NOW, count: 1 });
      expect(record.id).not.to.equal('v');
    });
  });

  describe('SPEC §4, §9: the cookies in the browser', () => {
    it('SPEC §4: a first page view writes both cookies, read back from document.cookie', () => {
      const { record, newVisit } = updateVisitCookies(NOW);
      expect(newVisit).to.equal(true);
      expect(readCookie('ss_cvr')).to.equal(`${record!.id}|${NOW}|${NOW}|${NOW}|1`);
      expect(readCookie('ss_cvt')).to.equal(String(NOW));
    });

    it('SPEC §4: a page view after the timestamp cookie is gone counts a visit', () => {
      document.cookie = `ss_cvr=${encodeURIComponent(`v|100|200|300|7`)}; path=/`;
      updateVisitCookies(NOW);
      expect(readCookie('ss_cvr')).to.equal(`v|100|300|${NOW}|8`);
      expect(readCookie('ss_cvt')).to.equal(String(NOW));
    });

    it('SPEC §4: a page view within the visit keeps the record and refreshes the timestamp', () => {
      document.cookie = `ss_cvr=${encodeURIComponent(`v|100|200|300|7`)}; path=/`;
      document.cookie = `ss_cvt=${NOW - MINUTE}; path=/`;
      const { newVisit } = updateVisitCookies(NOW);
      expect(newVisit).to.equal(false);
      expect(readCookie('ss_cvr')).to.equal('v|100|200|300|7');
      expect(readCookie('ss_cvt')).to.equal(String(NOW));
    });

    it('SPEC §9: the visitor cookie lives 2 years (browser cap 400 days), the timestamp 30 minutes', async () => {
      const before = Date.now();
      updateVisitCookies();
      const visitor = await expiryOf('ss_cvr');
      const stamp = await expiryOf('ss_cvt');
      const twoYears = Math.min(63_072_000_000, BROWSER_CAP_MS);
      // Cookie expiry has one-second resolution.
      expect(visitor).to.be.within(before + twoYears - 2000, Date.now() + twoYears + 1000);
      expect(stamp).to.be.within(before + 30 * MINUTE - 2000, Date.now() + 30 * MINUTE + 1000);
    });

    it('SPEC §4: nothing is written under a restrictive policy before consent; accepted, it is', () => {
      configureConsent({ isRestrictiveCookiePolicyEnabled: true });
      expect(updateVisitCookies(NOW)).to.deep.equal({ record: null, newVisit: false });
      expect(readCookie('ss_cvr')).to.equal(undefined);
      expect(readCookie('ss_cvt')).to.equal(undefined);
      setConsent(true);
      expect(updateVisitCookies(NOW).record).not.to.equal(null);
      expect(readCookie('ss_cvr')).to.match(/\|1$/);
    });
  });
});
