import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import {
  INERTIAL_RESISTANCE,
  slideDurationS,
  watchSwipe,
  type SwipeOptions,
} from '../../../../elements/gallery/motion/swipe.ts';
import { SWIPE } from '../../../../platform/constants/limits.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 400 × 200 slideshow with one link-like slide inside. */
async function slideshow(): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`
    <div style="width:400px;height:200px;margin:30px;position:relative">
      <button style="width:100%;height:100%">Slide one</button>
    </div>
  `);
}

/** Watches `el` and records every handler call as a short string. */
function record(el: HTMLElement, options?: SwipeOptions) {
  const log: string[] = [];
  const durations: number[] = [];
  const dispose = watchSwipe(
    el,
    {
      onStart: () => log.push('start'),
      onMove: (dx) => log.push(`move ${dx}`),
      onSwipe: (direction, durationS) => {
        log.push(`swipe ${direction}`);
        durations.push(durationS);
      },
      onCancel: () => log.push('cancel'),
    },
    options,
  );
  return { log, durations, dispose };
}

/** Dispatches a synthetic pointer event at (x, y) on `target`. */
function pointer(
  target: Element,
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel',
  x: number,
  y = 100,
  init: PointerEventInit = {},
): void {
  target.dispatchEvent(
    new PointerEvent(type, {
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientX: x,
      clientY: y,
      button: type === 'pointermove' ? -1 : 0,
      buttons: type === 'pointerup' || type === 'pointercancel' ? 0 : 1,
      bubbles: true,
      cancelable: true,
      composed: true,
      ...init,
    }),
  );
}

/** A drag from x = 200 through `xs`, then released at the last x (after `holdMs`). */
async function drag(target: Element, xs: number[], holdMs = 0): Promise<void> {
  pointer(target, 'pointerdown', 200);
  for (const x of xs) pointer(target, 'pointermove', x);
  if (holdMs > 0) await sleep(holdMs);
  pointer(target, 'pointerup', xs[xs.length - 1] ?? 200);
}

