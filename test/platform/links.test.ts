import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  LINK_CATEGORIES,
  isProperUrl,
  isValidAnchor,
  isValidFtp,
  isValidJavascript,
  isValidLink,
  isValidMailto,
  isValidSms,
  isValidTel,
  linkCategory,
  linkText,
} from '../../platform/links/links.ts';

/** C0 control characters and the space: what the URL parser strips around a link. */
const C0 = fc.constantFrom(...Array.from({ length: 33 }, (_, code) => String.fromCharCode(code)));
/** The scheme the browser itself reads from `href` on this page. */
const browserScheme = (href: string): string | undefined => {
  try {
    return new URL(href, 'https://studio.example/').protocol;
  } catch {
    return undefined;
  }
};

describe('platform/links/links', () => {
  it('SPEC §5: the eight categories are spelled as SPEC spells them', () => {
    expect(Object.values(LINK_CATEGORIES).sort()).to.deep.equal([
      'anchor',
      'content link',
      'default',
      'empty string',
      'external link',
      'file link',
      'malformed protocol',
      'misc protocol',
    ]);
  });

  it('SPEC §5: each link falls in its category', () => {
    const cases: Array<[string, string]> = [
      ['', 'empty string'],
      ['   ', 'empty string'],
      ['#section', 'anchor'],
      ['/about', 'content link'],
      ['/', 'content link'],
      ['/s/brochure.pdf', 'file link'],
      ['https://example.com', 'external link'],
      ['HTTP://example.com/a', 'external link'],
      ['ftp://files.example.com/x', 'external link'],
      ['//cdn.example.com/x.js', 'external link'],
      ['http:example.com', 'malformed protocol'],
      ['https:/example.com', 'malformed protocol'],
      ['ftp:files.example.com', 'malformed protocol'],
      ['mailto:me@example.com', 'misc protocol'],
      ['tel:+1-555-0100', 'misc protocol'],
      ['sms:+15550100', 'misc protocol'],
      ['javascript:void(0)', 'misc protocol'],
      ['whatsapp://send?text=hi', 'misc protocol'],
      ['example.com', 'default'],
      ['page.html', 'default'],
    ];
    for (const [href, category] of cases) {
      expect(linkCategory(href), JSON.stringify(href)).to.equal(category);
    }
  });

  it('SPEC §5: protocols other than http, https and ftp are misc even with a double slash', () => {
    expect(linkCategory('webcal://example.com/cal.ics')).to.equal('misc protocol');
    expect(linkCategory('file://host/path')).to.equal('misc protocol');
  });

  it('SPEC §5: tel starts with tel:, is under 50 characters, has at least 4 digits, plus or minus', () => {
    expect(isValidTel('tel:5550')).to.equal(true);
    expect(isValidTel('tel:+1-2')).to.equal(true);
    expect(isValidTel('tel:555')).to.equal(false);
    expect(isValidTel('tel:call-me')).to.equal(false);
    expect(isValidTel('5550100')).to.equal(false);
    const at49 = 'tel:' + '1'.repeat(45);
    expect(at49).to.have.length(49);
    expect(isValidTel(at49)).to.equal(true);
    expect(isValidTel(at49 + '1')).to.equal(false);
  });

  it('SPEC §5: sms under 1000 characters', () => {
    expect(isValidSms('sms:+15550100')).to.equal(true);
    expect(isValidSms('sms:' + '1'.repeat(995))).to.equal(true);
    expect(isValidSms('sms:' + '1'.repeat(996))).to.equal(false);
    expect(isValidSms('tel:+15550100')).to.equal(false);
  });

  it('SPEC §5: mailto under 1000 with exactly one at-sign and a dotted extension after it', () => {
    expect(isValidMailto('mailto:me@example.com')).to.equal(true);
    expect(isValidMailto('mailto:me@mail.example.co.uk?subject=Hi@there')).to.equal(true);
    expect(isValidMailto('mailto:me@example')).to.equal(false);
    expect(isValidMailto('mailto:me@example.')).to.equal(false);
    expect(isValidMailto('mailto:me@@example.com')).to.equal(false);
    expect(isValidMailto('mailto:a@b@example.com')).to.equal(false);
    expect(isValidMailto('mailto:example.com')).to.equal(false);
    const long = `mailto:${'a'.repeat(981)}@example.com`;
    expect(long).to.have.length(1000);
    expect(isValidMailto(long.slice(0, 7) + long.slice(8))).to.equal(true);
    expect(isValidMailto(long)).to.equal(false);
  });

  it('SPEC §5: anchor under 100, ftp under 100, javascript under 250', () => {
    expect(isValidAnchor('#' + 'a'.repeat(98))).to.equal(true);
    expect(isValidAnchor('#' + 'a'.repeat(99))).to.equal(false);
    const ftp = 'ftp://example.com/';
    expect(isValidFtp(ftp + 'a'.repeat(99 - ftp.length))).to.equal(true);
    expect(isValidFtp(ftp + 'a'.repeat(100 - ftp.length))).to.equal(false);
    expect(isValidFtp('ftp:example.com')).to.equal(false);
    expect(isValidJavascript('javascript:' + ';'.repeat(238))).to.equal(true);
    expect(isValidJavascript('javascript:' + ';'.repeat(239))).to.equal(false);
  });

  it('SPEC §5: a proper URL needs a domain with a 2-3 letter extension', () => {
    expect(isProperUrl('https://example.com')).to.equal(true);
    expect(isProperUrl('http://www.example.co.uk/path?q=1#x')).to.equal(true);
    expect(isProperUrl('example.io')).to.equal(true);
    expect(isProperUrl('https://user@example.org:8080/')).to.equal(true);
    expect(isProperUrl('https://example.museum')).to.equal(false);
    expect(isProperUrl('https://example.c')).to.equal(false);
    expect(isProperUrl('https://localhost/')).to.equal(false);
    expect(isProperUrl('https://192.168.0.1/')).to.equal(false);
    expect(isProperUrl('https://exa mple.com')).to.equal(false);
  });

  it('SPEC §5: a missing double slash makes a web link invalid', () => {
    expect(isValidLink('http:example.com')).to.equal(false);
    expect(isValidLink('http://example.com')).to.equal(true);
  });

  it('SPEC §2, §5: isValidLink applies the rule of the link category', () => {
    expect(isValidLink('')).to.equal(false);
    expect(isValidLink('#top')).to.equal(true);
    expect(isValidLink('/blog/post-1')).to.equal(true);
    expect(isValidLink('/' + 'a'.repeat(148))).to.equal(true);
    expect(isValidLink('/' + 'a'.repeat(149))).to.equal(false);
    expect(isValidLink('/s/file.pdf')).to.equal(true);
    expect(isValidLink('/s/')).to.equal(false);
    expect(isValidLink('//cdn.example.com/a.js')).to.equal(true);
    expect(isValidLink('tel:12')).to.equal(false);
    expect(isValidLink('mailto:me@example.com')).to.equal(true);
    expect(isValidLink('javascript:void(0)')).to.equal(true);
    expect(isValidLink('spotify:track:1')).to.equal(true);
    expect(isValidLink('spotify:')).to.equal(false);
    expect(isValidLink('example.com')).to.equal(true);
    expect(isValidLink('page.html')).to.equal(false);
  });

  it('SPEC §5: every string gets exactly one known category, surrounding spaces ignored', () => {
    const categories = new Set<string>(Object.values(LINK_CATEGORIES));
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ unit: fc.constantFrom(' ', '\t', '\n') }),
        (href, pad) => {
          const category = linkCategory(href);
          expect(categories.has(category)).to.equal(true);
          expect(linkCategory(pad + href + pad)).to.equal(category);
        },
      ),
    );
  });

  it('SPEC §5: any http(s) link to a domain with a 2-3 letter extension is a valid external link', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const extension = fc.stringMatching(/^[a-z]{2,3}$/);
    fc.assert(
      fc.property(fc.constantFrom('http', 'https'), label, extension, (scheme, name, ext) => {
        const href = `${scheme}://${name}.${ext}/`;
        expect(linkCategory(href)).to.equal('external link');
        expect(isValidLink(href), href).to.equal(true);
      }),
    );
  });

  it('a link is judged as the browser reads it: control characters, tabs and newlines hide no scheme', () => {
    expect(linkText('\u0001 java\tscript:alert(1)\n')).to.equal('javascript:alert(1)');
    expect(linkCategory('\u0001javascript:alert(1)')).to.equal(LINK_CATEGORIES.miscProtocol);
    expect(linkCategory('\u0000\u001fjava\nscript:alert(1)')).to.equal(
      LINK_CATEGORIES.miscProtocol,
    );
    fc.assert(
      fc.property(
        fc.array(C0, { maxLength: 4 }),
        fc.array(fc.constantFrom('\t', '\n', '\r'), { maxLength: 3 }),
        fc.nat(10),
        fc.string({ maxLength: 20 }),
        (before, breaks, at, rest) => {
          const scheme = 'javascript';
          const cut = at % scheme.length;
          const link = `${before.join('')}${scheme.slice(0, cut)}${breaks.join('')}${scheme.slice(cut)}:${rest}`;
          // The parser reads `javascript:` or refuses the whole link (`javascript:// !` has a
          // space in its host), and a refused link is followed nowhere.
          expect([undefined, 'javascript:'], JSON.stringify(link)).to.include(browserScheme(link));
          expect(linkCategory(link), JSON.stringify(link)).to.equal(LINK_CATEGORIES.miscProtocol);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('whatever the text, a link the browser would follow as a web address is never a misc protocol, and the reverse', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), C0, (text, noise) => {
        const link = `${noise}${text}`;
        const scheme = browserScheme(link);
        const category = linkCategory(link);
        if (category === LINK_CATEGORIES.miscProtocol) {
          expect(scheme, JSON.stringify(link)).to.not.be.oneOf(['http:', 'https:']);
        }
        // SPEC §5 allows no dot in a scheme (`example.com:8080` has none); every other scheme
        // the browser reads, `javascript:` among them, is a misc protocol.
        const spec = scheme !== undefined && !scheme.includes('.');
        if (spec && !['http:', 'https:', 'ftp:'].includes(scheme!)) {
          expect(
            [LINK_CATEGORIES.miscProtocol, LINK_CATEGORIES.emptyString],
            JSON.stringify(link),
          ).to.include(category);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
