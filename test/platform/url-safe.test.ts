import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { urlSafe } from '../../platform/text/url-safe.ts';

describe('platform/text/url-safe', () => {
  it('SPEC §5: lowercase, spaces to hyphens', () => {
    expect(urlSafe('Hello World')).to.equal('hello-world');
    expect(urlSafe('My  Summer\tTrip')).to.equal('my-summer-trip');
  });

  it('SPEC §5: only letters, digits, slash and hyphen are kept', () => {
    expect(urlSafe('Rock & Roll!')).to.equal('rock-roll');
    expect(urlSafe('/blog/My Post?x=1')).to.equal('/blog/my-postx1');
    expect(urlSafe('Price: $100 (50% off)')).to.equal('price-100-50-off');
  });

  it('SPEC §5: repeated dots or hyphens collapse', () => {
    expect(urlSafe('wait...what')).to.equal('waitwhat');
    expect(urlSafe('a--b---c')).to.equal('a-b-c');
    expect(urlSafe('a - . - b')).to.equal('a-b');
  });

  it('SPEC §5: accents are dropped from letters and hyphens are trimmed at the ends', () => {
    expect(urlSafe('Café Crème')).to.equal('cafe-creme');
    expect(urlSafe('  -Hello-  ')).to.equal('hello');
    expect(urlSafe('東京')).to.equal('');
  });

  it('SPEC §5: output only ever holds a-z, 0-9, slash and single hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const safe = urlSafe(text);
        expect(safe).to.match(/^[a-z0-9/-]*$/);
        expect(safe).not.to.include('--');
        expect(safe).not.to.match(/^-|-$/);
      }),
    );
  });

  it('SPEC §5: making a string URL-safe twice changes nothing more', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        (text) => urlSafe(urlSafe(text)) === urlSafe(text),
      ),
    );
  });
});
