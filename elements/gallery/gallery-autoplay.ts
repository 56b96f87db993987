/**
 * Autoplay of `<sq-gallery>` (SPEC §3, §4, §9): the `Autoplay` timer with its holds on the
 * gallery (hover, focus, a hidden page) and on its videos (`sq-play` / `sq-pause`).
 */
import type { GalleryData } from './gallery.schema.ts';
import { Autoplay } from './motion/autoplay.ts';

/**
 * Starts autoplay on `host` as `data` says (`autoplay` true or `{ timeout, randomize }`, else
 * `autoplay-duration` seconds, else 5 s), unless the visitor `paused` it. `advance(random)`
 * moves the gallery; `changed()` is called when a hold may have changed what the rotation control
 * and `aria-live` should show. Everything stops when `signal` aborts. Undefined without autoplay.
 */
export function startAutoplay(
  host: HTMLElement,
  data: GalleryData,
  paused: boolean,
  advance: (random: boolean) => void,
  changed: () => void,
  signal: AbortSignal,
): Autoplay | undefined {
  const { autoplay } = data;
  if (!autoplay) return undefined;
  const options = autoplay === true ? {} : autoplay;
  const player = new Autoplay({
    timeoutMs: options.timeout || (data['autoplay-duration'] ?? 0) * 1000,
    randomize: options.randomize,
    onAdvance: advance,
  });
  const unwatch = player.watch(host);
  host.addEventListener('sq-play', () => player.hold('video'), { signal });
  host.addEventListener('sq-pause', () => player.release('video'), { signal });
  for (const type of ['pointerenter', 'pointerleave', 'focusin', 'focusout', 'sq-play', 'sq-pause'])
    host.addEventListener(type, changed, { signal });
  document.addEventListener('visibilitychange', changed, { signal });
  signal.addEventListener('abort', () => {
    unwatch();
    player.dispose();
  });
  if (!paused) player.start();
  return player;
}
