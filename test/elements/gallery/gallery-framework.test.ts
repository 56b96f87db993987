// A framework (React, or any other) owns the gallery's children: the gallery never moves or
// wraps them, and follows them when they are removed, added or reordered at any time.
import { emulateMedia } from '@web/test-runner-commands';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../elements/gallery/sq-gallery.ts';
import type { SqGallery } from '../../../elements/gallery/sq-gallery.ts';
import type { SqLightbox } from '../../../elements/lightbox/sq-lightbox.ts';
import { expectOwned, reorder, rendered, sameNodes } from '../../helpers/owned-nodes.ts';
import { uniqueName } from '../../helpers/image-server.ts';
import { parts } from './gallery-fixture.ts';

/** Server markup of one slide: a figure with a picture (named `label`) and a caption. */
function slideMarkup(label: string, i: number): string {
  return `<figure data-slide-id="${label}-${i}">
    <img data-src="/test-images/${label}-${i}-1500x1000.jpg" data-image-dimensions="1500x1000"
      data-image-focal-point="0.5,0.5" alt="Picture ${label} ${i}">
    <figcaption>Caption ${i}</figcaption>
  </figure>`;
}

/** A gallery with `json` settings around `count` slides, parsed but not on the page yet. */
function galleryMarkup(json: object, count: number, label = uniqueName('fw')) {
  const slides = Array.from({ length: count }, (_, i) => slideMarkup(label, i)).join('');
  return rendered<SqGallery>(
    `<sq-gallery style="width:600px" data-block-json='${JSON.stringify(json)}'>${slides}</sq-gallery>`,
  );
}

/** Puts `el` on the page (in a container the test owns) and waits until it is drawn. */
async function mount(el: SqGallery): Promise<HTMLElement> {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  container.appendChild(el);
  await el.updateComplete;
  await el.updateComplete;
  return container;
}

/** Whether `img` shows a picture the gallery loaded. */
const shows = (img: HTMLImageElement | null | undefined): boolean =>
  !!img?.getAttribute('src') && img.complete && img.naturalWidth > 0;

const picture = (slide: Element | undefined): HTMLImageElement => slide!.querySelector('img')!;

/** Waits until the picture of child `i` of `el` shows. */
const loaded = (el: SqGallery, i: number) =>
  waitUntil(() => shows(picture(el.children[i])), `the picture of slide ${i} never showed`);

/** The children the slide wrappers show, in the order they are drawn. */
const drawn = (el: SqGallery): Element[] =>
  parts<HTMLSlotElement>(el, '.s slot').map((slot) => slot.assignedElements()[0]!);

/** The label of the current slide's wrapper ("N of M"). */
const currentLabel = (el: SqGallery) => parts(el, '.s.on')[0]?.getAttribute('aria-label');

/** Waits until the gallery drew what its children are now. */
async function settled(el: SqGallery): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
  await el.updateComplete;
}

