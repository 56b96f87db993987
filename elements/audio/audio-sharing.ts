/**
 * The audio-sharing embed of `<sq-audio>` (SPEC §2 "audio-sharing embed"): a track or playlist
 * page of the audio-sharing service played in the service's player iframe, and the messages the
 * page and that player exchange (the service's widget protocol: JSON text through `postMessage`).
 */
import { thirdPartyUrl } from '../../platform/third-party/urls.ts';

/** The service's name, shown on the facade's button ("Load SoundCloud"). */
export const AUDIO_SHARING_PROVIDER = 'SoundCloud';

/** What loading the player shares, the line under the facade's button. */
export const AUDIO_SHARING_SHARES =
  'Loading the player sends your IP address and the address of this page to SoundCloud.';

/** The facade's button text when third parties are allowed. */
export const AUDIO_SHARING_LABEL = 'Show the SoundCloud player';

/** How long the player may take to say it is ready before the embed counts as failed. */
export const AUDIO_SHARING_TIMEOUT_MS = 30_000;

/** Hosts of the service's track and playlist pages. */
const SHARING_HOSTS = new Set(['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com']);

/**
 * The audio-sharing page `value` names, as a canonical `https://soundcloud.com/…` address, or
 * null when it is not one: an http(s) address on the service's host whose path names a user and a
 * track (`/USER/TRACK`) or a playlist (`/USER/sets/PLAYLIST`), each part letters, digits, `-`
 * or `_`. The query and fragment are dropped.
 */
export function parseAudioSharingUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!SHARING_HOSTS.has(url.hostname) || url.port !== '' || url.username || url.password) {
    return null;
  }
  const parts = url.pathname.replace(/\/+$/, '').split('/').slice(1);
  const name = /^[\w-]+$/;
  const track = parts.length === 2 && parts[1] !== 'sets';
  const playlist = parts.length === 3 && parts[1] === 'sets';
  if ((!track && !playlist) || !parts.every((part) => name.test(part))) return null;
  return `https://soundcloud.com/${parts.join('/')}`;
}

/**
 * The player's address for page `shareUrl`: the site's `thirdPartyEmbeds.urls.audioSharing` (a
 * local site: the server's double, `/third-party/audio/player`) else the service's player, with
 * `url` (the page) and `auto_play` added to its query: `true` when the visitor asked for the
 * player (a click), `false` when it loads by itself (the site's `loadAfterConsent`).
 */
export function playerSrc(shareUrl: string, autoPlay: boolean): string {
  const src = new URL(thirdPartyUrl('audioSharing'), document.baseURI);
  src.searchParams.set('url', shareUrl);
  src.searchParams.set('auto_play', String(autoPlay));
  return src.href;
}

/** The player's events the page listens to. */
export type WidgetEvent = 'play' | 'pause' | 'finish';
const WIDGET_EVENTS: readonly WidgetEvent[] = ['play', 'pause', 'finish'];

/** The `method` of a message from `frame`'s player, or undefined for any other message. */
function widgetMethod(event: MessageEvent, frame: HTMLIFrameElement): string | undefined {
  if (event.source === null || event.source !== frame.contentWindow) return undefined;
  if (event.origin !== new URL(frame.src).origin) return undefined;
  try {
    const message: unknown = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    const method = (message as { method?: unknown } | null)?.method;
    return typeof method === 'string' ? method : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The player in `frame`, once loaded: says when it is ready, reports its plays, pauses and
 * ends, and can be paused.
 */
export class SharingWidget {
  readonly #frame: HTMLIFrameElement;
  readonly #listening = new AbortController();

  /** Listens to the player in `frame`; `onEvent` hears its plays, pauses and ends. */
  constructor(frame: HTMLIFrameElement, onEvent: (event: WidgetEvent) => void) {
    this.#frame = frame;
    addEventListener(
      'message',
      (event) => {
        const method = widgetMethod(event, frame);
        if (WIDGET_EVENTS.includes(method as WidgetEvent)) onEvent(method as WidgetEvent);
      },
      { signal: this.#listening.signal },
    );
  }

  /**
   * Resolves when the player says `ready` (then it asks for its play, pause and finish events);
   * rejects after `timeoutMs` (a player that does not answer: the service down, a 404, no
   * network) or when `signal` aborts.
   */
  ready(signal: AbortSignal, timeoutMs = AUDIO_SHARING_TIMEOUT_MS): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiting = new AbortController();
      const done = () => {
        clearTimeout(timer);
        waiting.abort();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`The ${AUDIO_SHARING_PROVIDER} player did not answer (timeout)`));
      }, timeoutMs);
      signal.addEventListener(
        'abort',
        () => {
          done();
          reject(signal.reason as Error);
        },
        { signal: waiting.signal },
      );
      addEventListener(
        'message',
        (event) => {
          if (widgetMethod(event, this.#frame) !== 'ready') return;
          done();
          for (const name of WIDGET_EVENTS) this.#send('addEventListener', name);
          resolve();
        },
        { signal: waiting.signal },
      );
    });
  }

  /** Asks the player to pause. */
  pause(): void {
    this.#send('pause');
  }

  /** Stops listening. */
  dispose(): void {
    this.#listening.abort();
  }

  #send(method: string, value?: string): void {
    const origin = new URL(this.#frame.src).origin;
    this.#frame.contentWindow?.postMessage(JSON.stringify({ method, value }), origin);
  }
}
