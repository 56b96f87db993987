import { html, nothing, svg, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { INFORMATION_NOTICE_AUTO_HIDE_MS } from '../../platform/constants/limits.ts';
import { emit, type SqOpenCloseDetail } from '../shared/events.ts';
import { keepAboveBottomBars } from './notice-placement.ts';
import { noticeStyles } from './notice.styles.ts';
import { SqElement } from '../shared/sq-element.ts';

/** Why a notice closes: its close button or Escape, its time running out, or `hide()`. */
export type SqNoticeCloseReason = 'dismiss' | 'auto-hide' | 'method';

/** Detail of the notice's `sq-close` and `sq-after-close` (declared page-wide in elements/shared/events.ts). */
export interface SqNoticeCloseDetail extends SqOpenCloseDetail {
  reason: SqNoticeCloseReason;
}

const closeIcon = svg`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
</svg>`;

/**
 * An information notice (SPEC §2, §4, §9): a short message such as 'Logout Successful' after a
 * logout. It is a polite status: a screen reader announces it without moving focus (its text is
 * put into an existing `role="status"` region a frame after the element connects, which is what
 * makes the announcement reliable).
 *
 * It stands at the bottom centre of the viewport, clear of the site's header and navigation,
 * and above any bar another element keeps fixed along the bottom edge (a cookie banner bar, a
 * mobile info bar): it moves up when such a bar shows, arrives later or the window resizes.
 *
 * It hides by itself after `duration` ms (SPEC §9 information notice, 2000 ms; SPEC §4: an
 * auto-hidden notice counts as confirmed). So that every visitor can read it, the count starts
 * once the page has loaded (not while it is still being drawn), pauses while the pointer is over
 * the notice, while focus is inside it, and while the page is hidden, and starts again from the
 * full `duration` when that ends. `duration="0"` keeps it until it is dismissed. The close button, or Escape while focus is inside, dismisses it at once.
 * Once closed, a notice `showNotice()` made (`removeOnClose`) removes itself; one a template
 * or an app renders hides itself (`hidden`) and stays in the DOM for its owner to remove. Focus
 * that was inside it goes back to where it came from.
 *
 * @summary A polite, dismissible status message that hides by itself.
 *
 * @slot - The message text.
 *
 * @event {SqEvent<SqNoticeCloseDetail>} sq-close - The notice is about to close; `detail.reason` is
 *   `dismiss`, `auto-hide` or `method`. Cancelable: `preventDefault()` keeps it open.
 * @event {SqEvent<SqNoticeCloseDetail>} sq-after-close - The notice closed; it is removed (or
 *   hidden) right after.
 *
 * @csspart base - The box.
 * @csspart message - The status region holding the heading and the message.
 * @csspart heading - The heading text.
 * @csspart close - The close button.
 *
 * @cssproperty [--sq-notice-offset=1rem] - Distance from the bottom edge of the viewport (or from
 *   the top of a bar fixed there).
 * @cssproperty [--sq-notice-background=#1f1f1f] - Background of the box.
 * @cssproperty [--sq-notice-color=#ffffff] - Text colour.
 * @cssproperty [--sq-notice-focus-color=currentColor] - Keyboard focus outline of the close button.
 */
export class SqNotice extends SqElement {
  static override styles = noticeStyles;

  /** The notice's title, e.g. 'Logout Successful'. */
  @property() heading = '';

  /**
   * Time in ms the notice stays before hiding by itself (paused while hovered, focused or the
   * page is hidden). `0` or less: it stays until dismissed.
   */
  @property({ type: Number }) duration: number = INFORMATION_NOTICE_AUTO_HIDE_MS;

  /** Accessible name of the close button. */
  @property({ attribute: 'close-label' }) closeLabel = 'Dismiss notice';

  /**
   * Closing removes the notice from the page (`showNotice()` sets it on the notice it makes).
   * Off (the default): it hides itself (`hidden`) and stays in the DOM for its owner.
   */
  @property({ type: Boolean, attribute: 'remove-on-close' }) removeOnClose = false;

  /** The status region has been in place for a frame, so its text can go in. */
  @state() private ready = false;

  private timer: ReturnType<typeof setTimeout> | undefined;
  private hovered = false;
  private focused = false;
  private closing = false;
  /** Where focus was before it entered the notice. */
  private focusOrigin: Element | null = null;
  /** Ends what the notice watches while connected (its placement, the page's load). */
  private watching?: AbortController;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('pointerenter', this.onPointerEnter);
    this.addEventListener('pointerleave', this.onPointerLeave);
    this.addEventListener('focusin', this.onFocusIn);
    this.addEventListener('focusout', this.onFocusOut);
    this.addEventListener('keydown', this.onKeydown);
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    const watching = (this.watching = new AbortController());
    keepAboveBottomBars(this, watching.signal);
    if (document.readyState !== 'complete') {
      window.addEventListener('load', () => this.restartTimer(), { signal: watching.signal });
    }
    if (!this.ready) requestAnimationFrame(() => (this.ready = true));
    else this.restartTimer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('pointerenter', this.onPointerEnter);
    this.removeEventListener('pointerleave', this.onPointerLeave);
    this.removeEventListener('focusin', this.onFocusIn);
    this.removeEventListener('focusout', this.onFocusOut);
    this.removeEventListener('keydown', this.onKeydown);
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.watching?.abort();
    this.stopTimer();
  }

  /**
   * Closes the notice (fires `sq-close`, then `sq-after-close`) and removes it from the page
   * (with `removeOnClose`) or hides it.
   * @returns {boolean} false when a listener cancelled `sq-close` or it is already closing.
   */
  hide(reason: SqNoticeCloseReason = 'method'): boolean {
    if (this.closing) return false;
    if (!emit<SqNoticeCloseDetail>(this, 'sq-close', { reason }, { cancelable: true })) {
      return false;
    }
    this.closing = true;
    this.stopTimer();
    const hadFocus = this.matches(':focus-within');
    emit<SqNoticeCloseDetail>(this, 'sq-after-close', { reason });
    if (this.removeOnClose) this.remove();
    else this.hidden = true;
    if (hadFocus && this.focusOrigin instanceof HTMLElement && this.focusOrigin.isConnected) {
      this.focusOrigin.focus();
    }
    return true;
  }

  protected override updated(): void {
    if (this.ready && this.timer === undefined) this.restartTimer();
  }

  protected override render(): TemplateResult {
    return html`<div part="base" class=${this.ready ? 'ready' : ''}>
      <div part="message" role="status">
        ${
          this.ready
            ? html`${this.heading ? html`<strong part="heading">${this.heading}</strong>` : nothing}
                <slot></slot>`
            : nothing
        }
      </div>
      <button part="close" type="button" aria-label=${this.closeLabel} @click=${this.onClose}>
        ${closeIcon}
      </button>
    </div>`;
  }

  /** Starts the auto-hide count from the full duration, when nothing holds it. */
  private restartTimer(): void {
    this.stopTimer();
    if (!this.ready || this.closing || !(this.duration > 0)) return;
    if (this.hovered || this.focused || document.visibilityState !== 'visible') return;
    if (document.readyState !== 'complete') return; // started again on load
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.hide('auto-hide')) this.duration = 0;
    }, this.duration);
  }

  private stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private onClose = (): void => {
    this.hide('dismiss');
  };

  private onPointerEnter = (): void => {
    this.hovered = true;
    this.stopTimer();
  };

  private onPointerLeave = (): void => {
    this.hovered = false;
    this.restartTimer();
  };

  private onFocusIn = (event: FocusEvent): void => {
    if (!this.focused) {
      const from = event.relatedTarget instanceof Element ? event.relatedTarget : null;
      this.focusOrigin = from && from !== this && !this.contains(from) ? from : null;
    }
    this.focused = true;
    this.stopTimer();
  };

  private onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget;
    if (to instanceof Node && (this.contains(to) || this.renderRoot.contains(to))) return;
    this.focused = false;
    this.restartTimer();
  };

  private onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    this.hide('dismiss');
  };

  private onVisibilityChange = (): void => {
    if (document.visibilityState === 'visible') this.restartTimer();
    else this.stopTimer();
  };
}
