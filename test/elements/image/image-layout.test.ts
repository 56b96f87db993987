import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import {
  captureConsole,
  release,
  requestsFor,
  uniqueName,
  waitForRequests,
} from '../../helpers/image-server.ts';
import {
  frames,
  imageMarkup,
  mount,
  nextLoad,
  untilState,
} from '../../helpers/sq-image-fixture.ts';

const eager = { load: 'eager' };

/** An eager image of `box` with `data-image-focal-point="focal"` (and extra settings). */
async function cover(box: string, focal: string, settings: object = {}) {
  const name = uniqueName('focal');
  const markup = imageMarkup(
    `/test-images/${name}.jpg`,
    { ...eager, ...settings },
    box,
    `data-image-focal-point="${focal}"`,
  );
  const mounted = await mount(markup);
  await mounted.loaded;
  return { ...mounted, position: () => getComputedStyle(mounted.img).objectPosition };
}

const height = (el: Element) => el.getBoundingClientRect().height;

describe('<sq-image> layout', () => {
  beforeEach(async () => {
    await setViewport({ width: 800, height: 600, deviceScaleFactor: 1 });
  });

  it('SPEC §3 focalPoint: cover puts the focal point at the centre of the box', async () => {
    // 1500x1000 covering 300x300 is drawn 450x300: x = 150 - 0.6 * 450.
    const { img, position } = await cover('width:300px;height:300px', '0.6,0.5');
    expect(getComputedStyle(img).objectFit).to.equal('cover');
    expect(position()).to.equal('-120px 0px');
    expect(-120 + 0.6 * 450).to.equal(300 / 2);
  });

  it('SPEC §3 focalPoint: the image is clamped at its edges, never leaving a gap', async () => {
    expect((await cover('width:300px;height:300px', '0.95,0.5')).position()).to.equal('-150px 0px');
    expect((await cover('width:300px;height:300px', '0.02,0.5')).position()).to.equal('0px 0px');
    // 1500x1000 covering 600x200 is drawn 600x400; the bottom edge stops at y = 200 - 400.
    expect((await cover('width:600px;height:200px', '0.5,0.9')).position()).to.equal('0px -200px');
  });

  it('SPEC §3 focalPoint: the JSON focalPoint overrides the attribute; a resize re-centres it', async () => {
    const { el, position } = await cover('width:300px;height:300px', '0.1,0.5', {
      focalPoint: { x: 0.6, y: 0.5 },
    });
    expect(position()).to.equal('-120px 0px');
    el.style.width = '600px';
    el.style.height = '200px';
    await frames(3);
    expect(position()).to.equal('0px -100px');
  });

  it('SPEC §3 cropMode contain: the whole image fits, centred, and is sized for the fitted width', async () => {
    const name = uniqueName('contain');
    const { img, loaded } = await mount(
      imageMarkup(
        `/test-images/${name}.jpg`,
        { ...eager, cropMode: 'contain' },
        'width:300px;height:300px',
      ),
    );
    expect((await loaded).width).to.equal(300);
    expect(getComputedStyle(img).objectFit).to.equal('contain');
    expect(getComputedStyle(img).objectPosition).to.equal('50% 50%');
    expect([img.clientWidth, img.clientHeight]).to.deep.equal([300, 300]);
  });

  it('SPEC §3 cropMode none: the height follows the aspect ratio, reserved before the image loads', async () => {
    const name = uniqueName('none');
    const key = uniqueName('key');
    const markup = imageMarkup(
      `/test-images/${name}.jpg?hold=${key}`,
      { ...eager, cropMode: 'none' },
      'width:300px;height:500px',
    );
    const { el, loaded } = await mount(markup);
    await waitForRequests(name, 1);
    expect(height(el)).to.equal(200);
    await release(key);
    await loaded;
    expect(height(el)).to.equal(200);
  });

  it('SPEC §4: cover reserves the image height from data-image-dimensions, so nothing shifts', async () => {
    const name = uniqueName('reserve');
    const key = uniqueName('key');
    const { el, loaded } = await mount(
      imageMarkup(`/test-images/${name}.jpg?hold=${key}`, eager, 'width:300px'),
    );
    await waitForRequests(name, 1);
    expect(height(el)).to.equal(200);
    await release(key);
    await loaded;
    expect(height(el)).to.equal(200);
  });

  it('SPEC §3 fixedRatio: the element keeps the image aspect ratio whatever height the page sets', async () => {
    const name = uniqueName('ratio');
    const { el, loaded } = await mount(
      imageMarkup(
        `/test-images/${name}.jpg`,
        { ...eager, fixedRatio: true },
        'width:300px;height:500px',
      ),
    );
    await loaded;
    expect(height(el)).to.equal(200);
  });

  it('SPEC §3 stretch false: never drawn or fetched larger than its dimensions, centred', async () => {
    const name = uniqueName('nostretch');
    const markup = `<sq-image style="width:600px" data-block-json='{"load":"eager","stretch":false}'>
      <img data-src="/test-images/${name}.jpg" data-image-dimensions="300x200" alt="Small logo"></sq-image>`;
    const { el, img, loaded } = await mount(markup);
    expect((await loaded).width).to.equal(300);
    expect([img.clientWidth, img.clientHeight]).to.deep.equal([300, 200]);
    expect(img.getBoundingClientRect().left - el.getBoundingClientRect().left).to.equal(150);
  });

  it('SPEC §4: marks itself narrow under 415 px wide, and not from 415 px', async () => {
    const name = uniqueName('narrow');
    const { el } = await mount(imageMarkup(`/test-images/${name}.jpg`, {}, 'width:414px'));
    expect(await untilState(el, 'narrow')).to.equal(true);
    el.style.width = '415px';
    await frames(3);
    expect(el.matches(':state(narrow)')).to.equal(false);
  });

  describe('SPEC §8: invalid image elements warn and do nothing', () => {
    let warnings: ReturnType<typeof captureConsole>;
    beforeEach(() => {
      warnings = captureConsole('warn');
    });
    afterEach(() => warnings.restore());

    it('SPEC §8: no <img> inside: a warning, nothing loaded', async () => {
      const { el } = await mount(
        `<sq-image data-block-json='{"load":"eager"}'><p>No picture</p></sq-image>`,
      );
      await frames();
      expect(warnings.messages).to.deep.equal([
        '[sq-image] no <img> inside the element; nothing done.',
      ]);
      expect(el.matches(':state(loading)')).to.equal(false);
    });

    it('SPEC §8: a missing or invalid image source: a warning, nothing loaded', async () => {
      const none = await mount(
        `<sq-image data-block-json='{"load":"eager"}'><img alt="Nothing"></sq-image>`,
      );
      const bad = await mount(
        `<sq-image data-block-json='{"load":"eager"}'><img data-src="http://[" alt="Bad"></sq-image>`,
      );
      await frames();
      expect(warnings.messages).to.deep.equal([
        '[sq-image] the <img> has no source (data-src or src); nothing loaded.',
        '[sq-image] invalid image source "http://["; nothing loaded.',
      ]);
      expect(none.img.hasAttribute('src')).to.equal(false);
      expect(bad.img.hasAttribute('src')).to.equal(false);
    });

    it('SPEC §8: a source that is no picture address (javascript:, however spelled): a warning, nothing loaded', async () => {
      const sources = [
        'javascript:window.__imageRan=1',
        ' JaVaScRiPt:window.__imageRan=1',
        'java\tscript:window.__imageRan=1',
      ];
      const images = [];
      for (const source of sources) {
        images.push(
          await mount(
            `<sq-image data-block-json='{"load":"eager"}'><img data-src="${source}" alt="Bad"></sq-image>`,
          ),
        );
      }
      await frames();
      expect(warnings.messages).to.deep.equal(
        sources.map(
          (source) => `[sq-image] invalid image source "${source.trim()}"; nothing loaded.`,
        ),
      );
      for (const { img } of images) expect(img.hasAttribute('src')).to.equal(false);
      expect((window as { __imageRan?: number }).__imageRan).to.equal(undefined);
    });

    it('SPEC §8: malformed dimensions or focal point: a warning, the image still loads', async () => {
      const name = uniqueName('baddims');
      const markup = `<sq-image style="width:320px" data-block-json='{"load":"eager"}'>
        <img data-src="/test-images/${name}.jpg" data-image-dimensions="wide" data-image-focal-point="middle" alt="Hills"></sq-image>`;
      const { loaded } = await mount(markup);
      expect((await loaded).width).to.equal(500);
      expect(warnings.messages).to.deep.equal([
        '[sq-image] ignoring invalid data-image-dimensions="wide".',
        '[sq-image] ignoring invalid data-image-focal-point="middle".',
      ]);
    });
  });

  it('public contract 3: invalid data-block-json keeps the server <img> untouched (accessible)', async () => {
    const errors = captureConsole('error');
    try {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const control = await mount(
        imageMarkup(`/test-images/${uniqueName('control')}.jpg`, eager, 'width:300px'),
        container,
      );
      const names = [uniqueName('badjson'), uniqueName('badvalue')];
      const server = [
        `<img data-src="/test-images/${names[0]}.jpg" data-image-dimensions="1500x1000" alt="One">`,
        `<img src="/test-images/${names[1]}.jpg" data-image-dimensions="1500x1000" alt="Two">`,
      ];
      const broken = [
        await mount(
          `<sq-image data-block-json='{"load":"eager"'>${server[0]}</sq-image>`,
          container,
        ),
        await mount(
          `<sq-image data-block-json='{"load":"eager","cropMode":"fill"}'>${server[1]}</sq-image>`,
          container,
        ),
      ];
      await control.loaded;
      await frames();
      for (const [i, { el, img }] of broken.entries()) {
        expect(img.outerHTML).to.equal(server[i]);
        expect(el.hasAttribute('data-sq-error')).to.equal(true);
        await expect(el).to.be.accessible();
      }
      expect(await requestsFor(names[0]!)).to.deep.equal([]);
      expect((await requestsFor(names[1]!)).map((r) => r.url)).to.deep.equal([
        `/test-images/${names[1]}.jpg`,
      ]);
      expect(errors.messages[1]).to.match(/^\[sq-image\] invalid data-block-json: cropMode: /);
    } finally {
      errors.restore();
    }
  });

  it('SPEC §4: a removed image stops loading and a re-attached one carries on', async () => {
    const name = uniqueName('moved');
    const { el, loaded } = await mount(
      imageMarkup(`/test-images/${name}.jpg`, eager, 'width:320px'),
    );
    await loaded;
    const parent = el.parentElement!;
    el.remove();
    const next = nextLoad(el);
    el.style.width = '900px';
    parent.append(el);
    expect((await next).width).to.equal(1000);
  });
});
