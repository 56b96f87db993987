import { expect } from '@open-wc/testing';
import { isCountingEnabled, isPageViewCounted } from '../../platform/analytics/counting.ts';
import { ANONYMOUS_CONTEXT, type PageContext } from '../../platform/context/page-context.ts';
import { resetAnalyticsState } from './analytics-helpers.ts';

function ctx(extra: Partial<PageContext> = {}): PageContext {
  return { ...structuredClone(ANONYMOUS_CONTEXT), ...extra } as PageContext;
}
const at = (pathname: string) => ({ pathname });
const signedIn = (roles: Record<string, boolean>) =>
  ctx({ authenticatedAccount: { id: 'account-1' }, websiteRoles: roles });

describe('platform/analytics/counting (SPEC §4 "Analytics counting")', () => {
  afterEach(resetAnalyticsState);

  it('SPEC §4: a visitor who is not signed in is counted', () => {
    expect(isCountingEnabled(ctx(), at('/about'))).to.equal(true);
  });

  it('SPEC §4: a signed-in account holding only the viewer role is counted outside config paths', () => {
    expect(isCountingEnabled(signedIn({ '10': true }), at('/about'))).to.equal(true);
    expect(isCountingEnabled(signedIn({ '10': true }), at('/config/pages'))).to.equal(false);
  });

  it('SPEC §4: a signed-in account with any other role is not counted', () => {
    expect(isCountingEnabled(signedIn({ '1': true }), at('/about'))).to.equal(false);
    expect(isCountingEnabled(signedIn({ '10': true, '4': true }), at('/about'))).to.equal(false);
    expect(isCountingEnabled(signedIn({}), at('/about'))).to.equal(false);
  });

  for (const [name, pageType] of [
    ['not-found', 100],
    ['lock screen', 103],
    ['member-access-denied', 106],
  ] as const) {
    it(`SPEC §4: off on ${name} pages (${pageType})`, () => {
      expect(isCountingEnabled(ctx({ pageType }), at('/x'))).to.equal(false);
    });
  }

  it('SPEC §4: other page types are counted (page, content item, error, checkout)', () => {
    for (const pageType of [1, 2, 50, 101, 102, 201]) {
      expect(isCountingEnabled(ctx({ pageType }), at('/x')), String(pageType)).to.equal(true);
    }
  });

  it('SPEC §4: off when the global disable flag window.sqAnalyticsDisabled is set', () => {
    window.sqAnalyticsDisabled = true;
    expect(isCountingEnabled(ctx(), at('/about'))).to.equal(false);
  });

  it('SPEC §2: /search page views are not counted; other analytics there is', () => {
    expect(isPageViewCounted(ctx(), at('/search'))).to.equal(false);
    expect(isPageViewCounted(ctx(), at('/search/'))).to.equal(false);
    expect(isCountingEnabled(ctx(), at('/search'))).to.equal(true);
    expect(isPageViewCounted(ctx(), at('/searching'))).to.equal(true);
  });
});