describe('gallery motion/swipe: watchSwipe', () => {
  let dispose: () => void = () => {};
  afterEach(async () => {
    dispose();
    await resetMouse();
  });

  it('SPEC §9: touch-action pan-y keeps vertical page scrolling; dispose puts it back', async () => {
    const el = await slideshow();
    el.style.touchAction = 'manipulation';
    const watched = record(el);
    expect(getComputedStyle(el).touchAction).to.contain('pan-y');
    watched.dispose();
    expect(el.style.touchAction).to.equal('manipulation');
  });

  it('SPEC §9: a move of 50 px or more to the left is a swipe to the next slide, even a slow one', async () => {
    const el = await slideshow();
    const watched = record(el);
    dispose = watched.dispose;
    await drag(el.firstElementChild!, [190, 170, 140], SWIPE.timeMs + 50);
    expect(watched.log).to.deep.equal(['start', 'move -10', 'move -30', 'move -60', 'swipe 1']);
  });

  it('SPEC §9: a move to the right is a swipe to the previous slide', async () => {
    const el = await slideshow();
    const watched = record(el);
    dispose = watched.dispose;
    await drag(el, [215, 260], SWIPE.timeMs + 50);
    expect(watched.log).to.deep.equal(['start', 'move 15', 'move 60', 'swipe -1']);
  });

  it('SPEC §9: a short flick released within 250 ms is a swipe', async () => {
    const el = await slideshow();
    const watched = record(el);
    dispose = watched.dispose;
    await drag(el, [180]);
    expect(watched.log).to.deep.equal(['start', 'move -20', 'swipe 1']);
  });

  it('SPEC §9: a short move released after 250 ms cancels', async () => {
    const el = await slideshow();
    const watched = record(el);
    dispose = watched.dispose;
    await drag(el, [170], SWIPE.timeMs + 50);
    expect(watched.log).to.deep.equal(['start', 'move -30', 'cancel']);
  });

  it('SPEC §9: movement under the 10 px move detection is no drag at all', async () => {
    const el = await slideshow();
    const watched = record(el);
    dispose = watched.dispose;
    await drag(el, [195, 191]);
    expect(watched.log).to.deep.equal([]);
  });

  it('SPEC §9: a vertical-dominant move is left to the page', async () => {
    const el = await slideshow();
    const watched = record(el);
    dispose = watched.dispose;
    pointer(el, 'pointerdown', 200, 100);
    pointer(el, 'pointermove', 188, 130);
    pointer(el, 'pointermove', 100, 140);
    pointer(el, 'pointerup', 100, 140);
    expect(watched.log).to.deep.equal([]);
  });

  it('SPEC §5: boundary none lets the first slide be dragged and swiped past the edge', async () => {
    const el = await slideshow();
    const watched = record(el, { boundary: 'none', atStart: () => true });
    dispose = watched.dispose;
    await drag(el, [280]);
    expect(watched.log).to.deep.equal(['start', 'move 80', 'swipe -1']);
  });

  it('SPEC §5: boundary hard holds the drag at the edge and fires no swipe', async () => {
    const el = await slideshow();
    const watched = record(el, { boundary: 'hard', atStart: () => true });
    dispose = watched.dispose;
    await drag(el, [240, 280]);
    expect(watched.log).to.deep.equal(['start', 'move 0', 'move 0', 'cancel']);
    watched.log.length = 0;
    await drag(el, [120]);
    expect(watched.log, 'away from the edge').to.deep.equal(['start', 'move -80', 'swipe 1']);
  });

  it('SPEC §5: boundary inertial rubber-bands past the edge and fires no swipe', async () => {
    const el = await slideshow();
    const watched = record(el, { boundary: 'inertial', atEnd: () => true });
    dispose = watched.dispose;
    await drag(el, [100]);
    expect(watched.log).to.deep.equal(['start', `move ${-100 * INERTIAL_RESISTANCE}`, 'cancel']);
  });

  it('a cancelled pointer cancels the drag; other pointers are ignored', async () => {
    const el = await slideshow();
    const watched = record(el);
    dispose = watched.dispose;
    pointer(el, 'pointerdown', 200);
    pointer(el, 'pointerdown', 300, 100, { pointerId: 8, isPrimary: false });
    pointer(el, 'pointermove', 100, 100, { pointerId: 8, isPrimary: false });
    pointer(el, 'pointermove', 150);
    pointer(el, 'pointerup', 100, 100, { pointerId: 8, isPrimary: false });
    pointer(el, 'pointercancel', 150);
    expect(watched.log).to.deep.equal(['start', 'move -50', 'cancel']);
  });

  it('SPEC §9: the swipe finishes in the slide duration range for this viewport', async () => {
    const el = await slideshow();
    const watched = record(el);
    dispose = watched.dispose;
    await drag(el, [150, 100, 60]);
    const [min, max] = innerWidth < 767 ? SWIPE.slideDurationBelow767S : SWIPE.slideDurationS;
    expect(watched.durations).to.have.length(1);
    expect(watched.durations[0]).to.be.within(min, max);
  });

  it('mouse drags swipe and swallow their click; a plain click still reaches the slide', async () => {
    const el = await slideshow();
    // What the page sees: clicks that bubble out of the slideshow, wherever they were aimed.
    const clicks: string[] = [];
    const onClick = (event: MouseEvent) => clicks.push((event.target as Element).localName);
    document.addEventListener('click', onClick);
    const watched = record(el);
    dispose = () => {
      watched.dispose();
      document.removeEventListener('click', onClick);
    };
    const rect = el.getBoundingClientRect();
    const y = Math.round(rect.y + 100);
    const x = Math.round(rect.x + 300);

    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x - 40, y] });
    await sendMouse({ type: 'move', position: [x - 150, y] });
    await sendMouse({ type: 'up' });
    expect(watched.log[0]).to.equal('start');
    expect(watched.log[watched.log.length - 1]).to.equal('swipe 1');
    expect(clicks, 'the drag clicked nothing').to.deep.equal([]);

    watched.log.length = 0;
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    expect(clicks, 'a click without movement').to.deep.equal(['button']);
    expect(watched.log).to.deep.equal([]);
  });

  it('a keyboard click right after a drag still reaches the slide', async () => {
    const el = await slideshow();
    const slide = el.querySelector('button')!;
    const clicks: number[] = [];
    slide.addEventListener('click', () => clicks.push(1));
    const watched = record(el);
    dispose = watched.dispose;
    await drag(slide, [100]);
    slide.click();
    expect(clicks).to.deep.equal([1]);
  });

  it('after dispose nothing is watched', async () => {
    const el = await slideshow();
    const watched = record(el);
    watched.dispose();
    await drag(el, [100]);
    expect(watched.log).to.deep.equal([]);
  });
});

describe('gallery motion/swipe: slideDurationS', () => {
  it('SPEC §9: slide duration is clamped to 0.2 to 0.5 s', () => {
    expect(slideDurationS(300, 1, 1024)).to.be.closeTo(0.3, 1e-9);
    expect(slideDurationS(1000, 0.1, 1024)).to.equal(0.5);
    expect(slideDurationS(10, 10, 1024)).to.equal(0.2);
    expect(slideDurationS(400, 0, 767)).to.equal(0.5);
    expect(slideDurationS(0, 1, 1024)).to.equal(0.2);
  });

  it('SPEC §9: under 767 px the slide duration is clamped to 0.2 to 0.4 s', () => {
    expect(slideDurationS(1000, 0.1, 766)).to.equal(0.4);
    expect(slideDurationS(300, 1, 766)).to.be.closeTo(0.3, 1e-9);
    expect(slideDurationS(10, 10, 320)).to.equal(0.2);
    expect(slideDurationS(400, Number.NaN, 320)).to.equal(0.4);
  });
});
