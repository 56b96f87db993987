import { html, nothing, type PropertyValues } from 'lit';
import { emit } from '../shared/events.ts';
import { FacadeController } from '../shared/facade/facade-controller.ts';
import { facadeStyles } from '../shared/facade/facade.styles.ts';
import { SqBlock } from '../shared/sq-block.ts';
import {
  AUDIO_SHARING_LABEL,
  AUDIO_SHARING_PROVIDER,
  AUDIO_SHARING_SHARES,
  AUDIO_SHARING_TIMEOUT_MS,
  parseAudioSharingUrl,
  playerSrc,
  SharingWidget,
  type WidgetEvent,
} from './audio-sharing.ts';
import { readTracks, sameTracks, type AudioTrack } from './audio-tracks.ts';
import { audioSchema, type AudioData } from './audio.schema.ts';
import { audioStyles } from './audio.styles.ts';
import { oneAtATime } from './one-at-a-time.ts';

/** How long the player may wait, invisible, for its controls to be drawn (see `#controlsDrawn`). */
const CONTROLS_DRAWN_FALLBACK_MS = 1000;
/** Detail of `sq-play`: which track started. */
export interface SqAudioPlayDetail {
  /** The track's address, absolute (the embed: the audio-sharing page's). */
  url: string;
  /** `file` for the native player, `soundcloud` for the audio-sharing embed. */
  provider: 'file' | 'soundcloud';
  /** The track's title ('' in the embed). */
  title: string;
  /** The track's place in the list, from 0 (0 in the embed). */
  index: number;
}

/** Detail of `sq-pause`: the track of `sq-play`, and why it stopped. */
export interface SqAudioPauseDetail extends SqAudioPlayDetail {
  /** `paused` by the visitor, `ended`, or `stopped` (another track or medium started, or `stop()`). */
  reason: 'paused' | 'ended' | 'stopped';
}

/** The custom states of `<sq-audio>` besides the facade's: a track plays, or the player is idle. */
export type SqAudioState = 'playing' | 'paused';

/**
 * An audio block (SPEC §2 audio and audio-sharing embed; SPEC §9: an album holds at most 60
 * tracks).
 *
 * **Native player.** It upgrades server markup that lists the tracks as plain links (each
 * `<a href>` in it is a track, its text the track's title; usable without JavaScript) into
 * `<audio controls>` for the chosen track and, with two tracks or more, the track list, where a
 * button per track chooses it and plays it. When a track ends the next one plays (`autoAdvance`).
 * The markup stays where the page rendered it (only no longer shown) and is read again when the
 * page changes it. More than 60 links: the first 60 are the tracks, and one console error says
 * how many were left out. Nothing is fetched before the visitor plays (`preload="none"`).
 *
 * **Audio-sharing embed** (`audioSharingUrl`). The server markup (a link to the track's page) is
 * the placeholder, and the facade (elements/shared/facade) adds one button under it: nothing is
 * requested from the service, nor from the site's `/third-party/` double, before consent allows
 * it and the visitor presses it (or the site loads embeds after consent). Then the service's
 * player (`thirdPartyEmbeds.urls.audioSharing`) loads in an iframe; after the visitor's press it
 * takes focus and starts playing, while one loaded by the site's `loadAfterConsent` setting waits
 * for the visitor's play. It counts as loaded when it says it is ready, and as failed when it
 * has not after 30 s ({@link SqAudio.embedTimeoutMs}: the placeholder and the button stay, with a
 * message). An address that is not a track or playlist page of the service is SPEC §8's
 * console-only 'invalid audio-sharing url': one console error, and the block is left as the
 * server rendered it.
 *
 * One at a time (SPEC §4): a track that starts stops every other `<sq-audio>` and `<sq-video>` of
 * the page, and a video or another player that starts stops this one
 * (elements/audio/one-at-a-time.ts).
 *
 * Census audio events (SPEC §3 census event type 20): every start and stop is reported with
 * `sq-play` / `sq-pause`, which the runtime's analytics counts as type 20 under the SPEC §4
 * counting and consent rules (runtime/behaviours/analytics-start.ts); the element sends nothing
 * itself.
 *
 * @summary A native audio player with its track list, or an audio-sharing embed behind the facade.
 *
 * @slot - The server markup: the tracks as links (the native player: shown only while the element
 *   is not upgraded), or the link to the audio-sharing page (the embed's placeholder).
 *
 * @event {SqEvent<SqAudioPlayDetail>} sq-play - A track started (or resumed).
 * @event {SqEvent<SqAudioPauseDetail>} sq-pause - The track paused, ended, or was stopped.
 * @event {SqEvent<SqEmbedLoadDetail>} sq-embed-load - Before the embed loads (cancelable).
 * @event {SqEvent<SqEmbedLoadDetail>} sq-embed-loaded - The embed's player is ready.
 * @event {SqEvent<SqEmbedErrorDetail>} sq-embed-error - The embed's player did not load.
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart player - The `<audio controls>` element.
 * @csspart now-playing - The line naming the chosen track.
 * @csspart tracks - The track list (`<ol>`).
 * @csspart track - A track's button; the chosen one has `aria-current="true"`.
 * @csspart embed - The audio-sharing player's iframe.
 * @csspart facade - The embed's load button and lines (facade-button, facade-shares, facade-status).
 *
 * @cssproperty [--sq-audio-accent=currentColor] - The chosen track's marker and focus ring.
 * @cssproperty [--sq-audio-embed-height=166px] - Height of the audio-sharing player.
 *
 * @cssstate playing - A track plays.
 * @cssstate paused - The native player or the loaded embed shows and nothing plays.
 * @cssstate placeholder - The embed's placeholder shows (also `loading`, `loaded`, `failed`).
 */
