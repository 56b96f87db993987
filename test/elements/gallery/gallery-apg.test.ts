/**
 * The W3C WAI-ARIA APG regression tests of the two carousel examples (aria-practices
 * test/tests/carousel_carousel-1-prev-next.js and carousel_carousel-2-tablist.js), assertion by
 * assertion, against the slideshow designs of <sq-gallery> (stacked, strip, carousel): six
 * slides, each a picture linking somewhere with a caption holding a second link, rotating by
 * themselves, with the rotation control and previous / next buttons.
 *
 * Adapted: "section element used to contain slider" is asserted on the accessibility tree (a
 * region landmark named by `label`), as our region is a `role="region"` element.
 *
 * Not applicable:
 * - prev-next "carousel-key-tab" in the strip and carousel designs: they show several slides at
 *   once (Tab pages the carousel to a slide out of view, SPEC §4); the example shows one slide,
 *   as the stacked design does, where it is asserted.
 * - tablist "tablist-role", "tablist-aria-label", "tab-role", "tab-aria-label",
 *   "tab-aria-selected", "tab-tabindex", "tab-aria-controls", "tabpanel-role",
 *   "tabpanel-aria-label", "key-tab", "key-right-arrow", "key-left-arrow", "key-home",
 *   "key-end", "rotation-key-tab": the example picks slides with tabs; <sq-gallery> has no tab
 *   list (its optional thumbnail strip is a group of buttons marked aria-current, the APG
 *   carousel's "slide picker controls" as buttons), so there are no tabs, tab panels, roving
 *   tabindex or arrow keys among tabs to test. Its slides are the prev-next example's groups.
 * - tablist "tabpanel-roledescription" and "carousel-region-*": the same assertions as the
 *   prev-next example's "carousel-group-aria-roledescription" and "carousel-region-*", below.
 */
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { Autoplay } from '../../../elements/gallery/motion/autoplay.ts';
import type { SqGallerySlideChangeDetail } from '../../../elements/gallery/gallery-events.ts';
import type { SqGallery } from '../../../elements/gallery/sq-gallery.ts';
import { axNodes, focused, referenced, tab } from '../shared/apg.ts';
import { nextEvent, part, parts } from './gallery-fixture.ts';

const AUTOPLAY_S = 0.3;
const DESIGNS = ['stacked', 'strip', 'carousel'] as const;
const PIECES = ['celadon', 'tenmoku', 'ash', 'white', 'cobalt', 'shino'];

/** A slide as the example has it: a picture that links to the piece, a caption with a link. */
const slide = (piece: string, i: number) =>
  html`<figure data-slide-id=${piece} data-click-through-url="/work/${piece}">
    <img
      data-src="/test-images/${piece}-1500x1000-apg.jpg"
      data-image-dimensions="1500x1000"
      alt="A ${piece} glazed pot"
    />
    <figcaption><a href="/journal/${piece}">How piece ${i + 1} was fired</a></figcaption>
  </figure>`;

interface Page {
  el: SqGallery;
  before: HTMLButtonElement;
  after: HTMLButtonElement;
}

/** A page: a button, a rotating `design` gallery named "Studio work" of six slides, a button. */
async function page(design: string): Promise<Page> {
  const json = {
    design,
    label: 'Studio work',
    speed: 0,
    autoplay: true,
    'autoplay-duration': AUTOPLAY_S,
  };
  const root = await fixture<HTMLElement>(
    html`<div>
      <button>Before</button>
      <sq-gallery style="width:600px" data-block-json=${JSON.stringify(json)}
        >${PIECES.map(slide)}</sq-gallery
      >
      <button>After</button>
    </div>`,
  );
  const el = root.querySelector<SqGallery>('sq-gallery')!;
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
  const [before, after] = root.querySelectorAll<HTMLButtonElement>(':scope > button');
  return { el, before: before!, after: after! };
}

const rotation = (el: SqGallery) => part<HTMLButtonElement>(el, '[part~="play-pause"]');
const previous = (el: SqGallery) => part<HTMLButtonElement>(el, '[part~="previous"]');
const next = (el: SqGallery) => part<HTMLButtonElement>(el, '[part~="next"]');
/** The slides' container (the example's `.carousel-items`, its live region). */
const live = (el: SqGallery) => part(el, '[part="slides"]').getAttribute('aria-live');
/** The name of the slide shown (the example's `.active` item's aria-label). */
const shown = (el: SqGallery) => part(el, '[part~="current"]').getAttribute('aria-label');

