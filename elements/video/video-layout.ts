/**
 * Sizing of the `<sq-video>` player in its box (SPEC §4 and §5 video modes).
 */

/** SPEC §5 video mode; `null` in the settings reads as `none`. */
export type VideoMode = 'none' | 'fit' | 'fill';

/** A size in CSS pixels. */
export interface BoxSize {
  width: number;
  height: number;
}

/**
 * The size of the player for a box and the video's aspect (height as a percentage of width):
 *
 * - `none`: the player keeps its own aspect at the box's width (the box's height follows);
 * - `fit`: the largest size of that aspect that fits inside the box (letterboxed);
 * - `fill`: the smallest size of that aspect that covers the box (the overflow is cropped).
 *
 * A box without a height (0) is treated as `none`.
 */
export function playerSize(mode: VideoMode, box: BoxSize, aspectPercent: number): BoxSize {
  const ratio = 100 / aspectPercent; // width / height
  if (mode === 'none' || box.height <= 0) {
    return { width: box.width, height: box.width / ratio };
  }
  const pick = mode === 'fit' ? Math.min : Math.max;
  const width = pick(box.width, box.height * ratio);
  return { width, height: width / ratio };
}

/** What the layout reads at each layout: the mode and the aspect (height in % of the width). */
export type LayoutSettings = () => { mode: VideoMode; aspectPercent: number };

/**
 * Lays out the player's box in its stage: in `fit` and `fill` it gets a size in pixels (the
 * styles centre it), in `none` it fills the stage, whose height follows the aspect. It lays out
 * at once when attached, and after a resize once the size has rested for `timeoutMs` (SPEC §9:
 * 1000 ms); a stage that had no size yet (hidden, not laid out) is laid out at once.
 */
export class PlayerLayout {
  readonly #settings: LayoutSettings;
  readonly #timeoutMs: number;
  readonly #observer = new ResizeObserver(([entry]) => this.#onResize(entry!.contentRect));
  #stage: Element | null = null;
  #box: HTMLElement | null = null;
  #laidOut?: BoxSize;
  #timer?: ReturnType<typeof setTimeout>;

  constructor(settings: LayoutSettings, timeoutMs: number) {
    this.#settings = settings;
    this.#timeoutMs = timeoutMs;
  }

  /** Lays out `box` in `stage` now, and watches the stage's size from now on. */
  attach(stage: Element, box: HTMLElement): void {
    if (stage !== this.#stage) {
      this.#observer.disconnect();
      this.#observer.observe(stage);
      this.#stage = stage;
    }
    this.#box = box;
    this.#layout(stage.getBoundingClientRect());
  }

  /** Stops watching; the next `attach` starts again. */
  detach(): void {
    this.#observer.disconnect();
    clearTimeout(this.#timer);
    this.#stage = this.#box = null;
  }

  #onResize(stage: BoxSize): void {
    const last = this.#laidOut;
    if (last && last.width === stage.width && last.height === stage.height) return;
    clearTimeout(this.#timer);
    if (!last?.width) this.#layout(stage);
    else this.#timer = setTimeout(() => this.#layout(stage), this.#timeoutMs);
  }

  #layout(stage: BoxSize): void {
    this.#laidOut = { width: stage.width, height: stage.height };
    if (!this.#box) return;
    const { mode, aspectPercent } = this.#settings();
    const size = mode === 'none' ? null : playerSize(mode, stage, aspectPercent);
    this.#box.style.width = size ? `${size.width}px` : '';
    this.#box.style.height = size ? `${size.height}px` : '';
  }
}
