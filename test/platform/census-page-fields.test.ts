import { expect } from '@open-wc/testing';
import { censusPageFields, pagePath } from '../../platform/census/page-fields.ts';
import type { PageContext } from '../../platform/context/page-context.ts';

/** A Location-shaped object for `href` (URL has every field censusPageFields reads). */
const at = (href: string) => new URL(href) as unknown as Location;

const FULL: PageContext = {
  website: { id: 'site-1' },
  templateId: 'tpl-2',
  itemId: 'item-3',
  item: { title: 'Spring menu', recordType: 1 },
  collectionId: 'col-4',
  collection: { title: 'Blog', permissionType: 2 },
  ...{
    variantId: 'var-5',
    memberAccountId: 'member-6',
    member_locale: 'fr-FR',
    websiteLocale: 'en-GB',
  },
};

const NULL_FIELDS = [
  'websiteId',
  'templateId',
  'variantId',
  'memberAccountId',
  'member_locale',
  'website_locale',
  'itemId',
  'recordType',
  'collectionId',
  'pagePermissionTypeValue',
  'pageTitle',
  'pageId',
  'contentSource',
  'visitorCookie',
];

describe('platform/census/page-fields (SPEC §3 "Tracking event")', () => {
  afterEach(() => {
    document.cookie = 'ss_cvr=; path=/; max-age=0';
    document.getElementById('sq-context')?.remove();
  });

  it('SPEC §3: pagePath has no trailing slash; the root stays "/"', () => {
    expect(pagePath('/blog/')).to.equal('/blog');
    expect(pagePath('/blog/post//')).to.equal('/blog/post');
    expect(pagePath('/blog')).to.equal('/blog');
    expect(pagePath('/')).to.equal('/');
    expect(censusPageFields(FULL, at('https://site.example/shop/')).pagePath).to.equal('/shop');
  });

  it('SPEC §3: pageHash only when the address has one', () => {
    expect(censusPageFields(FULL, at('https://site.example/a#reviews')).pageHash).to.equal(
      'reviews',
    );
    expect(censusPageFields(FULL, at('https://site.example/a'))).not.to.have.property('pageHash');
    expect(censusPageFields(FULL, at('https://site.example/a#'))).not.to.have.property('pageHash');
  });

  it('SPEC §3: event and page-tracking fields come from the context, the page and the visitor cookie', () => {
    document.cookie = `ss_cvr=${encodeURIComponent('abc|1|2|3|4')}; path=/`;
    document.title = 'Menu page';
    const before = Date.now();
    const fields = censusPageFields(FULL, at('https://site.example/menu?x=1'));
    expect(fields).to.deep.include({
      pagePath: '/menu',
      websiteId: 'site-1',
      templateId: 'tpl-2',
      variantId: 'var-5',
      memberAccountId: 'member-6',
      member_locale: 'fr-FR',
      website_locale: 'en-GB',
      userAgent: navigator.userAgent,
      viewportInnerWidth: innerWidth,
      viewportInnerHeight: innerHeight,
      screenWidth: screen.width,
      screenHeight: screen.height,
      url: 'https://site.example/menu?x=1',
      title: 'Menu page',
      itemId: 'item-3',
      recordType: 1,
      collectionId: 'col-4',
      pagePermissionTypeValue: 2,
      pageTitle: 'Spring menu',
      pageId: 'item-3',
      contentSource: 'i',
      visitorCookie: 'abc|1|2|3|4',
    });
    expect(fields.clientDate).to.be.a('number').within(before, Date.now());
  });

  it("SPEC §3: contentSource is 'c' for a collection page without an item", () => {
    const fields = censusPageFields(
      { collectionId: 'col-4', collection: { title: 'Blog' } },
      at('https://site.example/blog'),
    );
    expect(fields.contentSource).to.equal('c');
    expect(fields.pageId).to.equal('col-4');
    expect(fields.pageTitle).to.equal('Blog');
    expect(fields.itemId).to.equal(null);
  });

  it('SPEC §3: missing values become null', () => {
    const fields = censusPageFields({}, at('https://site.example/'));
    for (const name of NULL_FIELDS) expect(fields[name], name).to.equal(null);
    expect(fields.pagePath).to.equal('/');
  });

  it('SPEC §3: without a context argument the page context element is read', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'sq-context';
    script.textContent = JSON.stringify({ website: { id: 'from-page' }, itemId: 'i-9' });
    document.head.append(script);
    const fields = censusPageFields();
    expect(fields.websiteId).to.equal('from-page');
    expect(fields.contentSource).to.equal('i');
    expect(fields.url).to.equal(location.href);
  });

  it('SPEC §3: a page without a context gives null fields and no console warning', () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      expect(censusPageFields().websiteId).to.equal(null);
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.deep.equal([]);
  });
});
