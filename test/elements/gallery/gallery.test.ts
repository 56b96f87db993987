import { expect, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SqGallerySlideChangeDetail } from '../../../elements/gallery/sq-gallery.ts';
import type { SqEvent } from '../../../elements/shared/events.ts';
import { gallery, nextEvent, part, parts, specs } from './gallery-fixture.ts';

/** Which slides a visitor sees (the slotted children that are visible). */
const visible = (el: HTMLElement): number[] =>
  [...el.children].flatMap((child, i) =>
    child.checkVisibility({ visibilityProperty: true }) ? [i] : [],
  );

describe('<sq-gallery> state and controls', () => {
  it('SPEC §3 + contract 4: the children become slides; a stacked gallery shows its start slide', async () => {
    const el = await gallery({ design: 'stacked', startIndex: 2 });
    expect([...el.children].map((child) => child.slot)).to.deep.equal([
      's0',
      's1',
      's2',
      's3',
      's4',
    ]);
    expect(el.slideCount).to.equal(5);
    expect(el.currentIndex).to.equal(2);
    expect(visible(el)).to.deep.equal([2]);
    expect(part(el, '.s.on').getAttribute('part')).to.equal('slide current');
    await expect(el).to.be.accessible();
  });

  it('APG carousel: a carousel region named by label, slides as groups "N of M", labelled buttons', async () => {
    const el = await gallery({ design: 'stacked', label: 'Recent firings' });
    const region = part(el, '[part=gallery]');
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal('Recent firings');
    const groups = parts(el, '[part~=slide]');
    expect(groups.map((g) => g.getAttribute('aria-label'))).to.deep.equal([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(groups.every((g) => g.getAttribute('role') === 'group')).to.equal(true);
    expect(groups[0]!.getAttribute('aria-roledescription')).to.equal('slide');
    expect(parts(el, 'button').map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Previous slide',
      'Next slide',
    ]);
    expect(part(el, '[part=slides]').getAttribute('aria-live')).to.equal('polite');
    const unnamed = await gallery({ design: 'strip' });
    expect(part(unnamed, '[part=gallery]').getAttribute('role')).to.equal('group');
    expect(part(unnamed, '[part=gallery]').getAttribute('aria-label')).to.equal('Gallery');
    expect(part(unnamed, '[part=gallery]').getAttribute('aria-roledescription')).to.equal(
      'carousel',
    );
  });

  it('SPEC §4: currentIndex wraps modulo the slide count, negatives counting from the end', async () => {
    const el = await gallery({ design: 'stacked', speed: 0 });
    expect(await el.goTo(7)).to.equal(true);
    expect(el.currentIndex).to.equal(2);
    const changed = nextEvent(el, 'sq-slide-change');
    el.currentIndex = -1;
    await changed;
    await nextFrame();
    expect(el.currentIndex).to.equal(4);
    expect(visible(el)).to.deep.equal([4]);
  });

  it('SPEC §4: index changes are refused while the gallery is in motion', async () => {
    const el = await gallery({ design: 'stacked' });
    const moving = el.next();
    expect(el.inMotion).to.equal(true);
    expect(el.matches(':state(in-motion)')).to.equal(true);
    expect(await el.goTo(3), 'goTo during the motion').to.equal(false);
    el.currentIndex = 4;
    expect(await el.previous(), 'previous during the motion').to.equal(false);
    expect(await moving).to.equal(true);
    expect(el.currentIndex).to.equal(1);
    expect(el.inMotion).to.equal(false);
    expect(el.matches(':state(in-motion)')).to.equal(false);
    expect(await el.goTo(3)).to.equal(true);
  });

  it('SPEC §4: with loop on, next after the last slide shows the first and previous the last', async () => {
    const el = await gallery({ design: 'stacked', speed: 0, loop: true, startIndex: -1 });
    expect(el.currentIndex).to.equal(4);
    part<HTMLButtonElement>(el, '.next').click();
    expect(el.currentIndex).to.equal(0);
    await nextFrame();
    part<HTMLButtonElement>(el, '.prev').click();
    expect(el.currentIndex).to.equal(4);
    expect(part(el, '.next').getAttribute('aria-disabled')).to.equal('false');
  });

  it('SPEC §4: with loop off, the ends fire sq-reached-end / sq-reached-beginning and disable the control', async () => {
    const el = await gallery({ design: 'stacked', speed: 0, loop: false, startIndex: 3 });
    expect(part(el, '.prev').getAttribute('aria-disabled')).to.equal('false');
    expect(await el.next()).to.equal(true);
    await el.updateComplete;
    expect(part(el, '.next').getAttribute('aria-disabled')).to.equal('true');
    const end = nextEvent<SqEvent<{ index: number }>>(el, 'sq-reached-end');
    part<HTMLButtonElement>(el, '.next').click();
    expect((await end).detail).to.deep.equal({ index: 4 });
    expect(el.currentIndex, 'the index stays').to.equal(4);
    await expect(el).to.be.accessible();

    await el.goTo(0);
    await el.updateComplete;
    expect(part(el, '.prev').getAttribute('aria-disabled')).to.equal('true');
    const beginning = nextEvent<SqEvent<{ index: number }>>(el, 'sq-reached-beginning');
    expect(await el.previous()).to.equal(false);
    expect((await beginning).detail).to.deep.equal({ index: 0 });
    await expect(el).to.be.accessible();
  });

  it('SPEC §4: sq-slide-change carries index, previousIndex and the slide id (else its URL)', async () => {
    const slides = specs(3, (i) => (i === 2 ? { id: '', url: '/gallery/ash-jar' } : {}));
    const el = await gallery({ design: 'stacked', speed: 0 }, slides);
    const changes: SqGallerySlideChangeDetail[] = [];
    el.addEventListener('sq-slide-change', (event) => changes.push(event.detail));
    await el.next();
    await el.next();
    expect(changes).to.deep.equal([
      { index: 1, previousIndex: 0, slideId: 's1' },
      { index: 2, previousIndex: 1, slideId: '/gallery/ash-jar' },
    ]);
  });

  it('SPEC §9: Arrow Right / Left (key codes 39 / 37) move the gallery while focus is inside', async () => {
    const el = await gallery({ design: 'stacked', speed: 0 });
    part(el, '.next').focus();
    await sendKeys({ press: 'ArrowRight' });
    await nextFrame();
    expect(el.currentIndex).to.equal(1);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await nextFrame();
    expect(el.currentIndex).to.equal(4);
  });

  it('SPEC §3 keyboard: false leaves the arrow keys alone', async () => {
    const el = await gallery({ design: 'stacked', speed: 0, keyboard: false });
    part(el, '.next').focus();
    await sendKeys({ press: 'ArrowRight' });
    await nextFrame();
    expect(el.currentIndex).to.equal(0);
    await sendKeys({ press: 'Enter' });
    await nextFrame();
    expect(el.currentIndex, 'the focused button still works').to.equal(1);
  });

  it('SPEC §9 click behaviour next: clicking a stacked slide shows the next one', async () => {
    const el = await gallery({ design: 'stacked', speed: 0 });
    const changed = nextEvent(el, 'sq-slide-change');
    el.children[0]!.querySelector('img')!.click();
    await changed;
    expect(el.currentIndex).to.equal(1);
  });

  it('SPEC §9 click behaviour next: a control inside a slide (a play button) keeps its click', async () => {
    const el = await gallery({ design: 'stacked', speed: 0 });
    const button = document.createElement('button');
    button.textContent = 'Play video';
    let pressed = 0;
    button.addEventListener('click', () => (pressed += 1));
    el.children[0]!.append(button);
    button.click();
    await nextFrame();
    expect(pressed).to.equal(1);
    expect(el.currentIndex, 'the slideshow stays on the slide').to.equal(0);
  });

  it('SPEC §3 clickBehavior none: clicking a stacked slide does nothing', async () => {
    const el = await gallery({ design: 'stacked', speed: 0, clickBehavior: 'none' });
    el.children[0]!.querySelector('img')!.click();
    await nextFrame();
    expect(el.currentIndex).to.equal(0);
  });

  it('SPEC §3 data-click-through-url: an http(s) or same-origin slide is a link; javascript: is not', async () => {
    const slides = specs(3, (i) => ({
      link: ['https://example.com/vase', '/shop/bowl', 'javascript:alert(1)'][i]!,
    }));
    const el = await gallery({ design: 'grid' }, slides);
    const links = parts<HTMLAnchorElement>(el, 'a.i').map((a) => a.href);
    expect(links).to.deep.equal(['https://example.com/vase', `${location.origin}/shop/bowl`]);
    await expect(el).to.be.accessible();
  });
});