export class SqAudio extends SqBlock<AudioData> {
  static override styles = [audioStyles, facadeStyles];

  /**
   * How long the audio-sharing player may take to say it is ready, in ms (default 30 000, as
   * every third-party load); a page on a slow network may raise it, a test lower it.
   */
  static embedTimeoutMs = AUDIO_SHARING_TIMEOUT_MS;

  protected override readonly schema = audioSchema;

  readonly #internals = this.attachInternals();
  #tracks: AudioTrack[] = [];
  #index = 0;
  /**
   * Whether the native controls have drawn themselves: the browser lays out their time display a
   * moment after the element appears (at `suspend`, or once metadata comes), and until then the
   * player is kept invisible (its place is already kept), so nothing inside it is seen moving.
   */
  #controlsDrawn = false;
  /** What plays now (reported by `sq-play`), until its `sq-pause`. */
  #playing: SqAudioPlayDetail | undefined;
  /** `stop()` is pausing the player: its `pause` is reported as `stopped`. */
  #stopping = false;
  /** Watches the markup while connected: the page may change the links. */
  #markup?: MutationObserver;
  /** The audio-sharing page: none (native player), a valid address, or null (invalid). */
  #sharing: string | null | undefined;
  #facade?: FacadeController;
  #widget?: SharingWidget;
  /** The visitor asked for the embed (its button, or `play()`): the player starts playing. */
  #asked = false;

  /** The tracks (at most 60), in the markup's order. */
  get tracks(): readonly AudioTrack[] {
    return this.#tracks;
  }

  /** The chosen track's place in `tracks`. */
  get currentIndex(): number {
    return this.#index;
  }

  /** The embed's facade (`placeholder`, `loading`, `loaded`, `failed`); undefined without one. */
  get embedState(): FacadeController['state'] | undefined {
    return this.#facade?.state;
  }

