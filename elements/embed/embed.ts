import { html, nothing, type PropertyValues } from 'lit';
import { setSanitizedHtml } from '../../platform/dom/sanitize-html.ts';
import { ThirdPartyLoadError } from '../../platform/third-party/load-script.ts';
import { FacadeController, type FacadeOptions } from '../shared/facade/facade-controller.ts';
import { facadeStyles } from '../shared/facade/facade.styles.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { fitToContent } from './embed-frame.ts';
import {
  EMBED_DEFAULT_HEIGHT_PX,
  foreignOrigin,
  readEmbedCode,
  type EmbedSource,
} from './embed-source.ts';
import { embedSchema, type EmbedData } from './embed.schema.ts';
import { embedStyles } from './embed.styles.ts';

/** A frame that has not loaded after this long fails (the facade's 30 s for third parties). */
export const EMBED_LOAD_TIMEOUT_MS = 30_000;

/** The frame's sandbox: what an embedded page usually needs, no navigation of the page. */
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation';

/**
 * An embed block (SPEC §2 "Blocks initialised": embed): a page in a frame, or HTML from an embed
 * code, behind the library's third-party facade (ARCHITECTURE.md "Third-party embeds").
 *
 * The server markup is the placeholder, useful without JavaScript (a link to the content, a
 * description). Content from another origin (a frame of another site, HTML with a picture from
 * another site) loads nothing until the visitor presses the facade's button, or, with the site
 * setting `loadAfterConsent`, until consent allows it and the block is near the viewport. Under a
 * restrictive cookie policy the visitor has not accepted, the button reads "Load <provider>" and
 * its press is consent for this block only (nothing is stored). Content of the page's own origin
 * shows at once, with no button: nothing leaves the site.
 *
 * - A frame (`url`, or an embed code's one `<iframe>`): sandboxed (scripts, forms, pop-ups; no
 *   navigation of the page), titled. A frame of the page's own origin is as tall as its content
 *   and follows it; another origin's is `height` px tall (default the code's, else 400).
 * - HTML (any other embed code): sanitized (platform/dom/sanitize-html.ts: no script, style,
 *   form, frame or event handler) and shown in the block.
 *
 * Settings (`data-block-json`): `url` or `html` (one is required), `title`, `provider` (the name
 * shown, default the content's host name), `height`. Invalid settings leave the server markup
 * (the error contract).
 *
 * @summary An embedded page or HTML, loaded from another site only once the visitor asks.
 *
 * @slot - The server markup: the placeholder shown until the content has loaded.
 *
 * @event {SqEvent<SqEmbedLoadDetail>} sq-embed-load - Before loading (cancelable); `detail` is
 *   `{ provider }`.
 * @event {SqEvent<SqEmbedLoadDetail>} sq-embed-loaded - The content has loaded.
 * @event {SqEvent<SqEmbedErrorDetail>} sq-embed-error - It did not load (a frame not loaded
 *   within 30 s); the placeholder and the button stay, pressing it tries again.
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart placeholder - The box of the server markup.
 * @csspart facade-button - The load button.
 * @csspart facade-shares - The line under it: what loading shares.
 * @csspart facade-status - Loading, or the failure message.
 * @csspart frame - The `<iframe>` once loaded.
 * @csspart content - The sanitized HTML once loaded.
 *
 * @cssstate placeholder - Nothing loaded yet.
 * @cssstate loading - Loading.
 * @cssstate loaded - The content shows.
 * @cssstate failed - The last load failed.
 */
export class SqEmbed extends SqBlock<EmbedData> {
  static override styles = [facadeStyles, embedStyles];

  protected override readonly schema = embedSchema;

