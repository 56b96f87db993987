import { expect, waitUntil } from '@open-wc/testing';
import { configureConsent, setConsent } from '../../../platform/consent/consent.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../../platform/cookies/cookies.ts';
import type { PageContext } from '../../../platform/context/page-context.ts';
import {
  fontFamilies,
  fontsStylesheetUrl,
  loadSiteFonts,
} from '../../../platform/third-party/fonts.ts';

const FONTS_CSS = '/test/platform/third-party/fixtures/fonts.css';

const ctx = (googleFonts: unknown, fonts?: string) =>
  ({
    googleFonts,
    websiteSettings: fonts ? { thirdPartyEmbeds: { urls: { fonts } } } : {},
  }) as PageContext;

/** The stylesheet links in the head whose address starts with `prefix`. */
const links = (prefix: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter((link) =>
    link.href.startsWith(new URL(prefix, location.href).href),
  );

describe('platform/third-party/fonts', () => {
  afterEach(() => {
    deleteCookie(COOKIES.consent.name);
    configureConsent(null);
  });

  it('SPEC §3 googleFonts: strings, objects with family (and axes), or a map; no repeats', () => {
    expect(
      fontFamilies(['Fraunces:wght@400;600', 'Inter', ' ', 'Inter', 3] as never),
    ).to.deep.equal(['Fraunces:wght@400;600', 'Inter']);
    expect(fontFamilies([{ family: 'Lora', axes: 'ital@0;1' }, { family: '' }])).to.deep.equal([
      'Lora:ital@0;1',
    ]);
    expect(fontFamilies({ Fraunces: 'wght@400', Inter: true })).to.deep.equal([
      'Fraunces:wght@400',
      'Inter',
    ]);
    expect(fontFamilies(undefined)).to.deep.equal([]);
  });

  it('SPEC §7: one stylesheet, one family parameter per font, display=swap', () => {
    const url = new URL(fontsStylesheetUrl(ctx(['Fraunces:wght@400;600', 'Inter']))!);
    expect(url.origin + url.pathname).to.equal('https://fonts.googleapis.com/css2');
    expect(url.searchParams.getAll('family')).to.deep.equal(['Fraunces:wght@400;600', 'Inter']);
    expect(url.searchParams.get('display')).to.equal('swap');
    const local = new URL(fontsStylesheetUrl(ctx(['Inter'], '/third-party/fonts/css2'))!);
    expect(local.href).to.equal(
      `${location.origin}/third-party/fonts/css2?family=Inter&display=swap`,
    );
    expect(fontsStylesheetUrl(ctx([])), 'no font, no stylesheet').to.equal(undefined);
  });

  it('under a restrictive policy the stylesheet waits for the acceptance, then applies', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    const t = crypto.randomUUID();
    let done = false;
    const loading = loadSiteFonts(ctx([`Sq Fixture Serif:${t}`], FONTS_CSS)).then(() => {
      done = true;
    });
    await new Promise(requestAnimationFrame);
    expect(links(FONTS_CSS).filter((link) => link.href.includes(t))).to.have.length(0);
    expect(done).to.equal(false);
    setConsent(true);
    await loading;
    expect(links(FONTS_CSS).filter((link) => link.href.includes(t))).to.have.length(1);
    const face = [...document.fonts].find((f) => f.family.replace(/"/g, '') === 'Sq Fixture Serif');
    expect(face?.display).to.equal('swap');
  });

  it('loads at once without a restrictive policy; a failed stylesheet warns and resolves', async () => {
    const t = crypto.randomUUID();
    await loadSiteFonts(ctx([`Inter:${t}`], FONTS_CSS));
    expect(links(FONTS_CSS).filter((link) => link.href.includes(t))).to.have.length(1);
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      await loadSiteFonts(ctx(['Inter'], '/test/platform/third-party/fixtures/missing-fonts.css'));
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]![0])).to.equal(
      '[sq-fonts] the fonts stylesheet did not load; fallback fonts stay:',
    );
    await waitUntil(
      () => links('/test/platform/third-party/fixtures/missing-fonts.css').length === 0,
    );
  });
});