/** Focuses `button`, presses `key` on it and waits for the gallery to draw the result. */
async function press(el: SqGallery, button: HTMLElement, key: string): Promise<void> {
  button.focus();
  expect(focused() === button, `${button.getAttribute('aria-label')} has focus`).to.equal(true);
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Shift+Tab until focus has left the gallery for the button before it. */
async function leaveBackwards({ el, before }: Page): Promise<void> {
  for (let n = 0; n < 5 && el.shadowRoot!.activeElement; n += 1) await tab(true);
  expect(focused() === before, 'focus left the carousel').to.equal(true);
  await el.updateComplete;
}

/**
 * Resolves one autoplay period from now, timed by a second autoplay timer started now: a gallery
 * still rotating had set its own timer before, so it would have moved by then.
 */
function oneAutoplayPeriod(): Promise<void> {
  return new Promise((resolve) => {
    const clock = new Autoplay({
      timeoutMs: AUTOPLAY_S * 1000,
      onAdvance: () => {
        clock.dispose();
        resolve();
      },
    });
    clock.start();
  });
}

/** Resolves once the gallery shows another slide, its motion ended. */
async function moved(el: SqGallery): Promise<void> {
  await nextEvent(el, 'sq-slide-change');
  await waitUntil(() => !el.inMotion, 'the motion ends');
  await el.updateComplete;
}

describe('<sq-gallery> against the W3C APG carousel tests', () => {
  // Keep the mouse off the galleries: a hovering mouse holds autoplay (SPEC §4).
  beforeEach(() => sendMouse({ type: 'move', position: [795, 595] }));

  for (const design of DESIGNS) {
    describe(`design ${design}`, () => {
      it('APG carousel prev-next (carousel-region-role): the carousel is a region landmark named by its label', async () => {
        const { el } = await page(design);
        const [carousel, ...more] = (await axNodes('region')).filter(
          (node) => node.roledescription === 'carousel',
        );
        expect(more).to.have.length(0);
        expect(carousel?.name).to.equal('Studio work');
        await expect(el).to.be.accessible();
      });

      it('APG carousel prev-next + tablist (carousel-region-aria-roledescription): aria-roledescription is "carousel"', async () => {
        const { el } = await page(design);
        expect(part(el, '[part="gallery"]').getAttribute('aria-roledescription')).to.equal(
          'carousel',
        );
      });

      it('APG carousel prev-next + tablist (carousel-region-aria-label): the carousel has an aria-label', async () => {
        const { el } = await page(design);
        expect(part(el, '[part="gallery"]').getAttribute('aria-label')).to.equal('Studio work');
      });

      it('APG carousel prev-next (carousel-aria-live): the slides are aria-live "off" while rotating, "polite" with focus inside, "off" once it left, "polite" when paused', async () => {
        const p = await page(design);
        const { el } = p;
        expect(live(el), 'rotating').to.equal('off');
        await press(el, next(el), 'Enter');
        expect(live(el), 'focus inside').to.equal('polite');
        await leaveBackwards(p);
        expect(live(el), 'focus left').to.equal('off');
        rotation(el).click();
        await el.updateComplete;
        expect(live(el), 'paused').to.equal('polite');
      });

      it('APG carousel tablist (carousel-aria-live): "polite" with focus inside and when paused, "off" once Start rotates with focus on the control', async () => {
        const { el, before } = await page(design);
        expect(live(el), 'rotating').to.equal('off');
        before.focus();
        expect((await tab()) === rotation(el), 'Tab enters at the rotation control').to.equal(true);
        await el.updateComplete;
        expect(live(el), 'focus inside').to.equal('polite');
        await press(el, rotation(el), 'Enter');
        expect(live(el), 'paused').to.equal('polite');
        await press(el, rotation(el), 'Enter');
        expect(live(el), 'rotating, focus on the control').to.equal('off');
      });

      it('APG carousel prev-next (carousel-button-aria-label): the rotation, previous and next buttons have an aria-label', async () => {
        const { el } = await page(design);
        for (const button of [rotation(el), previous(el), next(el)]) {
          expect(button.getAttribute('aria-label') ?? '', button.className).to.match(/\S/);
        }
      });

      it('APG carousel tablist (rotation-aria-label): the rotation control says "Stop automatic slide show", then after Space "Start automatic slide show", then after Enter "Stop…" again', async () => {
        const { el } = await page(design);
        expect(rotation(el).getAttribute('aria-label')).to.equal('Stop automatic slide show');
        await press(el, rotation(el), ' ');
        expect(rotation(el).getAttribute('aria-label')).to.equal('Start automatic slide show');
        await expect(el).to.be.accessible();
        await press(el, rotation(el), 'Enter');
        expect(rotation(el).getAttribute('aria-label')).to.equal('Stop automatic slide show');
      });

      it('APG carousel prev-next (carousel-button-aria-controls): previous and next name, by aria-controls, the container of the slides', async () => {
        const { el } = await page(design);
        for (const button of [previous(el), next(el)]) {
          const [controlled] = referenced(button, 'aria-controls');
          const slides = parts(el, '[aria-roledescription="slide"]');
          expect(slides.every((s) => controlled!.contains(s))).to.equal(true);
        }
      });

      it('APG carousel prev-next (carousel-group-role): the six slides have role group', async () => {
        const { el } = await page(design);
        const groups = parts(el, '[part="gallery"] [role="group"]');
        expect(groups).to.have.length(6);
      });

      it('APG carousel prev-next (carousel-group-aria-label): every slide has an aria-label', async () => {
        const { el } = await page(design);
        const names = parts(el, '[part~="slide"]').map((s) => s.getAttribute('aria-label'));
        expect(names).to.deep.equal(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
      });

      it('APG carousel prev-next + tablist (carousel-group-aria-roledescription, tabpanel-roledescription): every slide has aria-roledescription "slide"', async () => {
        const { el } = await page(design);
        const slides = parts(el, '[part~="slide"]');
        expect(slides.map((s) => s.getAttribute('aria-roledescription'))).to.deep.equal(
          Array(6).fill('slide'),
        );
      });

      for (const [key, name] of [
        ['Enter', 'ENTER'],
        [' ', 'SPACE'],
      ] as const) {
        it(`APG carousel prev-next (carousel-enter-or-space-toggle): ${name} on the rotation control stops the rotation (focus moved away, the slide stays) and starts it again (focus moved away, the slides move)`, async () => {
          const p = await page(design);
          const { el } = p;
          await press(el, rotation(el), key);
          // Read once stopped: a slow machine may have rotated once before the key press.
          const first = shown(el);
          const stoppedAt = el.currentIndex;
          await leaveBackwards(p);
          await oneAutoplayPeriod();
          await el.updateComplete;
          expect(shown(el), 'stopped: the same slide').to.equal(first);
          await press(el, rotation(el), key);
          const rotated = nextEvent<CustomEvent<SqGallerySlideChangeDetail>>(el, 'sq-slide-change');
          await leaveBackwards(p);
          // The first move after the start leaves the stopped slide (read from the event: on a
          // busy machine the slides may have gone on by the time the page is read).
          const { detail } = await rotated;
          expect(detail.previousIndex, 'started: from the stopped slide').to.equal(stoppedAt);
          expect(detail.index, 'started: another slide').to.not.equal(stoppedAt);
        });

        it(`APG carousel tablist (rotation-enter-or-space-toggle): ${name} on the rotation control stops the rotation, and starts it again while focus stays on the control`, async () => {
          const p = await page(design);
          const { el } = p;
          await press(el, rotation(el), key);
          // Read once stopped: a slow machine may have rotated once before the key press.
          const first = shown(el);
          await leaveBackwards(p);
          await oneAutoplayPeriod();
          await el.updateComplete;
          expect(shown(el), 'stopped: the same slide').to.equal(first);
          const rotated = moved(el);
          await press(el, rotation(el), key);
          await rotated;
          expect(shown(el), 'started: another slide').to.not.equal(first);
          expect(focused() === rotation(el), 'focus stayed on the control').to.equal(true);
        });

        it(`APG carousel prev-next (carousel-key-enter-or-space-move): ${name} on previous shows another slide, then ${name} on next shows the first again`, async () => {
          const { el } = await page(design);
          // Focus inside holds the rotation: the slide read now stays until a key moves it.
          previous(el).focus();
          await el.updateComplete;
          const first = shown(el);
          let change = moved(el);
          await press(el, previous(el), key);
          await change;
          expect(shown(el), 'previous').to.not.equal(first);
          change = moved(el);
          await press(el, next(el), key);
          await change;
          expect(shown(el), 'next').to.equal(first);
        });
      }
    });
  }

  it('APG carousel prev-next (carousel-key-tab): Tab goes through the rotation control, previous, next, then the links of the slide shown only', async () => {
    const { el, before, after } = await page('stacked');
    before.focus();
    const stops: string[] = [];
    // The slide shown once focus is inside (it holds the rotation; the slides may have moved
    // before the first Tab).
    let piece = '';
    for (let n = 0; n < 6; n += 1) {
      const stop = await tab();
      if (n === 0) piece = PIECES[el.currentGroup]!;
      stops.push(stop === after ? 'after' : typeof stop === 'string' ? stop : label(stop));
    }
    expect(stops).to.deep.equal([
      'Stop automatic slide show',
      'Previous slide',
      'Next slide',
      `/work/${piece}`,
      `/journal/${piece}`,
      'after',
    ]);
  });
});

/** A link by the path it goes to, a button by its aria-label. */
const label = (el: Element): string =>
  el instanceof HTMLAnchorElement ? new URL(el.href).pathname : el.getAttribute('aria-label')!;
