/**
 * Motion of the `stacked` design (SPEC §9): slides share one box; a change animates the incoming
 * slide over the outgoing one with the Web Animations API.
 */
import { STACKED } from '../../../platform/constants/limits.ts';
import { prefersReducedMotion } from '../../shared/motion.ts';

/** A stacked transition name (SPEC §9 default `fade`). */
export type StackedTransition = 'fade' | 'slide' | 'scroll' | 'none';

/**
 * Animates a change from `outgoing` to `incoming` (`dir` 1 = forwards, -1 = backwards) over
 * `ms` milliseconds: `fade` cross-fades (the outgoing slide fades out over 1.2 times the speed,
 * SPEC §9), `slide` moves the incoming slide in over the outgoing one, `scroll` pushes the
 * outgoing one out as the incoming one comes in, `none` (or reduced motion) is instant. Resolves
 * when done or when `signal` aborts (the animations are then cancelled).
 */
export async function stackedMove(
  incoming: Element,
  outgoing: Element | undefined,
  transition: StackedTransition,
  dir: number,
  ms: number,
  signal: AbortSignal,
): Promise<void> {
  if (transition === 'none' || !(ms > 0) || prefersReducedMotion()) return;
  const shift = (from: number, to: number) => ({ translate: [`${from}%`, `${to}%`] });
  const fade = transition === 'fade';
  const frames: [Element | undefined, Keyframe[] | PropertyIndexedKeyframes, number][] = [
    [incoming, fade ? { opacity: [0, 1] } : shift(dir * 100, 0), ms],
  ];
  if (fade) frames.push([outgoing, { opacity: [1, 0] }, ms * STACKED.fadeOutSpeedFactor]);
  if (transition === 'scroll') frames.push([outgoing, shift(0, -dir * 100), ms]);
  const running = frames.flatMap(([el, keyframes, duration]) =>
    el ? [el.animate(keyframes, { duration, easing: 'ease' })] : [],
  );
  const stop = () => running.forEach((animation) => animation.cancel());
  signal.addEventListener('abort', stop);
  // The incoming slide decides: a slower fade-out under it is hidden by then.
  await running[0]!.finished.catch(() => undefined);
  signal.removeEventListener('abort', stop);
  stop();
}

/**
 * The slow zoom of the current slide (SPEC §9: to 1.075 of its size) over `ms`; nothing under
 * reduced motion. Cancel the returned animation when the slide changes.
 */
export function kenBurns(el: Element | null | undefined, ms: number): Animation | undefined {
  if (!el || prefersReducedMotion()) return undefined;
  return el.animate({ scale: [1, STACKED.kenBurnsZoom] }, { duration: ms, fill: 'forwards' });
}
