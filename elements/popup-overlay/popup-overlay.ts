import { html, svg, type TemplateResult } from 'lit';
import { isBackdropClick } from '../shared/backdrop.ts';
import { property } from 'lit/decorators.js';
import { recordOverlayEvent } from '../../platform/census/overlay.ts';
import { storePopupClosed, storePopupSubmitted } from '../../platform/popup/stored-state.ts';
import { emit, type SqOpenCloseDetail } from '../shared/events.ts';
import { prefersReducedMotion } from '../shared/motion.ts';
import { SqElement } from '../shared/sq-element.ts';
import {
  cloneOverlayContent,
  markOverlayForms,
  POPUP_CONTENT_TEMPLATE_ID,
} from './overlay-content.ts';
import { popupOverlayStyles } from './popup-overlay.styles.ts';

/** The dialog's accessible name when `label` is empty and the content has no heading. */
export const DEFAULT_POPUP_LABEL = 'Popup';

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

const closeIcon = svg`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
</svg>`;

/** The element that has focus, looking inside open shadow roots. */
function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The site's popup overlay (SPEC §2 page type 104, §3, §4): the content of the site's popup page
 * (usually a newsletter sign-up) in a native modal `<dialog>`. The runtime inserts it when the
 * site's `popupOverlaySettings` and the SPEC §4 rules say so (runtime/behaviours/popup-overlay.ts);
 * a page may also hold one and call `show()`.
 *
 * - Content: its children; with none, a copy of `<template id="sq-popup-overlay-content">`
 *   (the server puts the popup page's content there). Its `<sq-newsletter>` and `<sq-form>`
 *   blocks are sent with `isOverlayForm: true` (SPEC §7).
 * - Opening (`show()`): `showModal()` makes the page behind inert, focus moves in (to the close
 *   button, first in the dialog), Tab stays inside. It fades in unless the visitor asked for
 *   reduced motion or the page has `?nomotion=true`.
 * - Closing: the close button, Escape, a click on the dimmed page around it, or `close()`.
 *   Focus goes back to where it was before it opened.
 * - What it remembers (SPEC §3, localStorage `sq-popup-overlay`): closing stores `closedDate`
 *   (now) and `version`; a successful sign-up in it stores `submitted: true` and `version`.
 * - What it counts (SPEC §7 POST /api/census/overlay, under the consent and counting rules):
 *   `show` when it opens, `close` when it closes, `submit` after a successful sign-up.
 *
 * @summary The site's popup overlay: its popup page's content in a modal dialog.
 *
 * @slot - The content (default: a copy of the `sq-popup-overlay-content` template).
 *
 * @event {SqEvent<SqOpenCloseDetail>} sq-open - Before it opens. Cancelable: keeps it closed.
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-show - It is open and has faded in.
 * @event {SqEvent<SqOpenCloseDetail>} sq-close - Before it closes. Cancelable: keeps it open.
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-close - It closed (and its state is stored).
 *
 * @csspart dialog - The `<dialog>` box.
 * @csspart close - The close button.
 * @csspart content - The box around the content.
 *
 * @cssproperty [--sq-popup-overlay-width=36rem] - Widest the box gets.
 * @cssproperty [--sq-popup-overlay-padding=2.5rem 2rem 2rem] - Space around the content.
 * @cssproperty [--sq-popup-overlay-radius=8px] - Corners of the box.
 * @cssproperty [--sq-popup-overlay-background=Canvas] - Background of the box.
 * @cssproperty [--sq-popup-overlay-color=CanvasText] - Text colour of the box.
 * @cssproperty [--sq-popup-overlay-backdrop=rgb(0 0 0 / 0.6)] - The dimmed page behind.
 * @cssproperty [--sq-popup-overlay-focus-color=currentColor] - Keyboard focus outline of the close button.
 *
 * @cssstate open - The dialog is open.
 */
export class SqPopupOverlay extends SqElement {
  static override styles = popupOverlayStyles;

  /** The settings `version` (SPEC §3) stored with the visitor's closing or sign-up. */
  @property({ type: Number }) version: number | undefined;

  /** The dialog's accessible name; empty: the text of the content's first heading. */
  @property() label = '';

  /** Accessible name of the close button. */
  @property({ attribute: 'close-label' }) closeLabel = 'Close';

  /** Id of the template whose content it copies when it has no children of its own. */
  @property() template = POPUP_CONTENT_TEMPLATE_ID;

  /** Closing removes it from the page (the runtime sets it on the overlay it inserts). */
  @property({ type: Boolean, attribute: 'remove-on-close' }) removeOnClose = false;

  readonly #internals = this.attachInternals();
  #open = false;
  /** Where focus was before it opened. */
  #origin: Element | null = null;

  /** Whether the dialog is open. */
  get open(): boolean {
    return this.#open;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.#hasContent()) {
      const content = cloneOverlayContent(this.ownerDocument, this.template);
      if (content) this.append(content);
    }
    markOverlayForms(this);
    this.addEventListener('sq-submit-success', this.#onSignUp);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('sq-submit-success', this.#onSignUp);
  }

  /**
   * Opens the dialog and counts `show`.
   * @returns {Promise<boolean>} `true` once open and faded in; `false` when `sq-open` was cancelled.
   */
  async show(): Promise<boolean> {
    if (this.#open) return true;
    if (!emit<SqOpenCloseDetail>(this, 'sq-open', {}, { cancelable: true })) return false;
    await this.updateComplete;
    const dialog = this.#dialog();
    if (!dialog || !this.isConnected) return false;
    this.#origin = deepActiveElement(this.ownerDocument);
    this.#open = true;
    dialog.setAttribute('aria-label', this.#name());
    dialog.classList.toggle('still', prefersReducedMotion());
    dialog.showModal();
    this.#internals.states.add('open');
    void recordOverlayEvent('show');
    await Promise.allSettled(dialog.getAnimations().map((animation) => animation.finished));
    if (this.#open) emit<SqOpenCloseDetail>(this, 'sq-after-show', {});
    return true;
  }

  /**
   * Closes the dialog: stores the closing and counts `close`.
   * @returns {boolean} `false` when `sq-close` was cancelled.
   */
  close(): boolean {
    if (!this.#open) return true;
    if (!emit<SqOpenCloseDetail>(this, 'sq-close', {}, { cancelable: true })) return false;
    this.#dialog()?.close();
    this.#onClose();
    return true;
  }

  protected override render(): TemplateResult {
    return html`<dialog
      part="dialog"
      @cancel=${this.#onCancel}
      @close=${this.#onClose}
      @click=${this.#onBackdrop}
    >
      <button part="close" type="button" aria-label=${this.closeLabel} @click=${() => this.close()}>
        ${closeIcon}
      </button>
      <div part="content"><slot></slot></div>
    </dialog>`;
  }

  #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  #hasContent(): boolean {
    return [...this.childNodes].some(
      (node) => node.nodeType === Node.ELEMENT_NODE || node.textContent?.trim(),
    );
  }

  /** `label`, else the first heading's text, else {@link DEFAULT_POPUP_LABEL}. */
  #name(): string {
    const heading = this.querySelector(HEADINGS)?.textContent?.replace(/\s+/g, ' ').trim();
    return this.label.trim() || heading || DEFAULT_POPUP_LABEL;
  }

  /** Escape: a close the page may refuse through `sq-close`. */
  #onCancel = (event: Event): void => {
    event.preventDefault();
    this.close();
  };

  /** A click on the dimmed page (outside the dialog's box) closes it. */
  #onBackdrop = (event: MouseEvent): void => {
    if (isBackdropClick(this.#dialog(), event)) this.close();
  };

  /** The dialog closed (by `close()`, or by the browser on a repeated Escape): store and count. */
  #onClose = (): void => {
    if (!this.#open) return;
    this.#open = false;
    this.#internals.states.delete('open');
    storePopupClosed(this.version);
    void recordOverlayEvent('close');
    const origin = this.#origin;
    this.#origin = null;
    if (origin instanceof HTMLElement && origin.isConnected) origin.focus();
    emit<SqOpenCloseDetail>(this, 'sq-after-close', {});
    if (this.removeOnClose) this.remove();
  };

  /** A form inside succeeded: the visitor signed up (SPEC §3 `submitted`). */
  #onSignUp = (): void => {
    storePopupSubmitted(this.version);
    void recordOverlayEvent('submit');
  };
}
