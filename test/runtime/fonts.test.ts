// The site's web fonts as the runtime starts them (SPEC §3 `googleFonts`, §7 "an external font
// stylesheet (one family parameter per font)"): a chunk loaded only when the site names fonts,
// the stylesheet only once consent allows third parties.
import { expect, waitUntil } from '@open-wc/testing';
import { configureConsent, setConsent } from '../../platform/consent/consent.ts';
import { COOKIES } from '../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../platform/cookies/cookies.ts';
import type { PageContext } from '../../platform/context/page-context.ts';
import { BEHAVIOURS } from '../../runtime/behaviours/index.ts';
import { nextFrames, testEnv } from './helpers.ts';

const FONTS_URL = new URL('./fixtures/fonts.css', import.meta.url).pathname;

const fontsBehaviour = BEHAVIOURS.find((b) => b.name === 'fonts')!.start;

const context = (restrictive: boolean, fonts: string[]): Partial<PageContext> => ({
  googleFonts: fonts,
  cookieSettings: { isRestrictiveCookiePolicyEnabled: restrictive },
  websiteSettings: { thirdPartyEmbeds: { urls: { fonts: FONTS_URL } } },
});

/** The stylesheet links the fonts behaviour put in <head>. */
const fontLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
    link.href.includes('/fixtures/fonts.css'),
  );

describe('runtime: the site fonts (SPEC §3, §7)', () => {
  let stop: (() => void) | void;
  afterEach(() => {
    stop?.();
    stop = undefined;
    deleteCookie(COOKIES.consent.name);
    configureConsent(null);
  });

  it('a site that names no font loads nothing (no chunk, no stylesheet)', () => {
    stop = fontsBehaviour(testEnv({}, '/about'));
    expect(stop).to.equal(undefined);
    expect(fontLinks()).to.have.length(0);
  });

  it('an open policy: one stylesheet, one family parameter per font, display=swap', async () => {
    const ctx = context(false, ['Fraunces:wght@400;600', 'Inter', 'Inter']);
    configureConsent(ctx.cookieSettings);
    const started = fontsBehaviour(testEnv(ctx, '/about'));
    stop = started;
    // Started (the chunk loaded) without waiting for the stylesheet.
    await started!.ready;
    await waitUntil(() => fontLinks().length === 1, 'no stylesheet');
    const links = fontLinks();
    expect(links).to.have.length(1);
    const url = new URL(links[0]!.href);
    expect(url.searchParams.getAll('family')).to.deep.equal(['Fraunces:wght@400;600', 'Inter']);
    expect(url.searchParams.get('display')).to.equal('swap');
    links[0]!.remove();
  });

  it('a restrictive policy: nothing until the visitor accepts, then the stylesheet', async () => {
    const ctx = context(true, ['Lora']);
    configureConsent(ctx.cookieSettings);
    const started = fontsBehaviour(testEnv(ctx, '/about'));
    stop = started;
    // The runtime's `ready` does not wait for the visitor: the behaviour has started, and waits.
    await started!.ready;
    await nextFrames(2);
    expect(fontLinks(), 'before a decision').to.have.length(0);
    setConsent(true);
    await waitUntil(() => fontLinks().length === 1, 'no stylesheet after accepting');
    fontLinks()[0]!.remove();
  });
});
