/**
 * The quick view of a product tile (layout `card`): the detail view in a native modal `<dialog>`
 * (`showModal()`: the page behind is inert, Tab stays inside, Escape closes), opened and closed
 * with the cancelable `sq-open` / `sq-close` and the `sq-after-show` / `sq-after-close` that
 * follow; focus starts on the product's name and goes back to the Quick view button. It fades
 * in unless the visitor asked for reduced motion (or `?nomotion=true`). Each opening is counted
 * with SPEC §7 `POST /api/census/RecordQuickView/{productId}` (no payload shown: the form body
 * carries only the crumb), like every census call: on a site, when SPEC §4 counting is on, once
 * consent allows, failures swallowed.
 */
import { isBackdropClick } from '../shared/backdrop.ts';
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { guarded } from '../../platform/analytics/census.ts';
import { addressOf, siteContext } from '../../platform/analytics/context.ts';
import { isCountingEnabled } from '../../platform/analytics/counting.ts';
import { postForm } from '../../platform/analytics/send.ts';
import { emit, type SqOpenCloseDetail } from '../shared/events.ts';
import { prefersReducedMotion } from '../shared/motion.ts';

/** Where a quick view of product `productId` is counted. */
export const recordQuickViewUrl = (productId: string): string =>
  `/api/census/RecordQuickView/${encodeURIComponent(productId)}`;

/** Counts a quick view of `productId`; never rejects. */
export function recordQuickView(productId: string): Promise<void> {
  const ctx = siteContext();
  if (!ctx || !isCountingEnabled(ctx, addressOf(undefined))) return Promise.resolve();
  return guarded(() => postForm(recordQuickViewUrl(productId), {}));
}

/** The element a quick view belongs to. */
type Host = HTMLElement & {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  addController(controller: ReactiveController): void;
  requestUpdate(): void;
};

/** A quick-view dialog of `host`; `states` gets `quick-view` while it is open. */
export class QuickView implements ReactiveController {
  #open = false;

  constructor(
    private readonly host: Host,
    private readonly states: CustomStateSet,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#dialog()?.close();
  }

  /** Whether the dialog is open. */
  get isOpen(): boolean {
    return this.#open;
  }

  /**
   * Opens the dialog and counts the view of `productId`.
   * @returns `true` once open and faded in; `false` when `sq-open` was cancelled.
   */
  async show(productId: string): Promise<boolean> {
    if (this.#open) return true;
    if (!emit<SqOpenCloseDetail>(this.host, 'sq-open', {}, { cancelable: true })) return false;
    this.#open = true;
    this.states.add('quick-view');
    this.host.requestUpdate();
    await this.host.updateComplete;
    const dialog = this.#dialog();
    dialog?.classList.toggle('still', prefersReducedMotion());
    dialog?.showModal();
    dialog?.querySelector<HTMLElement>('#quick-view-name')?.focus();
    void recordQuickView(productId);
    await Promise.allSettled(dialog?.getAnimations().map((a) => a.finished) ?? []);
    if (this.#open) emit<SqOpenCloseDetail>(this.host, 'sq-after-show', {});
    return true;
  }

  /** Closes the dialog. @returns `false` when `sq-close` was cancelled. */
  close(): boolean {
    if (!this.#open) return true;
    if (!emit<SqOpenCloseDetail>(this.host, 'sq-close', {}, { cancelable: true })) return false;
    this.#dialog()?.close();
    return true;
  }

  /** The dialog around `content` (drawn only while open), with its Close button. */
  render(closeLabel: string, content: () => TemplateResult): TemplateResult {
    return html`<dialog
      part="dialog"
      aria-labelledby="quick-view-name"
      @cancel=${this.#onCancel}
      @close=${this.#onClose}
      @click=${this.#onBackdrop}
    >
      <button part="close" type="button" @click=${() => this.close()}>${closeLabel}</button>
      ${this.#open ? content() : nothing}
    </dialog>`;
  }

  #dialog(): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector('dialog');
  }

  /** Escape: a close the page may refuse through `sq-close`. */
  #onCancel = (event: Event): void => {
    event.preventDefault();
    this.close();
  };

  /** A click on the backdrop (outside the dialog's box) closes it. */
  #onBackdrop = (event: MouseEvent): void => {
    if (isBackdropClick(this.#dialog(), event)) this.close();
  };

  #onClose = (): void => {
    if (!this.#open) return;
    this.#open = false;
    this.states.delete('quick-view');
    this.host.requestUpdate();
    this.host.renderRoot.querySelector<HTMLElement>('[part~="quick-view"]')?.focus();
    emit<SqOpenCloseDetail>(this.host, 'sq-after-close', {});
  };
}
