import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { IMAGE_LOAD_CONCURRENCY_MOBILE } from '../../../platform/constants/limits.ts';
import { imageLoadQueue } from '../../../platform/images/load-queue.ts';
import {
  captureConsole,
  release,
  requestsFor,
  uniqueName,
  waitForRequests,
} from '../../helpers/image-server.ts';
import {
  frames,
  imageMarkup as image,
  mount,
  nextLoad,
  untilState,
} from '../../helpers/sq-image-fixture.ts';

const eager = { load: 'eager' };

describe('<sq-image> sizing and loading', () => {
  beforeEach(async () => {
    await setViewport({ width: 800, height: 600, deviceScaleFactor: 1 });
    window.scrollTo(0, 0);
  });

  it('SPEC §9: a 320 px box at DPR 1 asks the server for ?format=500w and fires sq-load', async () => {
    const name = uniqueName('photo');
    const { el, img, loaded } = await mount(
      image(`/test-images/${name}.jpg`, eager, 'width:320px'),
    );
    const detail = await loaded;
    expect(detail).to.deep.equal({ src: `/test-images/${name}.jpg?format=500w`, width: 500 });
    expect((await requestsFor(name)).map((r) => r.url)).to.deep.equal([
      `/test-images/${name}.jpg?format=500w`,
    ]);
    expect(img.getAttribute('src')).to.equal(`/test-images/${name}.jpg?format=500w`);
    expect(img.naturalWidth).to.equal(500);
    expect(el.loadedWidth).to.equal(500);
  });

  it('SPEC §4: cover of a tall box asks for the width that covers its height', async () => {
    const name = uniqueName('tall');
    const { loaded } = await mount(
      image(`/test-images/${name}.jpg`, eager, 'width:300px;height:600px'),
    );
    expect((await loaded).width).to.equal(1000); // 600 px high at 3:2 is drawn 900 px wide
    expect((await requestsFor(name)).map((r) => r.width)).to.deep.equal([1000]);
  });

  it('SPEC §3: the device pixel ratio counts, clamped to dprMax', async () => {
    await setViewport({ width: 800, height: 600, deviceScaleFactor: 2 });
    const sharp = uniqueName('dpr2');
    const capped = uniqueName('dprmax');
    const a = await mount(image(`/test-images/${sharp}.jpg`, eager, 'width:320px'));
    const b = await mount(
      image(`/test-images/${capped}.jpg`, { ...eager, dprMax: 1 }, 'width:320px'),
    );
    expect((await a.loaded).width).to.equal(750);
    expect((await b.loaded).width).to.equal(500);
  });

  it('SPEC §4: a larger box upgrades the image; a smaller one never downgrades it', async () => {
    await setViewport({ width: 1400, height: 900 });
    const name = uniqueName('grow');
    const { el, img, loaded } = await mount(
      image(`/test-images/${name}.jpg`, eager, 'width:320px'),
    );
    expect((await loaded).width).to.equal(500);
    let next = nextLoad(el);
    el.style.width = '900px';
    expect((await next).width).to.equal(1000);
    el.style.width = '320px';
    await frames(3);
    expect(img.getAttribute('src')).to.equal(`/test-images/${name}.jpg?format=1000w`);
    next = nextLoad(el);
    el.style.width = '1200px';
    expect((await next).width).to.equal(1500);
    expect((await requestsFor(name)).map((r) => r.width)).to.deep.equal([500, 1000, 1500]);
  });

  it('SPEC §3 sizeFormat: filename form asks for NAME-500w.jpg; queryString keeps a query', async () => {
    const file = uniqueName('file');
    const query = uniqueName('query');
    const a = await mount(
      image(`/test-images/${file}.jpg`, { ...eager, sizeFormat: 'filename' }, 'width:320px'),
    );
    const b = await mount(image(`/test-images/${query}.jpg?v=2`, eager, 'width:320px'));
    await Promise.all([a.loaded, b.loaded]);
    expect((await requestsFor(file)).map((r) => r.url)).to.deep.equal([
      `/test-images/${file}-500w.jpg`,
    ]);
    expect((await requestsFor(query)).map((r) => r.url)).to.deep.equal([
      `/test-images/${query}.jpg?v=2&format=500w`,
    ]);
  });

  it('public contract 4: src instead of data-src works; a data: URL loads unsized', async () => {
    const name = uniqueName('srcattr');
    const a = await mount(`<sq-image style="width:320px" data-block-json='{"load":"eager"}'>
      <img src="/test-images/${name}.jpg" data-image-dimensions="1500x1000" alt="Hills"></sq-image>`);
    expect((await a.loaded).src).to.equal(`/test-images/${name}.jpg?format=500w`);
    expect(a.img.getAttribute('src')).to.equal(`/test-images/${name}.jpg?format=500w`);
    const dataUrl = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>')}`;
    const b = await mount(image(dataUrl, eager, 'width:320px'));
    expect((await b.loaded).src).to.equal(dataUrl);
    expect(b.img.getAttribute('src')).to.equal(dataUrl);
  });

  it('SPEC §4: a lazy image is requested only once it comes within 200 px of the viewport', async () => {
    const name = uniqueName('lazy');
    const control = uniqueName('control');
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const first = await mount(
      image(`/test-images/${control}.jpg`, eager, 'width:300px'),
      container,
    );
    container.insertAdjacentHTML('beforeend', '<div style="height:1200px"></div>');
    const lazy = await mount(image(`/test-images/${name}.jpg`, {}, 'width:300px'), container);
    await first.loaded;
    await frames();
    expect(await requestsFor(name)).to.deep.equal([]);
    expect(lazy.el.matches(':state(loading)')).to.equal(false);
    const gap = () => lazy.el.getBoundingClientRect().top - window.innerHeight;
    window.scrollBy(0, gap() - 250);
    await frames(3);
    expect(await requestsFor(name), 'still 250 px away').to.deep.equal([]);
    window.scrollBy(0, gap() - 150);
    const [request] = await waitForRequests(name, 1);
    expect(request!.width).to.equal(300);
    await lazy.loaded;
    expect(lazy.el.matches(':state(loaded)')).to.equal(true);
  });

  it('SPEC §4: marks loading while the source is fetched and clears it on load (accessible in both)', async () => {
    const name = uniqueName('held');
    const key = uniqueName('key');
    const { el, loaded } = await mount(
      image(`/test-images/${name}.jpg?hold=${key}`, eager, 'width:320px'),
    );
    await waitForRequests(name, 1);
    expect(el.matches(':state(loading)')).to.equal(true);
    expect(el.matches(':state(loaded)')).to.equal(false);
    await expect(el).to.be.accessible();
    await release(key);
    await loaded;
    expect(el.matches(':state(loading)')).to.equal(false);
    expect(el.matches(':state(loaded)')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('SPEC §8: a source that fails to load warns and marks error (accessible)', async () => {
    const warnings = captureConsole('warn');
    try {
      const name = uniqueName('missing');
      const { el, img } = await mount(image(`/test-images/${name}.jpg`, eager, 'width:320px'));
      await waitForRequests(name, 1);
      expect(await untilState(el, 'error')).to.equal(true);
      expect(el.matches(':state(loading)')).to.equal(false);
      expect(warnings.messages.join('\n')).to.contain(
        `could not load image source "/test-images/${name}.jpg?format=500w"`,
      );
      expect(img.getAttribute('src')).to.equal(`/test-images/${name}.jpg?format=500w`);
      await expect(el).to.be.accessible();
    } finally {
      warnings.restore();
    }
  });

  it('SPEC §9: loads one image at a time on mobile (queue of 1)', async () => {
    const queue = imageLoadQueue();
    const before = queue.concurrency;
    queue.concurrency = IMAGE_LOAD_CONCURRENCY_MOBILE; // what the mobile media query sets
    try {
      const batch = uniqueName('mobile');
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const all = [];
      for (let i = 0; i < 3; i++) {
        const src = `/test-images/${batch}-${i}.jpg?delay=150&batch=${batch}`;
        all.push((await mount(image(src, eager, 'width:200px'), container)).loaded);
      }
      await Promise.all(all);
      const log = await requestsFor(batch);
      expect(log.map((r) => r.inFlight)).to.deep.equal([1, 1, 1]);
    } finally {
      queue.concurrency = before;
    }
  });

  it('SPEC §9: on desktop several images load at once', async () => {
    expect(imageLoadQueue().concurrency).to.equal(16);
    const batch = uniqueName('desktop');
    const key = uniqueName('key');
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const all = [];
    for (let i = 0; i < 3; i++) {
      const src = `/test-images/${batch}-${i}.jpg?hold=${key}&batch=${batch}`;
      all.push((await mount(image(src, eager, 'width:200px'), container)).loaded);
    }
    const log = await waitForRequests(batch, 3);
    expect(Math.max(...log.map((r) => r.inFlight))).to.equal(3);
    await release(key);
    await Promise.all(all);
  });
});
