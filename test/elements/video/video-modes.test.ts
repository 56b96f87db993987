import { expect, waitUntil } from '@open-wc/testing';
import { playerSize } from '../../../elements/video/video-layout.ts';
import type { SqVideo } from '../../../elements/video/sq-video.ts';
import { VIDEO_DEFAULT_ASPECT_PERCENT } from '../../../platform/constants/limits.ts';
import { box, mountOne, player, videoMarkup } from './video-fixture.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
/** 640 px at SPEC §9's default aspect of 56.3%. */
const DEFAULT_HEIGHT = (640 * VIDEO_DEFAULT_ASPECT_PERCENT) / 100;

/** The rectangle of the player's box relative to the element, rounded to 0.1 px. */
function placed(el: SqVideo): { left: number; top: number; width: number; height: number } {
  const host = el.getBoundingClientRect();
  const inner = box(el);
  const round = (n: number): number => Math.round(n * 10) / 10;
  return {
    left: round(inner.left - host.left),
    top: round(inner.top - host.top),
    width: round(inner.width),
    height: round(inner.height),
  };
}

const round = (n: number): number => Math.round(n * 10) / 10;

describe('<sq-video> modes', () => {
  it('SPEC §5: playerSize keeps the aspect at the width (none), fits inside (fit) or covers (fill)', () => {
    const wide = { width: 640, height: 200 };
    expect(playerSize('none', wide, 50)).to.deep.equal({ width: 640, height: 320 });
    expect(playerSize('fit', wide, 50)).to.deep.equal({ width: 400, height: 200 });
    expect(playerSize('fill', wide, 50)).to.deep.equal({ width: 640, height: 320 });
    const tall = { width: 300, height: 600 };
    expect(playerSize('fit', tall, 50)).to.deep.equal({ width: 300, height: 150 });
    expect(playerSize('fill', tall, 50)).to.deep.equal({ width: 1200, height: 600 });
    expect(playerSize('fit', { width: 300, height: 0 }, 50)).to.deep.equal({
      width: 300,
      height: 150,
    });
  });

  it('SPEC §5, §9: mode none is a box of 56.3% of the element’s width, poster and player alike', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE, mode: 'none' }));
    expect(round(el.getBoundingClientRect().height)).to.equal(round(DEFAULT_HEIGHT));
    expect(placed(el)).to.deep.equal({
      left: 0,
      top: 0,
      width: 640,
      height: round(DEFAULT_HEIGHT),
    });
    await el.play();
    const frame = player(el)!.getBoundingClientRect();
    expect([round(frame.width), round(frame.height)]).to.deep.equal([640, round(DEFAULT_HEIGHT)]);
  });

  it('SPEC §5: mode null reads as none, and aspectRatio sets the proportion', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE, mode: null, aspectRatio: 75 }));
    expect(placed(el)).to.deep.equal({ left: 0, top: 0, width: 640, height: 480 });
  });

  it('SPEC §5: mode fit letterboxes the player inside the element’s box', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE, mode: 'fit' }, 'height:200px'));
    const width = round((200 * 100) / VIDEO_DEFAULT_ASPECT_PERCENT);
    expect(placed(el)).to.deep.equal({
      left: round((640 - width) / 2),
      top: 0,
      width,
      height: 200,
    });
    await el.play();
    expect(round(player(el)!.getBoundingClientRect().width)).to.equal(width);
  });

  it('SPEC §5: mode fill covers the element’s box and crops the rest', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE, mode: 'fill' }, 'height:200px'));
    const top = round((200 - DEFAULT_HEIGHT) / 2);
    expect(placed(el)).to.deep.equal({ left: 0, top, width: 640, height: round(DEFAULT_HEIGHT) });
    expect(round(el.getBoundingClientRect().height)).to.equal(200);
    const stage = el.shadowRoot!.querySelector('[part~=stage]')!;
    expect(getComputedStyle(stage).overflow).to.equal('hidden');
  });

  it('SPEC §5: fit and fill without a height from the page take the video’s aspect', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE, mode: 'fit' }));
    expect(placed(el)).to.deep.equal({
      left: 0,
      top: 0,
      width: 640,
      height: round(DEFAULT_HEIGHT),
    });
  });

  it('SPEC §9: after a resize the player size is computed again (1000 ms after the last resize)', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE, mode: 'fit' }, 'height:200px'));
    el.style.height = '300px';
    const width = round((300 * 100) / VIDEO_DEFAULT_ASPECT_PERCENT);
    await waitUntil(() => placed(el).height === 300, 'the player was never resized', {
      timeout: 3000,
    });
    expect(placed(el)).to.deep.equal({
      left: round((640 - width) / 2),
      top: 0,
      width,
      height: 300,
    });
  });

  it('SPEC §5: moved to another place in the page, it lays out its player for the new box', async () => {
    const el = await mountOne(videoMarkup({ url: YOUTUBE, mode: 'fit' }, 'height:200px'));
    const narrow = document.createElement('div');
    narrow.style.width = '300px';
    el.parentElement!.after(narrow);
    narrow.append(el);
    await waitUntil(() => placed(el).width === 300, 'the moved player was never laid out', {
      timeout: 3000,
    });
    expect(placed(el).height).to.equal(round((300 * VIDEO_DEFAULT_ASPECT_PERCENT) / 100));
    narrow.remove();
  });

  it('SPEC §5: an embed’s iframe width and height give its aspect', async () => {
    const code = '<iframe src="https://media.example.com/v/1" width="640" height="480"></iframe>';
    const el = await mountOne(videoMarkup({ html: code }));
    await waitUntil(() => el.matches(':state(overlay)'), 'the embed was never read');
    expect(placed(el)).to.deep.equal({ left: 0, top: 0, width: 640, height: 480 });
  });
});
