import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { CONFIRMATION_DIALOG } from '../../platform/constants/limits.ts';
import { emit, type SqOpenCloseDetail } from '../shared/events.ts';
import { prefersReducedMotion } from '../shared/motion.ts';
import { SqElement } from '../shared/sq-element.ts';
import type { SqDialogCloseDetail, SqDialogResult, SqDialogResultDetail } from './dialog-events.ts';
import { animationEnd } from './dialog-motion.ts';
import { dialogStyles } from './dialog.styles.ts';

export type { SqDialogCloseDetail, SqDialogResult, SqDialogResultDetail } from './dialog-events.ts';

/** The SPEC §4 confirmation dialog styles: which buttons it offers. */
export const DIALOG_STYLES = [
  'confirm-or-reject',
  'confirm-or-cancel',
  'confirm-only',
  'no-buttons',
] as const;
export type SqDialogStyle = (typeof DIALOG_STYLES)[number];

/** Where the dialog is in its SPEC §4 cycle: hidden → shown → hiding → hidden. */
export type SqDialogState = 'hidden' | 'shown' | 'hiding';

/** Button texts used when `confirmText`, `rejectText` or `cancelText` is empty. */
export const DIALOG_LABELS = {
  /** A yes-or-no question (`confirm-or-reject`). */
  yes: 'Yes',
  no: 'No',
  /** Go ahead or leave it (`confirm-or-cancel`), or acknowledge (`confirm-only`). */
  ok: 'OK',
  cancel: 'Cancel',
} as const;

/** The buttons of each style, in the order they stand (the confirm button last, at the end). */
const BUTTONS: Record<SqDialogStyle, SqDialogResult[]> = {
  'confirm-or-reject': ['reject', 'confirm'],
  'confirm-or-cancel': ['cancel', 'confirm'],
  'confirm-only': ['confirm'],
  'no-buttons': [],
};

const FALLBACK_MS = CONFIRMATION_DIALOG.hideFallbackMs;

