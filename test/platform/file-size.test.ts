import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { formatFileSize } from '../../platform/text/file-size.ts';

describe('platform/text/file-size', () => {
  it('SPEC §9: sizes under 1024 bytes are whole Bytes', () => {
    expect(formatFileSize(0)).to.equal('0 Bytes');
    expect(formatFileSize(1)).to.equal('1 Bytes');
    expect(formatFileSize(1000)).to.equal('1000 Bytes');
    expect(formatFileSize(1023)).to.equal('1023 Bytes');
    expect(formatFileSize(10.6)).to.equal('11 Bytes');
  });

  it('SPEC §9: base 1024 with one decimal, a trailing .0 dropped', () => {
    expect(formatFileSize(1024)).to.equal('1 KB');
    expect(formatFileSize(1536)).to.equal('1.5 KB');
    expect(formatFileSize(1_000_000)).to.equal('976.6 KB');
    expect(formatFileSize(1024 ** 2)).to.equal('1 MB');
    expect(formatFileSize(5.25 * 1024 ** 3)).to.equal('5.3 GB');
  });

  it('SPEC §9: every unit from Bytes to YB is reached', () => {
    const units = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
    units.forEach((unit, power) => expect(formatFileSize(2 * 1024 ** power)).to.equal(`2 ${unit}`));
    expect(formatFileSize(2048 * 1024 ** 8)).to.equal('2048 YB');
  });

  it('SPEC §9: a size that rounds up to 1024 moves to the next unit', () => {
    expect(formatFileSize(1024 ** 2 - 1)).to.equal('1 MB');
    expect(formatFileSize(1024 * 1023.96)).to.equal('1 MB');
  });

  it('SPEC §9: more decimals on request', () => {
    expect(formatFileSize(1_000_000, 2)).to.equal('976.56 KB');
    expect(formatFileSize(1_000_000, 0)).to.equal('977 KB');
  });

  it('SPEC §9: a negative or non-finite size is refused', () => {
    expect(() => formatFileSize(-1)).to.throw(RangeError);
    expect(() => formatFileSize(Number.NaN)).to.throw(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).to.throw(RangeError);
  });

  it('SPEC §9: the number shown is at least 1 and below 1024 past Bytes', () => {
    fc.assert(
      fc.property(fc.double({ min: 1024, max: 1024 ** 8, noNaN: true }), (bytes) => {
        const [number = '', unit] = formatFileSize(bytes).split(' ');
        expect(unit).not.to.equal('Bytes');
        expect(Number(number)).to.be.at.least(1).and.below(1024);
      }),
    );
  });
});
