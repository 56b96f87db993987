/** The players of `<sq-video>`: what it draws once the visitor presses play. */
import { html, nothing, type TemplateResult } from 'lit';
import type { VideoSource } from './video-source.ts';

/** What the player template needs besides the source. */
export interface PlayerOptions {
  /** The video's name; the iframe's title falls back to 'Video player'. */
  title: string;
  /** The poster's address, shown by a native file until it plays; '' for none. */
  poster: string;
  muted: boolean;
  loop: boolean;
  /** Listener of the native file's `play`, `pause` and `ended` events. */
  onMediaEvent: (event: Event) => void;
}

/**
 * The player: `<video controls autoplay playsinline>` for a native file, else an iframe at the
 * source's player address, allowed to autoplay, go full screen and picture-in-picture.
 */
export function playerTemplate(source: VideoSource, options: PlayerOptions): TemplateResult {
  const { title, poster, muted, loop, onMediaEvent } = options;
  if (source.provider !== 'file') {
    return html`<iframe
      part="player"
      src=${source.playerSrc}
      title=${title || 'Video player'}
      allow="autoplay; fullscreen; picture-in-picture"
      allowfullscreen
      referrerpolicy="strict-origin-when-cross-origin"
    ></iframe>`;
  }
  return html`<video
    part="player"
    src=${source.playerSrc}
    poster=${poster || nothing}
    aria-label=${title || nothing}
    controls
    autoplay
    playsinline
    .muted=${muted}
    ?loop=${loop}
    @play=${onMediaEvent}
    @pause=${onMediaEvent}
    @ended=${onMediaEvent}
  ></video>`;
}

/**
 * Starts a native file. When the browser refuses to start it with sound (`NotAllowedError`, no
 * user gesture counted), it starts it muted; when that fails too, the controls stay for the
 * visitor. `stillWanted` says whether the element still plays (it may have stopped meanwhile).
 */
export async function startFile(
  video: HTMLVideoElement,
  stillWanted: () => boolean,
): Promise<void> {
  try {
    await video.play();
  } catch (error) {
    if ((error as Error).name !== 'NotAllowedError' || video.muted || !stillWanted()) return;
    video.muted = true;
    await video.play().catch(() => undefined);
  }
}
