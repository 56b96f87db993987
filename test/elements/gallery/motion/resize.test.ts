import { expect, fixture, html } from '@open-wc/testing';
import { watchResize } from '../../../../elements/gallery/motion/resize.ts';

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 3 s) until `check` is true. */
async function until(check: () => boolean): Promise<void> {
  const end = performance.now() + 3000;
  while (!check()) {
    if (performance.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

async function box(): Promise<HTMLElement> {
  return fixture<HTMLElement>(
    html`<div style="width:300px;height:40px;padding:0 10px;box-sizing:border-box"></div>`,
  );
}

describe('gallery motion/resize: watchResize', () => {
  it('SPEC §9: the first observation calls nothing; a width change calls with the content width', async () => {
    const el = await box();
    const widths: number[] = [];
    const dispose = watchResize(el, (w) => widths.push(w));
    try {
      await nextFrame();
      await nextFrame();
      await sleep(150);
      expect(widths).to.deep.equal([]);
      el.style.width = '400px';
      await until(() => widths.length > 0);
      expect(widths).to.deep.equal([380]);
    } finally {
      dispose();
    }
  });

  it('SPEC §9: changes in quick succession are debounced into one call with the last width', async () => {
    const el = await box();
    const widths: number[] = [];
    const dispose = watchResize(el, (w) => widths.push(w), 500);
    try {
      await nextFrame();
      await nextFrame();
      for (const width of [320, 340, 360]) {
        el.style.width = `${width}px`;
        await nextFrame();
        await nextFrame();
      }
      await until(() => widths.length > 0);
      await sleep(600);
      expect(widths).to.deep.equal([340]);
    } finally {
      dispose();
    }
  });

  it('SPEC §9: height-only changes and a width that comes back call nothing', async () => {
    const el = await box();
    const widths: number[] = [];
    const dispose = watchResize(el, (w) => widths.push(w), 300);
    try {
      await nextFrame();
      await nextFrame();
      el.style.height = '90px';
      await nextFrame();
      await nextFrame();
      el.style.width = '350px';
      await nextFrame();
      await nextFrame();
      el.style.width = '300px';
      await nextFrame();
      await nextFrame();
      await sleep(450);
      expect(widths).to.deep.equal([]);
    } finally {
      dispose();
    }
  });

  it('dispose stops watching and drops a pending call', async () => {
    const el = await box();
    const widths: number[] = [];
    const dispose = watchResize(el, (w) => widths.push(w), 60);
    await nextFrame();
    await nextFrame();
    el.style.width = '500px';
    await nextFrame();
    await nextFrame();
    dispose();
    el.style.width = '600px';
    await sleep(200);
    expect(widths).to.deep.equal([]);
  });
});
