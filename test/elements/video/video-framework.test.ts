// A framework (React, or any other) owns the video's server markup: the element never moves or
// wraps the poster, and follows it when the framework takes it away or puts another in.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/video/sq-video.ts';
import type { SqVideo } from '../../../elements/video/sq-video.ts';
import { uniqueName } from '../../helpers/image-server.ts';
import { expectOwned, rendered } from '../../helpers/owned-nodes.ts';
import { playButton, player, posterImage, posterLoaded } from './video-fixture.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A poster picture named `name` (1600x900) with `alt`. */
const poster = (name: string, alt: string): string =>
  `<img data-src="/test-images/${name}-1600x900.jpg" data-image-dimensions="1600x900" alt="${alt}">`;

/** `<sq-video>` markup around `inner`, parsed; on the page after a button, in a container. */
async function mount(inner: string) {
  const { el, owned } = rendered<SqVideo>(
    `<sq-video data-block-json='${JSON.stringify({ url: YOUTUBE, mode: null })}'>${inner}</sq-video>`,
  );
  const container = await fixture<HTMLDivElement>(
    html`<div style="width:480px">
      <button>Before</button>
    </div>`,
  );
  container.appendChild(el);
  await el.updateComplete;
  return { el, owned, container, before: container.querySelector('button')! };
}

describe('<sq-video> under a framework', () => {
  it('ARCHITECTURE: upgrading, loading the poster, playing and stopping leave the markup where it was rendered; the fallback link is no stop', async () => {
    const { el, owned, before } = await mount(
      `<a href="${YOUTUBE}">${poster(uniqueName('linked'), 'Glazing a bowl')}</a>`,
    );
    await posterLoaded(el);
    const link = el.querySelector('a')!;
    expect(link.slot).to.equal('poster');
    expect(posterImage(el)!.checkVisibility()).to.equal(true);
    before.focus();
    await sendKeys({ press: 'Tab' });
    const focused = el.shadowRoot!.activeElement;
    expect(focused === playButton(el), 'Tab goes from the page to the play button').to.equal(true);
    expectOwned(owned, 'after the poster loaded');
    expect(await el.play()).to.equal(true);
    el.stop();
    await el.updateComplete;
    expectOwned(owned, 'after playing and stopping');
    expect(el.querySelector('sq-image')).to.equal(null);
  });

  it('the framework takes the poster away and puts another in: nothing throws, the new one shows', async () => {
    const { el, container } = await mount(poster(uniqueName('first'), 'Glazing a bowl'));
    await posterLoaded(el);
    el.removeChild(el.querySelector('img')!);
    await waitUntil(
      () => playButton(el)?.getAttribute('aria-label') === 'Play video',
      'the play button kept the name of the poster taken away',
    );
    const template = document.createElement('template');
    template.innerHTML = poster(uniqueName('second'), 'Trimming a foot');
    const img = el.appendChild(template.content.firstElementChild!) as HTMLImageElement;
    await posterLoaded(el);
    expect(posterImage(el) === img, 'the new <img> is the poster').to.equal(true);
    expect(img.parentNode === el, 'where it was put').to.equal(true);
    await waitUntil(
      () => playButton(el)?.getAttribute('aria-label') === 'Play video: Trimming a foot',
      'the play button never took the new poster’s name',
    );
    await el.play();
    expect(player(el)).not.to.equal(null);
    container.removeChild(el);
    expect(img.hasAttribute('slot'), 'the markup is given back as it was').to.equal(false);
  });
});
