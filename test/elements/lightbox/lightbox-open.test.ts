import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import type { SqLightbox, SqLightboxDetail } from '../../../elements/lightbox/sq-lightbox.ts';
import { LIGHTBOX } from '../../../platform/constants/limits.ts';
import {
  CAPTIONS,
  counter,
  deepActiveElement,
  dialog,
  lightbox,
  nextEvent,
  part,
  shownCaption,
  visibleItems,
} from './lightbox-fixture.ts';

const child = (el: SqLightbox, i: number): HTMLElement => el.children[i] as HTMLElement;

describe('<sq-lightbox> opening and closing', () => {
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('SPEC §2: a click on an item opens the lightbox there, with its caption and counter', async () => {
    const el = await lightbox();
    expect(dialog(el).open).to.equal(false);
    const shown = nextEvent(el, 'sq-after-show');
    child(el, 1).querySelector('img')!.click();
    expect(await shown).to.deep.equal({ index: 1 });
    expect(dialog(el).open).to.equal(true);
    expect(el.isOpen).to.equal(true);
    expect(el.currentIndex).to.equal(1);
    expect(visibleItems(el)).to.have.length(1);
    expect(shownCaption(el)).to.equal(CAPTIONS[1]);
    expect(counter(el)).to.equal('2 of 3');
    expect(part(el, '[part~="counter"]').getAttribute('aria-live')).to.equal('polite');
    const img = visibleItems(el)[0]!.querySelector('sq-image img') as HTMLImageElement;
    expect(img.alt).to.equal('A wide dark brown bowl');
  });

  it('SPEC §2: a click on an item link opens the lightbox instead of following the link', async () => {
    const el = await lightbox();
    const url = location.href;
    child(el, 0).querySelector('a')!.click();
    await nextEvent(el, 'sq-after-show');
    expect(location.href).to.equal(url);
    expect(el.currentIndex).to.equal(0);
    const img = visibleItems(el)[0]!.querySelector('sq-image img') as HTMLImageElement;
    expect(img.dataset.src).to.equal('/test-images/celadon-vase-1500x1000.jpg');
  });

  it('SPEC §2: Enter on an item opens it; an image without a link is made a focusable button', async () => {
    const el = await lightbox();
    const image = child(el, 1).querySelector('img')!;
    expect(image.tabIndex).to.equal(0);
    expect(image.getAttribute('role')).to.equal('button');
    expect(image.getAttribute('aria-haspopup')).to.equal('dialog');
    image.focus();
    const shown = nextEvent(el, 'sq-after-show');
    await sendKeys({ press: 'Enter' });
    await shown;
    expect(el.currentIndex).to.equal(1);
  });

  it('SPEC §2: Space on an item link opens it', async () => {
    const el = await lightbox();
    child(el, 0).querySelector('a')!.focus();
    const shown = nextEvent(el, 'sq-after-show');
    await sendKeys({ press: 'Space' });
    await shown;
    expect(el.currentIndex).to.equal(0);
  });

  it('opened again at once after closing, it stays open (the late close event of the first is not a close request)', async () => {
    const el = await lightbox();
    await el.open(0);
    expect(await el.close()).to.equal(true);
    const closes: unknown[] = [];
    el.addEventListener('sq-close', (event) => closes.push(event));
    expect(await el.open(1)).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog(el).open).to.equal(true);
    expect(el.isOpen).to.equal(true);
    expect(closes).to.deep.equal([]);
    await el.close();
  });

  it('a11y (modal dialog): focus moves in, to the close button, and back to the opener on close', async () => {
    const el = await lightbox();
    const image = child(el, 2).querySelector('img')!;
    image.focus();
    const shown = nextEvent(el, 'sq-after-show');
    await sendKeys({ press: 'Enter' });
    await shown;
    expect(deepActiveElement()).to.equal(part(el, '[part~="close"]'));
    const closed = nextEvent(el, 'sq-after-close');
    await sendKeys({ press: 'Enter' });
    await closed;
    expect(dialog(el).open).to.equal(false);
    expect(el.isOpen).to.equal(false);
    expect(document.activeElement).to.equal(image);
  });

  it('SPEC §9: Escape closes the lightbox (sq-close, then sq-after-close)', async () => {
    const el = await lightbox();
    await el.open(2);
    const seen: string[] = [];
    el.addEventListener('sq-close', () => seen.push('sq-close'));
    el.addEventListener('sq-after-close', () => seen.push('sq-after-close'));
    const closed = nextEvent<SqLightboxDetail>(el, 'sq-after-close');
    await sendKeys({ press: 'Escape' });
    expect(await closed).to.deep.equal({ index: 2 });
    expect(seen).to.deep.equal(['sq-close', 'sq-after-close']);
    expect(dialog(el).open).to.equal(false);
  });

  it('a11y (modal dialog): the page behind is inert: outside buttons take no focus or clicks', async () => {
    const el = await lightbox();
    const outside = el.parentElement!.querySelector<HTMLButtonElement>('#after')!;
    let clicks = 0;
    outside.addEventListener('click', () => clicks++);
    await el.open(0);
    outside.focus();
    expect(document.activeElement).to.not.equal(outside);
    const reached = new Set<Element | null>();
    for (let i = 0; i < 6; i += 1) {
      await sendKeys({ press: 'Tab' });
      reached.add(deepActiveElement());
    }
    // Tab cycles through the dialog's controls (and the browser's own UI, seen as the body).
    const inside = [...reached].filter((node) => node !== document.body);
    expect(inside.map((node) => node?.getAttribute('part'))).to.have.members([
      'close',
      'previous',
      'next',
    ]);
    const box = outside.getBoundingClientRect();
    expect(document.elementFromPoint(box.x + 2, box.y + 2)).to.not.equal(outside);
    expect(clicks).to.equal(0);
  });

  it('SPEC §3: cancelling sq-open keeps it closed and open() resolves false', async () => {
    const el = await lightbox();
    el.addEventListener('sq-open', (event) => event.preventDefault(), { once: true });
    expect(await el.open(1)).to.equal(false);
    expect(dialog(el).open).to.equal(false);
    expect(await el.open(1)).to.equal(true);
    expect(dialog(el).open).to.equal(true);
  });

  it('SPEC §3: cancelling sq-close keeps it open (button, Escape, close())', async () => {
    const el = await lightbox();
    await el.open(0);
    let refused = 0;
    const refuse = (event: Event): void => {
      refused += 1;
      event.preventDefault();
    };
    el.addEventListener('sq-close', refuse);
    expect(await el.close()).to.equal(false);
    part(el, '[part~="close"]').click();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(refused).to.equal(3);
    expect(dialog(el).open).to.equal(true);
    expect(el.isOpen).to.equal(true);
    el.removeEventListener('sq-close', refuse);
    expect(await el.close()).to.equal(true);
    expect(dialog(el).open).to.equal(false);
  });

  it('SPEC §9: opening fades the overlay in over 0.6 s at opacity 0.95', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await lightbox();
    const shown = el.open(0);
    await el.updateComplete;
    const [fade] = dialog(el).getAnimations();
    expect(fade?.effect?.getTiming().duration).to.equal(LIGHTBOX.speedS * 1000);
    expect(getComputedStyle(dialog(el)).backgroundColor).to.match(/ 0\.95\)$/);
    expect(await shown).to.equal(true);
    expect(dialog(el).getAnimations()).to.have.length(0);
  });

  it('SPEC §9 + reduced motion: opening and closing run no animation', async () => {
    const el = await lightbox();
    const shown = el.open(0);
    await el.updateComplete;
    expect(dialog(el).getAnimations()).to.have.length(0);
    await shown;
    const closed = el.close();
    expect(dialog(el).getAnimations()).to.have.length(0);
    await closed;
  });

  it('SPEC §3: items set as a property take the place of the children; meta is plain text', async () => {
    const el = await fixture<SqLightbox>(html`<sq-lightbox></sq-lightbox>`);
    const content = document.createElement('div');
    content.textContent = 'Picture';
    el.items = [{ id: 'x', content, meta: '<b>Bold?</b> no' }];
    expect(await el.open()).to.equal(true);
    const meta = part(el, '[part~="meta"]');
    expect(meta.textContent).to.equal('<b>Bold?</b> no');
    expect(meta.querySelector('b')).to.equal(null);
    expect(part(el, '[part~="next"]'), 'no previous/next for a single item').to.equal(null);
    await el.close();
  });

  it('contract 3: invalid data-block-json keeps the server markup and refuses to open', async () => {
    const el = await lightbox('{"loop":"yes"}');
    expect(el.getAttribute('data-sq-error')).to.contain('loop');
    child(el, 0)
      .querySelector('a')!
      .addEventListener('click', (e) => e.preventDefault());
    child(el, 0).querySelector('a')!.click();
    expect(await el.open(0)).to.equal(false);
    expect(dialog(el)).to.equal(null);
  });

  it('labels translate the texts; controls false leaves out the previous/next buttons', async () => {
    const labels = { dialog: 'Visionneuse', close: 'Fermer', counter: '{index} / {count}' };
    const el = await lightbox(JSON.stringify({ labels, controls: false }));
    await el.open(1);
    expect(dialog(el).getAttribute('aria-label')).to.equal('Visionneuse');
    expect(part(el, '[part~="close"]').getAttribute('aria-label')).to.equal('Fermer');
    expect(counter(el)).to.equal('2 / 3');
    expect(part(el, '[part~="previous"]')).to.equal(null);
    expect(part(el, '[part~="next"]')).to.equal(null);
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`SPEC §2: the open lightbox is accessible (${theme} theme)`, async () => {
      const el = await lightbox(JSON.stringify({ theme }));
      await el.open(1);
      await expect(el).to.be.accessible();
      const color = getComputedStyle(part(el, '[part~="meta"]')).color;
      expect(color).to.equal(theme === 'dark' ? 'rgb(255, 255, 255)' : 'rgb(17, 17, 17)');
      await el.close();
      await expect(el).to.be.accessible();
    });
  }
});
