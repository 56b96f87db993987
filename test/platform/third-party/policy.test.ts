import { expect } from '@open-wc/testing';
import { configureConsent, setConsent } from '../../../platform/consent/consent.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../../platform/cookies/cookies.ts';
import type { PageContext } from '../../../platform/context/page-context.ts';
import {
  loadsAfterConsent,
  thirdPartyAllowed,
  whenThirdPartyAllowed,
} from '../../../platform/third-party/policy.ts';
import { withPageContext } from './context-fixture.ts';

const RESTRICTIVE = { isRestrictiveCookiePolicyEnabled: true };

/** 'resolved' or 'rejected' when `promise` has settled by now, else 'pending'. */
async function settled(promise: Promise<unknown>): Promise<string> {
  const marker = {};
  const outcome = await Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    Promise.resolve().then(() => marker),
  ]);
  return outcome === marker ? 'pending' : (outcome as string);
}

describe('platform/third-party/policy', () => {
  let removeContext: (() => void) | undefined;
  afterEach(() => {
    removeContext?.();
    removeContext = undefined;
    deleteCookie(COOKIES.consent.name);
    configureConsent(null);
  });

  it('third parties are allowed without a restrictive cookie policy (SPEC §3 cookieSettings)', () => {
    configureConsent(null);
    expect(thirdPartyAllowed()).to.equal(true);
    configureConsent({ isRestrictiveCookiePolicyEnabled: false });
    expect(thirdPartyAllowed()).to.equal(true);
  });

  it('under a restrictive policy they wait for the consent cookie to be true (SPEC §4, §5)', () => {
    configureConsent(RESTRICTIVE);
    expect(thirdPartyAllowed(), 'no decision').to.equal(false);
    setConsent(false);
    expect(thirdPartyAllowed(), 'declined').to.equal(false);
    setConsent(true);
    expect(thirdPartyAllowed(), 'accepted').to.equal(true);
  });

  it('a restrictive policy in the page context holds before consent is configured', () => {
    removeContext = withPageContext({ cookieSettings: RESTRICTIVE });
    expect(thirdPartyAllowed()).to.equal(false);
    setConsent(true);
    expect(thirdPartyAllowed()).to.equal(true);
  });

  it('loadsAfterConsent reads websiteSettings.thirdPartyEmbeds.loadAfterConsent (true only)', () => {
    const ctx = (value: unknown) =>
      ({ websiteSettings: { thirdPartyEmbeds: { loadAfterConsent: value } } }) as PageContext;
    expect(loadsAfterConsent(ctx(true))).to.equal(true);
    expect(loadsAfterConsent(ctx(false))).to.equal(false);
    expect(loadsAfterConsent(ctx('true'))).to.equal(false);
    expect(loadsAfterConsent({} as PageContext)).to.equal(false);
    expect(loadsAfterConsent(), 'a page without context').to.equal(false);
    removeContext = withPageContext(ctx(true));
    expect(loadsAfterConsent(), "the page's context").to.equal(true);
  });

  it('whenThirdPartyAllowed resolves at once when allowed', async () => {
    expect(await settled(whenThirdPartyAllowed())).to.equal('resolved');
  });

  it('whenThirdPartyAllowed waits through a decline and resolves when the visitor accepts', async () => {
    configureConsent(RESTRICTIVE);
    const allowed = whenThirdPartyAllowed();
    expect(await settled(allowed)).to.equal('pending');
    setConsent(false);
    expect(await settled(allowed)).to.equal('pending');
    setConsent(true);
    expect(await settled(allowed)).to.equal('resolved');
  });

  it('whenThirdPartyAllowed rejects with the reason when its signal aborts', async () => {
    configureConsent(RESTRICTIVE);
    const controller = new AbortController();
    const allowed = whenThirdPartyAllowed(controller.signal);
    controller.abort(new Error('left the page'));
    const error = await allowed.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect((error as Error).message).to.equal('left the page');
    const aborted = whenThirdPartyAllowed(controller.signal);
    expect(await settled(aborted), 'an aborted signal, even when allowed later').to.equal(
      'rejected',
    );
  });
});
