import { html, type PropertyValues } from 'lit';
import {
  VIDEO_DEFAULT_ASPECT_PERCENT,
  VIDEO_RESIZE_TIMEOUT_MS,
} from '../../platform/constants/limits.ts';
import { DURATION_TOKENS } from '../../platform/tokens/tokens.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { FacadeController, type FacadeOptions } from '../shared/facade/facade-controller.ts';
import { prefersReducedMotion } from '../shared/motion.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { PlayerLayout } from './video-layout.ts';
import { playerTemplate, startFile } from './video-player.ts';
import { adoptPoster, findPoster, type VideoPoster } from './video-poster.ts';
import {
  parseEmbedHtml,
  parseVideoUrl,
  providerName,
  type VideoProvider,
  type VideoSource,
} from './video-source.ts';
import { videoSchema, type VideoData } from './video.schema.ts';
import { videoStyles } from './video.styles.ts';

/** Detail of `sq-play`: which video started and who plays it. */
export interface SqVideoPlayDetail {
  /** The video's address, absolute (an `html` embed: its iframe's `src`). */
  url: string;
  provider: VideoProvider;
}

/** Detail of `sq-pause`: the video of `sq-play`, and why it stopped. */
export interface SqVideoPauseDetail extends SqVideoPlayDetail {
  /** `stopped`: back to the overlay; `paused`, `ended`: a native file paused or ran out. */
  reason: 'stopped' | 'paused' | 'ended';
}

/** The custom states `<sq-video>` sets (`:state(overlay)`, `:state(playing)`). */
export type SqVideoState = 'overlay' | 'playing';

/** Fade-in of a player that appears (duration token 1, 150 ms). */
const FADE_MS = DURATION_TOKENS[1]!;
const PLAY_ICON = html`<svg viewBox="0 0 24 24" aria-hidden="true">
  <path d="M5 3l16 9-16 9z" />
</svg>`;

/** The page's `<sq-video>` elements whose player shows (SPEC §4: one at a time). */
const showing = new Set<SqVideo>();

