import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import {
  emulateMedia,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import type { SqLightbox, SqSlideChangeDetail } from '../../../elements/lightbox/sq-lightbox.ts';
import { LIGHTBOX } from '../../../platform/constants/limits.ts';
import {
  CAPTIONS,
  counter,
  dialog,
  lightbox,
  nextEvent,
  part,
  shownCaption,
  visibleItems,
} from './lightbox-fixture.ts';

/** Every sq-slide-change detail `el` fires from now on. */
function slideChanges(el: SqLightbox): SqSlideChangeDetail[] {
  const seen: SqSlideChangeDetail[] = [];
  el.addEventListener('sq-slide-change', (event) => seen.push(event.detail));
  return seen;
}

/** Presses `key` as a visitor would, after the arrow throttle of the last press has passed. */
async function press(key: string): Promise<void> {
  await aTimeout(LIGHTBOX.arrowThrottleMs);
  await sendKeys({ press: key });
}

const button = (el: SqLightbox, name: 'previous' | 'next'): HTMLButtonElement =>
  part(el, `[part~="${name}"]`);

/** Clicks with the real mouse at a point of `element`, given as fractions of its box. */
async function clickAt(element: Element, x: number, y: number): Promise<void> {
  const box = element.getBoundingClientRect();
  const position: [number, number] = [
    Math.round(box.x + box.width * x),
    Math.round(box.y + box.height * y),
  ];
  await sendMouse({ type: 'click', position });
}

const shownImage = (el: SqLightbox): HTMLElement => visibleItems(el)[0]!.querySelector('sq-image')!;

describe('<sq-lightbox> navigation', () => {
  beforeEach(async () => {
    await setViewport({ width: 1000, height: 700 });
    await emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(() => resetMouse());
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('SPEC §4: ArrowRight and ArrowLeft show the next and previous item', async () => {
    const el = await lightbox();
    await el.open(0);
    const seen = slideChanges(el);
    await press('ArrowRight');
    expect(shownCaption(el)).to.equal(CAPTIONS[1]);
    expect(counter(el)).to.equal('2 of 3');
    await press('ArrowRight');
    await press('ArrowLeft');
    expect(el.currentIndex).to.equal(1);
    expect(seen).to.deep.equal([
      { index: 1, previousIndex: 0, slideId: 'tenmoku-bowl' },
      { index: 2, previousIndex: 1, slideId: 'ash-jar' },
      { index: 1, previousIndex: 2, slideId: 'tenmoku-bowl' },
    ]);
  });

  it('SPEC §9: arrow keys are throttled: two presses in quick succession move once', async () => {
    const el = await lightbox();
    await el.open(0);
    const target = part(el, '[part~="close"]');
    for (const key of ['ArrowRight', 'ArrowRight']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    }
    expect(el.currentIndex).to.equal(1);
    await press('ArrowRight');
    expect(el.currentIndex, 'a press after the throttle moves again').to.equal(2);
  });

  it('SPEC §2: the previous and next buttons navigate', async () => {
    const el = await lightbox();
    await el.open(1);
    button(el, 'next').click();
    expect(el.currentIndex).to.equal(2);
    button(el, 'previous').click();
    button(el, 'previous').click();
    expect(el.currentIndex).to.equal(0);
    await el.updateComplete;
    expect(shownCaption(el)).to.equal(CAPTIONS[0]);
  });

  it('SPEC §4: with loop (default) next at the last item wraps to the first, previous back', async () => {
    const el = await lightbox();
    await el.open(2);
    expect(button(el, 'next').getAttribute('aria-disabled')).to.equal('false');
    await press('ArrowRight');
    expect(el.currentIndex).to.equal(0);
    expect(el.previous()).to.equal(true);
    expect(el.currentIndex).to.equal(2);
  });

  it('SPEC §2: with loop off the ends stop and the end buttons are disabled', async () => {
    const el = await lightbox('{"loop":false}');
    await el.open(2);
    expect(button(el, 'next').getAttribute('aria-disabled')).to.equal('true');
    const seen = slideChanges(el);
    await press('ArrowRight');
    button(el, 'next').click();
    expect(el.next()).to.equal(false);
    expect(el.currentIndex).to.equal(2);
    el.goTo(0);
    await el.updateComplete;
    expect(button(el, 'previous').getAttribute('aria-disabled')).to.equal('true');
    expect(el.previous()).to.equal(false);
    expect(seen).to.deep.equal([{ index: 0, previousIndex: 2, slideId: 'celadon-vase' }]);
  });

  it('SPEC §9 click zones: on the image, right half next, left half previous', async () => {
    const el = await lightbox();
    await el.open(0);
    await clickAt(shownImage(el), 0.75, 0.5);
    expect(el.currentIndex).to.equal(1);
    await el.updateComplete;
    await clickAt(shownImage(el), 0.25, 0.5);
    expect(el.currentIndex).to.equal(0);
    expect(dialog(el).open).to.equal(true);
  });

  it('SPEC §9: a click beside the image (the backdrop) closes the lightbox', async () => {
    const el = await lightbox();
    await el.open(2); // a tall picture: the sides of the window are backdrop
    const closed = nextEvent(el, 'sq-after-close');
    await clickAt(dialog(el), 0.15, 0.5);
    await closed;
    expect(dialog(el).open).to.equal(false);
  });

  it('SPEC §9: on desktop the items cross-fade over 500 ms', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await lightbox();
    await el.open(0);
    el.next();
    await el.updateComplete;
    const fading = visibleItems(el);
    expect(fading, 'both items show during the fade').to.have.length(2);
    const durations = fading.map((item) => item.getAnimations()[0]?.effect?.getTiming().duration);
    expect(durations).to.deep.equal([LIGHTBOX.navFadeMs, LIGHTBOX.navFadeMs]);
    await waitUntil(() => visibleItems(el).length === 1, 'the fade never ended', { timeout: 3000 });
    expect(shownCaption(el)).to.equal(CAPTIONS[1]);
  });

  it('SPEC §9 + reduced motion: navigation shows the next item at once, without animation', async () => {
    const el = await lightbox();
    await el.open(0);
    el.next();
    await el.updateComplete;
    expect(visibleItems(el)).to.have.length(1);
    expect(visibleItems(el)[0]!.getAnimations()).to.have.length(0);
  });
});

describe('<sq-lightbox> on mobile', () => {
  beforeEach(() => setViewport({ width: 400, height: 700 }));
  after(() => setViewport({ width: 800, height: 600 }));

  const track = (el: SqLightbox): HTMLElement => part(el, '.track');

  it('SPEC §4: items sit side by side in a scroll-snap track; a swipe (scroll) moves on', async () => {
    const el = await lightbox();
    await el.open(0);
    expect(getComputedStyle(track(el)).scrollSnapType).to.equal('x mandatory');
    expect(visibleItems(el), 'all items are laid out').to.have.length(3);
    const changed = nextEvent<SqSlideChangeDetail>(el, 'sq-slide-change');
    track(el).scrollTo({ left: track(el).clientWidth * 2 });
    expect(await changed).to.deep.equal({ index: 2, previousIndex: 0, slideId: 'ash-jar' });
    await el.updateComplete;
    expect(counter(el)).to.equal('3 of 3');
  });

  it('SPEC §4: next scrolls the track to the next item', async () => {
    const el = await lightbox();
    await el.open(1);
    expect(track(el).scrollLeft).to.equal(track(el).clientWidth);
    expect(el.next()).to.equal(true);
    await waitUntil(() => track(el).scrollLeft === track(el).clientWidth * 2, 'no scroll');
    expect(el.currentIndex).to.equal(2);
  });

  it('SPEC §4 "Loops on desktop": on mobile the ends stop even with loop on', async () => {
    const el = await lightbox('{"loop":true}');
    await el.open(2);
    expect(button(el, 'next').getAttribute('aria-disabled')).to.equal('true');
    expect(el.next()).to.equal(false);
    expect(el.currentIndex).to.equal(2);
    await expect(el).to.be.accessible();
  });
});
