import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import {
  easeOutCubic,
  scrollTween,
  tween,
  TWEEN_DURATION_ERROR,
} from '../../../../elements/gallery/motion/tween.ts';

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Runs `check` with `?nomotion=true` in the address, then puts the address back. */
async function withNomotion<T>(check: () => Promise<T>): Promise<T> {
  const original = location.href;
  const url = new URL(original);
  url.searchParams.set('nomotion', 'true');
  history.replaceState(history.state, '', url);
  try {
    return await check();
  } finally {
    history.replaceState(history.state, '', original);
  }
}

describe('gallery motion/tween: tween', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it("SPEC §5: a duration that is not a finite number throws '[Tween] Duration is not a finite number.' at once", () => {
    const updates: number[] = [];
    for (const durationMs of [Number.NaN, Infinity, -Infinity, '300' as unknown as number]) {
      expect(() =>
        tween({ from: 0, to: 1, durationMs, onUpdate: (v) => updates.push(v) }),
      ).to.throw(Error, TWEEN_DURATION_ERROR);
    }
    expect(TWEEN_DURATION_ERROR).to.equal('[Tween] Duration is not a finite number.');
    expect(updates).to.deep.equal([]);
  });

  it('SPEC §5: a duration of 0 or less jumps to the end at once and resolves true', async () => {
    for (const durationMs of [0, -20]) {
      const updates: number[] = [];
      const done = tween({ from: 3, to: 9, durationMs, onUpdate: (v) => updates.push(v) });
      expect(updates).to.deep.equal([9]);
      expect(await done).to.equal(true);
    }
  });

  it('SPEC §9: a tween moves through intermediate values in order and ends exactly at `to`', async () => {
    const updates: number[] = [];
    const done = await tween({
      from: 0,
      to: 100,
      durationMs: 400,
      onUpdate: (v) => updates.push(v),
    });
    expect(done).to.equal(true);
    expect(updates[updates.length - 1]).to.equal(100);
    expect(
      updates.some((v) => v > 0 && v < 100),
      'some value in between',
    ).to.equal(true);
    updates.forEach((v, i) => expect(v).to.be.at.least(updates[i - 1] ?? 0));
  });

  it('the easing shapes the values; the default eases out', async () => {
    const updates: number[] = [];
    await tween({
      from: 0,
      to: 100,
      durationMs: 200,
      easing: () => 0.5,
      onUpdate: (v) => updates.push(v),
    });
    expect(updates[updates.length - 1]).to.equal(100);
    expect(new Set(updates.slice(0, -1))).to.deep.equal(new Set([50]));
    expect(easeOutCubic(0)).to.equal(0);
    expect(easeOutCubic(1)).to.equal(1);
    expect(easeOutCubic(0.5)).to.be.above(0.5);
  });

  it('aborting stops the tween where it is and resolves false', async () => {
    const controller = new AbortController();
    const updates: number[] = [];
    const done = tween({
      from: 0,
      to: 100,
      durationMs: 5000,
      signal: controller.signal,
      onUpdate: (v) => {
        updates.push(v);
        controller.abort();
      },
    });
    expect(await done).to.equal(false);
    const count = updates.length;
    await nextFrame();
    await nextFrame();
    expect(updates).to.have.length(count);
    expect(updates).not.to.include(100);
  });

  it('an already aborted signal resolves false without any update', async () => {
    const updates: number[] = [];
    const done = tween({
      from: 0,
      to: 1,
      durationMs: 100,
      signal: AbortSignal.abort(),
      onUpdate: (v) => updates.push(v),
    });
    expect(await done).to.equal(false);
    expect(updates).to.deep.equal([]);
  });

  it('SPEC §2: reduced motion (prefers-reduced-motion or nomotion=true) jumps straight to the end', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const updates: number[] = [];
    const done = tween({ from: 0, to: 7, durationMs: 5000, onUpdate: (v) => updates.push(v) });
    expect(updates).to.deep.equal([7]);
    expect(await done).to.equal(true);

    await emulateMedia({ reducedMotion: 'no-preference' });
    const flagged: number[] = [];
    await withNomotion(async () => {
      const result = tween({ from: 0, to: 4, durationMs: 5000, onUpdate: (v) => flagged.push(v) });
      expect(flagged).to.deep.equal([4]);
      expect(await result).to.equal(true);
    });
  });

  it('an error thrown by onUpdate rejects the tween', async () => {
    const failure = new Error('drawing failed');
    let caught: unknown;
    await tween({
      from: 0,
      to: 1,
      durationMs: 200,
      onUpdate: () => {
        throw failure;
      },
    }).catch((error: unknown) => (caught = error));
    expect(caught).to.equal(failure);
  });
});