/**
 * A video block (SPEC §4 Video: overlay, then playing). It upgrades server markup that is the
 * video's poster, `<img data-src data-image-dimensions alt>` (possibly inside a link to the
 * video, the fallback without JavaScript), into an overlay: the poster, sized, cropped (cover)
 * and lazily loaded as `<sq-image>` does it, and a large play button. The markup stays where the
 * page (or a framework) rendered it: the child holding the poster is assigned to the `poster`
 * slot, and another poster put in later (or a changed `alt`) is followed. Nothing of a third party is requested before the visitor presses play: no
 * iframe, no script, no preconnect. Play shows the player and moves focus to it: a native file
 * in `<video controls autoplay playsinline>`, YouTube in the privacy-enhanced player
 * (`https://www.youtube-nocookie.com/embed/ID?autoplay=1`), Vimeo in
 * `https://player.vimeo.com/video/ID?autoplay=1`, an `html` embed's iframe at its own `src`.
 * Starting one video returns every other `<sq-video>` of the page to its overlay.
 *
 * Settings (`data-block-json`): `url` (YouTube, Vimeo, or a `.mp4`/`.m4v`/`.webm`/`.ogg`/`.ogv`
 * file, relative or absolute http(s)) or `html` (an embed code with one iframe; it is read in an
 * inert document and never inserted, only its `src` is used); `mode` (SPEC §5: `none` default, `fit`,
 * `fill`, `null` = `none`); `aspectRatio` (height in % of the width; default the embed iframe's
 * proportions, else 56.3, SPEC §9); `title` (default the embed's title, else the poster's
 * `alt`); `muted`, `loop` (native files). A `url`/`html` it cannot play fails with the error
 * contract and SPEC §8's 'Invalid video embed.': the server markup stays.
 *
 * Modes (SPEC §5): `none`: the player keeps its aspect at the element's width, the element's
 * height follows. `fit`: the player is the largest box of its aspect inside the element's box
 * (letterboxed). `fill`: the smallest that covers it (cropped, like `object-fit: cover`). In
 * `fit`/`fill` the page's CSS sets the element's height (without one it takes the aspect's). The
 * player's size is computed when the element appears, then again 1000 ms after the last resize
 * (SPEC §9).
 *
 * A native file that the browser will not start with sound starts muted; if it will not start
 * at all, its controls stay for the visitor. Reduced motion (`prefers-reduced-motion`,
 * `?nomotion=true`): no fade or hover transition.
 *
 * Third-party players sit behind the library's facade (ARCHITECTURE.md "Third-party embeds"):
 * under a restrictive cookie policy the visitor has not accepted, a player from another origin
 * (YouTube, Vimeo, an embed, a file elsewhere) is offered by a "Load <provider>" button with a line
 * saying what playing shares, instead of the play button; pressing it plays this video only and
 * stores nothing. A file of the page's own origin always has the play button. The site setting
 * `loadAfterConsent` never starts a video: playing waits for the visitor.
 *
 * Census video events (SPEC §3 census event type 21, `CENSUS_EVENT_TYPES.video`) are the
 * platform analytics module's: it will listen to `sq-play` and `sq-pause`; this element sends
 * nothing itself.
 *
 * @summary A video behind its poster: no third-party request until the visitor presses play.
 *
 * @slot - The server markup: the poster `<img>` (or an `<sq-image>` holding it), possibly inside
 *   a link to the video. Other content shows only while the element is not upgraded.
 * @slot poster - Filled by the element: it gives the child that holds the poster (the `<img>`
 *   itself, a link around it, or an `<sq-image>`) `slot="poster"`, where it stands; a wrapper
 *   such as the link is `inert` meanwhile (the play button is the overlay's control). Both are
 *   taken off again when the settings turn invalid or the element leaves the page.
 *
 * @event {SqEvent<SqVideoPlayDetail>} sq-play - The video started (play pressed or `play()`),
 *   or a native file resumed after a pause; `detail` is `{ url, provider }`.
 * @event {SqEvent<SqVideoPauseDetail>} sq-pause - The video stopped: back to the overlay
 *   (`reason: 'stopped'`), or a native file paused (`'paused'`) or ended (`'ended'`).
 * @event sq-error - `data-block-json` is invalid, or names no playable video ('Invalid video embed.').
 * @event {SqEvent<SqEmbedLoadDetail>} sq-embed-load - Before a player shows (cancelable:
 *   prevented, the overlay stays and `play()` answers false); `detail` is `{ provider }`.
 * @event {SqEvent<SqEmbedLoadDetail>} sq-embed-loaded - The player shows.
 *
 * @csspart stage - The element's box, clipping the player in `fill`.
 * @csspart box - The poster's and the player's box, of the video's aspect.
 * @csspart play - The play button.
 * @csspart player - The `<video>` or `<iframe>` while playing.
 * @csspart facade-button - "Load <provider>", under a restrictive policy not yet accepted.
 * @csspart facade-shares - The line under it: what playing shares.
 * @csspart facade-status - The facade's status line.
 *
 * @cssproperty [--sq-video-background=#111] - Behind the poster and the player.
 * @cssproperty [--sq-video-letterbox=transparent] - The bars around the player in `fit`.
 * @cssproperty [--sq-video-play-size=4.5rem] - Diameter of the play button.
 * @cssproperty [--sq-video-play-background=rgb(0 0 0 / 0.72)] - The play button.
 * @cssproperty [--sq-video-play-hover-background=rgb(0 0 0 / 0.88)] - The play button on hover.
 * @cssproperty [--sq-video-play-color=#fff] - The play icon.
 * @cssproperty [--sq-video-focus-color=#fff] - Keyboard focus outline of the play button.
 *
 * @cssstate overlay - The poster and play button show.
 * @cssstate playing - The player shows.
 * @cssstate placeholder - The facade's state while the overlay shows (also `loading`, `loaded`).
 */
export class SqVideo extends SqBlock<VideoData> {
  static override styles = videoStyles;

  protected override readonly schema = videoSchema;

