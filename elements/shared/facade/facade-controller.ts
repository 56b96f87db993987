import {
  html,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { CONSENT_EVENT } from '../../../platform/consent/consent.ts';
import { IMAGE_LAZY_MARGIN_PX } from '../../../platform/constants/limits.ts';
import {
  loadsAfterConsent,
  thirdPartyAllowed,
  whenThirdPartyAllowed,
} from '../../../platform/third-party/policy.ts';
import { emit, type SqEvent } from '../events.ts';
import { prefersReducedMotion } from '../motion.ts';

/** Where a facade is: its placeholder, loading the third party, loaded, or failed (placeholder kept). */
export type FacadeState = 'placeholder' | 'loading' | 'loaded' | 'failed';

/** Detail of `sq-embed-load` and `sq-embed-loaded`. */
export interface SqEmbedLoadDetail {
  /** The provider's name as shown ("Google Maps", "YouTube" …). */
  provider: string;
}

/** Detail of `sq-embed-error`. */
export interface SqEmbedErrorDetail extends SqEmbedLoadDetail {
  /** What `load` rejected with (a `ThirdPartyLoadError` for a script that did not load). */
  error: unknown;
}

/**
 * Options of a {@link FacadeController}. They are read each time they are used: a host whose
 * settings change (another video, another provider) may change the object it gave.
 */
export interface FacadeOptions {
  /** The provider's name, shown: "Google Maps", "SoundCloud", "OpenTable" … */
  provider: string;
  /** The sentence under the button: what loading shares ("Loading the map sends … to Google Maps."). */
  shares: string;
  /** The button's text when consent allows third parties: "Show the interactive map". */
  label: string;
  /** Does the third-party work; rejects when it fails. Stop when `signal` aborts. */
  load: (signal: AbortSignal) => Promise<void>;
  /**
   * The loaded content that takes focus after a visitor's activation, once the host has drawn
   * the loaded state; default: the first iframe, media or focusable control of the host's shadow
   * root, else the host itself (given `tabindex="-1"`).
   */
  focusTarget?: () => HTMLElement | null | undefined;
  /**
   * The host's `ElementInternals` when it attached them itself (they can be attached once);
   * otherwise the controller attaches them. The facade's state is a custom state on them.
   */
  internals?: ElementInternals;
  /**
   * Whether the site setting `loadAfterConsent` loads this embed without a click (default true);
   * false for a block whose load starts playback (a video), which always waits for the visitor.
   */
  loadsAfterConsent?: boolean;
}

/** What a host of the controller is: a Lit element. */
export type FacadeHost = HTMLElement & ReactiveControllerHost & { renderRoot: ParentNode };

const FOCUSABLE =
  'iframe, video, audio, a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Every state name, for the custom states. */
const STATES: readonly FacadeState[] = ['placeholder', 'loading', 'loaded', 'failed'];

/**
 * The facade of a third-party embed (ARCHITECTURE.md "Third-party embeds"): the host's server
 * markup is the useful placeholder; this controller adds one button that loads the real thing,
 * and loads nothing before it is pressed (or, with the site setting `loadAfterConsent`, before
 * consent allows it and the host is within 200 px of the viewport, SPEC §9's lazy margin).
 *
 * - Under a restrictive cookie policy without the visitor's acceptance, the button reads
 *   "Load <provider>" and the line under it says what loading shares; pressing it is consent for
 *   this one embed on this page view (nothing is stored). Otherwise the button shows `label`.
 * - `activate()` fires the cancelable `sq-embed-load`, then runs `load`; `sq-embed-loaded` or
 *   `sq-embed-error` follows. A failure keeps the placeholder and the button (pressing it again
 *   retries), with a message in a status line.
 * - Focus: after a visitor's activation (focus inside the host), it moves to the loaded content
 *   (see `focusTarget`); a failure leaves it on the button.
 * - The state is the host's custom state: `:state(placeholder)`, `:state(loading)`,
 *   `:state(loaded)`, `:state(failed)`.
 *
 * The host renders {@link render} where its button goes, adds `facadeStyles` to its styles, and
 * calls `requestUpdate` as usual: the controller asks for an update when its state changes.
 */
export class FacadeController implements ReactiveController {
  readonly #host: FacadeHost;
  readonly #options: FacadeOptions;
  readonly #internals: ElementInternals | undefined;
  #state: FacadeState = 'placeholder';
  #error: unknown;
  #loading: Promise<void> | undefined;
  /** Aborts the load under way (the host left the page). */
  #load: AbortController | undefined;
  /** Stops the wait of `loadAfterConsent` and the consent listener while connected. */
  #connection: AbortController | undefined;
  /** The connection whose wait of `loadAfterConsent` is under way. */
  #armedBy: AbortSignal | undefined;

  constructor(host: FacadeHost, options: FacadeOptions) {
    this.#host = host;
    this.#options = options;
    this.#internals = options.internals ?? attach(host);
    host.addController(this);
    this.#setStates();
  }

  /** Where the facade is (also the host's custom state). */
  get state(): FacadeState {
    return this.#state;
  }

  /** What the last failed load rejected with; undefined otherwise. */
  get error(): unknown {
    return this.#error;
  }

  /** Whether a click is needed as consent: a restrictive policy the visitor did not accept. */
  get consentNeeded(): boolean {
    return !thirdPartyAllowed();
  }

  /** The provider's name (options). */
  get provider(): string {
    return this.#options.provider;
  }

  hostConnected(): void {
    this.#connection = new AbortController();
    const { signal } = this.#connection;
    // The button's text follows a decision taken while the page is open.
    document.addEventListener(CONSENT_EVENT, () => this.#host.requestUpdate(), { signal });
    this.#arm();
  }

  /**
   * With the site setting `loadAfterConsent` (and the host not opting out), activates once
   * consent allows third parties and the host is within the lazy margin of the viewport; the wait
   * ends when the host leaves the page.
   */
  #arm(): void {
    const signal = this.#connection?.signal;
    const auto = this.#options.loadsAfterConsent !== false && loadsAfterConsent();
    if (!signal || this.#state !== 'placeholder' || !auto || this.#armedBy === signal) return;
    this.#armedBy = signal;
    whenThirdPartyAllowed(signal)
      .then(() => nearViewport(this.#host, signal))
      .then(
        () => this.activate(),
        () => undefined,
      )
      .finally(() => {
        if (this.#armedBy === signal) this.#armedBy = undefined;
      });
  }

  hostDisconnected(): void {
    this.#connection?.abort();
    this.#connection = undefined;
    if (this.#state === 'loading') this.reset();
  }

  /**
   * Back to the placeholder (a load under way is aborted): for a host whose loaded content the
   * visitor can dismiss, such as a video stopped back to its poster. The next activation fires
   * `sq-embed-load` and loads again.
   */
  reset(): void {
    this.#load?.abort();
    this.#load = undefined;
    this.#loading = undefined;
    this.#error = undefined;
    if (this.#state !== 'placeholder') this.#set('placeholder');
    this.#arm();
  }

  /**
   * Loads now: the visitor's click, or code (under a restrictive policy, a click is consent for
   * this embed). Fires `sq-embed-load` first; a listener's `preventDefault()` leaves the
   * placeholder. Resolves once it is loaded or has failed (it never rejects: read `state` and
   * `error`); a call while loading answers the same promise, a call once loaded does nothing.
   */
  activate(): Promise<void> {
    if (this.#state === 'loaded') return Promise.resolve();
    if (this.#loading) return this.#loading;
    const provider = this.#options.provider;
    if (!emit<SqEmbedLoadDetail>(this.#host, 'sq-embed-load', { provider }, { cancelable: true })) {
      return Promise.resolve();
    }
    const load = new AbortController();
    this.#load = load;
    this.#error = undefined;
    this.#set('loading');
    // A visitor's activation: focus is on the button (or elsewhere in the host) as it starts.
    const hadFocus = this.#host.matches(':focus-within');
    this.#loading = this.#run(load.signal, hadFocus).finally(() => {
      if (this.#load === load) {
        this.#load = undefined;
        this.#loading = undefined;
      }
    });
    return this.#loading;
  }

  async #run(signal: AbortSignal, hadFocus: boolean): Promise<void> {
    const provider = this.#options.provider;
    try {
      await this.#options.load(signal);
    } catch (error) {
      if (signal.aborted) return;
      this.#error = error;
      this.#set('failed');
      emit<SqEmbedErrorDetail>(this.#host, 'sq-embed-error', { provider, error });
      return;
    }
    if (signal.aborted) return;
    this.#set('loaded');
    emit<SqEmbedLoadDetail>(this.#host, 'sq-embed-loaded', { provider });
    await this.#host.updateComplete;
    // Unless the visitor went elsewhere meanwhile (focus still here, or lost with the button).
    const active = document.activeElement;
    const stayed = this.#host.matches(':focus-within') || !active || active === document.body;
    if (hadFocus && stayed) this.#focusContent();
  }

  /**
   * The load button, the line saying what loading shares, and a status line (`role="status"`:
   * "Loading <provider>…", or after a failure a message saying it could not load). Render it in
   * the host's template while the state is not `loaded`.
   */
  render(): TemplateResult {
    const { provider, shares, label } = this.#options;
    const busy = this.#state === 'loading';
    return html`<div part="facade" class="facade ${prefersReducedMotion() ? 'still' : ''}">
      <button
        part="facade-button"
        type="button"
        aria-describedby="sq-facade-shares"
        aria-disabled=${busy ? 'true' : 'false'}
        @click=${() => void this.activate()}
      >
        ${this.consentNeeded ? `Load ${provider}` : label}
      </button>
      <p part="facade-shares" id="sq-facade-shares">${shares}</p>
      <p part="facade-status" role="status">${this.statusText}</p>
    </div>`;
  }

  /** The status line's text: while loading, after a failure, else ''. */
  get statusText(): string {
    const { provider } = this.#options;
    if (this.#state === 'loading') return `Loading ${provider}…`;
    if (this.#state === 'failed') return `${provider} could not be loaded. Please try again.`;
    return '';
  }

  #set(state: FacadeState): void {
    this.#state = state;
    this.#setStates();
    this.#host.requestUpdate();
  }

  #setStates(): void {
    const states = this.#internals?.states;
    if (!states) return;
    for (const name of STATES) {
      if (name === this.#state) states.add(name);
      else states.delete(name);
    }
  }

  #focusContent(): void {
    const target =
      this.#options.focusTarget?.() ??
      this.#host.renderRoot.querySelector<HTMLElement>(FOCUSABLE) ??
      null;
    if (target) {
      target.focus();
      return;
    }
    if (!this.#host.hasAttribute('tabindex')) this.#host.setAttribute('tabindex', '-1');
    this.#host.focus();
  }
}

/** The host's `ElementInternals`, or undefined when they were attached already. */
function attach(host: HTMLElement): ElementInternals | undefined {
  try {
    return host.attachInternals();
  } catch {
    return undefined;
  }
}

/** Resolves once `host` is within the lazy margin (200 px) of the viewport. */
function nearViewport(host: Element, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
    );
    observer.observe(host);
    signal.addEventListener('abort', () => {
      observer.disconnect();
      reject(signal.reason as Error);
    });
  });
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-embed-load': SqEvent<SqEmbedLoadDetail>;
    'sq-embed-loaded': SqEvent<SqEmbedLoadDetail>;
    'sq-embed-error': SqEvent<SqEmbedErrorDetail>;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-embed-load': SqEvent<SqEmbedLoadDetail>;
    'sq-embed-loaded': SqEvent<SqEmbedLoadDetail>;
    'sq-embed-error': SqEvent<SqEmbedErrorDetail>;
  }
}
