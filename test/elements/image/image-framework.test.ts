// A framework (React, or any other) owns the `<img>` inside `<sq-image>`: the element draws it
// where it stands, and follows it when the framework puts another `<img>` in or changes its
// picture.
import { expect, fixture, html } from '@open-wc/testing';
import type { SqImage } from '../../../elements/image/image.ts';
import { uniqueName } from '../../helpers/image-server.ts';
import { expectOwned, rendered } from '../../helpers/owned-nodes.ts';
import { imageMarkup, nextLoad } from '../../helpers/sq-image-fixture.ts';

/** The element from `markup`, put on the page in a container the test owns, with its first load. */
async function mount(markup: string) {
  const { el, owned } = rendered<SqImage>(markup);
  const loaded = nextLoad(el);
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  container.appendChild(el);
  await el.updateComplete;
  return { el, owned, container, loaded };
}

describe('<sq-image> under a framework', () => {
  it('ARCHITECTURE: the framework puts another <img> in: it is drawn in place, the old one is let go', async () => {
    const first = uniqueName('first');
    const second = uniqueName('second');
    const { el, owned, container, loaded } = await mount(
      imageMarkup(`/test-images/${first}.jpg`, { load: 'eager' }, 'width:320px'),
    );
    await loaded;
    expectOwned(owned, 'after loading');
    const old = el.querySelector('img')!;
    const img = document.createElement('img');
    img.dataset.src = `/test-images/${second}.jpg`;
    img.setAttribute('data-image-dimensions', '1500x1000');
    img.alt = 'Hills at dawn';
    const next = nextLoad(el);
    el.insertBefore(img, old);
    el.removeChild(old);
    expect((await next).src).to.equal(`/test-images/${second}.jpg?format=500w`);
    expect(img.getAttribute('src')).to.equal(`/test-images/${second}.jpg?format=500w`);
    expect(img.parentNode === el, 'the new <img> stays where it was put').to.equal(true);
    expect(img.style.objectFit).to.equal('cover');
    container.removeChild(el);
  });

  it('the framework changes the <img>’s data-src: the new picture loads', async () => {
    const first = uniqueName('before');
    const second = uniqueName('after');
    const { el, loaded } = await mount(
      imageMarkup(`/test-images/${first}.jpg`, { load: 'eager' }, 'width:320px'),
    );
    await loaded;
    const next = nextLoad(el);
    el.querySelector('img')!.dataset.src = `/test-images/${second}.jpg`;
    expect((await next).src).to.equal(`/test-images/${second}.jpg?format=500w`);
    expect(el.loadedWidth).to.equal(500);
  });
});