/**
 * The confirmation dialog (SPEC §4, §9 Current UI): a question or a piece of information in a
 * 350 px box with 20 px padding over the dimmed page, on a native modal `<dialog>`
 * (`showModal()`): the page behind is inert, focus stays inside, and goes back to where it was
 * when the dialog hides.
 *
 * Cycle (`state`, also the custom states `:state(shown)` and `:state(hiding)`): `hidden` →
 * `show()` → `shown` → an answer → `hiding` (the hide animation) → `hidden`. When the hide
 * animation's end never arrives, hiding finishes after 600 ms (SPEC §9 hide fallback). With
 * `prefers-reduced-motion: reduce` or `?nomotion=true` there is no animation: it shows and
 * hides at once.
 *
 * Answers (SPEC §4), each of which hides the dialog: the confirm button fires `sq-confirm`; the
 * reject button `sq-reject`; the cancel button, Escape, and a click on the overlay around the
 * box fire `sq-cancel`. With `auto-hide`, the dialog hides by itself after that many ms, which
 * counts as confirm (the SPEC §4 information notice). `show()` resolves with the answer.
 *
 * Styles (`dialog-style`): `confirm-or-reject` (No, Yes), `confirm-or-cancel` (Cancel, OK; the
 * default), `confirm-only` (OK), `no-buttons` (Escape, the overlay or `auto-hide` close it).
 * A dialog with buttons asks something: it is a WAI-ARIA `alertdialog`, named by its heading
 * and described by its message; focus starts on the confirm button, or, with `destructive`, on
 * the choice that loses nothing (reject or cancel), as the APG alert dialog pattern asks. A
 * `no-buttons` dialog is a plain `dialog` and takes focus itself.
 *
 * The message is the `message` text (plain text, never HTML) and/or the slotted content.
 *
 * @summary A modal confirmation dialog: confirm, reject or cancel, with a promise of the answer.
 *
 * @slot - More message content, after the `message` text.
 *
 * @event {SqEvent<SqOpenCloseDetail>} sq-open - About to show. Cancelable: `preventDefault()`
 *   keeps it hidden (`show()` then resolves `cancel`).
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-show - The show animation ended.
 * @event {SqEvent<SqDialogCloseDetail>} sq-close - An answer is about to hide it; `detail.reason`
 *   is `confirm`, `reject` or `cancel`. Cancelable: `preventDefault()` keeps it shown and no
 *   answer event fires (not cancelable when the browser closed the dialog itself).
 * @event {SqEvent<SqDialogResultDetail>} sq-confirm - Confirmed (the confirm button, or
 *   `auto-hide` running out); it hides.
 * @event {SqEvent<SqDialogResultDetail>} sq-reject - Rejected (the reject button); it hides.
 * @event {SqEvent<SqDialogResultDetail>} sq-cancel - Cancelled (the cancel button, Escape, the
 *   overlay, `hide()`); it hides.
 * @event {SqEvent<SqDialogCloseDetail>} sq-after-close - Hidden; focus is back.
 *
 * @csspart dialog - The `<dialog>` box.
 * @csspart panel - Its padded content.
 * @csspart heading - The heading.
 * @csspart message - The message text and slotted content.
 * @csspart actions - The row of buttons.
 * @csspart confirm - The confirm button.
 * @csspart reject - The reject button.
 * @csspart cancel - The cancel button.
 *
 * @cssproperty [--sq-dialog-background=#ffffff] - Background of the box.
 * @cssproperty [--sq-dialog-color=#1a1a1a] - Text colour.
 * @cssproperty [--sq-dialog-backdrop=rgb(0 0 0 / 45%)] - The overlay over the page.
 * @cssproperty [--sq-dialog-accent=#1a1a1a] - Button colour (fill of the confirm button).
 * @cssproperty [--sq-dialog-accent-text=#ffffff] - Text on the confirm button.
 * @cssproperty [--sq-dialog-focus-color=#005fcc] - Keyboard focus outline.
 * @cssproperty [--sq-dialog-duration=200ms] - Length of the show and hide animations.
 *
 * @cssstate shown - Shown (from `show()` until an answer).
 * @cssstate hiding - Playing its hide animation.
 */
export class SqDialog extends SqElement {
  static override styles = dialogStyles;

  /** The heading, e.g. 'Delete this class?'. */
  @property() heading = '';

  /** The message, plain text (never HTML). Slotted content follows it. */
  @property() message = '';

  /** Which buttons it offers (SPEC §4). */
  @property({ attribute: 'dialog-style' }) dialogStyle: SqDialogStyle = 'confirm-or-cancel';

  /** Text of the confirm button; empty: 'Yes' (confirm-or-reject), else 'OK'. */
  @property({ attribute: 'confirm-text' }) confirmText = '';

  /** Text of the reject button; empty: 'No'. */
  @property({ attribute: 'reject-text' }) rejectText = '';

  /** Text of the cancel button; empty: 'Cancel'. */
  @property({ attribute: 'cancel-text' }) cancelText = '';

  /** Confirming destroys or loses something: focus starts on reject or cancel instead. */
  @property({ type: Boolean }) destructive = false;

  /** Time in ms after which a shown dialog hides by itself as confirmed; 0 (default): never. */
  @property({ type: Number, attribute: 'auto-hide' }) autoHide = 0;

  /**
   * Whether it is shown: true from `show()` until an answer starts hiding it. Setting it (or the
   * `open` attribute) shows it; clearing it while shown cancels.
   */
  @property({ type: Boolean, reflect: true }) open = false;

