/**
 * What an `<sq-embed>` shows, read from its settings without touching the network: a frame (a
 * page's address, or the one `<iframe>` of an embed code) or HTML (any other embed code, shown
 * sanitized), and whether it loads anything from another origin.
 */
import { parseInertHtml } from '../../platform/dom/trusted-types.ts';

/** Height of a frame of another origin when neither the settings nor the code give one (our number). */
export const EMBED_DEFAULT_HEIGHT_PX = 400;

/** A page shown in an `<iframe>`. */
export interface FrameSource {
  kind: 'frame';
  /** Absolute http(s) address. */
  src: string;
  /** The frame's `title` from the code, when it had one. */
  title?: string;
  /** Height in px from the code's `height`, when it was a number. */
  height?: number;
}

/** HTML shown in the block, sanitized. */
export interface HtmlSource {
  kind: 'html';
  html: string;
  /** The first address of another origin the HTML would load (a picture), if any. */
  remote?: string;
}

export type EmbedSource = FrameSource | HtmlSource;

/** `value` as an absolute http(s) address against `base`, else null. */
export function webAddress(value: string, base: string): URL | null {
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A positive number of pixels from an attribute (`480`, `480px`), else undefined. */
function pixels(value: string | null): number | undefined {
  return value && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(value) && parseFloat(value) > 0
    ? parseFloat(value)
    : undefined;
}

/**
 * Reads an embed code in an inert document (no script runs, nothing loads): one `<iframe>` with
 * an http(s) `src` is a frame (its `title` and `height` kept); any other code is HTML. Null for a
 * frame whose `src` is not an http(s) address, or code with more than one frame.
 */
export function readEmbedCode(code: string, base: string): EmbedSource | null {
  const doc = parseInertHtml(code);
  const frames = doc.querySelectorAll('iframe');
  if (frames.length > 1) return null;
  const frame = frames[0];
  if (frame) {
    const src = webAddress(frame.getAttribute('src') ?? '', base);
    if (!src) return null;
    const title = frame.getAttribute('title')?.trim();
    const height = pixels(frame.getAttribute('height'));
    return {
      kind: 'frame',
      src: src.href,
      ...(title ? { title } : {}),
      ...(height ? { height } : {}),
    };
  }
  const remote = [...doc.querySelectorAll('img[src]')]
    .map((img) => webAddress(img.getAttribute('src')!, base))
    .find((url) => url !== null && url.origin !== new URL(base).origin);
  return { kind: 'html', html: code, ...(remote ? { remote: remote.href } : {}) };
}

/** The origin the source loads from, when it is another than `origin`; else undefined. */
export function foreignOrigin(source: EmbedSource, origin: string): URL | undefined {
  const address = source.kind === 'frame' ? source.src : source.remote;
  if (!address) return undefined;
  const url = new URL(address);
  return url.origin === origin ? undefined : url;
}
