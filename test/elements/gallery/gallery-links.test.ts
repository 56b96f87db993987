import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { slideHash } from '../../../elements/gallery/motion/history-hash.ts';
import type { SqGallery } from '../../../elements/gallery/sq-gallery.ts';
import type { SqLightbox } from '../../../elements/lightbox/sq-lightbox.ts';
import { THUMBNAIL_MARGIN_CAP } from '../../../platform/constants/limits.ts';
import { gallery, part, parts, slide, specs } from './gallery-fixture.ts';

/** A stacked slideshow `main` and a strip linked to it (`linkedTo`), five slides each. */
async function linkedPair(mainJson: object) {
  const box = await fixture<HTMLElement>(
    html`<div style="width:600px">
      <sq-gallery id="main" data-block-json=${JSON.stringify(mainJson)}
        >${specs(5).map(slide)}</sq-gallery
      >
      <sq-gallery data-block-json='{"design":"strip","linkedTo":"main","speed":0}'
        >${specs(5).map(slide)}</sq-gallery
      >
    </div>`,
  );
  const [main, strip] = [...box.querySelectorAll('sq-gallery')] as SqGallery[];
  await main!.updateComplete;
  await strip!.updateComplete;
  await nextFrame();
  return { main: main!, strip: strip! };
}

/** A pointer drag across `target` from x0 to x1 at mid-height (synthetic pointer events). */
function drag(target: Element, x0: number, x1: number): void {
  const r = target.getBoundingClientRect();
  const y = r.top + r.height / 2;
  const fire = (type: string, x: number) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        pointerId: 3,
        pointerType: 'touch',
        isPrimary: true,
        clientX: r.left + x,
        clientY: y,
        buttons: type === 'pointerup' ? 0 : 1,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
  fire('pointerdown', x0);
  for (let step = 1; step <= 4; step++) fire('pointermove', x0 + ((x1 - x0) * step) / 4);
  fire('pointerup', x1);
}

