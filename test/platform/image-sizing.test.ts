import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { IMAGE_WIDTHS } from '../../platform/constants/limits.ts';
import {
  clampDevicePixelRatio,
  coverPosition,
  isForeignImageUrl,
  isNarrowWidth,
  neededImageWidth,
  parseDimensions,
  parseFocalPoint,
  pickImageWidth,
  sizedImageUrl,
} from '../../platform/images/image-sizing.ts';

const PAGE = 'https://site.example/blog/post';

describe('image sizing', () => {
  describe('pickImageWidth', () => {
    it('SPEC §9: picks the smallest width of 2500/1500/1000/750/500/300/100 that covers', () => {
      expect(pickImageWidth(320)).to.equal(500);
      expect(pickImageWidth(500)).to.equal(500);
      expect(pickImageWidth(501)).to.equal(750);
      expect(pickImageWidth(1)).to.equal(100);
      expect(pickImageWidth(0)).to.equal(100);
      expect(pickImageWidth(1001)).to.equal(1500);
    });

    it('SPEC §9: picks the largest width when none covers', () => {
      expect(pickImageWidth(2501)).to.equal(2500);
      expect(pickImageWidth(10_000)).to.equal(2500);
    });

    it('SPEC §9: every pick is one of the widths and covers whenever a width can', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 5000 }), (needed) => {
          const width = pickImageWidth(needed);
          expect(IMAGE_WIDTHS).to.include(width);
          if (needed <= 2500) {
            expect(width).to.be.at.least(needed);
            const smaller = IMAGE_WIDTHS.filter((w) => w < width);
            expect(smaller.every((w) => w < needed)).to.equal(true);
          }
        }),
      );
    });
  });

  describe('neededImageWidth', () => {
    const box = { width: 300, height: 600 };
    it('SPEC §4: cover of a tall box needs the width that covers the box height', () => {
      expect(neededImageWidth({ box, cropMode: 'cover', aspectRatio: 1.5, dpr: 1 })).to.equal(900);
      expect(
        neededImageWidth({
          box: { width: 600, height: 100 },
          cropMode: 'cover',
          aspectRatio: 1.5,
          dpr: 1,
        }),
      ).to.equal(600);
    });

    it('SPEC §4: contain needs the width that fits both box sides; none the box width', () => {
      const wide = { width: 600, height: 200 };
      expect(
        neededImageWidth({ box: wide, cropMode: 'contain', aspectRatio: 1.5, dpr: 1 }),
      ).to.equal(300);
      expect(neededImageWidth({ box, cropMode: 'contain', aspectRatio: 1.5, dpr: 1 })).to.equal(
        300,
      );
      expect(neededImageWidth({ box, cropMode: 'none', aspectRatio: 1.5, dpr: 1 })).to.equal(300);
    });

    it('SPEC §4: the device pixel ratio multiplies the drawn width', () => {
      expect(neededImageWidth({ box, cropMode: 'none', dpr: 2 })).to.equal(600);
      expect(neededImageWidth({ box, cropMode: 'cover', aspectRatio: 1.5, dpr: 1.5 })).to.equal(
        1350,
      );
    });

    it('SPEC §3: without a known aspect ratio only the box width counts', () => {
      expect(neededImageWidth({ box, cropMode: 'cover', aspectRatio: null, dpr: 1 })).to.equal(300);
    });

    it('SPEC §3 stretch: a cap on the drawn width caps the need', () => {
      const input = {
        box: { width: 800, height: 400 },
        cropMode: 'cover' as const,
        aspectRatio: 1.5,
      };
      expect(neededImageWidth({ ...input, dpr: 2, maxDrawnWidth: 300 })).to.equal(600);
    });
  });

  describe('clampDevicePixelRatio', () => {
    it('SPEC §3: device-pixel-ratio bounds clamp the ratio (dprMin default 1)', () => {
      expect(clampDevicePixelRatio(3, { dprMax: 2 })).to.equal(2);
      expect(clampDevicePixelRatio(0.5)).to.equal(1);
      expect(clampDevicePixelRatio(0.5, { dprMin: 0.5 })).to.equal(0.5);
      expect(clampDevicePixelRatio(1, { dprMin: 1.5 })).to.equal(1.5);
      expect(clampDevicePixelRatio(2.625)).to.equal(2.625);
      expect(clampDevicePixelRatio(Number.NaN)).to.equal(1);
      expect(clampDevicePixelRatio(3, { dprMin: 2, dprMax: 1 })).to.equal(2);
    });
  });

  describe('sizedImageUrl', () => {
    it('SPEC §3 sizeFormat queryString: adds ?format=750w, or &format=750w after a query', () => {
      expect(sizedImageUrl('/a.jpg', 750, 'queryString', PAGE)).to.equal('/a.jpg?format=750w');
      expect(sizedImageUrl('/a.jpg?v=2', 750, 'queryString', PAGE)).to.equal(
        '/a.jpg?v=2&format=750w',
      );
      expect(sizedImageUrl('/a.jpg?format=100w&v=2', 750, 'queryString', PAGE)).to.equal(
        '/a.jpg?v=2&format=750w',
      );
      expect(sizedImageUrl('/a.jpg#top', 300, 'queryString', PAGE)).to.equal(
        '/a.jpg?format=300w#top',
      );
      expect(sizedImageUrl('img/a.jpg', 300, 'queryString', PAGE)).to.equal(
        'img/a.jpg?format=300w',
      );
      expect(sizedImageUrl('https://site.example/a.jpg', 300, 'queryString', PAGE)).to.equal(
        'https://site.example/a.jpg?format=300w',
      );
    });

    it('SPEC §3 sizeFormat filename: puts -750w before the extension', () => {
      expect(sizedImageUrl('/a.jpg', 750, 'filename', PAGE)).to.equal('/a-750w.jpg');
      expect(sizedImageUrl('/v1.2/a.b.png?x=1', 500, 'filename', PAGE)).to.equal(
        '/v1.2/a.b-500w.png?x=1',
      );
      expect(sizedImageUrl('/a-300w.jpg', 750, 'filename', PAGE)).to.equal('/a-750w.jpg');
      expect(sizedImageUrl('/photos/a', 100, 'filename', PAGE)).to.equal('/photos/a-100w');
      expect(sizedImageUrl('/.hidden', 100, 'filename', PAGE)).to.equal('/.hidden-100w');
    });

    it('SPEC §4: leaves foreign URLs (other origin, data:, blob:) alone', () => {
      const foreign = [
        'https://cdn.example.com/a.jpg',
        '//cdn.example.com/a.jpg',
        'http://site.example/a.jpg',
        'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        'blob:https://site.example/5b0c3a1e-1111-2222-3333-444455556666',
        'http://[bad',
      ];
      for (const src of foreign) {
        expect(isForeignImageUrl(src, PAGE), src).to.equal(true);
        expect(sizedImageUrl(src, 750, 'queryString', PAGE), src).to.equal(src);
        expect(sizedImageUrl(src, 750, 'filename', PAGE), src).to.equal(src);
      }
      expect(isForeignImageUrl('/a.jpg', PAGE)).to.equal(false);
    });
  });

  describe('attributes', () => {
    it('SPEC §3: data-image-dimensions "WxH" parses; anything else is null', () => {
      expect(parseDimensions('1500x1000')).to.deep.equal({ width: 1500, height: 1000 });
      expect(parseDimensions(' 640 X 480 ')).to.deep.equal({ width: 640, height: 480 });
      for (const bad of [null, undefined, '', '1500', '0x100', 'ax b', '1500x1000x2', '-5x3']) {
        expect(parseDimensions(bad), String(bad)).to.equal(null);
      }
    });

    it('SPEC §3: data-image-focal-point "x,y" parses and clamps to the image', () => {
      expect(parseFocalPoint('0.5,0.5')).to.deep.equal({ x: 0.5, y: 0.5 });
      expect(parseFocalPoint('.25, 1')).to.deep.equal({ x: 0.25, y: 1 });
      expect(parseFocalPoint('1.4,-0.2')).to.deep.equal({ x: 1, y: 0 });
      for (const bad of [null, '', '0.5', 'a,b', '0.5;0.5']) {
        expect(parseFocalPoint(bad), String(bad)).to.equal(null);
      }
    });
  });

  describe('coverPosition', () => {
    const image = { width: 1500, height: 1000 };
    it('SPEC §3 focalPoint: puts the focal point at the box centre', () => {
      // 1500x1000 covering 300x300 is drawn 450x300.
      expect(coverPosition({ width: 300, height: 300 }, image, { x: 0.5, y: 0.5 })).to.deep.equal({
        x: -75,
        y: 0,
      });
      expect(coverPosition({ width: 300, height: 300 }, image, { x: 0.6, y: 0.5 })).to.deep.equal({
        x: -120,
        y: 0,
      });
      // 1500x1000 covering 600x200 is drawn 600x400.
      expect(coverPosition({ width: 600, height: 200 }, image, { x: 0.5, y: 0.3 })).to.deep.equal({
        x: 0,
        y: -20,
      });
    });

    it('SPEC §3 focalPoint: clamps at the image edges, never leaving a gap', () => {
      expect(coverPosition({ width: 300, height: 300 }, image, { x: 0, y: 0 })).to.deep.equal({
        x: 0,
        y: 0,
      });
      expect(coverPosition({ width: 300, height: 300 }, image, { x: 0.95, y: 1 })).to.deep.equal({
        x: -150,
        y: 0,
      });
      expect(coverPosition({ width: 600, height: 200 }, image, { x: 0.5, y: 0.9 })).to.deep.equal({
        x: 0,
        y: -200,
      });
    });

    it('SPEC §3 focalPoint: for any box, image and focal point the box stays covered', () => {
      const side = fc.integer({ min: 1, max: 3000 });
      const unit = fc.double({ min: 0, max: 1, noNaN: true });
      fc.assert(
        fc.property(side, side, side, side, unit, unit, (bw, bh, iw, ih, fx, fy) => {
          const { x, y } = coverPosition(
            { width: bw, height: bh },
            { width: iw, height: ih },
            { x: fx, y: fy },
          );
          const scale = Math.max(bw / iw, bh / ih);
          const [dw, dh] = [iw * scale, ih * scale];
          const eps = 0.01;
          expect(x).to.be.at.most(eps);
          expect(y).to.be.at.most(eps);
          expect(x + dw).to.be.at.least(bw - eps);
          expect(y + dh).to.be.at.least(bh - eps);
          // Unless clamped, the focal point lands on the centre.
          const fxPx = x + fx * dw;
          if (x < -eps && x + dw > bw + eps) expect(Math.abs(fxPx - bw / 2)).to.be.below(eps * 2);
        }),
      );
    });
  });

  it('SPEC §4: the narrow marker applies under 415 px', () => {
    expect(isNarrowWidth(414.5)).to.equal(true);
    expect(isNarrowWidth(415)).to.equal(false);
    expect(isNarrowWidth(1200)).to.equal(false);
  });
});
