import { expect, oneEvent } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { SqDialog } from '../../../elements/dialog/sq-dialog.ts';
import { CONFIRMATION_DIALOG } from '../../../platform/constants/limits.ts';
import { dialog, page, part, shown } from './dialog-fixture.ts';

/** The names of the CSS animations running on the dialog box and its overlay (`::backdrop`). */
const animations = (el: SqDialog): string[] =>
  dialog(el)
    .getAnimations({ subtree: true })
    .map((animation) => (animation as CSSAnimation).animationName)
    .sort();

/** Runs `check` with `?nomotion=VALUE` in the page address, then puts the address back. */
async function withNomotion<T>(value: string, check: () => Promise<T>): Promise<T> {
  const original = location.href;
  const url = new URL(original);
  url.searchParams.set('nomotion', value);
  history.replaceState(history.state, '', url);
  try {
    return await check();
  } finally {
    history.replaceState(history.state, '', original);
  }
}

/** Shows and hides a dialog, answering the animations seen while shown and while hiding. */
async function animationsOfACycle(): Promise<{ showing: string[]; hiding: string[] }> {
  const { el } = await page();
  el.show();
  await el.updateComplete;
  const showing = animations(el);
  await oneEvent(el, 'sq-after-show');
  const hidden = el.hide('confirm');
  await el.updateComplete;
  const hiding = animations(el);
  await hidden;
  return { showing, hiding };
}

describe('<sq-dialog> motion (SPEC §9 hide fallback, reduced motion)', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('it fades in and out (box and overlay), and sq-after-show waits for the fade in', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const { el } = await page();
    el.show();
    await el.updateComplete;
    expect(animations(el)).to.deep.equal(['sq-dialog-fade-in', 'sq-dialog-in']);
    await oneEvent(el, 'sq-after-show');
    const fadeIn = dialog(el)
      .getAnimations()
      .find((a) => (a as CSSAnimation).animationName === 'sq-dialog-in');
    expect(fadeIn, 'the fade in has ended').to.equal(undefined);
    const hidden = el.hide('cancel');
    await el.updateComplete;
    expect(animations(el)).to.deep.equal(['sq-dialog-fade-out', 'sq-dialog-out']);
    expect(el.state).to.equal('hiding');
    expect(dialog(el).checkVisibility(), 'visible while fading out').to.equal(true);
    await hidden;
    expect(el.state).to.equal('hidden');
  });

  it('SPEC §9: prefers-reduced-motion stops the animations', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(await animationsOfACycle()).to.deep.equal({ showing: [], hiding: [] });
  });

  it('SPEC §2 nomotion=true stops the animations', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(await withNomotion('true', animationsOfACycle)).to.deep.equal({
      showing: [],
      hiding: [],
    });
  });

  // The hide animation's end never arrives: a style took the animation away, or it lasts
  // longer than the fallback. Hiding finishes after 600 ms all the same.
  const stuck = {
    'the animation is removed by a style': 'sq-dialog::part(dialog) { animation: none }',
    'the animation outlasts the fallback': 'sq-dialog { --sq-dialog-duration: 60s }',
  };
  for (const [why, css] of Object.entries(stuck)) {
    it(`SPEC §9 hide fallback: when ${why}, hiding finishes after 600 ms`, async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const style = document.head.appendChild(document.createElement('style'));
      style.textContent = css;
      try {
        const { el, answer } = await shown();
        const start = performance.now();
        part(el, 'confirm').click();
        expect(el.state).to.equal('hiding');
        await oneEvent(el, 'sq-after-close');
        const took = performance.now() - start;
        expect(took).to.be.at.least(CONFIRMATION_DIALOG.hideFallbackMs - 2);
        expect(took).to.be.below(5000);
        expect(el.state).to.equal('hidden');
        expect(dialog(el).open).to.equal(false);
        expect(await answer).to.equal('confirm');
      } finally {
        style.remove();
      }
    });
  }
});
