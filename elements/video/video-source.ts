/**
 * Where a `<sq-video>` plays from: reading the block's `url` or `html` into a provider and the
 * address of its player. Nothing here touches the network; the player is built on play.
 */
import { parseInertHtml } from '../../platform/dom/trusted-types.ts';

/** SPEC §8: the message of a `url` or `html` the element cannot play. */
export const INVALID_VIDEO_EMBED = 'Invalid video embed.';

/**
 * Who plays the video: a native file in a `<video>`, YouTube or Vimeo in their players, or any
 * other player that an `html` embed names.
 */
export type VideoProvider = 'file' | 'youtube' | 'vimeo' | 'embed';

/** A playable video. */
export interface VideoSource {
  provider: VideoProvider;
  /** The video's address as the block gave it, made absolute (an embed: its iframe's `src`). */
  url: string;
  /** What the player loads: the file, or the iframe's `src` (with `autoplay=1` for YouTube and Vimeo). */
  playerSrc: string;
  /** The embed iframe's `title`, when it had one. */
  title?: string;
  /** Height as a percentage of the width, from the embed iframe's `width` and `height`. */
  aspectPercent?: number;
}

/** File extensions played natively. */
const FILE_PATH = /\.(mp4|m4v|webm|ogg|ogv)$/i;
const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = /^((www|m)\.)?youtube(-nocookie)?\.com$/;
/** `/embed/ID`, `/shorts/ID`, `/live/ID`, `/v/ID` on a YouTube host. */
const YOUTUBE_PATH = /^\/(?:embed|shorts|live|v)\/([\w-]{11})(?:[/?#]|$)/;
const VIMEO_HOSTS = /^(www\.)?vimeo\.com$/;
/** The numeric id, and the private-link hash after it: `/123456`, `/channels/x/123456/abcdef`. */
const VIMEO_PATH = /^\/(?:.*\/)?(\d+)(?:\/([\da-f]+))?\/?$/;
const VIMEO_PLAYER_PATH = /^\/video\/(\d+)\/?$/;
/** YouTube start times: `90`, `90s`, `1m30s`, `1h2m3s`. */
const YOUTUBE_TIME = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;

/** Seconds of a YouTube `t` / `start` value, or 0. */
function startSeconds(value: string | null): number {
  const match = value ? YOUTUBE_TIME.exec(value) : null;
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function youtube(url: URL): VideoSource | null {
  const host = url.hostname.toLowerCase();
  let id: string | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
  else if (YOUTUBE_HOSTS.test(host)) {
    id = url.pathname === '/watch' ? (url.searchParams.get('v') ?? '') : undefined;
    id ??= YOUTUBE_PATH.exec(url.pathname)?.[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const player = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  player.searchParams.set('autoplay', '1');
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (start > 0) player.searchParams.set('start', String(start));
  return { provider: 'youtube', url: url.href, playerSrc: player.href };
}

function vimeo(url: URL): VideoSource | null {
  const host = url.hostname.toLowerCase();
  const path =
    host === 'player.vimeo.com' ? VIMEO_PLAYER_PATH : VIMEO_HOSTS.test(host) ? VIMEO_PATH : null;
  const match = path?.exec(url.pathname);
  if (!match) return null;
  const player = new URL(`https://player.vimeo.com/video/${match[1]}`);
  const hash = match[2] ?? url.searchParams.get('h');
  if (hash) player.searchParams.set('h', hash);
  player.searchParams.set('autoplay', '1');
  // Vimeo reads a start time from the fragment (`#t=90s`).
  if (/^#t=\w+$/.test(url.hash)) player.hash = url.hash;
  return { provider: 'vimeo', url: url.href, playerSrc: player.href };
}

/**
 * Reads a video address: a YouTube watch, share (`youtu.be`), shorts or embed URL; a Vimeo page
 * or player URL; or a native file (`.mp4`, `.m4v`, `.webm`, `.ogg`, `.ogv`), relative to `base`
 * or absolute. Only http(s) addresses count. Null for anything else.
 */
export function parseVideoUrl(value: string, base: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const known = youtube(url) ?? vimeo(url);
  if (known) return known;
  if (!FILE_PATH.test(url.pathname)) return null;
  return { provider: 'file', url: url.href, playerSrc: url.href };
}

/** A positive number of pixels from an iframe's `width` / `height` attribute, else NaN. */
function pixels(value: string | null): number {
  return value && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(value) ? parseFloat(value) : NaN;
}

/**
 * Reads an embed code: it must hold exactly one `<iframe>` whose `src` is an http(s) address.
 * The code is parsed into an inert document (`parseInertHtml`, through the library's Trusted
 * Types policy: no script runs, nothing loads) and is never inserted into the page: only a
 * player of the element's own, built from the `src`, is.
 * A YouTube or Vimeo iframe plays as its URL would (the privacy-enhanced YouTube player
 * included). Null when the code holds no such iframe.
 */
export function parseEmbedHtml(code: string, base: string): VideoSource | null {
  const frames = parseInertHtml(code).querySelectorAll('iframe');
  const frame = frames.length === 1 ? frames[0]! : null;
  const src = frame?.getAttribute('src');
  if (!frame || !src) return null;
  let url: URL;
  try {
    url = new URL(src.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const source = youtube(url) ??
    vimeo(url) ?? { provider: 'embed' as const, url: url.href, playerSrc: url.href };
  const title = frame.getAttribute('title')?.trim();
  const ratio = (pixels(frame.getAttribute('height')) / pixels(frame.getAttribute('width'))) * 100;
  return {
    ...source,
    ...(title ? { title } : {}),
    ...(Number.isFinite(ratio) && ratio > 0 ? { aspectPercent: ratio } : {}),
  };
}

/**
 * Who serves the player, as a visitor reads it: "YouTube", "Vimeo", else the host name of the
 * player's address (an embed's or a file's: "media.example.com").
 */
export function providerName(source: VideoSource): string {
  if (source.provider === 'youtube') return 'YouTube';
  if (source.provider === 'vimeo') return 'Vimeo';
  return new URL(source.playerSrc).hostname;
}
