import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { autoColumnsLayout, autoRowsLayout } from '../../../elements/gallery/motion/layouts.ts';
import type { SqGallery } from '../../../elements/gallery/sq-gallery.ts';
import { STACKED } from '../../../platform/constants/limits.ts';
import { coverPosition } from '../../../platform/images/image-sizing.ts';
import { requestsFor, uniqueName } from '../../helpers/image-server.ts';
import { gallery, part, parts, slide, specs, type SlideSpec } from './gallery-fixture.ts';

/** Rectangles of the slide wrappers relative to the slides' box. */
function boxes(el: SqGallery) {
  const track = part(el, '.track').getBoundingClientRect();
  return parts(el, '.s').map((s) => {
    const r = s.getBoundingClientRect();
    return { x: r.left - track.left, y: r.top - track.top, width: r.width, height: r.height };
  });
}

const close = (actual: number, expected: number, what: string) =>
  expect(actual, what).to.be.closeTo(expected, 0.6);

/** Indexes of the slides whose picture the gallery loaded (it writes `src` once fetched). */
const loading = (el: SqGallery) =>
  [...el.children].flatMap((child, i) => (child.querySelector('img[src]') ? [i] : []));

/** Waits a moment, long enough for pictures that were due to have loaded. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('<sq-gallery> designs', () => {
  it('SPEC §9 stacked: a fade of 1 s over base z-index 888, the outgoing slide fading for 1.2 s', async () => {
    const el = await gallery({ design: 'stacked' });
    const done = el.next();
    await el.updateComplete;
    const incoming = part(el, '.s.on');
    const outgoing = part(el, '.s.out');
    const [fadeIn] = incoming.getAnimations();
    const [fadeOut] = outgoing.getAnimations();
    expect(fadeIn!.effect!.getTiming().duration).to.equal(STACKED.speedS * 1000);
    expect(fadeOut!.effect!.getTiming().duration).to.equal(
      STACKED.speedS * 1000 * STACKED.fadeOutSpeedFactor,
    );
    expect((fadeIn!.effect as KeyframeEffect).getKeyframes().map((k) => k.opacity)).to.deep.equal([
      '0',
      '1',
    ]);
    expect(getComputedStyle(outgoing).zIndex).to.equal(String(STACKED.baseZIndex));
    expect(getComputedStyle(incoming).zIndex).to.equal(String(STACKED.baseZIndex + 1));
    expect(
      outgoing.checkVisibility({ visibilityProperty: true }),
      'both show while fading',
    ).to.equal(true);
    expect(await done).to.equal(true);
    expect(parts(el, '.s.out')).to.have.length(0);
    expect(el.children[0]!.checkVisibility({ visibilityProperty: true })).to.equal(false);
  });

  for (const [transition, incomingFrom, outgoingTo] of [
    ['slide', '100%', undefined],
    ['scroll', '100%', '-100%'],
  ] as const) {
    it(`SPEC §5 stacked transition "${transition}": the incoming slide moves in from the side`, async () => {
      const el = await gallery({ design: 'stacked', transition, speed: 0.5 });
      void el.next();
      await el.updateComplete;
      const frames = (s: HTMLElement) =>
        s.getAnimations().flatMap((a) => (a.effect as KeyframeEffect).getKeyframes());
      expect(frames(part(el, '.s.on')).map((k) => k.translate)).to.deep.equal([incomingFrom, '0%']);
      const out = frames(part(el, '.s.out')).map((k) => k.translate);
      expect(out).to.deep.equal(outgoingTo ? ['0%', outgoingTo] : []);
    });
  }

  it('SPEC §5 stacked transition "none": the change is instant', async () => {
    const el = await gallery({ design: 'stacked', transition: 'none' });
    const done = el.next();
    await el.updateComplete;
    expect(part(el, '.s.on').getAnimations()).to.have.length(0);
    expect(await done).to.equal(true);
  });

  it('SPEC §9 ken-burns: the current stacked picture zooms slowly to 1.075', async () => {
    const el = await gallery({ design: 'stacked', kenBurns: true });
    const [zoom] = el.children[0]!.querySelector('img')!.getAnimations();
    const scales = (zoom!.effect as KeyframeEffect).getKeyframes().map((k) => k.scale);
    expect(scales).to.deep.equal(['1', String(STACKED.kenBurnsZoom)]);
  });

  it('SPEC §9 stacked preload 1: only the current slide and its neighbours load', async () => {
    const el = await gallery({ design: 'stacked', speed: 0 }, specs(6));
    await waitUntil(() => loading(el).length >= 3, 'the first pictures never loaded');
    await settle();
    expect(loading(el)).to.deep.equal([0, 1, 5]);
    await el.next();
    await waitUntil(() => loading(el).includes(2), 'the next neighbour never loaded');
    await settle();
    expect(loading(el)).to.deep.equal([0, 1, 2, 5]);
  });

  for (const [alignment, edge] of [
    ['start', 'left'],
    ['middle', 'center'],
    ['end', 'right'],
  ] as const) {
    it(`SPEC §5 strip alignment ${alignment}: the current slide sits at the box's ${edge}`, async () => {
      const el = await gallery({ design: 'strip', speed: 0, 'active-alignment': alignment });
      await el.goTo(2);
      const track = part(el, '.track').getBoundingClientRect();
      const current = part(el, '.s.on').getBoundingClientRect();
      const at = (r: DOMRect) => (edge === 'center' ? r.left + r.width / 2 : r[edge]);
      close(at(current), at(track), `${edge} edge`);
    });
  }

  it('SPEC §9 strip: slides keep their aspect at the strip height (2:1 box); video slides are 16:9', async () => {
    const slides = specs(4, (i): SlideSpec => (i === 1 ? { type: 'video' } : {}));
    const el = await gallery({ design: 'strip' }, slides, 600);
    const [first, video] = boxes(el);
    close(first!.height, 300, 'height of a 2:1 box 600 wide');
    close(first!.width, 450, '1500x1000 at 300 high');
    close(video!.width, (300 * 16) / 9, 'video at 16:9');
    await expect(el).to.be.accessible();
  });

  it('SPEC §9 strip preload 1: pictures load as their slides come near the visible part', async () => {
    const el = await gallery({ design: 'strip', speed: 0, 'active-alignment': 'start' }, specs(9));
    await waitUntil(() => loading(el).length >= 3, 'the first pictures load', { timeout: 5000 });
    // A moment more for any picture that should not load to show itself.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loading(el)).to.deep.equal([0, 1, 2]);
    await el.goTo(5);
    await waitUntil(() => loading(el).includes(7), 'the pictures near slide 5 load');
    expect(loading(el)).to.include.members([4, 5, 6, 7]);
    expect(loading(el)).to.not.include(8);
  });

  it('SPEC §9 carousel: 3 per row with a 1 px gutter; next pages by group (SPEC §4 currentGroup)', async () => {
    const el = await gallery({ design: 'carousel', speed: 0, loop: false }, specs(7), 800);
    const [a, b] = boxes(el);
    close(a!.width, (800 - 2) / 3, 'a third of the row');
    close(b!.x - a!.x - a!.width, 1, 'gutter');
    expect([el.currentGroup, el.totalGroups]).to.deep.equal([0, 3]);
    expect(part(el, '.prev').getAttribute('aria-disabled')).to.equal('true');
    await el.next();
    expect([el.currentIndex, el.currentGroup]).to.deep.equal([3, 1]);
    close(boxes(el)[3]!.x, 0, 'group 2 starts at the left edge');
    await el.next();
    await el.updateComplete;
    expect(el.currentGroup).to.equal(2);
    expect(part(el, '.next').getAttribute('aria-disabled')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('only the designs laid out from the width read it as they draw (a grid leaves its layout to CSS)', async () => {
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
    const reads = new Map<string, number>();
    Object.defineProperty(Element.prototype, 'clientWidth', {
      ...own,
      get(this: Element) {
        if (this.localName === 'sq-gallery') {
          const design = (this as SqGallery).getAttribute('data-block-json')!;
          reads.set(design, (reads.get(design) ?? 0) + 1);
        }
        return own.get!.call(this) as number;
      },
    });
    try {
      await gallery({ design: 'grid' }, specs(3));
      await gallery({ design: 'stacked' }, specs(3));
      await gallery({ design: 'auto-rows' }, specs(3));
    } finally {
      Object.defineProperty(Element.prototype, 'clientWidth', own);
    }
    expect(reads.get('{"design":"grid"}') ?? 0).to.equal(0);
    expect(reads.get('{"design":"stacked"}') ?? 0).to.equal(0);
    expect(reads.get('{"design":"auto-rows"}') ?? 0).to.be.greaterThan(0);
  });

  it('SPEC §9 carousel: 2 per row below 480 px, 3 below 724 px even when more are asked for', async () => {
    const narrow = await gallery({ design: 'carousel', slidesPerRow: 5 }, specs(6), 400);
    close(boxes(narrow)[0]!.width, (400 - 1) / 2, 'half of 400');
    expect(narrow.totalGroups).to.equal(3);
    const middle = await gallery({ design: 'carousel', slidesPerRow: 5 }, specs(6), 700);
    close(boxes(middle)[0]!.width, (700 - 2) / 3, 'a third of 700');
    const wide = await gallery({ design: 'carousel', slidesPerRow: 5 }, specs(6), 900);
    close(boxes(wide)[0]!.width, (900 - 4) / 5, 'a fifth of 900');
  });

  it('SPEC §4 carousel: the controls hide when every slide fits', async () => {
    const el = await gallery({ design: 'carousel' }, specs(3), 800);
    expect(parts(el, '.prev,.next').map((b) => b.checkVisibility())).to.deep.equal([false, false]);
    expect(el.totalGroups).to.equal(1);
  });

  it('SPEC §9 grid: 4 per row, 20 px apart', async () => {
    const el = await gallery({ design: 'grid' }, specs(6), 600);
    const items = boxes(el);
    const width = (600 - 3 * 20) / 4;
    close(items[0]!.width, width, 'column width');
    close(items[1]!.x, width + 20, 'second column');
    close(items[4]!.y, width + 20, 'second row (square items)');
    expect(part(el, '[part=gallery]').getAttribute('role')).to.equal('group');
    await expect(el).to.be.accessible();
  });

  it('SPEC §9 auto-grid: columns of at least 250 px share the width', async () => {
    const el = await gallery({ design: 'auto-grid' }, specs(5), 800);
    const items = boxes(el);
    close(items[0]!.width, 800 / 3, 'three columns of 250 fit in 800');
    close(items[3]!.y, 800 / 3, 'square items');
    await expect(el).to.be.accessible();
  });

  const sizes = ['1000x1000', '1000x2000', '2000x1000', '1500x1000', '1000x1500', '1200x900'];
  const mixed = specs(6, (i) => ({ size: sizes[i]! }));
  const aspects = sizes.map((s) => {
    const [w, h] = s.split('x').map(Number);
    return w! / h!;
  });

  it('SPEC §9 auto-columns: a masonry of 250 px columns, each slide at its own aspect', async () => {
    const el = await gallery({ design: 'auto-columns' }, mixed, 600);
    const layout = autoColumnsLayout(aspects, 600, 250, 0);
    boxes(el).forEach((box, i) => {
      const item = layout.items[i]!;
      close(box.x, item.x, `slide ${i} x`);
      close(box.y, item.y, `slide ${i} y`);
      close(box.height, item.height, `slide ${i} height`);
    });
    close(part(el, '.track').getBoundingClientRect().height, layout.height, 'height');
    await expect(el).to.be.accessible();
  });

  it('SPEC §9 auto-rows: justified rows at the row height (listImageSize) with a gutter', async () => {
    const el = await gallery({ design: 'auto-rows', listImageSize: 150, gutter: 10 }, mixed, 600);
    const layout = autoRowsLayout(aspects, 600, 150, 10);
    boxes(el).forEach((box, i) => {
      const item = layout.items[i]!;
      close(box.x, item.x, `slide ${i} x`);
      close(box.y, item.y, `slide ${i} y`);
      close(box.width, item.width, `slide ${i} width`);
    });
    close(part(el, '.track').getBoundingClientRect().height, layout.height, 'height');
    await expect(el).to.be.accessible();
  });

  it('SPEC §9 resize: an auto layout is placed again 100 ms after the width changes', async () => {
    const el = await gallery({ design: 'auto-columns' }, mixed, 600);
    await new Promise((resolve) => setTimeout(resolve, 150));
    el.style.width = '900px';
    await new Promise((resolve) => setTimeout(resolve, 250));
    await el.updateComplete;
    const layout = autoColumnsLayout(aspects, 900, 250, 0);
    expect(layout.columns).to.equal(3);
    close(boxes(el)[2]!.x, layout.items[2]!.x, 'third column');
  });

  it('SPEC §9 grids load their pictures lazily as they near the viewport', async () => {
    const names = specs(4, () => ({ name: uniqueName('grid') }));
    const page = await fixture<HTMLElement>(
      html`<div>
        <div style="height:${innerHeight + 600}px"></div>
        <sq-gallery style="width:600px" data-block-json='{"design":"grid"}'
          >${names.map(slide)}</sq-gallery
        >
      </div>`,
    );
    const el = page.querySelector('sq-gallery')!;
    await el.updateComplete;
    await settle();
    const requested = async () =>
      (await Promise.all(names.map(({ name }) => requestsFor(name!)))).map((r) => r.length);
    expect(await requested(), 'nothing is fetched far below the viewport').to.deep.equal([
      0, 0, 0, 0,
    ]);
    el.scrollIntoView();
    await waitUntil(() => loading(el).length === 4, 'the pictures never loaded once near');
    expect(await requested()).to.deep.equal([1, 1, 1, 1]);
    window.scrollTo(0, 0);
  });

  it('SPEC §3 auto-crop: pictures are cropped to fill (cover, focal point at the centre), or shown whole (contain)', async () => {
    const focal = specs(1, () => ({ focalPoint: '0.4,0.5' }));
    const cropped = await gallery({ design: 'grid' }, focal);
    const img = cropped.querySelector('img')!;
    await waitUntil(() => loading(cropped).length === 1, 'the picture never loaded');
    await nextFrame();
    expect(getComputedStyle(img).objectFit).to.equal('cover');
    const box = { width: img.clientWidth, height: img.clientHeight };
    const { x, y } = coverPosition(box, { width: 1500, height: 1000 }, { x: 0.4, y: 0.5 });
    expect(img.style.objectPosition).to.equal(`${x}px ${y}px`);
    expect(x, 'the focal point, left of the middle, moves the picture right').to.be.above(
      (box.width - (box.height * 1500) / 1000) / 2,
    );
    const whole = await gallery({ design: 'grid', 'auto-crop': false }, specs(2));
    await waitUntil(() => loading(whole).length === 2, 'the pictures never loaded');
    expect(getComputedStyle(whole.querySelector('img')!).objectFit).to.equal('contain');
  });

  it('SPEC §9 meta overlay: a caption taller than 90% of its slide is capped at 40%', async () => {
    const long = 'A long story about the firing. '.repeat(60);
    const slides = specs(2, (i) => ({ caption: i === 0 ? long : 'Celadon vase' }));
    const el = await gallery({ design: 'stacked' }, slides, 600);
    const slideHeight = el.children[0]!.getBoundingClientRect().height;
    const [capped, short] = [...el.querySelectorAll('figcaption')].map(
      (c) => c.getBoundingClientRect().height,
    );
    close(capped!, slideHeight * 0.4, 'capped caption');
    expect(short).to.be.lessThan(slideHeight * 0.4);
    // The capped caption scrolls, so the keyboard can reach it; the short one is no tab stop.
    const [longCaption, shortCaption] = el.querySelectorAll('figcaption');
    expect(longCaption!.tabIndex).to.equal(0);
    expect(shortCaption!.hasAttribute('tabindex')).to.equal(false);
    await expect(el).to.be.accessible();

    // A narrower gallery has a lower slide: the cap follows it once the resize settles.
    el.style.width = '300px';
    const lowerSlide = () => el.children[0]!.getBoundingClientRect().height;
    await waitUntil(
      () => Math.abs(longCaption!.getBoundingClientRect().height - lowerSlide() * 0.4) < 1,
      'the cap follows the lower slide',
    );
    close(lowerSlide(), 200, 'a 3:2 slide 300 px wide');
    close(longCaption!.getBoundingClientRect().height, 80, 'capped at 40% of the lower slide');
  });

  it('SPEC §9 stacked: every slide fills the slideshow box whatever its picture, caption inside', async () => {
    const slides = specs(2, () => ({ size: '800x1200', caption: 'A tall vase' }));
    const el = await gallery({ design: 'stacked' }, slides, 600);
    const box = part(el, '.track').getBoundingClientRect();
    close(box.height, 400, '3:2 box');
    const child = el.children[0]!.getBoundingClientRect();
    close(child.height, box.height, 'the slide is as high as the box');
    const caption = el.querySelector('figcaption')!.getBoundingClientRect();
    close(caption.bottom, box.bottom, 'the caption sits at the bottom of the box');
  });

  it('SPEC §3 meta-position: captions sit at the top, the bottom, or are hidden', async () => {
    const slides = specs(1, () => ({ caption: 'Celadon vase' }));
    const top = await gallery({ design: 'grid', 'meta-position': 'top' }, slides);
    const caption = top.querySelector('figcaption')!.getBoundingClientRect();
    close(caption.top, top.children[0]!.getBoundingClientRect().top, 'at the top');
    const none = await gallery({ design: 'grid', 'meta-position': 'none' }, slides);
    expect(none.querySelector('figcaption')!.checkVisibility()).to.equal(false);
  });
});
