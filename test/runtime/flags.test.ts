import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { prefersReducedMotion } from '../../elements/shared/motion.ts';
import {
  forgetNoRedirect,
  hasNoRedirectParam,
  isLogoutFlag,
  isMotionDisabled,
  isNoRedirect,
  isScreenshotMode,
  NO_REDIRECT_STORAGE_KEY,
  withoutQueryParam,
} from '../../platform/page/flags.ts';

const PAGE = 'https://shop.example.com/about';

/** Runs `check` with `query` as the test page's own query string, then puts the address back. */
function withQuery<T>(query: string, check: () => T): T {
  const original = location.href;
  history.replaceState(history.state, '', `${location.pathname}${query}`);
  try {
    return check();
  } finally {
    history.replaceState(history.state, '', original);
  }
}

describe('platform/page/flags', () => {
  beforeEach(() => forgetNoRedirect());
  after(() => forgetNoRedirect());

  it('SPEC §2: noredirect in the address suppresses the redirect, with or without a value', () => {
    expect(hasNoRedirectParam(`${PAGE}?noredirect`)).to.equal(true);
    expect(hasNoRedirectParam(`${PAGE}?noredirect=true`)).to.equal(true);
    expect(hasNoRedirectParam(`${PAGE}?noredirect=1`)).to.equal(true);
    expect(hasNoRedirectParam(`${PAGE}?noredirect=false`)).to.equal(false);
    expect(hasNoRedirectParam(`${PAGE}?noredirect=0`)).to.equal(false);
    expect(hasNoRedirectParam(PAGE)).to.equal(false);
  });

  it('SPEC §2: noredirect is remembered for the session (sessionStorage)', () => {
    expect(isNoRedirect(`${PAGE}?x=1`)).to.equal(false);
    expect(isNoRedirect(`${PAGE}?noredirect`)).to.equal(true);
    expect(sessionStorage.getItem(NO_REDIRECT_STORAGE_KEY)).to.equal('true');
    expect(isNoRedirect(`${PAGE}/next-page`), 'a later page of the session').to.equal(true);
    forgetNoRedirect();
    expect(isNoRedirect(`${PAGE}/next-page`)).to.equal(false);
  });

  it('SPEC §2: logout=true, sqsscreenshot=true and nomotion=true are read from the address', () => {
    expect(isLogoutFlag(`${PAGE}?logout=true`)).to.equal(true);
    expect(isLogoutFlag(`${PAGE}?logout=1`)).to.equal(false);
    expect(isScreenshotMode(`${PAGE}?sqsscreenshot=true`)).to.equal(true);
    expect(isScreenshotMode(PAGE)).to.equal(false);
    expect(isMotionDisabled(`${PAGE}?a=b&nomotion=true`)).to.equal(true);
    expect(isMotionDisabled(`${PAGE}?nomotion=false`)).to.equal(false);
  });

  it('the readers default to the current page address', () => {
    expect(
      withQuery('?sqsscreenshot=true&logout=true', () => [isScreenshotMode(), isLogoutFlag()]),
    ).to.deep.equal([true, true]);
    expect(
      withQuery('', () => [isScreenshotMode(), isLogoutFlag(), isMotionDisabled()]),
    ).to.deep.equal([false, false, false]);
  });

  it('SPEC §2: nomotion=true makes elements skip motion (prefersReducedMotion)', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(withQuery('?nomotion=true', prefersReducedMotion)).to.equal(true);
    expect(withQuery('?nomotion=no', prefersReducedMotion)).to.equal(false);
  });

  it('SPEC §8: an invalid URL reads as no flags and is reported, never thrown', () => {
    const original = console.error;
    const errors: unknown[] = [];
    console.error = (message: unknown) => void errors.push(message);
    try {
      expect(isLogoutFlag('http://[bad')).to.equal(false);
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
  });

  it('withoutQueryParam drops one parameter and keeps the rest', () => {
    expect(withoutQueryParam(`${PAGE}?a=1&logout=true&b=2#top`, 'logout')).to.equal(
      `${PAGE}?a=1&b=2#top`,
    );
  });
});