describe('<sq-gallery> under a framework', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('ARCHITECTURE: upgrading, loading pictures and moving on leave every node where it was rendered', async () => {
    const { el, owned } = galleryMarkup({ design: 'stacked', speed: 0 }, 5);
    await mount(el);
    await loaded(el, 0);
    await loaded(el, 1);
    expect(await el.next()).to.equal(true);
    await loaded(el, 2);
    expectOwned(owned, 'after loading and moving on');
    expect(el.querySelectorAll('sq-image')).to.have.length(0);
  });

  it('ARCHITECTURE: the framework removes a picture, a slide, then the gallery, after it moved: nothing throws', async () => {
    const { el } = galleryMarkup({ design: 'stacked', speed: 0 }, 4);
    const container = await mount(el);
    await loaded(el, 0);
    await el.next();
    await loaded(el, 2);
    const figure = el.children[1]!;
    figure.removeChild(picture(figure));
    el.removeChild(el.children[3]!);
    await settled(el);
    expect(el.slideCount).to.equal(3);
    expect(parts(el, '.s')).to.have.length(3);
    container.removeChild(el);
    expect(el.isConnected).to.equal(false);
  });

  it('children reordered, added and removed after the upgrade are followed; the current slide stays current', async () => {
    const label = uniqueName('order');
    const { el } = galleryMarkup({ design: 'stacked', speed: 0 }, 4, label);
    await mount(el);
    await el.goTo(1);
    const current = el.children[1]!;
    reorder(el, [3, 2, 1, 0]);
    await settled(el);
    expect(sameNodes(drawn(el), [...el.children]), 'drawn in the new order').to.equal(true);
    expect(el.currentIndex).to.equal(2);
    expect(el.children[2] === current, 'the current slide is where it went').to.equal(true);
    expect(currentLabel(el)).to.equal('3 of 4');

    const template = document.createElement('template');
    template.innerHTML = slideMarkup(label, 4).trim();
    const added = el.appendChild(template.content.firstElementChild!);
    await settled(el);
    expect(el.slideCount).to.equal(5);
    expect(drawn(el)[4] === added, 'the added slide is drawn last').to.equal(true);
    expect(await el.goTo(4)).to.equal(true);
    await loaded(el, 4);
    expect(currentLabel(el)).to.equal('5 of 5');

    el.removeChild(added);
    await settled(el);
    expect(el.slideCount).to.equal(4);
    expect(currentLabel(el), 'the last slide now shows').to.equal('4 of 4');
    expect(sameNodes(drawn(el), [...el.children]), 'drawn as they are').to.equal(true);
  });

  it('a picture the framework swaps in a slide is drawn: the new <img> loads in place', async () => {
    const label = uniqueName('swap');
    const { el } = galleryMarkup({ design: 'stacked', speed: 0 }, 3, label);
    await mount(el);
    await loaded(el, 0);
    const figure = el.children[0]!;
    const old = picture(figure);
    const next = old.cloneNode() as HTMLImageElement;
    next.removeAttribute('style');
    next.removeAttribute('src');
    next.dataset.src = `/test-images/${label}-new-1500x1000.jpg`;
    figure.insertBefore(next, old);
    figure.removeChild(old);
    await waitUntil(() => shows(next), 'the new picture never showed');
    expect(next.getAttribute('src')).to.match(new RegExp(`${label}-new-1500x1000\\.jpg\\?format=`));
  });

  it('an open lightbox follows the slides: removing one keeps the picture shown, adding one counts it', async () => {
    const label = uniqueName('lb');
    const { el } = galleryMarkup({ design: 'grid', lightbox: true }, 4, label);
    await mount(el);
    parts(el, '.i')[2]!.click();
    // The lightbox's code loads with the first click: a busy machine takes more than a second.
    await waitUntil(() => document.querySelector<SqLightbox>('sq-lightbox')?.isOpen, '', {
      timeout: 5000,
    });
    const box = document.querySelector<SqLightbox>('sq-lightbox')!;
    const counter = () => box.shadowRoot!.querySelector('[part~="counter"]')!.textContent;
    const shownAlt = () =>
      box.shadowRoot!.querySelector<HTMLImageElement>('figure.current img')?.alt;
    await waitUntil(() => counter() === '3 of 4');
    expect(shownAlt()).to.equal(`Picture ${label} 2`);

    el.removeChild(el.children[0]!);
    await waitUntil(() => counter() === '2 of 3', 'the counter never followed');
    expect(box.isOpen).to.equal(true);
    expect(shownAlt()).to.equal(`Picture ${label} 2`);

    const template = document.createElement('template');
    template.innerHTML = slideMarkup(label, 9).trim();
    el.appendChild(template.content.firstElementChild!);
    await waitUntil(() => counter() === '2 of 4', 'the added slide was never counted');
    expect(box.next()).to.equal(true);
    box.next();
    await waitUntil(() => shownAlt() === `Picture ${label} 9`);
    await box.close();
    box.remove();
  });
});