/** A 200 px scroll-snap strip of five 200 px slides. */
async function strip(style = ''): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`
    <div style="width:200px;overflow-x:auto;display:flex;scroll-snap-type:x mandatory;${style}">
      ${[0, 1, 2, 3, 4].map(
        (i) => html`<div style="flex:0 0 200px;height:50px;scroll-snap-align:start">${i}</div>`,
      )}
    </div>
  `);
}

describe('gallery motion/tween: scrollTween', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('SPEC §9: scrolls a snap strip to the target with snapping off during the tween, then restores it', async () => {
    const el = await strip();
    const done = scrollTween(el, 400, 150);
    expect(el.style.getPropertyValue('scroll-snap-type')).to.equal('none');
    expect(await done).to.equal(true);
    expect(el.scrollLeft).to.equal(400);
    expect(el.style.getPropertyValue('scroll-snap-type')).to.equal('x mandatory');
    expect(getComputedStyle(el).scrollSnapType).to.equal('x mandatory');
  });

  it('SPEC §9: inline snap styles set before the tween come back unchanged', async () => {
    const el = await strip('scroll-snap-type:both mandatory !important');
    await scrollTween(el, 200, 60);
    expect(el.style.getPropertyValue('scroll-snap-type')).to.equal('both mandatory');
    expect(el.style.getPropertyPriority('scroll-snap-type')).to.equal('important');
    expect(el.style.getPropertyValue('scroll-behavior')).to.equal('');
  });

  it('SPEC §9: a target past the end stops at the last scroll position', async () => {
    const el = await strip();
    expect(await scrollTween(el, 99999, 60)).to.equal(true);
    expect(el.scrollLeft).to.equal(800);
  });

  it('SPEC §9: a scroll tween not finished 50 ms after its planned end is snapped to the target', async () => {
    const el = await strip();
    const original = window.requestAnimationFrame;
    // Frames stop, as in a background tab.
    window.requestAnimationFrame = () => 0;
    try {
      expect(await scrollTween(el, 600, 30)).to.equal(true);
    } finally {
      window.requestAnimationFrame = original;
    }
    expect(el.scrollLeft).to.equal(600);
    expect(el.style.getPropertyValue('scroll-snap-type')).to.equal('x mandatory');
  });

  it('SPEC §5: a scroll tween with a non-finite duration throws and leaves the styles alone', async () => {
    const el = await strip();
    expect(() => scrollTween(el, 200, Number.NaN)).to.throw(TWEEN_DURATION_ERROR);
    expect(el.style.getPropertyValue('scroll-snap-type')).to.equal('x mandatory');
  });

  it('a newer scroll tween takes over; aborting resolves false and restores snapping', async () => {
    const el = await strip();
    const first = scrollTween(el, 800, 5000);
    const second = scrollTween(el, 200, 80);
    expect(await first).to.equal(false);
    expect(el.style.getPropertyValue('scroll-snap-type')).to.equal('none');
    expect(await second).to.equal(true);
    expect(el.scrollLeft).to.equal(200);
    expect(el.style.getPropertyValue('scroll-snap-type')).to.equal('x mandatory');

    const controller = new AbortController();
    const third = scrollTween(el, 800, 5000, controller.signal);
    controller.abort();
    expect(await third).to.equal(false);
    expect(el.style.getPropertyValue('scroll-snap-type')).to.equal('x mandatory');
    expect(el.scrollLeft).to.be.below(800);
  });

  it('SPEC §2: with reduced motion the strip jumps to the target at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await strip();
    const done = scrollTween(el, 400, 5000);
    expect(el.scrollLeft).to.equal(400);
    expect(await done).to.equal(true);
  });
});
