import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { emit, type SqEvent } from '../shared/events.ts';
import {
  describeSystemError,
  SYSTEM_ERROR_LABELS as LABELS,
  SYSTEM_ERROR_TEXTS as TEXTS,
  SYSTEM_NETWORK_ERROR_EVENT,
  type SystemErrorView,
} from './system-error-view.ts';
import { systemErrorStyles } from './system-error.styles.ts';
import { SqElement } from '../shared/sq-element.ts';

/** Detail of `sq-track`: a tracking event for the analytics layer to record (SPEC §3). */
export interface SqTrackDetail {
  eventName: string;
  payload: Record<string, unknown>;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-track': SqEvent<SqTrackDetail>;
  }
}

/** The element holding focus, looking inside open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The full-screen system error overlay (SPEC §2, §4, §8). Give it the error in `error`; it opens
 * as a modal dialog as soon as it is on the page and says, under the title 'Something Went
 * Wrong!':
 * - for an error the server logged itself ("cleaned"), 'Our system has encountered an error.
 *   This exception has been automatically logged and reported. We will return shortly.';
 * - for a network error, the server's text or 'Unable to connect to the product. Please try
 *   again.', and it fires `sq-track` with the event `system_network_error`;
 * - for any other error, its URL, format and message.
 * (`describeSystemError` in system-error-view.ts sorts errors into these kinds.)
 *
 * 'Reload Page' reloads the page. 'Clear' (or Escape) closes the overlay and removes the element
 * when `showSystemError()` made it (`removeOnClose`); one a template or an app renders hides
 * itself (`hidden`) and stays in the DOM for its owner to remove. Focus goes back to where it
 * was before the overlay opened. While it is open the rest of the
 * page is inert (native `<dialog>` `showModal()`), and focus starts on 'Clear', the choice that
 * loses nothing. Use `showSystemError()` (show-system-error.ts) to open one: it opens one at a
 * time.
 *
 * @summary Full-screen modal saying the product met an error, with Reload Page and Clear.
 *
 * @event {SqEvent<SqTrackDetail>} sq-track - A network error was shown: `detail` is
 *   `{ eventName: 'system_network_error', payload: { url, status, message } }`.
 *
 * @csspart dialog - The full-screen `<dialog>`.
 * @csspart panel - The centred box inside it.
 * @csspart title - The title.
 * @csspart message - The explanation.
 * @csspart details - The URL, format and message of an "other" error.
 * @csspart actions - The row of buttons.
 * @csspart reload - The 'Reload Page' button.
 * @csspart clear - The 'Clear' button.
 *
 * @cssproperty [--sq-system-error-background=rgb(255 255 255 / 96%)] - Background of the overlay.
 * @cssproperty [--sq-system-error-color=#1a1a1a] - Text colour.
 * @cssproperty [--sq-system-error-accent=#1a1a1a] - Button colour.
 * @cssproperty [--sq-system-error-accent-text=#ffffff] - Text on the filled button.
 * @cssproperty [--sq-system-error-focus-color=#005fcc] - Keyboard focus outline.
 */
export class SqSystemError extends SqElement {
  static override styles = systemErrorStyles;

  /** The error to describe: a thrown value, a `DataError`, or `{ cleaned: true }`. */
  @property({ attribute: false }) error: unknown = undefined;

  /**
   * Clear removes the element from the page (`showSystemError()` sets it on the overlay it
   * makes). Off (the default): it hides itself (`hidden`) and stays in the DOM for its owner.
   */
  @property({ type: Boolean, attribute: 'remove-on-close' }) removeOnClose = false;

  @query('dialog') private dialog!: HTMLDialogElement;

  /** Where focus was when the overlay opened. */
  private focusOrigin: Element | null = null;
  private tracked = false;

  /** What the overlay shows for the current `error`. */
  get view(): SystemErrorView {
    return describeSystemError(this.error);
  }

  /** Whether the overlay is open. */
  get open(): boolean {
    return this.dialog?.open ?? false;
  }

  /** Closes the overlay, removes (or hides) the element and gives focus back (the 'Clear' button). */
  clear(): void {
    if (this.dialog?.open) this.dialog.close();
    this.onClosed();
  }

  /** Reloads the page (the 'Reload Page' button). */
  reload(): void {
    location.reload();
  }

  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    this.focusOrigin = deepActiveElement();
    if (this.isConnected && !this.dialog.open) this.dialog.showModal();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const view = this.view;
    if (view.kind !== 'network' || this.tracked) return;
    this.tracked = true;
    const payload = { url: view.url, status: view.status, message: view.message };
    emit<SqTrackDetail>(this, 'sq-track', { eventName: SYSTEM_NETWORK_ERROR_EVENT, payload });
  }

  protected override render(): TemplateResult {
    const view = this.view;
    return html`<dialog
      part="dialog"
      role="alertdialog"
      aria-labelledby="title"
      aria-describedby="message"
      @close=${this.onClosed}
    >
      <div part="panel">
        <h2 part="title" id="title">${TEXTS.title}</h2>
        ${this.renderBody(view)}
        <div part="actions">
          <button part="reload" type="button" @click=${() => this.reload()}>${TEXTS.reload}</button>
          <button part="clear" type="button" autofocus @click=${() => this.clear()}>
            ${TEXTS.clear}
          </button>
        </div>
      </div>
    </dialog>`;
  }

  private renderBody(view: SystemErrorView): TemplateResult {
    if (view.kind === 'cleaned') return html`<p part="message" id="message">${TEXTS.cleaned}</p>`;
    if (view.kind === 'network') return html`<p part="message" id="message">${view.message}</p>`;
    return html`<dl part="details" id="message">
      <dt>${LABELS.url}</dt>
      <dd>${view.url}</dd>
      <dt>${LABELS.format}</dt>
      <dd>${view.format}</dd>
      <dt>${LABELS.message}</dt>
      <dd>${view.message}</dd>
    </dl>`;
  }

  /** The dialog closed (Clear, Escape): the overlay goes away for good, at once. */
  private onClosed(): void {
    if (!this.isConnected || this.hidden) return;
    const origin = this.focusOrigin;
    this.focusOrigin = null;
    if (this.removeOnClose) this.remove();
    else this.hidden = true;
    if (origin instanceof HTMLElement && origin.isConnected) origin.focus();
  }
}