  /**
   * Native player: chooses track `index` and plays it. Embed: loads the player (as its button
   * does).
   * @returns {Promise<boolean>} `true` once it plays (the embed: once loaded); `false` when there
   *   is no such track, or the browser refused to start it (the controls stay for the visitor).
   */
  async play(index = this.#index): Promise<boolean> {
    if (this.#facade && this.#sharing) {
      this.#asked = true;
      await this.#facade.activate();
      return this.#facade.state === 'loaded';
    }
    if (!this.#tracks[index]) return false;
    if (index !== this.#index) await this.#choose(index);
    const audio = this.#audio();
    if (!audio) return false;
    try {
      await audio.play();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Pauses what plays; its `sq-pause` says `stopped`. Another medium of the page starting calls
   * it.
   */
  stop(): void {
    if (!this.#playing) return;
    this.#stopping = true;
    if (this.#widget) {
      this.#widget.pause(); // its `pause` message reports it
      return;
    }
    this.#audio()?.pause();
    // Reported now: a track chosen next changes the source, which drops the pending `pause`.
    this.#stopped();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    oneAtATime(this.ownerDocument);
    this.#markup = new MutationObserver(() => this.#readMarkup());
    this.#markup.observe(this, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['href'],
    });
    this.#readMarkup();
    // A browser that never says `suspend` still shows the player.
    setTimeout(this.#onControlsDrawn, CONTROLS_DRAWN_FALLBACK_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#markup?.disconnect();
    this.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!(changed as PropertyValues).has('data')) return;
    const wanted = this.data?.audioSharingUrl;
    this.#sharing = wanted === undefined ? undefined : parseAudioSharingUrl(wanted);
    if (wanted !== undefined && this.#sharing === null) {
      console.error(`[${this.localName}] invalid audio-sharing url: ${wanted}`);
    }
    if (this.#sharing && !this.#facade) {
      this.#facade = new FacadeController(this, {
        provider: AUDIO_SHARING_PROVIDER,
        shares: AUDIO_SHARING_SHARES,
        label: AUDIO_SHARING_LABEL,
        internals: this.#internals,
        load: (signal) => this.#loadEmbed(signal),
        focusTarget: () => this.#frame(),
      });
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const idle = this.#audio() !== null || this.#frame()?.hidden === false;
    this.#internals.states[this.#playing ? 'add' : 'delete']('playing');
    this.#internals.states[idle && !this.#playing ? 'add' : 'delete']('paused');
  }

  protected override renderBlock(data: AudioData): unknown {
    if (this.#sharing !== undefined) return this.#renderEmbed(data);
    const tracks = this.#tracks;
    const current = tracks[this.#index];
    if (!current) return html`<slot></slot>`;
    const name = data.title || 'Audio player';
    return html`<div class="player" role="group" aria-label=${name}>
      <p part="now-playing" class="now" id="now">${current.title}</p>
      <audio
        part="player"
        controls
        preload="none"
        src=${current.url}
        aria-labelledby="now"
        class=${this.#controlsDrawn ? '' : 'drawing'}
        @suspend=${this.#onControlsDrawn}
        @loadedmetadata=${this.#onControlsDrawn}
        @play=${this.#onMediaEvent}
        @pause=${this.#onMediaEvent}
        @ended=${this.#onMediaEvent}
      ></audio>
      ${
        tracks.length > 1
          ? html`<ol part="tracks" aria-label=${`Tracks of ${name}`}>
              ${tracks.map(
                (track, i) =>
                  html`<li>
                    <button
                      part="track"
                      type="button"
                      aria-current=${i === this.#index ? 'true' : nothing}
                      @click=${() => void this.play(i)}
                    >
                      <span class="number" aria-hidden="true">${i + 1}</span>
                      <span class="title">${track.title}</span>
                    </button>
                  </li>`,
              )}
            </ol>`
          : nothing
      }
    </div>`;
  }

  /**
   * The embed: the placeholder (the server markup) with the facade, and from the moment it
   * loads the player's iframe (hidden until it is ready).
   */
  #renderEmbed(data: AudioData): unknown {
    const facade = this.#facade;
    if (!this.#sharing || !facade) return html`<slot></slot>`;
    const state = facade.state;
    const frame =
      state === 'loading' || state === 'loaded'
        ? html`<iframe
            part="embed"
            src=${playerSrc(this.#sharing, this.#asked)}
            title=${data.title ? `${AUDIO_SHARING_PROVIDER} player: ${data.title}` : `${AUDIO_SHARING_PROVIDER} player`}
            allow="autoplay"
            ?hidden=${state !== 'loaded'}
          ></iframe>`
        : nothing;
    // One template in every state: the iframe that loaded is the one that stays.
    const placeholder =
      state === 'loaded'
        ? nothing
        : html`<slot></slot>
            <div class="facade-box" @click=${{ handleEvent: this.#onFacadeClick, capture: true }}>
              ${facade.render()}
            </div>`;
    return html`${placeholder}${frame}`;
  }

  /** A click on the facade's button (heard before the facade's own listener) asks for playback. */
  #onFacadeClick = (event: Event): void => {
    if ((event.target as Element).closest('[part~=facade-button]')) this.#asked = true;
  };

  /** The facade's `load`: the player's iframe, ready within `embedTimeoutMs`. */
  async #loadEmbed(signal: AbortSignal): Promise<void> {
    await this.updateComplete;
    const frame = this.#frame();
    if (!frame) throw new Error('The audio-sharing block has no player to load');
    this.#widget?.dispose();
    const widget = new SharingWidget(frame, this.#onWidgetEvent);
    this.#widget = widget;
    try {
      await widget.ready(signal, SqAudio.embedTimeoutMs);
    } catch (error) {
      widget.dispose();
      if (this.#widget === widget) this.#widget = undefined;
      throw error;
    }
  }

  /** The player's play, pause and finish, reported as `sq-play` / `sq-pause`. */
  #onWidgetEvent = (event: WidgetEvent): void => {
    if (event === 'play') {
      this.#started({ url: this.#sharing!, provider: 'soundcloud', title: '', index: 0 });
    } else {
      this.#stopped(event === 'finish' ? 'ended' : undefined);
    }
  };

  /** Reads the tracks from the markup; a list that lost the chosen track starts over. */
  #readMarkup(): void {
    const tracks = readTracks(this);
    if (sameTracks(tracks, this.#tracks)) return;
    const chosen = this.#tracks[this.#index]?.url;
    const kept = tracks.findIndex((track) => track.url === chosen);
    if (kept < 0 && !this.#widget) this.stop();
    this.#tracks = tracks;
    this.#index = Math.max(0, kept);
    this.requestUpdate();
  }

  /** Chooses track `index` (the player loads it on the next update). */
  async #choose(index: number): Promise<void> {
    this.stop();
    this.#index = index;
    this.requestUpdate();
    await this.updateComplete;
  }

  /** The native player's first state is known (`suspend`, `loadedmetadata`, or the fallback). */
  readonly #onControlsDrawn = (): void => {
    if (this.#controlsDrawn) return;
    // The controls lay themselves out for this state over the next frames (the play button and
    // the time first, then the timeline beside them), later still on a busy page: shown before,
    // the timeline would shift. They are shown after two frames, at the page's next idle moment.
    const show = () => {
      this.#controlsDrawn = true;
      this.requestUpdate();
    };
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(show, { timeout: CONTROLS_DRAWN_FALLBACK_MS })
        : show();
    requestAnimationFrame(() => requestAnimationFrame(whenIdle));
  };

  /** The native player's `play`, `pause` and `ended`, reported as `sq-play` / `sq-pause`. */
  #onMediaEvent = (event: Event): void => {
    const audio = event.target as HTMLAudioElement;
    if (event.type === 'play') {
      const track = this.#tracks[this.#index];
      if (track) this.#started({ ...track, provider: 'file', index: this.#index });
      return;
    }
    // A pause on reaching the end is followed by `ended`, which reports it.
    if (event.type === 'pause' && audio.ended) return;
    const ended = this.#stopped(event.type === 'ended' ? 'ended' : undefined);
    const next = (ended?.index ?? -1) + 1;
    if (ended && this.data?.autoAdvance && this.#tracks[next]) void this.play(next);
  };

  /** Reports a start (`sq-play`) unless something plays already. */
  #started(detail: SqAudioPlayDetail): void {
    if (this.#playing) return;
    this.#playing = detail;
    this.requestUpdate();
    emit<SqAudioPlayDetail>(this, 'sq-play', detail);
  }

  /**
   * Reports the stop of what plays (`sq-pause`): `ended` when given, `stopped` after `stop()`,
   * else `paused`.
   * @returns what stopped when it ended, else undefined
   */
  #stopped(ended?: 'ended'): SqAudioPlayDetail | undefined {
    const started = this.#playing;
    if (!started) return undefined;
    this.#playing = undefined;
    const reason = ended ?? (this.#stopping ? 'stopped' : 'paused');
    this.#stopping = false;
    this.requestUpdate();
    emit<SqAudioPauseDetail>(this, 'sq-pause', { ...started, reason });
    return reason === 'ended' ? started : undefined;
  }

  #audio(): HTMLAudioElement | null {
    return this.renderRoot?.querySelector('audio[part~=player]') ?? null;
  }

  #frame(): HTMLIFrameElement | null {
    return this.renderRoot?.querySelector('iframe[part~=embed]') ?? null;
  }
}
