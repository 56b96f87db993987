import { expect } from '@open-wc/testing';
import { safeParse } from 'zod/mini';
import { PAGE_TYPES } from '../../platform/constants/enums.ts';
import { WEBSITE_ROLES } from '../../platform/constants/site-enums.ts';
import {
  ANONYMOUS_CONTEXT,
  isSignedIn,
  readPageContext,
  type PageContext,
} from '../../platform/context/page-context.ts';
import { checkPageContext, validPageContext } from '../../platform/context/check-page-context.ts';
import { hasOnlyViewerRole, hasRole, heldRoles } from '../../platform/context/roles.ts';
import { pageContextSchema } from '../../platform/context/page-context.schema.ts';

/** A document whose body holds `html`. */
function page(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

/** A document carrying `json` (text or value) as its page context. */
function withContext(json: unknown): Document {
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-context';
  script.textContent = text;
  const doc = page('');
  doc.body.append(doc.importNode(script, true));
  return doc;
}

/** Runs `fn` while recording console warnings and errors. */
function captureConsole<T>(fn: () => T): { result: T; warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  try {
    return { result: fn(), warnings, errors };
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

const FULL_CONTEXT = {
  website: {
    id: '5f1a0000000000000000000a',
    cloneable: false,
    websiteType: 1,
    siteStatus: { value: 8 },
    identifier: 'bakery',
    developerMode: false,
    baseUrl: 'https://bakery.example',
    typekitId: 'abc1234',
    captchaSettings: { siteKey: 'site-key-1' },
  },
  templateId: 'tmpl-1',
  templateVersion: '7.1',
  templateInstallation: { templateWebsite: { id: 'tw-1' } },
  authenticatedAccount: { id: 'acct-1' },
  websiteRoles: { '1': true, '10': { since: 2020 } },
  pageType: 50,
  collectionId: 'col-1',
  collection: { title: 'Journal', type: 1, permissionType: 1 },
  itemId: 'item-1',
  item: { title: 'First post', recordType: 1 },
  appDomain: 'provider.example',
  env: 'prod',
  rollups: { cart: { js: '/assets/cart.js' } },
  googleFonts: ['Lato'],
  typekitFonts: [],
  cookieSettings: {
    isCookieBannerEnabled: true,
    cookieBannerText: '<p>We use cookies.</p>',
    cookieBannerCtaText: 'OK',
    cookieBannerOptOutCtaText: 'No',
    cookieBannerVariant: 'POPUP',
    cookieBannerPosition: 'TOP_RIGHT',
    cookieBannerTheme: 'LIGHT',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    isRestrictiveCookiePolicyEnabled: true,
    isRestrictiveCookiePolicyAbsolute: false,
    isVisitorDataRestricted: false,
  },
  websiteSettings: {
    ssBadgeType: 1,
    storeSettings: { selectedCurrency: 'EUR' },
    disqusShortname: 'bakery-comments',
    commentsEnabled: true,
    pinterestOverlayOptions: { mode: 'hover' },
    popupOverlaySettings: {
      style: 2,
      enableMobile: true,
      showUntilSignup: true,
      displayFrequency: -1,
      version: 3,
    },
    mobileInfoBarSettings: { style: 3 },
    useEscapeKeyToLogin: true,
  },
};

describe('platform/context/page-context', () => {
  it('SPEC §3 Page context: reads every field under its SPEC name, no console output', () => {
    const {
      result: ctx,
      warnings,
      errors,
    } = captureConsole(() => checkPageContext(readPageContext(withContext(FULL_CONTEXT))));
    expect(warnings).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    expect(ctx).to.deep.equal(FULL_CONTEXT);
    expect(ctx.website?.captchaSettings?.siteKey).to.equal('site-key-1');
    expect(ctx.templateInstallation?.templateWebsite?.id).to.equal('tw-1');
    expect(ctx.websiteSettings?.popupOverlaySettings?.displayFrequency).to.equal(-1);
  });

  it('ARCHITECTURE contract 2: unknown keys are kept and omitted or null fields accepted', () => {
    const ctx = readPageContext(
      withContext({ website: { id: 'w', futureFlag: 1 }, authenticatedAccount: null, extra: 'x' }),
    );
    expect(ctx.website).to.deep.equal({ id: 'w', futureFlag: 1 });
    expect(ctx.authenticatedAccount).to.equal(null);
    expect(ctx.extra).to.equal('x');
    expect(ctx.pageType).to.equal(undefined);
  });

  it('ARCHITECTURE contract 2: missing context gives anonymous defaults and exactly one warning', () => {
    const {
      result: ctx,
      warnings,
      errors,
    } = captureConsole(() => readPageContext(page('<p>no context here</p>')));
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/^\[sq-context\] /);
    expect(errors).to.deep.equal([]);
    expect(ctx).to.deep.equal(ANONYMOUS_CONTEXT);
  });

  it('ARCHITECTURE contract 2: invalid JSON gives one error naming (root) and the defaults', () => {
    const {
      result: ctx,
      warnings,
      errors,
    } = captureConsole(() => readPageContext(withContext('{"website": {')));
    expect(warnings).to.deep.equal([]);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-context\] invalid page context: \(root\): \S/);
    expect(ctx).to.deep.equal(ANONYMOUS_CONTEXT);
  });

  it('ARCHITECTURE contract 2: JSON that is not an object gives one error naming (root)', () => {
    const { result: ctx, errors } = captureConsole(() => readPageContext(withContext('[1, 2]')));
    expect(errors).to.deep.equal(['[sq-context] invalid page context: (root): expected an object']);
    expect(ctx).to.deep.equal(ANONYMOUS_CONTEXT);
  });

  it('reads the context as the page gives it, without the schema: a wrong type is no error there', () => {
    const bad = { ...FULL_CONTEXT, website: { id: 42 } };
    const { result: ctx, errors } = captureConsole(() => readPageContext(withContext(bad)));
    expect(errors).to.deep.equal([]);
    expect(ctx).to.deep.equal(bad);
  });

  it('ARCHITECTURE contract 2: a schema failure gives one error naming the failing path', () => {
    const { result: ctx, errors } = captureConsole(() =>
      checkPageContext({ ...FULL_CONTEXT, website: { id: 42 } }),
    );
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-context\] invalid page context: website\.id: \S/);
    expect(ctx).to.deep.equal(ANONYMOUS_CONTEXT);
  });

  it('ARCHITECTURE contract 2: a nested failure names its whole dotted path', () => {
    const bad = {
      websiteSettings: { popupOverlaySettings: { displayFrequency: 'weekly' } },
    };
    const { errors } = captureConsole(() => checkPageContext(bad));
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain(
      'invalid page context: websiteSettings.popupOverlaySettings.displayFrequency: ',
    );
  });

  it('SPEC §5: an unknown cookie banner word reads as absent, the rest of the context stays', () => {
    const { result: ctx, errors } = captureConsole(() =>
      checkPageContext({
        website: { id: 'w' },
        cookieSettings: { cookieBannerPosition: 'MIDDLE', cookieBannerTheme: 'DARK' },
      }),
    );
    expect(errors).to.deep.equal([]);
    expect(ctx.website?.id).to.equal('w');
    expect(ctx.cookieSettings?.cookieBannerPosition).to.equal(undefined);
    expect(ctx.cookieSettings?.cookieBannerTheme).to.equal('DARK');
  });

  it('SPEC §2/§3: anonymous defaults are a valid context: page type 2, no account, no roles', () => {
    expect(safeParse(pageContextSchema, ANONYMOUS_CONTEXT).success).to.equal(true);
    expect(ANONYMOUS_CONTEXT.pageType).to.equal(2);
    expect(ANONYMOUS_CONTEXT.pageType).to.equal(PAGE_TYPES.page);
    expect(ANONYMOUS_CONTEXT.authenticatedAccount).to.equal(null);
    expect(ANONYMOUS_CONTEXT.websiteRoles).to.deep.equal({});
    expect(isSignedIn(ANONYMOUS_CONTEXT)).to.equal(false);
  });

  it('hands out copies of the defaults, so one caller cannot change another one', () => {
    const { result: first } = captureConsole(() => readPageContext(page('')));
    first.pageType = 100;
    (first.websiteRoles as Record<string, boolean>)['1'] = true;
    const { result: second } = captureConsole(() => readPageContext(page('')));
    expect(second.pageType).to.equal(2);
    expect(second.websiteRoles).to.deep.equal({});
    expect(ANONYMOUS_CONTEXT.pageType).to.equal(2);
    expect(ANONYMOUS_CONTEXT.pageType).to.equal(PAGE_TYPES.page);
  });

  it('reads the live document by default', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sq-context';
    script.textContent = JSON.stringify({ pageType: 102, website: { id: 'live' } });
    document.body.append(script);
    try {
      const ctx = readPageContext();
      expect(ctx.pageType).to.equal(102);
      expect(ctx.website?.id).to.equal('live');
    } finally {
      script.remove();
    }
  });

  it('validPageContext: checks the page context once per text, reporting a failure once', () => {
    const doc = withContext({ website: { id: 42 } });
    const errors: string[] = [];
    const { error } = console;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    try {
      const first = validPageContext(doc);
      expect(first).to.deep.equal(ANONYMOUS_CONTEXT);
      expect(validPageContext(doc)).to.equal(first);
      doc.getElementById('sq-context')!.textContent = JSON.stringify({ website: { id: 'w' } });
      expect(validPageContext(doc).website).to.deep.equal({ id: 'w' });
    } finally {
      console.error = error;
    }
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-context\] invalid page context: website\.id: \S/);
  });

  describe('roles', () => {
    const signedIn = (websiteRoles: PageContext['websiteRoles']): PageContext => ({
      authenticatedAccount: { id: 'acct' },
      websiteRoles,
    });

    it('SPEC §6: signed in only with an authenticated account id', () => {
      expect(isSignedIn(signedIn({}))).to.equal(true);
      expect(isSignedIn({ authenticatedAccount: null, websiteRoles: { '1': true } })).to.equal(
        false,
      );
      expect(isSignedIn({ authenticatedAccount: { id: '' } })).to.equal(false);
    });

    it('SPEC §3: held roles are keyed by role number; true, non-zero and objects count', () => {
      const ctx = signedIn({
        '4': true,
        '1': { granted: 1 },
        '7': false,
        '8': 0,
        '9': null,
        x: true,
      });
      expect(heldRoles(ctx)).to.deep.equal([1, 4]);
      expect(hasRole(ctx, WEBSITE_ROLES.editor)).to.equal(true);
      expect(hasRole(ctx, WEBSITE_ROLES.commenter)).to.equal(false);
    });

    it('SPEC §4: only the viewer role (10)', () => {
      expect(hasOnlyViewerRole(signedIn({ '10': true }))).to.equal(true);
      expect(hasOnlyViewerRole(signedIn({ '10': true, '7': false }))).to.equal(true);
      expect(hasOnlyViewerRole(signedIn({ '10': true, '4': true }))).to.equal(false);
      expect(hasOnlyViewerRole(signedIn({ '4': true }))).to.equal(false);
      expect(hasOnlyViewerRole(signedIn({}))).to.equal(false);
    });

    it('SPEC §4: an anonymous visitor holds no role, whatever websiteRoles says', () => {
      const anonymous: PageContext = { authenticatedAccount: null, websiteRoles: { '10': true } };
      expect(heldRoles(anonymous)).to.deep.equal([]);
      expect(hasOnlyViewerRole(anonymous)).to.equal(false);
    });
  });
});
