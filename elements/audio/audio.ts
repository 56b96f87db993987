import { html, nothing, type PropertyValues } from 'lit';
import { emit } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { readTracks, sameTracks, type AudioTrack } from './audio-tracks.ts';
import { audioSchema, type AudioData } from './audio.schema.ts';
import { audioStyles } from './audio.styles.ts';
import { oneAtATime } from './one-at-a-time.ts';

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

/** The custom states of `<sq-audio>` in the native player. */
export type SqAudioState = 'playing' | 'paused';

/**
 * An audio block (SPEC §2 audio; SPEC §9: an album holds at most 60 tracks). It upgrades server
 * markup that lists the tracks as plain links (each `<a href>` in it is a track, its text the
 * track's title; usable without JavaScript) into a native player: `<audio controls>` for the
 * chosen track and, with two tracks or more, the track list, where a button per track chooses it
 * and plays it. When a track ends the next one plays (`autoAdvance`). The markup stays where the
 * page rendered it (only no longer shown) and is read again when the page changes it.
 *
 * More than 60 links: the first 60 are the tracks, and one console error says how many were
 * left out. Nothing is fetched before the visitor plays (`preload="none"`).
 *
 * One at a time (SPEC §4): starting a track stops every other `<sq-audio>` and `<sq-video>` of the
 * page, and a video or another player that starts pauses this one (elements/audio/one-at-a-time.ts).
 *
 * Census audio events (SPEC §3 census event type 20): every start and stop is reported with
 * `sq-play` / `sq-pause`, which the runtime's analytics counts as type 20 under the SPEC §4
 * counting and consent rules (runtime/behaviours/analytics-start.ts); the element sends nothing
 * itself.
 *
 * @summary A native audio player with its track list, or an audio-sharing embed behind the facade.
 *
 * @slot - The server markup: the tracks as links (shown only while the element is not upgraded).
 *
 * @event {SqEvent<SqAudioPlayDetail>} sq-play - A track started (or resumed).
 * @event {SqEvent<SqAudioPauseDetail>} sq-pause - The track paused, ended, or was stopped.
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart player - The `<audio controls>` element.
 * @csspart now-playing - The line naming the chosen track.
 * @csspart tracks - The track list (`<ol>`).
 * @csspart track - A track's button; the chosen one has `aria-current="true"`.
 *
 * @cssproperty [--sq-audio-accent=currentColor] - The chosen track's marker and focus ring.
 *
 * @cssstate playing - The chosen track plays.
 * @cssstate paused - The native player shows and nothing plays.
 */
export class SqAudio extends SqBlock<AudioData> {
  static override styles = audioStyles;

  protected override readonly schema = audioSchema;

  readonly #internals = this.attachInternals();
  #tracks: AudioTrack[] = [];
  #index = 0;
  /** What plays now (reported by `sq-play`), until its `sq-pause`. */
  #playing: SqAudioPlayDetail | undefined;
  /** `stop()` is pausing the player: its `pause` is reported as `stopped`. */
  #stopping = false;
  /** Watches the markup while connected: the page may change the links. */
  #markup?: MutationObserver;

  /** The tracks (at most 60), in the markup's order. */
  get tracks(): readonly AudioTrack[] {
    return this.#tracks;
  }

  /** The chosen track's place in `tracks`. */
  get currentIndex(): number {
    return this.#index;
  }

  /**
   * Chooses track `index` and plays it.
   * @returns {Promise<boolean>} `true` once it plays; `false` when there is no such track, no
   *   native player, or the browser refused to start it (the controls stay for the visitor).
   */
  async play(index = this.#index): Promise<boolean> {
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

  /** Pauses the track; its `sq-pause` says `stopped`. Another medium of the page starting calls it. */
  stop(): void {
    const audio = this.#audio();
    if (!audio || audio.paused) return;
    this.#stopping = true;
    audio.pause();
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
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#markup?.disconnect();
    this.stop();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const native = this.#audio() !== null;
    this.#internals.states[native && this.#playing ? 'add' : 'delete']('playing');
    this.#internals.states[native && !this.#playing ? 'add' : 'delete']('paused');
  }

  protected override renderBlock(data: AudioData): unknown {
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

  /** Reads the tracks from the markup; a list that lost the chosen track starts over. */
  #readMarkup(): void {
    const tracks = readTracks(this);
    if (sameTracks(tracks, this.#tracks)) return;
    const chosen = this.#tracks[this.#index]?.url;
    const kept = tracks.findIndex((track) => track.url === chosen);
    if (kept < 0) this.stop();
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

  /** The native player's `play`, `pause` and `ended`, reported as `sq-play` / `sq-pause`. */
  #onMediaEvent = (event: Event): void => {
    const audio = event.target as HTMLAudioElement;
    if (event.type === 'play') {
      const track = this.#tracks[this.#index];
      if (!track || this.#playing) return;
      this.#playing = { url: track.url, provider: 'file', title: track.title, index: this.#index };
      this.requestUpdate();
      emit<SqAudioPlayDetail>(this, 'sq-play', this.#playing);
      return;
    }
    // A pause on reaching the end is followed by `ended`, which reports it.
    const started = this.#playing;
    if (!started || (event.type === 'pause' && audio.ended)) return;
    this.#playing = undefined;
    const reason = event.type === 'ended' ? 'ended' : this.#stopping ? 'stopped' : 'paused';
    this.#stopping = false;
    this.requestUpdate();
    emit<SqAudioPauseDetail>(this, 'sq-pause', { ...started, reason });
    const next = started.index + 1;
    if (reason === 'ended' && this.data?.autoAdvance && this.#tracks[next]) void this.play(next);
  };

  #audio(): HTMLAudioElement | null {
    return this.renderRoot?.querySelector('audio[part~=player]') ?? null;
  }
}
