import { expect } from '@open-wc/testing';
import {
  ANALYTICS_ID_EXPIRY_KEY,
  ANALYTICS_ID_STORAGE_KEY,
  ANALYTICS_ID_STORE_WARNING,
  ensureAnalyticsId,
  readAnalyticsId,
} from '../../platform/analytics/analytics-id.ts';
import { configureConsent } from '../../platform/consent/consent.ts';
import { readCookie } from '../../platform/cookies/cookies.ts';
import { captureConsoleOutput, resetAnalyticsState } from './analytics-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('platform/analytics/analytics-id (SPEC §3 "Visit cookies")', () => {
  afterEach(resetAnalyticsState);

  it('SPEC §3: a new random id is kept in the cookie and in local storage with an expiry key', () => {
    const now = Date.now();
    const id = ensureAnalyticsId(now)!;
    expect(id).to.match(/^[0-9a-f-]{36}$/);
    expect(readCookie('ss_cid')).to.equal(id);
    expect(localStorage.getItem(ANALYTICS_ID_STORAGE_KEY)).to.equal(id);
    expect(Number(localStorage.getItem(ANALYTICS_ID_EXPIRY_KEY))).to.equal(now + 390 * DAY);
  });

  it('SPEC §3: the same id is kept on later page views', () => {
    const id = ensureAnalyticsId();
    expect(ensureAnalyticsId()).to.equal(id);
    expect(readAnalyticsId()).to.equal(id);
  });

  it('SPEC §3: an id only local storage still holds is restored to the cookie', () => {
    const id = ensureAnalyticsId()!;
    document.cookie = 'ss_cid=; path=/; max-age=0';
    expect(ensureAnalyticsId()).to.equal(id);
    expect(readCookie('ss_cid')).to.equal(id);
  });

  it('SPEC §4: once the expiry has passed the stored id is cleared and a new one is made', () => {
    const now = Date.now();
    const old = ensureAnalyticsId(now)!;
    const later = now + 391 * DAY;
    expect(readAnalyticsId(later)).to.equal(undefined);
    expect(localStorage.getItem(ANALYTICS_ID_STORAGE_KEY)).to.equal(null);
    expect(readCookie('ss_cid')).to.equal(undefined);
    const fresh = ensureAnalyticsId(later)!;
    expect(fresh).not.to.equal(old);
    expect(Number(localStorage.getItem(ANALYTICS_ID_EXPIRY_KEY))).to.equal(later + 390 * DAY);
  });

  it('SPEC §8: failing to store the analytics id is only warned about; the cookie keeps it', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const output = captureConsoleOutput();
    let id: string | undefined;
    try {
      id = ensureAnalyticsId();
    } finally {
      output.restore();
      Storage.prototype.setItem = setItem;
    }
    expect(id).to.be.a('string');
    expect(readCookie('ss_cid')).to.equal(id);
    expect(output.calls).to.have.length(1);
    expect(output.calls[0]![0]).to.equal(ANALYTICS_ID_STORE_WARNING);
    expect(output.calls[0]![0]).to.equal('[sq-analytics] could not store the analytics id');
  });

  it('SPEC §4: no identifier is written under a restrictive policy without consent', () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    expect(ensureAnalyticsId()).to.equal(undefined);
    expect(readCookie('ss_cid')).to.equal(undefined);
    expect(localStorage.getItem(ANALYTICS_ID_STORAGE_KEY)).to.equal(null);
  });
});
