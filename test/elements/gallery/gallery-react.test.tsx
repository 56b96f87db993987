// A React 19 app renders the gallery's slides: it re-renders them (another picture, one less,
// another order) and unmounts the gallery after the visitor moved it, without a DOM error.
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../../elements/gallery/sq-gallery.ts';
import type { SqGallery } from '../../../elements/gallery/sq-gallery.ts';
import { uniqueName } from '../../helpers/image-server.ts';
import { sameNodes } from '../../helpers/owned-nodes.ts';

interface SlideData {
  id: string;
  src: string;
}

/** The app: a stacked gallery of `slides`, each a figure with a picture (keyed by its source). */
function Gallery({ slides }: { slides: SlideData[] }) {
  return (
    <sq-gallery data-block-json='{"design":"stacked","speed":0}' style={{ width: '600px' }}>
      {slides.map((slide) => (
        <figure key={slide.id} data-slide-id={slide.id}>
          <img
            key={slide.src}
            data-src={slide.src}
            data-image-dimensions="1500x1000"
            alt={`Picture ${slide.id}`}
          />
          <figcaption>{slide.id}</figcaption>
        </figure>
      ))}
    </sq-gallery>
  );
}

const shows = (img: HTMLImageElement | null): boolean =>
  !!img?.getAttribute('src') && img.complete && img.naturalWidth > 0;

describe('<sq-gallery> rendered by React', () => {
  let root: Root | undefined;
  let host: HTMLDivElement | undefined;

  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(() => {
    root?.unmount();
    host?.remove();
    root = host = undefined;
  });

  it('ARCHITECTURE: React swaps a picture, drops and reorders slides, then unmounts: no DOM error, the gallery follows', async () => {
    const label = uniqueName('react');
    const slide = (id: string, version = 1): SlideData => ({
      id,
      src: `/test-images/${label}-${id}-v${version}-1500x1000.jpg`,
    });
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const render = (slides: SlideData[]) =>
      flushSync(() => root!.render(<Gallery slides={slides} />));

    render(['a', 'b', 'c', 'd'].map((id) => slide(id)));
    const el = host.querySelector('sq-gallery') as SqGallery;
    await el.updateComplete;
    await waitUntil(() => shows(el.querySelector('img')), 'the first picture never showed');
    expect(await el.next()).to.equal(true);
    await waitUntil(() => shows(el.children[2]!.querySelector('img')));

    render([slide('d'), slide('b', 2), slide('a')]);
    expect([...el.children].map((child) => child.getAttribute('data-slide-id'))).to.deep.equal([
      'd',
      'b',
      'a',
    ]);
    await waitUntil(() => el.slideCount === 3, 'the gallery never followed');
    await el.updateComplete;
    const slots = [...el.shadowRoot!.querySelectorAll<HTMLSlotElement>('.s slot')];
    const drawn = slots.map((s) => s.assignedElements()[0]!);
    expect(sameNodes(drawn, [...el.children]), 'drawn in the new order').to.equal(true);
    expect(el.currentIndex, 'slide b is still the current one').to.equal(1);
    const swapped = el.children[1]!.querySelector('img')!;
    await waitUntil(() => shows(swapped), 'the new picture of b never showed');
    expect(swapped.getAttribute('src')).to.contain(`${label}-b-v2-1500x1000.jpg`);

    flushSync(() => root!.unmount());
    root = undefined;
    expect(el.isConnected).to.equal(false);
  });
});
