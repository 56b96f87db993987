import { expect } from '@open-wc/testing';
import {
  cookiesEnabled,
  deleteCookie,
  readCookie,
  writeCookie,
} from '../../platform/cookies/cookies.ts';
import {
  CONSENT_COOKIE_LIFETIME_MS,
  VISIT_TIMESTAMP_COOKIE_LIFETIME_MS,
} from '../../platform/constants/limits.ts';

/** What the browser stored for a cookie (Cookie Store API; fields TypeScript does not list). */
type StoredCookie = { value?: string; expires?: number | null; sameSite?: string; path?: string };

/**
 * The stored cookie `name`. A `document.cookie` write reaches the Cookie Store a moment later,
 * so a cookie not there yet is asked for again, for up to a second.
 */
async function stored(name: string): Promise<StoredCookie | null> {
  for (let tries = 0; ; tries++) {
    const cookie = (await cookieStore.get(name)) as StoredCookie | null;
    if (cookie || tries === 20) return cookie;
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Names unique to this file, so other test files sharing the browser never collide. */
const NAME = 'sqtest_cookies';

describe('platform/cookies/cookies', () => {
  afterEach(() => {
    for (const name of [NAME, `${NAME}_long`, `${NAME}_other`]) deleteCookie(name);
  });

  it('SPEC §9: a written cookie reads back and is sent as name=value', () => {
    writeCookie(NAME, 'abc123');
    expect(readCookie(NAME)).to.equal('abc123');
    expect(document.cookie).to.include(`${NAME}=abc123`);
  });

  it('SPEC §9: a missing cookie reads as undefined, even when a longer name exists', () => {
    writeCookie(`${NAME}_long`, 'x');
    expect(readCookie(NAME)).to.equal(undefined);
    expect(readCookie(`${NAME}_long`)).to.equal('x');
  });

  it('SPEC §9: values are percent-encoded on write and decoded on read', () => {
    const value = 'a b;c=d,é|1|2';
    writeCookie(NAME, value);
    expect(document.cookie).to.include(`${NAME}=${encodeURIComponent(value)}`);
    expect(readCookie(NAME)).to.equal(value);
  });

  it('SPEC §9: a value that is not valid percent-encoding reads back as stored', () => {
    document.cookie = `${NAME}=%E0%A4%A; path=/`;
    expect(readCookie(NAME)).to.equal('%E0%A4%A');
  });

  it('SPEC §9: maxAgeMs sets the lifetime (30-minute visit timestamp)', async () => {
    const before = Date.now();
    writeCookie(NAME, '1', { maxAgeMs: VISIT_TIMESTAMP_COOKIE_LIFETIME_MS });
    const cookie = await stored(NAME);
    const expires = cookie?.expires ?? 0;
    expect(expires).to.be.at.least(before + VISIT_TIMESTAMP_COOKIE_LIFETIME_MS - 2000);
    expect(expires).to.be.at.most(Date.now() + VISIT_TIMESTAMP_COOKIE_LIFETIME_MS + 2000);
  });

  it('SPEC §9: a 30-day consent lifetime is stored as 30 days', async () => {
    writeCookie(NAME, 'true', { maxAgeMs: CONSENT_COOKIE_LIFETIME_MS });
    const expires = (await stored(NAME))?.expires ?? 0;
    const days = Math.round((expires - Date.now()) / 86_400_000);
    expect(days).to.equal(30);
  });

  it('SPEC §9: without maxAgeMs the cookie ends with the session', async () => {
    writeCookie(NAME, 'session');
    const cookie = await stored(NAME);
    expect(cookie?.value).to.equal('session');
    expect(cookie?.expires ?? null).to.equal(null);
  });

  it('SPEC §9: SameSite defaults to Lax and can be set', async () => {
    writeCookie(NAME, '1');
    expect((await stored(NAME))?.sameSite).to.equal('lax');
    writeCookie(NAME, '1', { sameSite: 'Strict' });
    expect((await stored(NAME))?.sameSite).to.equal('strict');
  });

  it('SPEC §9: a cookie written for another path is not visible on this page', () => {
    writeCookie(`${NAME}_other`, 'x', { path: '/some/other/path' });
    expect(readCookie(`${NAME}_other`)).to.equal(undefined);
    deleteCookie(`${NAME}_other`, '/some/other/path');
  });

  it('SPEC §9: a deleted cookie is gone', async () => {
    writeCookie(NAME, 'x', { maxAgeMs: CONSENT_COOKIE_LIFETIME_MS });
    deleteCookie(NAME);
    expect(readCookie(NAME)).to.equal(undefined);
    expect(await stored(NAME)).to.equal(null);
  });

  it('SPEC §5: cookiesEnabled reports that the browser accepts cookies', () => {
    expect(cookiesEnabled()).to.equal(true);
  });
});