describe('<sq-gallery> linking, thumbnails, hash, lightbox, swipe', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('SPEC §4 linked galleries: a linked strip and the slideshow keep the same index both ways', async () => {
    const { main, strip } = await linkedPair({ design: 'stacked', speed: 0 });
    const items = parts(strip, '.i[role=button]');
    expect(items).to.have.length(5);
    items[3]!.click();
    await waitUntil(() => main.currentIndex === 3 && !main.inMotion);
    expect(strip.currentIndex).to.equal(3);
    expect(part(strip, '.s.on .i').getAttribute('aria-current')).to.equal('true');
    await main.next();
    await waitUntil(() => !strip.inMotion);
    expect(strip.currentIndex).to.equal(4);
    await expect(main.parentElement!).to.be.accessible();
  });

  it('SPEC §4 linked galleries: an index change is refused while either gallery is in motion', async () => {
    const { main, strip } = await linkedPair({ design: 'stacked' });
    const moving = main.next();
    expect(await strip.goTo(3), 'the linked strip while the slideshow moves').to.equal(false);
    expect(await main.goTo(3)).to.equal(false);
    expect(await moving).to.equal(true);
    expect([main.currentIndex, strip.currentIndex]).to.deep.equal([1, 1]);
    expect(await strip.goTo(3)).to.equal(true);
    await waitUntil(() => !main.inMotion, 'the slideshow follows', { timeout: 3000 });
    expect(main.currentIndex).to.equal(3);
  });

  it('SPEC §3 thumbnails: a thumbnail strip under the slideshow selects the slide', async () => {
    const el = await gallery({ design: 'stacked', speed: 0, thumbnails: true });
    const thumbs = parts<HTMLButtonElement>(el, '[part~=thumbnail]');
    expect(thumbs.map((t) => t.getAttribute('aria-label'))).to.deep.equal([
      'Slide 1',
      'Slide 2',
      'Slide 3',
      'Slide 4',
      'Slide 5',
    ]);
    thumbs[3]!.click();
    await waitUntil(() => el.currentIndex === 3 && !el.inMotion);
    await el.updateComplete;
    expect(thumbs.map((t) => t.getAttribute('aria-current'))).to.deep.equal([
      'false',
      'false',
      'false',
      'true',
      'false',
    ]);
    expect(part(el, '[part=thumbnails]').getBoundingClientRect().height).to.equal(80);
    await expect(el).to.be.accessible();
  });

  it('a slide that opens the lightbox is a button named by its alt text and the caption a visitor sees (WCAG 2.5.3)', async () => {
    const captions = ['', 'Sold, thank you', 'Picture'];
    const el = await gallery(
      { design: 'grid', lightbox: true },
      specs(3, (i) => ({ caption: captions[i] })),
    );
    const names = parts(el, '.i[role=button]').map((item) => item.getAttribute('aria-label'));
    expect(names).to.deep.equal(['Picture 1', 'Picture 2, Sold, thank you', 'Picture 3']);
    await expect(el).to.be.accessible();
  });

  it('SPEC §9 thumbnail margin is capped at 5; square-thumbs and thumbnails-per-row size them', async () => {
    const el = await gallery(
      {
        design: 'stacked',
        thumbnails: true,
        'thumbnail-strip-margin': 12,
        'thumbnail-strip-height': 60,
        'square-thumbs': true,
      },
      specs(3, (i) => (i === 1 ? { type: 'video' } : {})),
    );
    const [a, b] = parts(el, '[part~=thumbnail]').map((t) => t.getBoundingClientRect());
    expect(b!.left - a!.right).to.equal(THUMBNAIL_MARGIN_CAP);
    expect([a!.width, a!.height, b!.width]).to.deep.equal([60, 60, 60]);
    const wide = await gallery(
      { design: 'stacked', thumbnails: true, 'thumbnail-strip-height': 36 },
      specs(3, (i) => (i === 1 ? { type: 'video' } : {})),
    );
    const video = parts(wide, '[part~=thumbnail]')[1]!.getBoundingClientRect();
    expect(video.width).to.be.closeTo(64, 0.5); // 16:9 at 36 px high
    const perRow = await gallery(
      { design: 'strip', thumbnails: true, 'thumbnails-per-row': 4 },
      specs(6),
    );
    const thumb = parts(perRow, '[part~=thumbnail]')[0]!.getBoundingClientRect();
    expect(thumb.width).to.be.closeTo((600 - 3 * 2) / 4, 0.5);
  });

  it('SPEC §2 gallery hash: a hash naming a slide selects it on load; each change is written back', async () => {
    history.replaceState(null, '', `#${location.origin}/gallery/s3`);
    const el = await gallery({
      design: 'stacked',
      speed: 0,
      historyHash: true,
      collectionUrl: '/gallery',
    });
    expect(el.currentIndex).to.equal(3);
    await el.next();
    expect(location.hash).to.equal(slideHash('/gallery', 's4'));
    expect(location.hash).to.equal(`#${location.origin}/gallery/s4`);
  });

  it('SPEC §2: without historyHash the hash neither selects nor changes', async () => {
    history.replaceState(null, '', `#${location.origin}/gallery/s3`);
    const el = await gallery({ design: 'stacked', speed: 0, collectionUrl: '/gallery' });
    expect(el.currentIndex).to.equal(0);
    await el.next();
    expect(location.hash).to.equal(`#${location.origin}/gallery/s3`);
  });

  it('SPEC §2 lightbox: clicking an item opens <sq-lightbox> at that item', async () => {
    const el = await gallery({ design: 'grid', lightbox: true, lightboxTheme: 'light' });
    const items = parts(el, '.i[role=button]');
    expect(items.map((i) => i.tabIndex)).to.deep.equal([0, 0, 0, 0, 0]);
    await expect(el).to.be.accessible();
    items[2]!.click();
    const opened = () => document.querySelector<SqLightbox>('sq-lightbox')?.isOpen;
    await waitUntil(opened, 'the lightbox opens', { timeout: 4000 });
    const box = document.querySelector<SqLightbox>('sq-lightbox')!;
    expect(box.currentIndex).to.equal(2);
    expect(JSON.parse(box.getAttribute('data-block-json')!)).to.include({ theme: 'light' });
    expect(box.items.map((item) => item.id)).to.deep.equal(['s0', 's1', 's2', 's3', 's4']);
    await box.close();
  });

  describe('SPEC §2 lightbox deep links', () => {
    const path = location.pathname;
    afterEach(async () => {
      for (const box of document.querySelectorAll<SqLightbox>('sq-lightbox')) {
        if (box.isOpen) await box.close();
        box.remove();
      }
      history.replaceState(null, '', path);
    });
    const openedAt = async (): Promise<number | undefined> => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const box = document.querySelector<SqLightbox>('sq-lightbox');
      return box?.isOpen ? box.currentIndex : undefined;
    };

    it('a plain #itemId opens the grid’s lightbox at that item', async () => {
      history.replaceState(null, '', `${path}#s3`);
      await gallery({ design: 'grid', lightbox: true });
      await waitUntil(() => document.querySelector<SqLightbox>('sq-lightbox')?.isOpen, 'opens', {
        timeout: 4000,
      });
      expect(document.querySelector<SqLightbox>('sq-lightbox')!.currentIndex).to.equal(3);
    });

    it('the last path segment opens the grid’s lightbox at that item', async () => {
      history.replaceState(null, '', `/pieces/s2`);
      await gallery({ design: 'grid', lightbox: true });
      await waitUntil(() => document.querySelector<SqLightbox>('sq-lightbox')?.isOpen, 'opens', {
        timeout: 4000,
      });
      expect(document.querySelector<SqLightbox>('sq-lightbox')!.currentIndex).to.equal(2);
    });

    it('a slideshow’s hash (historyHash) never opens another gallery’s lightbox', async () => {
      history.replaceState(null, '', `${path}#${location.origin}${path.replace(/\/$/, '')}/s2`);
      const page = await fixture<HTMLElement>(
        html`<div>
          <sq-gallery
            style="width:600px"
            data-block-json='{"design":"stacked","speed":0,"historyHash":true}'
            >${specs(5).map(slide)}</sq-gallery
          >
          <sq-gallery style="width:600px" data-block-json='{"design":"grid","lightbox":true}'
            >${specs(5).map(slide)}</sq-gallery
          >
        </div>`,
      );
      const [slideshow] = page.querySelectorAll<SqGallery>('sq-gallery');
      await slideshow!.updateComplete;
      await nextFrame();
      expect(slideshow!.currentIndex, 'the slideshow the hash is for').to.equal(2);
      expect(await openedAt()).to.equal(undefined);
    });
  });

  it('SPEC §2 lightbox: Enter or Space on a focused item opens it', async () => {
    const el = await gallery({ design: 'carousel', lightbox: true }, specs(3), 800);
    parts(el, '.i[role=button]')[1]!.focus();
    await sendKeys({ press: 'Enter' });
    const opened = () => document.querySelector<SqLightbox>('sq-lightbox')?.isOpen;
    await waitUntil(opened, 'the lightbox opens', { timeout: 4000 });
    const box = document.querySelector<SqLightbox>('sq-lightbox')!;
    expect(box.currentIndex).to.equal(1);
    await box.close();
    parts(el, '.i[role=button]')[2]!.focus();
    await sendKeys({ press: ' ' });
    await waitUntil(() => box.isOpen && box.currentIndex === 2);
    await box.close();
  });

  it('SPEC §4 carousel: Tab to an item of another group pages the carousel there', async () => {
    const el = await gallery({ design: 'carousel', lightbox: true, speed: 0 }, specs(6), 800);
    parts(el, '.i[role=button]')[2]!.focus();
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => el.currentGroup === 1 && !el.inMotion);
    const track = part(el, '.track').getBoundingClientRect();
    expect(parts(el, '.s')[3]!.getBoundingClientRect().left).to.be.closeTo(track.left, 1);
  });

  it('SPEC §9 swipe: a drag of more than 50 px moves a stacked slideshow to the next slide', async () => {
    const el = await gallery({ design: 'stacked', speed: 0 });
    drag(part(el, '.track'), 400, 300);
    await waitUntil(() => el.currentIndex === 1 && !el.inMotion);
    drag(part(el, '.track'), 200, 320);
    await waitUntil(() => el.currentIndex === 0 && !el.inMotion);
  });

  it('SPEC §5 swipe boundary hard: with loop off, a drag past the last slide does nothing', async () => {
    const el = await gallery({ design: 'stacked', speed: 0, loop: false, startIndex: 4 });
    let ends = 0;
    el.addEventListener('sq-reached-end', () => ends++);
    drag(part(el, '.track'), 400, 250);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([el.currentIndex, ends]).to.deep.equal([4, 0]);
  });

  it('SPEC §9 swipe: a strip follows the finger, then settles on the next slide', async () => {
    const el = await gallery({ design: 'strip', speed: 0, 'active-alignment': 'start' }, specs(6));
    const track = part(el, '.track');
    const r = track.getBoundingClientRect();
    const at = (type: string, x: number) =>
      track.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 4,
          pointerType: 'touch',
          isPrimary: true,
          clientX: r.left + x,
          clientY: r.top + 50,
          buttons: 1,
          bubbles: true,
          composed: true,
          cancelable: true,
        }),
      );
    at('pointerdown', 400);
    at('pointermove', 380);
    at('pointermove', 300);
    expect(track.scrollLeft, 'follows the finger').to.be.closeTo(100, 1);
    at('pointerup', 300);
    await waitUntil(() => el.currentIndex === 1 && !el.inMotion);
    const current = part(el, '.s.on').getBoundingClientRect();
    expect(current.left).to.be.closeTo(r.left, 1);
  });

  it('SPEC §3 video slides: a caption goes while the film plays (sq-play) and comes back when it stops (sq-pause)', async () => {
    const el = await fixture<SqGallery>(
      html`<sq-gallery style="width:600px" data-block-json='{"design":"stacked"}'>
        <figure data-slide-id="v" data-type="video">
          <sq-video data-block-json='{"url":"/videos/glaze.webm"}'></sq-video>
          <figcaption>Throwing a vase</figcaption>
        </figure>
        ${slide({ id: 'a' }, 1)}
      </sq-gallery>`,
    );
    await el.updateComplete;
    const video = el.querySelector('sq-video')!;
    const caption = el.querySelector('figcaption')!;
    const fire = (type: string) =>
      video.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail: {} }));
    expect(caption.checkVisibility(), 'shown before play').to.equal(true);
    fire('sq-play');
    expect(caption.checkVisibility(), 'gone while it plays').to.equal(false);
    fire('sq-pause');
    expect(caption.checkVisibility(), 'back when it stops').to.equal(true);
  });

  it('a long caption word breaks inside a narrow slide instead of being cut off', async () => {
    const el = await fixture<SqGallery>(
      html`<sq-gallery style="width:300px" data-block-json='{"design":"grid"}'>
        ${[0, 1, 2, 3].map(
          (i) =>
            html`<figure data-slide-id=${`s${i}`}>
              <img
                src="/test-images/glaze-1500x1000.jpg"
                data-image-dimensions="1500x1000"
                alt=""
              />
              <figcaption>Tenmokuteabowlwithironspots</figcaption>
            </figure>`,
        )}
      </sq-gallery>`,
    );
    await el.updateComplete;
    await nextFrame();
    const caption = el.querySelector('figcaption')!;
    expect(caption.scrollWidth, 'no text beyond the edge').to.be.at.most(caption.clientWidth);
  });

  it('SPEC §3 video slides: the picture inside an <sq-video> is left to it; mixedContent false makes it an image', async () => {
    const el = await fixture<SqGallery>(
      html`<sq-gallery style="width:600px" data-block-json='{"design":"strip"}'>
        <div data-slide-id="v" data-type="video">
          <sq-video data-block-json='{"url":"/videos/glaze.webm"}'
            ><img
              data-src="/test-images/glaze-1500x1000.jpg"
              data-image-dimensions="1500x1000"
              alt="Glazing"
          /></sq-video>
        </div>
        ${slide({ id: 'a' }, 1)}
      </sq-gallery>`,
    );
    await el.updateComplete;
    await nextFrame();
    expect(el.querySelector('sq-video img')!.parentElement!.localName).to.equal('sq-video');
    expect(parts(el, '.s')[0]!.getBoundingClientRect().width).to.be.closeTo((300 * 16) / 9, 0.5);
    el.setAttribute('data-block-json', '{"design":"strip","mixedContent":false}');
    await el.updateComplete;
    expect(parts(el, '.s')[0]!.getBoundingClientRect().width).to.be.closeTo(450, 0.5);
  });
});
