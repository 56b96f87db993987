import { expect } from '@open-wc/testing';
import { safeParse } from 'zod/mini';
import {
  BANNER_DEFAULTS,
  isEmptyHtml,
  resolveBannerSettings,
  resolvePosition,
} from '../../../elements/cookie-banner/banner-settings.ts';
import {
  checkCookieBannerData,
  COOKIE_BANNER_FIELDS,
} from '../../../elements/cookie-banner/cookie-banner.schema.ts';
import { cookieSettingsSchema } from '../../../platform/context/page-context.schema.ts';

describe('elements/cookie-banner/banner-settings', () => {
  it('SPEC §5: defaults: Accept, Decline, a body text, ICON, DARK, BAR, OPT_IN (bar at the bottom)', () => {
    expect(resolveBannerSettings({})).to.deep.equal({
      html: undefined,
      ctaText: 'Accept',
      optOutCtaText: 'Decline',
      variant: 'BAR',
      position: 'BOTTOM',
      theme: 'DARK',
      ctaVariant: 'ICON',
      acceptType: 'OPT_IN',
    });
    expect(BANNER_DEFAULTS.text).to.match(/cookies/);
  });

  it('SPEC §3: every setting is taken as given', () => {
    expect(
      resolveBannerSettings({
        cookieBannerText: '<p>Cookies <a href="/privacy">policy</a></p>',
        cookieBannerCtaText: 'OK',
        cookieBannerOptOutCtaText: 'No thanks',
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerTheme: 'LIGHT',
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      }),
    ).to.deep.equal({
      html: '<p>Cookies <a href="/privacy">policy</a></p>',
      ctaText: 'OK',
      optOutCtaText: 'No thanks',
      variant: 'POPUP',
      position: 'TOP_RIGHT',
      theme: 'LIGHT',
      ctaVariant: 'BUTTON',
      acceptType: 'OPT_IN_AND_OUT',
    });
  });

  it('SPEC §3: an empty paragraph counts as empty text', () => {
    for (const empty of [
      '',
      '   ',
      '<p></p>',
      '<p> </p>',
      '<p><br></p>',
      '<P><BR/></P>\n',
      '<p>&nbsp;</p>',
      null,
      undefined,
    ]) {
      expect(isEmptyHtml(empty), String(empty)).to.equal(true);
    }
    for (const text of ['<p>x</p>', 'Cookies', '<img src="a.png" alt="">']) {
      expect(isEmptyHtml(text), text).to.equal(false);
    }
    expect(resolveBannerSettings({ cookieBannerText: '<p><br></p>' }).html).to.equal(undefined);
  });

  it('SPEC §5: blank CTA texts fall back to Accept and Decline', () => {
    const settings = resolveBannerSettings({
      cookieBannerCtaText: ' ',
      cookieBannerOptOutCtaText: '',
    });
    expect(settings.ctaText).to.equal('Accept');
    expect(settings.optOutCtaText).to.equal('Decline');
  });

  it('SPEC §5: a bar keeps TOP and BOTTOM; another position falls back to BOTTOM, or TOP from a top corner', () => {
    expect(resolvePosition('BAR', 'TOP')).to.equal('TOP');
    expect(resolvePosition('BAR', 'BOTTOM')).to.equal('BOTTOM');
    expect(resolvePosition('BAR', 'TOP_LEFT')).to.equal('TOP');
    expect(resolvePosition('BAR', 'TOP_RIGHT')).to.equal('TOP');
    expect(resolvePosition('BAR', 'BOTTOM_LEFT')).to.equal('BOTTOM');
    expect(resolvePosition('BAR', 'BOTTOM_RIGHT')).to.equal('BOTTOM');
    expect(resolvePosition('BAR', undefined)).to.equal('BOTTOM');
    expect(resolvePosition('BAR', 'MIDDLE')).to.equal('BOTTOM');
  });

  it('SPEC §5: a popup keeps its corner; a bar position converts to TOP_LEFT or BOTTOM_LEFT; else BOTTOM_LEFT', () => {
    for (const corner of ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT']) {
      expect(resolvePosition('POPUP', corner)).to.equal(corner);
    }
    expect(resolvePosition('POPUP', 'TOP')).to.equal('TOP_LEFT');
    expect(resolvePosition('POPUP', 'BOTTOM')).to.equal('BOTTOM_LEFT');
    expect(resolvePosition('POPUP', null)).to.equal('BOTTOM_LEFT');
    expect(resolvePosition('POPUP', 'CENTER')).to.equal('BOTTOM_LEFT');
  });

  it('SPEC §5: the position follows the variant in the resolved settings', () => {
    expect(resolveBannerSettings({ cookieBannerPosition: 'TOP_RIGHT' }).position).to.equal('TOP');
    expect(
      resolveBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).position,
    ).to.equal('TOP_LEFT');
  });
});

describe('elements/cookie-banner/cookie-banner.schema', () => {
  const samples: unknown[] = [
    {},
    { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'MIDDLE', cookieBannerTheme: 'BLUE' },
    { cookieBannerText: null, cookieBannerCtaText: 'OK', isCookieBannerEnabled: true, extra: 1 },
    { cookieBannerText: 5 },
    { isRestrictiveCookiePolicyEnabled: 'yes' },
    { cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerCtaVariant: 'TEXT' },
    { cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT', cookieBannerTheme: 'LIGHT' },
    { isVisitorDataRestricted: true, isRestrictiveCookiePolicyAbsolute: false },
  ];

  it('SPEC §3: takes the page context cookieSettings key for key, and resolves them alike', () => {
    expect(Object.keys(COOKIE_BANNER_FIELDS)).to.deep.equal(
      Object.keys(cookieSettingsSchema._zod.def.shape),
    );
    // Every key with a value of another kind: the page context refuses what the banner does
    // (and reads an enumeration that is not text as absent, as the banner does).
    const wrongKinds = Object.entries(COOKIE_BANNER_FIELDS).map(([key, kind]) => ({
      [key]: kind === 'boolean' ? 'yes' : true,
    }));
    for (const sample of [...samples, ...wrongKinds, [], 'text', null]) {
      const context = safeParse(cookieSettingsSchema, sample);
      const ours = checkCookieBannerData(sample);
      expect('data' in ours, JSON.stringify(sample)).to.equal(context.success);
      if (!context.success || !('data' in ours)) {
        expect(ours, JSON.stringify(sample)).to.have.property(
          'path',
          context.error!.issues[0]!.path.join('.') || '(root)',
        );
        continue;
      }
      expect(resolveBannerSettings(ours.data), JSON.stringify(sample)).to.deep.equal(
        resolveBannerSettings(context.data),
      );
    }
  });

  it('SPEC §5: an unknown word in an enumeration gives the default', () => {
    const result = checkCookieBannerData({
      cookieBannerVariant: 'SIDEBAR',
      cookieBannerTheme: 'BLUE',
      cookieBannerCtaVariant: 'LINK',
      cookieBannerAcceptType: 'ALWAYS',
    });
    if (!('data' in result)) throw new Error(`refused: ${result.path}: ${result.message}`);
    expect(resolveBannerSettings(result.data)).to.include({
      variant: 'BAR',
      position: 'BOTTOM',
      theme: 'DARK',
      ctaVariant: 'ICON',
      acceptType: 'OPT_IN',
    });
  });
});
