import { expect } from '@open-wc/testing';
import type { PageContext } from '../../platform/context/page-context.ts';
import { forgetNoRedirect } from '../../platform/page/flags.ts';
import {
  configUrl,
  isLocalCopy,
  ownerRedirectDecision,
  redirectOwner,
  type OwnerRedirectInput,
} from '../../runtime/behaviours/owner-redirect.ts';
import { addressOf, OWNER, testEnv } from './helpers.ts';

/** The decision for `OWNER` on a published page, with `change` applied. */
function decide(change: Partial<OwnerRedirectInput> & { ctx?: Partial<PageContext> } = {}) {
  return ownerRedirectDecision({
    address: addressOf('https://shop.example.com/about'),
    inFrame: false,
    noRedirect: false,
    ...change,
    ctx: { ...OWNER, ...change.ctx } as PageContext,
  });
}

describe('runtime/behaviours/owner-redirect', () => {
  beforeEach(() => forgetNoRedirect());
  after(() => forgetNoRedirect());

  it('SPEC §2/§6: a signed-in account without the viewer role is sent to the configuration area', () => {
    expect(decide()).to.equal('redirect');
    expect(decide({ ctx: { websiteRoles: { '4': true } } }), 'an editor').to.equal('redirect');
  });

  it('SPEC §2: the configuration URL carries the encoded current path and query', () => {
    expect(configUrl(addressOf('https://shop.example.com/blog/post-1?page=2&tag=a b'))).to.equal(
      '/config/?frameUrl=%2Fblog%2Fpost-1%3Fpage%3D2%26tag%3Da%2520b',
    );
    expect(configUrl(addressOf('https://shop.example.com/'))).to.equal('/config/?frameUrl=%2F');
  });

  it('SPEC §6: an anonymous visitor is not redirected', () => {
    expect(decide({ ctx: { authenticatedAccount: null, websiteRoles: {} } })).to.equal(
      'not-signed-in',
    );
  });

  it('SPEC §6: an account holding the viewer role is not redirected', () => {
    expect(decide({ ctx: { websiteRoles: { '10': true } } })).to.equal('viewer');
    expect(decide({ ctx: { websiteRoles: { '1': true, '10': true } } })).to.equal('viewer');
  });

  it('SPEC §2: developer-mode and cloneable sites are exceptions', () => {
    const website = { id: 'site-1', baseUrl: 'https://shop.example.com' };
    expect(decide({ ctx: { website: { ...website, developerMode: true } } })).to.equal(
      'developer-mode',
    );
    expect(decide({ ctx: { website: { ...website, cloneable: true } } })).to.equal('cloneable');
    expect(
      decide({ ctx: { website: { ...website, developerMode: false, cloneable: false } } }),
    ).to.equal('redirect');
  });

  it('SPEC §2: a page inside a frame is an exception', () => {
    expect(decide({ inFrame: true })).to.equal('in-frame');
  });

  it('SPEC §2: noredirect (now or remembered) is an exception', () => {
    expect(decide({ noRedirect: true })).to.equal('noredirect');
  });

  it('SPEC §2: localhost is an exception for a local copy of a site published elsewhere', () => {
    const onLocalhost = addressOf('http://localhost:5173/about');
    expect(decide({ address: onLocalhost })).to.equal('localhost');
    expect(decide({ address: addressOf('http://127.0.0.1:8080/') })).to.equal('localhost');
    expect(decide({ address: addressOf('http://shop.localhost/') })).to.equal('localhost');
    const noBaseUrl = { website: { id: 'site-1' } };
    expect(decide({ address: onLocalhost, ctx: noBaseUrl })).to.equal('localhost');
  });

  it('the local site server is the published site itself (baseUrl on localhost): the redirect applies there', () => {
    const local = { website: { id: 'site-1', baseUrl: 'http://localhost:4173' } };
    expect(decide({ address: addressOf('http://localhost:4173/about'), ctx: local })).to.equal(
      'redirect',
    );
    expect(decide({ address: addressOf('http://127.0.0.1:4173/'), ctx: local })).to.equal(
      'redirect',
    );
    expect(isLocalCopy(local as PageContext, 'shop.example.com')).to.equal(false);
  });

  it('a page already in the configuration area is never redirected (no loop)', () => {
    expect(decide({ address: addressOf('https://shop.example.com/config/pages') })).to.equal(
      'config-area',
    );
  });

  it('redirectOwner replaces the page with the configuration area, and remembers noredirect', () => {
    const env = testEnv(OWNER, 'https://shop.example.com/shop?sort=price');
    expect(redirectOwner(env)).to.equal(true);
    expect(env.navigation.visits).to.deep.equal([
      { how: 'replace', url: '/config/?frameUrl=%2Fshop%3Fsort%3Dprice' },
    ]);

    const stays = testEnv(OWNER, 'https://shop.example.com/shop?noredirect');
    expect(redirectOwner(stays)).to.equal(false);
    const nextPage = testEnv(OWNER, 'https://shop.example.com/contact');
    expect(redirectOwner(nextPage), 'noredirect remembered for the session').to.equal(false);
    expect([...stays.navigation.visits, ...nextPage.navigation.visits]).to.deep.equal([]);
  });
});
