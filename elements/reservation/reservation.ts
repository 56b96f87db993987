import { html, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { currentPageContext } from '../../platform/third-party/policy.ts';
import { FacadeController, type FacadeState } from '../shared/facade/facade-controller.ts';
import { facadeStyles } from '../shared/facade/facade.styles.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { PREVIEW_ONLY_MESSAGE, PREVIEW_ONLY_TITLE, seesPreviewOnly } from './preview-only.ts';
import {
  RESERVATION_KINDS,
  RESERVATION_WIDGETS,
  reservationKind,
  sharesSentence,
  type ReservationWidget,
} from './reservation-kinds.ts';
import {
  loadWidget,
  reservationTheme,
  WIDGET_MESSAGES,
  type ReservationTheme,
} from './reservation-widget.ts';
import { reservationSchema, type ReservationData } from './reservation.schema.ts';
import { reservationStyles } from './reservation.styles.ts';

/** What `<sq-reservation>` shows: the facade's states, or the owner's preview. */
export type SqReservationState = FacadeState | 'preview-only';

const FOCUSABLE =
  'input, select, textarea, button, a[href], iframe, [tabindex]:not([tabindex="-1"])';
const LOG_PREFIX = '[sq-reservation]';

/** Ids of the widget containers of the page. */
let containers = 0;

/**
 * A reservation or scheduling block (SPEC §2, §4 "Reservation widget block", §6, §8, §9): a
 * restaurant's reservations (`kind="restaurant-v1"` or `"restaurant-v2"`), table booking
 * (`"table-booking"`), appointment scheduling (`"scheduling"`, block type 65) or a wedding-planning
 * widget (`"wedding-planning"`).
 *
 * Its server markup is the block without JavaScript or a third party: a link to book with the
 * provider, a telephone number. The element adds the third-party facade under it
 * (elements/shared/facade): a button that loads the provider's widget script, and nothing is
 * requested from the provider before the visitor presses it (or, with the site setting
 * `loadAfterConsent`, before consent allows it and the block is near the viewport). Under a
 * restrictive cookie policy without the visitor's acceptance the button reads "Load <provider>"
 * and pressing it is consent for this one widget.
 *
 * Loading (SPEC §4): the script gets the block's `accountId`, its `iframe` and `overlay` settings,
 * the theme (`wide` when the block is wider than 850 px, else `standard`, SPEC §9) and the id of
 * the element it draws into; the block is `loaded` once the widget's picker, button and title
 * exist, and then shows the widget instead of the server markup. When the block's width crosses
 * 850 px, or on `reinit()`, the script is loaded again with the new theme into a fresh container,
 * which replaces the widget once drawn; so do new settings (`data-block-json`, `kind`).
 *
 * Failures are console-only (SPEC §8), and the block is left as is: 'widget DOM never rendered'
 * (the script ran but drew no picker, button and title within about 5 s), 'loadjs failed' (the
 * script did not load within 30 s), 'could not reloadScript and reinit block' (a re-init failed:
 * the widget drawn before stays).
 *
 * A logged-in owner (SPEC §6: an account is signed in, holding more than the viewer role) sees the
 * server markup under a note titled 'Preview Only' asking them to log out to use the block; the
 * widget never loads for them.
 *
 * @summary A booking widget from a third party behind a local placeholder.
 *
 * @slot - The server markup: a useful link to book with the provider, a telephone number. Shown
 *   until the widget is loaded.
 * @slot widget - Filled by the element: the container the provider's script draws into.
 *
 * @event {SqEvent<SqEmbedLoadDetail>} sq-embed-load - Before the widget loads (cancelable).
 * @event {SqEvent<SqEmbedLoadDetail>} sq-embed-loaded - The widget's picker, button and title exist.
 * @event {SqEvent<SqEmbedErrorDetail>} sq-embed-error - The widget did not load.
 * @event sq-error - `data-block-json` is invalid, or `kind` names no widget.
 *
 * @csspart preview - The owner's 'Preview Only' note.
 * @csspart preview-title - Its title.
 * @csspart preview-message - Its message.
 * @csspart facade - The load button and its lines.
 * @csspart facade-button - The load button.
 * @csspart facade-shares - What loading shares, and with whom.
 * @csspart facade-status - "Loading <provider>…" while loading.
 *
 * @cssstate placeholder - The server markup and the load button show.
 * @cssstate loading - The widget's script is loading.
 * @cssstate loaded - The widget shows.
 * @cssstate failed - The widget did not load; the server markup and the button show again.
 */
export class SqReservation extends SqBlock<ReservationData> {
  static override styles = [facadeStyles, reservationStyles];

  protected override readonly schema = reservationSchema;

  /** Which widget: `restaurant-v1`, `restaurant-v2`, `table-booking`, `scheduling`, `wedding-planning`. */
  @property({ reflect: true }) kind: string | null = null;

  #facade?: FacadeController;
  #previewOnly?: boolean;
  /** The container the loaded widget was drawn into. */
  #container?: HTMLElement;
  #theme?: ReservationTheme;
  #resize?: ResizeObserver;
  /** The re-init under way, and the theme it loads. */
  #reinit?: AbortController;
  #reinitTheme?: ReservationTheme;

  /** Where the block is: `preview-only` for a logged-in owner, else the facade's state. */
  get state(): SqReservationState {
    if (this.#previewOnly) return 'preview-only';
    return this.#facade?.state ?? 'placeholder';
  }

  /** The theme the widget was loaded with; before that, the one the block's width gives now. */
  get theme(): ReservationTheme {
    return this.#theme ?? reservationTheme(this.getBoundingClientRect().width);
  }

  /**
   * Loads the widget, as the load button does. Resolves once it is loaded or has failed (read
   * `state`); does nothing for a logged-in owner or with invalid settings.
   */
  async load(): Promise<void> {
    if (this.#facade && this.data && this.#widget()) await this.#facade.activate();
  }

  /**
   * Loads the widget's script again with the block's theme now (SPEC §4 re-init), into a fresh
   * container that replaces the widget once its picker, button and title exist.
   * @returns {Promise<boolean>} whether the widget was drawn again; false when it was not loaded,
   *   when another re-init started meanwhile, or when it failed ('could not reloadScript and
   *   reinit block' in the console; the widget drawn before stays).
   */
  async reinit(): Promise<boolean> {
    const widget = this.#widget();
    if (this.state !== 'loaded' || !widget || !this.data) return false;
    this.#reinit?.abort();
    const reinit = new AbortController();
    this.#reinit = reinit;
    const theme = reservationTheme(this.getBoundingClientRect().width);
    this.#reinitTheme = theme;
    const container = this.#newContainer('widget-next');
    try {
      await loadWidget({
        widget,
        data: this.data,
        container,
        theme,
        fresh: true,
        signal: reinit.signal,
      });
    } catch (error) {
      container.remove();
      if (!reinit.signal.aborted)
        console.error(`${LOG_PREFIX} ${WIDGET_MESSAGES.reinitFailed}`, error);
      return false;
    } finally {
      if (this.#reinit === reinit) this.#reinit = this.#reinitTheme = undefined;
    }
    this.#container?.remove();
    container.slot = 'widget';
    this.#container = container;
    this.#theme = theme;
    return true;
  }

  override connectedCallback(): void {
    this.#previewOnly ??= seesPreviewOnly(currentPageContext());
    if (!this.#previewOnly) this.#facade ??= this.#createFacade();
    super.connectedCallback();
    if (this.state === 'loaded') this.#watchWidth();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#reinit?.abort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.data !== undefined && !this.#widget()) {
      this.data = undefined;
      this.reportError('kind', `must be one of ${RESERVATION_KINDS.join(', ')}`);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // New settings (an editor's live preview) for a loaded widget: it is drawn again with them.
    const settingsChanged = changed.has('blockJson') || changed.has('kind');
    if (settingsChanged && this.state === 'loaded' && this.data) {
      void this.reinit();
    }
  }

  protected override renderBlock(): unknown {
    if (this.#previewOnly) {
      return html`<div class="placeholder">
        <div part="preview" role="note" aria-labelledby="preview-title">
          <p part="preview-title" id="preview-title">${PREVIEW_ONLY_TITLE}</p>
          <p part="preview-message">${PREVIEW_ONLY_MESSAGE}</p>
        </div>
        <slot></slot>
      </div>`;
    }
    if (this.state === 'loaded') return html`<slot name="widget"></slot>`;
    return html`<div class="placeholder"><slot></slot>${this.#facade?.render()}</div>`;
  }

  #widget(): ReservationWidget | undefined {
    const kind = reservationKind(this.kind);
    return kind && RESERVATION_WIDGETS[kind];
  }

  #createFacade(): FacadeController {
    const widget = () => this.#widget() ?? RESERVATION_WIDGETS['restaurant-v1'];
    return new FacadeController(this, {
      // Read when drawn: `kind` may be set after the element connects.
      get provider() {
        return widget().provider;
      },
      get label() {
        return widget().label;
      },
      get shares() {
        return sharesSentence(widget());
      },
      load: (signal) => this.#load(signal),
      focusTarget: () => this.#container?.querySelector<HTMLElement>(FOCUSABLE),
    });
  }

  /** The facade's `load`: draws the widget into a new container, or logs why not and throws. */
  async #load(signal: AbortSignal): Promise<void> {
    const widget = this.#widget();
    const data = this.data;
    if (!widget || !data) throw new Error(`${LOG_PREFIX} no valid settings to load`);
    const theme = reservationTheme(this.getBoundingClientRect().width);
    const container = this.#newContainer('widget');
    try {
      await loadWidget({ widget, data, container, theme, signal });
    } catch (error) {
      container.remove();
      if (!signal.aborted) console.error(`${LOG_PREFIX} ${(error as Error).message}`, error);
      throw error;
    }
    this.#container = container;
    this.#theme = theme;
    this.#watchWidth();
  }

  /** A new, empty container for the widget in the light DOM, assigned to `slot`. */
  #newContainer(slot: string): HTMLElement {
    const container = document.createElement('div');
    container.id = `sq-reservation-widget-${++containers}`;
    container.slot = slot;
    this.append(container);
    return container;
  }

  /** Re-inits the loaded widget whenever the block's width gives another theme (SPEC §9). */
  #watchWidth(): void {
    this.#resize?.disconnect();
    this.#resize = new ResizeObserver(([entry]) => {
      if (!entry || this.state !== 'loaded') return;
      const theme = reservationTheme(entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width);
      if (theme !== (this.#reinitTheme ?? this.#theme)) void this.reinit();
    });
    this.#resize.observe(this);
  }
}
