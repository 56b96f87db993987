import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { add, banner, cleanUp, part } from './helpers.ts';

/** A button, after a page's worth of content when `far`. */
function control(label: string, far = false): HTMLButtonElement {
  const el = document.createElement('button');
  el.textContent = label;
  el.style.display = 'block';
  if (far) el.style.marginTop = `${innerHeight * 3}px`;
  return add(el);
}

const padding = (side: 'top' | 'bottom') =>
  document.documentElement.style.getPropertyValue(`scroll-padding-${side}`);

describe('<sq-cookie-banner> keeps focus in sight (WCAG 2.4.11)', () => {
  afterEach(() => {
    cleanUp();
    document.documentElement.removeAttribute('style');
    scrollTo(0, 0);
  });

  for (const position of ['BOTTOM', 'TOP'] as const) {
    it(`a control reached by Tab is not hidden behind a ${position} bar`, async () => {
      const start = control('Start');
      const far = control('Far below', true);
      control('Filler', true);
      const el = await banner({ cookieBannerPosition: position });
      const bar = part(el, 'base')!;
      bar.getAnimations().forEach((animation) => animation.finish());
      const side = position === 'TOP' ? 'top' : 'bottom';
      await waitUntil(() => padding(side) !== '', 'no scroll padding on the bar edge');
      expect(padding(side)).to.equal(`${Math.ceil(bar.getBoundingClientRect().height)}px`);
      if (position === 'TOP') {
        // Up to the far control from below it, so it comes into view at the top edge.
        control('End', true).focus();
        await sendKeys({ down: 'Shift' });
        await sendKeys({ press: 'Tab' });
        await sendKeys({ press: 'Tab' });
        await sendKeys({ up: 'Shift' });
      } else {
        start.focus();
        await sendKeys({ press: 'Tab' });
      }
      expect(document.activeElement === far, 'the far control has focus').to.equal(true);
      const target = far.getBoundingClientRect();
      const cover = bar.getBoundingClientRect();
      if (position === 'TOP') expect(target.top).to.be.at.least(cover.bottom - 1);
      else expect(target.bottom).to.be.at.most(cover.top + 1);
    });
  }

  it('gives the page its own scroll padding back once the visitor decided', async () => {
    document.documentElement.style.setProperty('scroll-padding-bottom', '12px');
    const el = await banner();
    await waitUntil(() => padding('bottom') !== '12px', 'the bar never set the padding');
    el.accept();
    expect(padding('bottom')).to.equal('12px');
  });

  it('a popup leaves the scroll padding alone', async () => {
    await banner({ cookieBannerVariant: 'POPUP' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(padding('bottom')).to.equal('');
    expect(padding('top')).to.equal('');
  });
});
