/**
 * The server markup of `<sq-gallery>` with the page's markup CSS, before and after the element
 * upgrades. This file defines the element only mid-test (no static import of sq-gallery.ts).
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { galleryMarkupCss } from '../../../elements/gallery/gallery.styles.ts';
import { slide, specs, type SlideSpec } from './gallery-slides-fixture.ts';

interface Case {
  name: string;
  json: object;
  width: number;
  slides: SlideSpec[];
}

const square = specs(7, () => ({ size: '1000x1000', caption: 'Celadon bud vase' }));

/** Every design whose upgraded layout the markup CSS gives exactly. */
const CASES: Case[] = [
  { name: 'stacked (no design key)', json: {}, width: 600, slides: specs(4) },
  {
    name: 'stacked with thumbnails',
    json: { design: 'stacked', thumbnails: true },
    width: 600,
    slides: specs(4),
  },
  { name: 'strip', json: { design: 'strip' }, width: 600, slides: square },
  { name: 'carousel', json: { design: 'carousel' }, width: 800, slides: specs(7) },
  { name: 'carousel below 480 px', json: { design: 'carousel' }, width: 400, slides: specs(7) },
  { name: 'grid', json: { design: 'grid' }, width: 600, slides: specs(7) },
  { name: 'auto-grid', json: { design: 'auto-grid' }, width: 700, slides: specs(7) },
  {
    name: 'auto-columns (equal aspects)',
    json: { design: 'auto-columns' },
    width: 700,
    slides: square,
  },
];

/** Page rectangles of a gallery and of its visible children. */
function measure(el: Element) {
  const round = (r: DOMRect) =>
    [r.left, r.top, r.width, r.height].map((n) => Math.round(n * 2) / 2);
  return {
    box: round(el.getBoundingClientRect()),
    children: [...el.children].map((child) =>
      child.checkVisibility({ visibilityProperty: true })
        ? round(child.getBoundingClientRect())
        : null,
    ),
  };
}

describe('<sq-gallery> server markup (galleryMarkupCss)', () => {
  it('ARCHITECTURE no layout shift: every design keeps its geometry when the element upgrades', async () => {
    const style = document.createElement('style');
    // Pages commonly size every box by its border (the demo site does).
    style.textContent = `*,*::before,*::after{box-sizing:border-box}\n${galleryMarkupCss}`;
    document.head.append(style);
    const page = await fixture<HTMLElement>(
      html`<div>
        ${CASES.map(
          (c) =>
            html`<sq-gallery style="width:${c.width}px" data-block-json=${JSON.stringify(c.json)}
              >${c.slides.map(slide)}</sq-gallery
            >`,
        )}
      </div>`,
    );
    const galleries = [...page.querySelectorAll('sq-gallery')];
    expect(galleries.every((g) => !g.matches(':defined'))).to.equal(true);
    const before = galleries.map(measure);
    const alt = galleries[0]!.querySelector('img')!;
    expect(getComputedStyle(alt).visibility, 'no alt text in an empty box').to.equal('hidden');

    await import('../../../elements/gallery/sq-gallery.ts');
    for (const g of galleries)
      await (g as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    await nextFrame();
    const after = galleries.map(measure);
    CASES.forEach((c, i) => {
      expect(galleries[i]!.shadowRoot, c.name).to.not.equal(null);
      expect(after[i], c.name).to.deep.equal(before[i]);
    });
    style.remove();
  });
});