  /** The facade's options: provider and sentences follow the settings (see willUpdate). */
  readonly #facadeOptions: FacadeOptions = {
    provider: '',
    shares: '',
    label: '',
    load: (signal) => this.#load(signal),
    focusTarget: () => this.#content(),
  };
  readonly #facade = new FacadeController(this, this.#facadeOptions);
  #source?: EmbedSource;
  /** The content's origin when it is not the page's. */
  #foreign?: URL;
  /** Called by the frame's `load` while a load waits for it. */
  #frameLoaded?: () => void;
  /** The same-origin frame whose height follows its content, and how to stop following it. */
  #fitted?: HTMLIFrameElement;
  #stopFitting?: () => void;

  /** The facade's state: `placeholder`, `loading`, `loaded` or `failed`. */
  get state(): FacadeController['state'] {
    return this.#facade.state;
  }

  /** Loads the content now (as the visitor's press does); resolves once loaded or failed. */
  load(): Promise<void> {
    return this.data ? this.#facade.activate() : Promise.resolve();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopFitting?.();
    this.#stopFitting = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!(changed as PropertyValues).has('data')) return;
    this.#facade.reset();
    const data = this.data;
    const base = document.baseURI;
    this.#source = !data
      ? undefined
      : data.url !== undefined
        ? { kind: 'frame', src: new URL(data.url, base).href }
        : (readEmbedCode(data.html!, base) ?? undefined);
    this.#foreign = this.#source && foreignOrigin(this.#source, location.origin);
    const provider = data?.provider ?? this.#foreign?.hostname ?? location.hostname;
    Object.assign(this.#facadeOptions, {
      provider,
      shares: `Loading this content connects to ${provider}, which receives your IP address and may set cookies.`,
      label: `Show the content from ${provider}`,
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const frame = this.#content();
    const fit = frame instanceof HTMLIFrameElement && !this.#foreign;
    if (!fit || frame !== this.#fitted) {
      this.#stopFitting?.();
      this.#stopFitting = fit ? fitToContent(frame) : undefined;
      this.#fitted = fit ? frame : undefined;
    }
    // Nothing leaves the site: the page's own content shows without a press.
    if (this.#source && !this.#foreign && this.#facade.state === 'placeholder') {
      void this.updateComplete.then(() => {
        if (this.#source && !this.#foreign && this.#facade.state === 'placeholder') {
          void this.#facade.activate();
        }
      });
    }
  }

  protected override renderBlock(data: EmbedData): unknown {
    const source = this.#source;
    if (!source) return html`<slot></slot>`;
    const state = this.#facade.state;
    const shown = state === 'loading' || state === 'loaded';
    return html`${shown ? this.#template(source, data, state === 'loading') : nothing}
    ${
      state === 'loaded'
        ? nothing
        : html`<div part="placeholder" class="placeholder"><slot></slot></div>
            ${this.#foreign || state === 'failed' ? this.#facade.render() : nothing}`
    }`;
  }

  #template(source: EmbedSource, data: EmbedData, hidden: boolean): unknown {
    if (source.kind === 'html') {
      return html`<div part="content" class="content" tabindex="-1" ?hidden=${hidden}></div>`;
    }
    const provider = this.#facadeOptions.provider;
    const height = data.height ?? source.height ?? EMBED_DEFAULT_HEIGHT_PX;
    return html`<iframe
      part="frame"
      src=${source.src}
      title=${data.title ?? source.title ?? `Embedded content from ${provider}`}
      sandbox=${SANDBOX}
      allow="fullscreen"
      referrerpolicy="strict-origin-when-cross-origin"
      height=${this.#foreign ? String(height) : nothing}
      ?hidden=${hidden}
      @load=${() => this.#frameLoaded?.()}
    ></iframe>`;
  }

  /** The facade's load: the frame until its `load` (30 s at most), or the sanitized HTML put in. */
  async #load(signal: AbortSignal): Promise<void> {
    const source = this.#source;
    if (!source) throw new Error('nothing to embed');
    if (source.kind === 'html') {
      await this.updateComplete;
      const target = this.#content();
      if (!target || signal.aborted) return;
      await setSanitizedHtml(target, source.html);
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#frameLoaded = undefined;
        reject(new ThirdPartyLoadError('timeout', source.src));
      }, EMBED_LOAD_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        this.#frameLoaded = undefined;
        resolve();
      };
      this.#frameLoaded = done;
      signal.addEventListener('abort', done, { once: true });
    });
  }

  #content(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('[part~=frame], [part~=content]');
  }
}