  readonly #internals = this.attachInternals();
  #state: SqDialogState = 'hidden';
  /** No animation for the change under way. */
  #still = false;
  /** The promise `show()` answered, and what settles it with the answer. */
  #shown?: Promise<SqDialogResult>;
  #settle?: (result: SqDialogResult) => void;
  /** While hiding: the answer that hides it, and the promise `hide()` answered. */
  #result: SqDialogResult = 'cancel';
  #hiding?: Promise<boolean>;
  #autoHideTimer?: ReturnType<typeof setTimeout>;
  /** The pointer went down on the overlay (so a click there is not the end of a text drag). */
  #downOnOverlay = false;

  /** Where it is in its cycle: `hidden`, `shown` or `hiding`. */
  get state(): SqDialogState {
    return this.#state;
  }

  /**
   * Shows the dialog (fires `sq-open`, then `sq-after-show` once the show animation ended) and
   * moves focus into it. Already shown or hiding: answers the same promise.
   * @returns {Promise<SqDialogResult>} resolves with the answer once it is hidden again:
   *   `confirm`, `reject` or `cancel` (also when `sq-open` was cancelled, the element is not on
   *   the page, or it was removed while shown).
   */
  show(): Promise<SqDialogResult> {
    if (this.#shown) return this.#shown;
    if (!this.isConnected || !emit<SqOpenCloseDetail>(this, 'sq-open', {}, { cancelable: true })) {
      this.open = false;
      return Promise.resolve('cancel');
    }
    this.#shown = new Promise((resolve) => (this.#settle = resolve));
    this.#still = prefersReducedMotion();
    this.#setState('shown');
    void this.#present();
    return this.#shown;
  }

  /**
   * Answers and hides the dialog: fires `sq-close`, then `sq-confirm`, `sq-reject` or
   * `sq-cancel` as `result` says, plays the hide animation, then fires `sq-after-close`.
   * @returns {Promise<boolean>} resolves true once hidden (at once when it is not shown); false
   *   when a listener cancelled `sq-close`.
   */
  hide(result: SqDialogResult = 'cancel'): Promise<boolean> {
    if (this.#state === 'hidden') return Promise.resolve(true);
    if (this.#hiding) return this.#hiding;
    const detail: SqDialogCloseDetail = { reason: result };
    if (!emit(this, 'sq-close', detail, { cancelable: true })) return Promise.resolve(false);
    emit<SqDialogResultDetail>(this, `sq-${result}`, { result });
    this.#result = result;
    this.#still = prefersReducedMotion();
    this.#setState('hiding');
    const limit = this.#still ? 0 : FALLBACK_MS;
    return (this.#hiding = this.updateComplete
      .then(() => animationEnd(this.#dialog, 'sq-dialog-out', limit))
      .then(() => {
        // Not when it finished already (removed from the page, or closed by the browser).
        if (this.#state === 'hiding') this.#finish(result);
        return true;
      }));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.#state !== 'hidden') this.#finish(this.#state === 'hiding' ? this.#result : 'cancel');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('open')) {
      if (this.open && this.#state === 'hidden') void this.show();
      else if (!this.open && this.#state === 'shown') void this.hide('cancel');
    }
  }

  protected override render(): TemplateResult {
    const buttons = BUTTONS[this.dialogStyle] ?? BUTTONS['confirm-or-cancel'];
    const asks = buttons.length > 0;
    const first = this.destructive ? buttons[0] : 'confirm';
    const motion = this.#still ? 'still' : this.#state === 'shown' ? 'showing' : this.#state;
    return html`<dialog
      part="dialog"
      class=${motion}
      role=${asks ? 'alertdialog' : nothing}
      aria-labelledby=${this.heading ? 'heading' : 'message'}
      aria-describedby=${this.heading && this.#hasMessage ? 'message' : nothing}
      @cancel=${this.#onCancel}
      @close=${this.#onNativeClose}
      @pointerdown=${this.#onPointerDown}
      @click=${this.#onClick}
    >
      <div part="panel">
        ${this.heading ? html`<h2 part="heading" id="heading">${this.heading}</h2>` : nothing}
        <div part="message" id="message">
          ${this.message ? html`<p>${this.message}</p>` : nothing}<slot
            @slotchange=${() => this.requestUpdate()}
          ></slot>
        </div>
        ${
          asks
            ? html`<div part="actions">
                ${buttons.map(
                  (result) =>
                    html`<button
                      part=${result}
                      type="button"
                      ?autofocus=${result === first}
                      @click=${() => void this.hide(result)}
                    >
                      ${this.#label(result)}
                    </button>`,
                )}
              </div>`
            : nothing
        }
      </div>
    </dialog>`;
  }

  get #dialog(): HTMLDialogElement {
    return this.renderRoot.querySelector('dialog')!;
  }

  /** A message to describe the dialog with: the `message` text or slotted content. */
  get #hasMessage(): boolean {
    return !!this.message || this.hasChildNodes();
  }

  #label(result: SqDialogResult): string {
    if (result === 'reject') return this.rejectText || DIALOG_LABELS.no;
    if (result === 'cancel') return this.cancelText || DIALOG_LABELS.cancel;
    const yes = this.dialogStyle === 'confirm-or-reject';
    return this.confirmText || (yes ? DIALOG_LABELS.yes : DIALOG_LABELS.ok);
  }

  #setState(state: SqDialogState): void {
    const before = this.#state;
    this.#state = state;
    if (before !== 'hidden') this.#internals.states.delete(before);
    if (state !== 'hidden') this.#internals.states.add(state);
    this.open = state === 'shown';
    this.requestUpdate();
  }

  /** Opens the modal `<dialog>` once drawn, starts the auto-hide count, waits for the show animation. */
  async #present(): Promise<void> {
    await this.updateComplete;
    if (this.#state !== 'shown') return;
    this.#dialog.showModal();
    if (this.autoHide > 0) {
      this.#autoHideTimer = setTimeout(() => void this.hide('confirm'), this.autoHide);
    }
    await animationEnd(this.#dialog, 'sq-dialog-in', this.#still ? 0 : FALLBACK_MS);
    if (this.#state === 'shown') emit<SqOpenCloseDetail>(this, 'sq-after-show', {});
  }

  /** Hidden: closes the `<dialog>` (which gives focus back), fires `sq-after-close`, settles `show()`. */
  #finish(result: SqDialogResult): void {
    clearTimeout(this.#autoHideTimer);
    const settle = this.#settle;
    this.#shown = this.#settle = this.#hiding = undefined;
    this.#setState('hidden');
    if (this.#dialog?.open) this.#dialog.close();
    const detail: SqDialogCloseDetail = { reason: result };
    emit(this, 'sq-after-close', detail);
    settle?.(result);
  }

  /** Escape (a close request the browser lets us refuse) cancels through `hide()`. */
  #onCancel = (event: Event): void => {
    if (!event.cancelable) return;
    event.preventDefault();
    if (this.#state === 'shown') void this.hide('cancel');
  };

  /** The browser closed the dialog by itself (an unrefusable close request): hidden at once. */
  #onNativeClose = (): void => {
    if (this.#state === 'hidden') return;
    if (this.#state === 'shown') {
      const detail: SqDialogCloseDetail = { reason: 'cancel' };
      emit(this, 'sq-close', detail);
      emit<SqDialogResultDetail>(this, 'sq-cancel', { result: 'cancel' });
    }
    this.#finish(this.#state === 'hiding' ? this.#result : 'cancel');
  };

  #onPointerDown = (event: PointerEvent): void => {
    this.#downOnOverlay = event.target === event.currentTarget;
  };

  /** A click on the overlay (the `<dialog>` itself, outside its panel) cancels. */
  #onClick = (event: MouseEvent): void => {
    const onOverlay = event.target === event.currentTarget && this.#downOnOverlay;
    this.#downOnOverlay = false;
    if (onOverlay && this.#state === 'shown') void this.hide('cancel');
  };
}