  readonly #internals = this.attachInternals();
  /** The facade's options: the provider follows the source (see willUpdate). */
  readonly #facadeOptions: FacadeOptions = {
    provider: '',
    shares: '',
    label: 'Play video',
    load: () => this.#start(),
    focusTarget: () => this.#player(),
    internals: this.#internals,
    // Loading is playing: a video never starts by itself, whatever the site setting.
    loadsAfterConsent: false,
  };
  readonly #facade = new FacadeController(this, this.#facadeOptions);
  #source?: VideoSource;
  /** A player was just asked for: `updated` fades it in and starts a native file. */
  #starting = false;
  #poster: VideoPoster | null = null;
  /** Watches the markup while connected: the page may put another poster in. */
  #markup?: MutationObserver;
  #playing = false;
  /** A native file paused or ended (its `sq-pause` sent): its next `play` is a new start. */
  #paused = false;
  readonly #layout = new PlayerLayout(
    () => ({ mode: this.data?.mode ?? 'none', aspectPercent: this.#aspect() }),
    VIDEO_RESIZE_TIMEOUT_MS,
  );

  /** `overlay` (poster and play button) or `playing` (the player shows). */
  get state(): SqVideoState {
    return this.#playing ? 'playing' : 'overlay';
  }

  /**
   * Shows the player and starts the video, returning the page's other videos to their overlay;
   * focus moves to the player.
   * @returns {Promise<boolean>} `true` once the player shows, `false` when there is nothing to
   *   play (invalid settings, or the element is not in the page).
   */
  async play(): Promise<boolean> {
    if (!this.data || !this.#source || !this.isConnected) return false;
    if (!this.#playing) await this.#facade.activate();
    if (!this.#playing) return false;
    await this.updateComplete;
    const player = this.#player();
    if (!player) return false;
    player.focus();
    return true;
  }

  /** The facade's load: the player shows (drawn by the next update, started in `updated`). */
  #start(): Promise<void> {
    const source = this.#source;
    if (!this.data || !source || !this.isConnected) {
      return Promise.reject(new Error('nothing to play'));
    }
    this.#playing = true;
    this.#paused = false;
    this.#starting = true;
    this.#announce(source);
    this.requestUpdate();
    return Promise.resolve();
  }

  /** Returns to the overlay: the player is removed (a native file paused first). */
  stop(): void {
    const source = this.#source;
    if (!this.#playing || !source) return;
    const hadFocus = this.matches(':focus-within');
    const player = this.#player();
    this.#playing = false;
    this.#starting = false;
    this.#facade.reset();
    showing.delete(this);
    if (player instanceof HTMLVideoElement) {
      player.pause();
      player.removeAttribute('src');
      player.load(); // ends the download
    }
    this.requestUpdate();
    if (hadFocus) void this.updateComplete.then(() => this.#playButton()?.focus());
    emit<SqVideoPauseDetail>(this, 'sq-pause', { ...this.#detail(source), reason: 'stopped' });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#markup = new MutationObserver(() => {
      this.#syncPoster();
      this.requestUpdate();
    });
    this.#markup.observe(this, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['alt'],
    });
    // Back in the page: an update lays the player out again and watches its size.
    if (this.hasUpdated) {
      this.#syncPoster();
      this.requestUpdate();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#markup?.disconnect();
    this.stop();
    this.#layout.detach();
    this.#poster?.restore();
    this.#poster = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!(changed as PropertyValues).has('data')) return;
    this.stop();
    const data = this.data;
    const base = document.baseURI;
    this.#source = !data
      ? undefined
      : data.url !== undefined
        ? parseVideoUrl(data.url, base)!
        : parseEmbedHtml(data.html!, base)!;
    const provider = this.#source ? providerName(this.#source) : '';
    this.#facadeOptions.provider = provider;
    this.#facadeOptions.shares = `Playing this video loads it from ${provider}, which receives your IP address.`;
    this.#syncPoster();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const ready = this.data !== undefined && this.#source !== undefined;
    this.#internals.states[ready && !this.#playing ? 'add' : 'delete']('overlay');
    this.#internals.states[ready && this.#playing ? 'add' : 'delete']('playing');
    const stage = this.renderRoot.querySelector('.stage');
    const box = this.renderRoot.querySelector<HTMLElement>('.box');
    if (stage && box) this.#layout.attach(stage, box);
    else this.#layout.detach();
    const player = this.#player();
    if (this.#starting && player) {
      this.#starting = false;
      if (!prefersReducedMotion()) player.animate([{ opacity: 0 }, { opacity: 1 }], FADE_MS);
      if (player instanceof HTMLVideoElement) void startFile(player, () => this.#playing);
    }
  }

  protected override renderBlock(data: VideoData): unknown {
    const source = this.#source;
    if (!source) return html`<slot></slot>`;
    const mode = data.mode ?? 'none';
    const title = this.#title();
    const still = prefersReducedMotion() ? 'still' : '';
    return html`<div
      part="stage"
      class="stage ${mode} ${still}"
      .style=${`aspect-ratio:100 / ${this.#aspect()}`}
    >
      <div part="box" class="box">
        <slot name="poster"></slot>
        ${
          this.#playing
            ? playerTemplate(source, {
                title,
                poster: this.#poster?.img?.currentSrc ?? '',
                muted: data.muted,
                loop: data.loop,
                onMediaEvent: this.#onMediaEvent,
              })
            : this.#consentNeeded(source)
              ? html`<div class="consent">${this.#facade.render()}</div>`
              : html`<button
                  part="play"
                  type="button"
                  aria-label=${title ? `Play video: ${title}` : 'Play video'}
                  @click=${() => void this.play()}
                >
                  ${PLAY_ICON}
                </button>`
        }
      </div>
    </div>`;
  }

  /**
   * Whether the overlay shows the facade's consent button instead of the play button: the player
   * comes from another origin and a restrictive cookie policy waits for the visitor's acceptance.
   */
  #consentNeeded(source: VideoSource): boolean {
    return new URL(source.playerSrc).origin !== location.origin && this.#facade.consentNeeded;
  }

  /** A native file's `play`, `pause` or `ended`: a resume is a new start, the others stop it. */
  #onMediaEvent = (event: Event): void => {
    const video = event.target as HTMLVideoElement;
    if (video !== this.#player()) return;
    if (event.type === 'play') {
      if (!this.#paused) return;
      this.#paused = false;
      this.#announce(this.#source!);
      return;
    }
    // A pause on reaching the end is followed by `ended`, which reports it.
    if (this.#paused || (event.type === 'pause' && video.ended)) return;
    this.#paused = true;
    const reason = event.type === 'ended' ? 'ended' : 'paused';
    emit<SqVideoPauseDetail>(this, 'sq-pause', { ...this.#detail(this.#source!), reason });
  };

  /** Returns the other videos to their overlay, then reports that this one started. */
  #announce(source: VideoSource): void {
    for (const other of [...showing]) if (other !== this) other.stop();
    showing.add(this);
    emit<SqVideoPlayDetail>(this, 'sq-play', this.#detail(source));
  }

  #detail(source: VideoSource): SqVideoPlayDetail {
    return { url: source.url, provider: source.provider };
  }

  /**
   * The poster is in its slot while the element is upgraded and connected, and the markup as it
   * was otherwise; when the page changed the markup, the poster it holds now is taken instead.
   */
  #syncPoster(): void {
    const wanted = this.data && this.#source && this.isConnected ? findPoster(this) : null;
    const poster = this.#poster;
    if (poster && poster.child === wanted?.child && poster.img === wanted.img) return;
    poster?.restore();
    this.#poster = wanted && adoptPoster(wanted);
  }

  /** The video's height in % of its width. */
  #aspect(): number {
    return this.data?.aspectRatio ?? this.#source?.aspectPercent ?? VIDEO_DEFAULT_ASPECT_PERCENT;
  }

  #title(): string {
    return this.data?.title || this.#source?.title || this.#poster?.img?.alt.trim() || '';
  }

  #player(): HTMLVideoElement | HTMLIFrameElement | null {
    return this.renderRoot.querySelector('[part~=player]');
  }

  #playButton(): HTMLButtonElement | null {
    return this.renderRoot.querySelector('[part~=play]');
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-play': SqEvent<SqVideoPlayDetail>;
    'sq-pause': SqEvent<SqVideoPauseDetail>;
  }
}
