// A framework (React, or any other) owns a standalone lightbox's children: the lightbox never
// moves them, and its items follow them when they are removed, added or reordered, even while
// it is open.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../elements/lightbox/sq-lightbox.ts';
import type { SqLightbox } from '../../../elements/lightbox/sq-lightbox.ts';
import { expectOwned, reorder, rendered } from '../../helpers/owned-nodes.ts';
import { counter, dialog, nextEvent, shownCaption } from './lightbox-fixture.ts';

/** One child item: a figure with a picture and the caption `name`. */
const item = (name: string): string => `<figure data-slide-id="${name}">
    <img data-src="/test-images/${name}-1500x1000.jpg" data-image-dimensions="1500x1000" alt="${name}">
    <figcaption>${name}</figcaption>
  </figure>`;

/** A standalone lightbox around items named `names`, on the page in a container the test owns. */
async function mount(names: string[]) {
  const { el, owned } = rendered<SqLightbox>(
    `<sq-lightbox data-block-json="{}">${names.map(item).join('')}</sq-lightbox>`,
  );
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  container.appendChild(el);
  await el.updateComplete;
  return { el, owned, container };
}

/** Opens `el` with a click on the picture of its child `i`. */
async function openAt(el: SqLightbox, i: number): Promise<void> {
  const shown = nextEvent(el, 'sq-after-show');
  el.children[i]!.querySelector('img')!.click();
  await shown;
}

/** Waits until `el` drew its items again. */
const drawn = async (el: SqLightbox) => {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
};

describe('<sq-lightbox> under a framework', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('ARCHITECTURE: children removed, added and reordered while open are followed; the item shown stays shown', async () => {
    const { el, owned } = await mount(['celadon', 'tenmoku', 'ash']);
    await openAt(el, 1);
    expect(counter(el)).to.equal('2 of 3');
    expectOwned(owned, 'after opening');

    el.removeChild(el.children[0]!);
    await drawn(el);
    expect(el.isOpen).to.equal(true);
    expect(shownCaption(el)).to.equal('tenmoku');
    expect(counter(el)).to.equal('1 of 2');

    const template = document.createElement('template');
    template.innerHTML = item('shino').trim();
    el.appendChild(template.content.firstElementChild!);
    reorder(el, [2, 0, 1]);
    await drawn(el);
    expect([...el.children].map((child) => child.getAttribute('data-slide-id'))).to.deep.equal([
      'shino',
      'tenmoku',
      'ash',
    ]);
    expect(shownCaption(el)).to.equal('tenmoku');
    expect(counter(el)).to.equal('2 of 3');
    expect(el.previous()).to.equal(true);
    await el.updateComplete;
    expect(shownCaption(el)).to.equal('shino');
    await el.close();
  });

  it('the framework removes every item while the lightbox is open: it closes and gives focus back', async () => {
    const { el, container } = await mount(['celadon', 'tenmoku']);
    const before = container.appendChild(document.createElement('button'));
    before.textContent = 'Before';
    before.focus();
    await openAt(el, 0);
    const closed = nextEvent(el, 'sq-after-close');
    for (const child of [...el.children]) el.removeChild(child);
    await closed;
    expect(el.isOpen).to.equal(false);
    expect(dialog(el).open).to.equal(false);
    await waitUntil(() => document.activeElement === before, 'focus never came back');
    container.removeChild(el);
  });
});
