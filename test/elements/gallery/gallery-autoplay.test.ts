import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import type { SqGallerySlideChangeDetail } from '../../../elements/gallery/sq-gallery.ts';
import type { SqEvent } from '../../../elements/shared/events.ts';
import { gallery, nextEvent, part, parts } from './gallery-fixture.ts';

type Change = SqEvent<SqGallerySlideChangeDetail>;

/** The shadow buttons in tab order (document order: none sets a tabindex). */
const buttons = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('button')].filter((b) => b.checkVisibility());

describe('<sq-gallery> autoplay', () => {
  beforeEach(async () => {
    // Keep the mouse off the gallery: a hovering mouse holds autoplay (SPEC §4).
    await sendMouse({ type: 'move', position: [795, 595] });
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('SPEC §4 + §3 autoplay-duration: autoplay advances after the set seconds; aria-live is off meanwhile', async () => {
    const el = await gallery({
      design: 'stacked',
      speed: 0,
      autoplay: true,
      'autoplay-duration': 0.3,
    });
    await el.updateComplete;
    expect(el.autoplaying).to.equal(true);
    expect(el.matches(':state(autoplaying)')).to.equal(true);
    expect(part(el, '[part=slides]').getAttribute('aria-live')).to.equal('off');
    const change = await nextEvent<Change>(el, 'sq-slide-change');
    expect(change.detail).to.include({ index: 1, previousIndex: 0 });
    await expect(el).to.be.accessible();
  });

  it('APG carousel: the rotation control comes first and stops and restarts autoplay', async () => {
    const el = await gallery({
      design: 'stacked',
      speed: 0,
      autoplay: true,
      'autoplay-duration': 0.3,
    });
    const [first, ...rest] = buttons(el);
    expect(first!.getAttribute('part')).to.equal('control play-pause');
    expect(first!.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    expect(rest.map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Previous slide',
      'Next slide',
    ]);
    first!.click();
    await el.updateComplete;
    expect(el.autoplaying).to.equal(false);
    expect(first!.getAttribute('aria-label')).to.equal('Start automatic slide show');
    expect(part(el, '[part=slides]').getAttribute('aria-live')).to.equal('polite');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(el.currentIndex, 'nothing advanced while stopped').to.equal(0);
    await expect(el).to.be.accessible();
    first!.click();
    await el.updateComplete;
    expect(first!.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    expect(el.autoplaying).to.equal(true);
  });

  it('APG carousel: Start rotates the slides while focus and the pointer stay on the rotation control', async () => {
    const el = await gallery({
      design: 'stacked',
      speed: 0,
      autoplay: true,
      'autoplay-duration': 0.3,
    });
    const control = part(el, '[part~=play-pause]');
    const box = control.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [box.x + box.width / 2, box.y + box.height / 2] });
    await el.updateComplete;
    expect(control.getAttribute('aria-label'), 'stopped').to.equal('Start automatic slide show');
    expect(el.shadowRoot!.activeElement === control).to.equal(true);
    await sendMouse({ type: 'click', position: [box.x + box.width / 2, box.y + box.height / 2] });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement === control, 'focus stays on the control').to.equal(true);
    expect(el.autoplaying, 'rotating with focus and pointer on it').to.equal(true);
    expect(part(el, '[part=slides]').getAttribute('aria-live')).to.equal('off');
    await waitUntil(() => el.currentIndex === 1, 'the slides rotate', { timeout: 3000 });
    // Once focus has left the gallery, focus coming back pauses it again.
    control.blur();
    await sendMouse({ type: 'move', position: [795, 595] });
    part(el, '.next').focus();
    await el.updateComplete;
    expect(el.autoplaying).to.equal(false);
  });

  it('APG carousel: previous and next name the slides they control (aria-controls)', async () => {
    const el = await gallery({ design: 'stacked', speed: 0 });
    for (const button of [part(el, '.prev'), part(el, '.next')]) {
      const controlled = el.shadowRoot!.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(controlled === part(el, '[part=slides]')).to.equal(true);
    }
  });

  it('APG carousel + SPEC §4: focus inside the gallery pauses autoplay; leaving resumes it', async () => {
    const el = await gallery({
      design: 'stacked',
      speed: 0,
      autoplay: true,
      'autoplay-duration': 0.3,
    });
    part(el, '.next').focus();
    await el.updateComplete;
    expect(el.autoplaying).to.equal(false);
    expect(part(el, '[part=slides]').getAttribute('aria-live')).to.equal('polite');
    part(el, '.next').blur();
    await el.updateComplete;
    expect(el.autoplaying).to.equal(true);
  });

  it('SPEC §4: autoplay pauses while the pointer is over the gallery', async () => {
    const el = await gallery({
      design: 'stacked',
      speed: 0,
      autoplay: true,
      'autoplay-duration': 0.3,
    });
    const box = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 50), Math.round(box.y + 50)] });
    await el.updateComplete;
    expect(el.autoplaying).to.equal(false);
    await sendMouse({ type: 'move', position: [795, 595] });
    await el.updateComplete;
    expect(el.autoplaying).to.equal(true);
  });

  it('SPEC §4: autoplay is suspended while a video in the gallery plays (sq-play) and restored after (sq-pause)', async () => {
    const el = await gallery({
      design: 'stacked',
      speed: 0,
      autoplay: true,
      'autoplay-duration': 0.3,
    });
    const slide = el.children[0]!;
    slide.dispatchEvent(new CustomEvent('sq-play', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.autoplaying).to.equal(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(el.currentIndex).to.equal(0);
    slide.dispatchEvent(new CustomEvent('sq-pause', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.autoplaying).to.equal(true);
    await nextEvent(el, 'sq-slide-change');
  });

  it('SPEC §4: a slide whose video plays is removed: autoplay is restored', async () => {
    const el = await gallery({ design: 'stacked', speed: 0, autoplay: true });
    el.children[1]!.dispatchEvent(new CustomEvent('sq-play', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.autoplaying).to.equal(false);
    el.children[1]!.remove();
    await waitUntil(() => el.autoplaying, 'autoplay runs again');
  });

  it('SPEC §3 autoplay randomize: each step shows another slide, not always the next', async () => {
    const el = await gallery(
      { design: 'stacked', speed: 0, autoplay: { timeout: 60, randomize: true } },
      undefined,
    );
    const seen: SqGallerySlideChangeDetail[] = [];
    el.addEventListener('sq-slide-change', (event) => seen.push(event.detail));
    while (seen.length < 12) await nextEvent(el, 'sq-slide-change');
    el.pause();
    expect(seen.every((c) => c.index !== c.previousIndex)).to.equal(true);
    const jumps = seen.filter((c) => c.index !== (c.previousIndex + 1) % 5);
    expect(jumps.length, 'some steps jumped').to.be.greaterThan(0);
  });

  it('SPEC §2 + §4: with reduced motion autoplay never runs and no rotation control shows', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await gallery({
      design: 'stacked',
      speed: 0,
      autoplay: true,
      'autoplay-duration': 0.2,
    });
    expect(el.autoplaying).to.equal(false);
    expect(parts(el, '.play')).to.have.length(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(el.currentIndex).to.equal(0);
    expect(part(el, '[part=slides]').getAttribute('aria-live')).to.equal('polite');
  });

  it('SPEC §2: the query flag nomotion=true turns gallery autoplay off', async () => {
    const before = location.href;
    const url = new URL(before);
    url.searchParams.set('nomotion', 'true');
    history.replaceState(history.state, '', url);
    try {
      const el = await gallery({ design: 'stacked', speed: 0, autoplay: { timeout: 150 } });
      expect(el.autoplaying).to.equal(false);
      expect(parts(el, '.play')).to.have.length(0);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(el.currentIndex).to.equal(0);
    } finally {
      history.replaceState(history.state, '', before);
    }
  });

  it('SPEC §4: with loop off, autoplay still goes on from the last slide to the first', async () => {
    const el = await gallery({
      design: 'stacked',
      speed: 0,
      loop: false,
      startIndex: 4,
      autoplay: { timeout: 200 },
    });
    await nextEvent(el, 'sq-slide-change');
    await nextFrame();
    expect(el.currentIndex).to.equal(0);
  });
});
