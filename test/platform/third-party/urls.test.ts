import { expect } from '@open-wc/testing';
import type { PageContext } from '../../../platform/context/page-context.ts';
import {
  DEFAULT_THIRD_PARTY_URLS,
  thirdPartyUrl,
  type ThirdPartyName,
} from '../../../platform/third-party/urls.ts';
import { withPageContext } from './context-fixture.ts';

const withUrls = (urls: Record<string, unknown>, extra: object = {}) =>
  ({ websiteSettings: { thirdPartyEmbeds: { urls }, ...extra } }) as PageContext;

describe('platform/third-party/urls', () => {
  it('SPEC §7: the address the site names for a third party wins', () => {
    const ctx = withUrls({ maps: '/third-party/maps/api.js', fonts: ' /third-party/fonts/css2 ' });
    expect(thirdPartyUrl('maps', ctx)).to.equal('/third-party/maps/api.js');
    expect(thirdPartyUrl('fonts', ctx)).to.equal('/third-party/fonts/css2');
  });

  it("without one (or an empty one), the real provider's address", () => {
    const ctx = withUrls({ maps: '', follow: 3 });
    expect(thirdPartyUrl('maps', ctx)).to.equal('https://maps.googleapis.com/maps/api/js');
    expect(thirdPartyUrl('follow', ctx)).to.equal(DEFAULT_THIRD_PARTY_URLS.follow);
    for (const name of Object.keys(DEFAULT_THIRD_PARTY_URLS) as ThirdPartyName[]) {
      expect(new URL(thirdPartyUrl(name, {} as PageContext)).protocol, name).to.equal('https:');
    }
  });

  it("the comments count script is the site's own, by its comments shortname (SPEC §3)", () => {
    expect(thirdPartyUrl('comments', withUrls({}, { disqusShortname: 'kilnandclay' }))).to.equal(
      'https://kilnandclay.disqus.com/count.js',
    );
    expect(thirdPartyUrl('comments', withUrls({}, { disqusShortname: 'a.b/c' }))).to.equal(
      DEFAULT_THIRD_PARTY_URLS.comments,
    );
  });

  it("reads the page's context when none is given", () => {
    const remove = withPageContext(withUrls({ audioSharing: '/third-party/audio/player' }));
    try {
      expect(thirdPartyUrl('audioSharing')).to.equal('/third-party/audio/player');
    } finally {
      remove();
    }
    expect(thirdPartyUrl('audioSharing')).to.equal(DEFAULT_THIRD_PARTY_URLS.audioSharing);
  });
});
