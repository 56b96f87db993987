/** Mounting `<sq-video>` markup in browser tests, and reading what it shows. */
import { fixture, html, waitUntil } from '@open-wc/testing';
import '../../../elements/video/sq-video.ts';
import type { SqVideo } from '../../../elements/video/sq-video.ts';

let counter = 0;

/** A test video address no earlier test asked for (served by test/helpers/video-endpoints.mjs). */
export function testVideoUrl(label = 'clip'): string {
  counter += 1;
  return `/test-videos/${label}-${Date.now().toString(36)}${counter}.webm`;
}

/** Server markup of a `<sq-video>` with `settings` and a 1600x900 poster from the image server. */
export function videoMarkup(settings: object | string, style = '', alt = 'Glazing a bowl'): string {
  const json = typeof settings === 'string' ? settings : JSON.stringify(settings);
  return `<sq-video style="${style}" data-block-json='${json.replace(/'/g, '&#39;')}'>
    <img data-src="/test-images/poster-1600x900.jpg" data-image-dimensions="1600x900" alt="${alt}">
  </sq-video>`;
}

/** Attaches markup (one or more `<sq-video>`) to a fresh fixture; the upgraded elements. */
export async function mount(markup: string, width = 640): Promise<SqVideo[]> {
  const container = await fixture<HTMLDivElement>(html`<div style="width:${width}px"></div>`);
  container.innerHTML = markup;
  const videos = [...container.querySelectorAll('sq-video')];
  await Promise.all(videos.map((video) => video.updateComplete));
  return videos;
}

/** The single `<sq-video>` of `markup`. */
export async function mountOne(markup: string, width?: number): Promise<SqVideo> {
  return (await mount(markup, width))[0]!;
}

export const playButton = (el: SqVideo): HTMLButtonElement | null =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="play"]');

export const player = (el: SqVideo): HTMLVideoElement | HTMLIFrameElement | null =>
  el.shadowRoot!.querySelector<HTMLVideoElement | HTMLIFrameElement>('[part~="player"]');

export const box = (el: SqVideo): DOMRect =>
  el.shadowRoot!.querySelector('[part~="box"]')!.getBoundingClientRect();

/** The poster's `<img>`, in the `poster` slot (itself, or inside the child there). */
export const posterImage = (el: SqVideo): HTMLImageElement | null =>
  el.querySelector<HTMLImageElement>('[slot="poster"] img, img[slot="poster"]');

/** Waits until the poster's `<img>` shows a sized picture the element loaded. */
export async function posterLoaded(el: SqVideo): Promise<void> {
  await waitUntil(
    () => {
      const img = posterImage(el);
      return /\?format=\d+w$/.test(img?.getAttribute('src') ?? '') && img!.complete;
    },
    'the poster never loaded',
    { timeout: 4000 },
  );
}

/** Collects the `type` events `el` dispatches; `seen` fills as they come. */
export function record<K extends 'sq-play' | 'sq-pause' | 'sq-error'>(
  el: EventTarget,
  type: K,
): GlobalEventHandlersEventMap[K]['detail'][] {
  const seen: GlobalEventHandlersEventMap[K]['detail'][] = [];
  el.addEventListener(type, (event) => seen.push((event as CustomEvent).detail));
  return seen;
}
