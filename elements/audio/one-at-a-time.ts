/**
 * One medium playing at a time on the page (SPEC §4): audio and video alike. Every medium
 * element reports a start with `sq-play` and a stop with `sq-pause` (bubbling, composed). This
 * module hears them on the document (capture phase, so nothing on the way can hide them) and,
 * when one starts, stops every other that is playing by calling its public `stop()`:
 * `<sq-audio>` and `<sq-video>` both have one. A video that starts stops the audio, and audio
 * that starts stops the video.
 */

/** A medium that can be told to stop (`SqAudio`, `SqVideo`). */
interface Stoppable extends EventTarget {
  stop(): void;
}

const isStoppable = (target: unknown): target is Stoppable =>
  target instanceof EventTarget && typeof (target as Partial<Stoppable>).stop === 'function';

/** The media that reported `sq-play` and no `sq-pause` since. */
const playing = new Set<Stoppable>();
let listening = false;

function onPlay(event: Event): void {
  const source = event.composedPath()[0];
  for (const other of [...playing]) {
    if (other === source) continue;
    playing.delete(other);
    other.stop();
  }
  if (isStoppable(source)) playing.add(source);
}

function onPause(event: Event): void {
  playing.delete(event.composedPath()[0] as Stoppable);
}

/**
 * Starts listening on `doc` (once per page; later calls do nothing). Call it before the first
 * medium can start: a medium that started earlier is stopped only by its own kind.
 */
export function oneAtATime(doc: Document = document): void {
  if (listening) return;
  listening = true;
  doc.addEventListener('sq-play', onPlay, true);
  doc.addEventListener('sq-pause', onPause, true);
}
