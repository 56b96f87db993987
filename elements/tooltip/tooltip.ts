import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { LEGACY_ANIMATION_S, TOOLTIP } from '../../platform/constants/limits.ts';
import { emit, type SqOpenCloseDetail } from '../shared/events.ts';
import { prefersReducedMotion } from '../shared/motion.ts';
import { SqElement } from '../shared/sq-element.ts';
import { besidePointer, besideTrigger, type Spot } from './tooltip-position.ts';
import { tooltipStyles } from './tooltip.styles.ts';

/**
 * How long the pointer may be off both the trigger and the tip before the tip hides: the time to
 * cross the 15 px between them (beyond SPEC: WCAG 1.4.13 asks that the tip can be hovered).
 */
export const TOOLTIP_HIDE_GRACE_MS = 300;

/** How the tip was opened: by the pointer resting on the trigger, by focus, or by `show()`. */
export type SqTooltipOpener = 'pointer' | 'focus' | 'script';

let lastId = 0;

/**
 * A short explanation of the element it wraps (SPEC §9 Legacy UI tooltip), following the WAI-ARIA
 * APG tooltip pattern and WCAG 1.4.13 (content on hover or focus):
 *
 * - The pointer resting on the trigger shows the tip after 1200 ms (`show-delay`), 15 px right of
 *   and below the pointer. Keyboard focus on the trigger shows it at once (a keyboard user asked
 *   for the trigger; a delay would only slow them down), centred below the trigger.
 * - Hoverable: the pointer may move from the trigger onto the tip (300 ms to cross the gap) and
 *   the tip stays. Persistent: it stays while the pointer is over the trigger or the tip, or
 *   focus is on the trigger. Dismissible: Escape hides it without moving focus, and the key goes
 *   no further (`preventDefault()`, so an enclosing dialog stays open); it shows again only once
 *   hover and focus have both left and come back.
 * - It always stands 20 px inside the viewport, 250 px wide (narrower on a small screen).
 * - It sits in the top layer (`popover="manual"`), above every z-index of the page. Opened by
 *   focus, CSS anchor positioning places it where the browser has it, script otherwise.
 * - It fades in and out (0.3 s, SPEC §9 Legacy UI animation), not at all with
 *   `prefers-reduced-motion: reduce` or `?nomotion=true`.
 *
 * Markup: the trigger is the first child element without a slot; the tip is the child
 * `[slot=content]`. Without JavaScript that child is ordinary text beside the trigger, so write
 * it as something that reads well there, e.g. `<small slot="content">`:
 *
 * ```html
 * <sq-tooltip>
 *   <dfn tabindex="0">bisque firing</dfn>
 *   <small slot="content">The first, low firing that hardens raw clay before glazing.</small>
 * </sq-tooltip>
 * ```
 *
 * The element never moves or removes its children (React may own them). It sets, and takes back
 * when removed: an `id` on the content when it has none, the content's id in the trigger's
 * `aria-describedby` (so the trigger is described by the tip's text, both in the same tree), and
 * `tabindex="0"` on a trigger that cannot take focus (a `<dfn>` or `<span>`), so keyboard users
 * reach it too. Until the element is drawn (a server-rendered React page waiting for hydration),
 * it changes nothing.
 *
 * @summary A tip about its trigger, on hover after 1200 ms or at once on focus.
 *
 * @slot - The trigger: one element (a button, a link, or a term that gets `tabindex="0"`).
 * @slot content - The tip's text (e.g. a `<small>`); plain text beside the trigger without JS.
 *
 * @event {SqEvent<SqOpenCloseDetail>} sq-open - About to show. Cancelable: `preventDefault()`
 *   keeps it hidden.
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-show - Shown, its fade-in over.
 * @event {SqEvent<SqOpenCloseDetail>} sq-close - About to hide; `detail.reason` is `leave` (hover
 *   and focus left), `escape` or `script`. Cancelable: `preventDefault()` keeps it shown.
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-close - Hidden, its fade-out over.
 *
 * @csspart tooltip - The tip's box (the popover).
 *
 * @cssproperty [--sq-tooltip-background=#1a1a1a] - Background of the tip.
 * @cssproperty [--sq-tooltip-color=#ffffff] - Text colour of the tip.
 */
export class SqTooltip extends SqElement {
  static override styles = tooltipStyles;

  /** Time in ms the pointer rests on the trigger before the tip shows (SPEC §9: 1200). */
  @property({ type: Number, attribute: 'show-delay' }) showDelay: number = TOOLTIP.showDelayMs;

  /** Whether the tip is shown. Reflected; setting it shows or hides the tip as `show()`/`hide()`. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Which way it was last opened. */
  opener: SqTooltipOpener = 'script';

  /** Shown, or showing (set by show() and hide() alone). */
  #shown = false;
  #hovered = false;
  #focused = false;
  /** Escape hid it: it stays hidden until hover and focus have both left. */
  #dismissed = false;
  #pointer = { x: 0, y: 0 };
  #showTimer?: ReturnType<typeof setTimeout>;
  #hideTimer?: ReturnType<typeof setTimeout>;
  #fade?: Animation;
  /** What this element wrote into its children, to take back when it leaves the page. */
  #wired?: { trigger: HTMLElement; id: string; setId?: HTMLElement; setTabindex: boolean };

  /** The trigger: the first child element without a slot. */
  get trigger(): HTMLElement | undefined {
    return [...this.children].find(
      (c): c is HTMLElement => c instanceof HTMLElement && !c.hasAttribute('slot'),
    );
  }

  /** The tip's content: the child `[slot=content]`. */
  get content(): HTMLElement | undefined {
    return [...this.children].find(
      (c): c is HTMLElement => c instanceof HTMLElement && c.slot === 'content',
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('pointerenter', this.#onPointerEnter);
    this.addEventListener('pointermove', this.#onPointerMove);
    this.addEventListener('pointerleave', this.#onPointerLeave);
    this.addEventListener('focusin', this.#onFocusIn);
    this.addEventListener('focusout', this.#onFocusOut);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#cancelTimers();
    document.removeEventListener('keydown', this.#onKeydown, true);
    this.#unwire();
    this.#hovered = this.#focused = this.#dismissed = false;
    this.#fade?.cancel();
    this.#shown = this.open = false;
  }

  /**
   * Shows the tip (fires `sq-open`, then `sq-after-show` once it faded in).
   * @returns {Promise<boolean>} false when `sq-open` was cancelled or it is not on the page.
   */
  async show(opener: SqTooltipOpener = 'script'): Promise<boolean> {
    this.#cancelTimers();
    if (this.#shown) return true;
    if (!this.isConnected || !emit<SqOpenCloseDetail>(this, 'sq-open', {}, { cancelable: true })) {
      return false;
    }
    this.opener = opener;
    this.#shown = this.open = true;
    await this.updateComplete;
    const tip = this.#tip;
    if (!tip.matches(':popover-open')) tip.showPopover();
    this.#place(tip);
    document.addEventListener('keydown', this.#onKeydown, true);
    if (await this.#play(tip, 1)) emit<SqOpenCloseDetail>(this, 'sq-after-show', {});
    return true;
  }

  /**
   * Hides the tip (fires `sq-close` with `reason`, then `sq-after-close` once it faded out).
   * @returns {Promise<boolean>} false when `sq-close` was cancelled.
   */
  async hide(reason: 'leave' | 'escape' | 'script' = 'script'): Promise<boolean> {
    this.#cancelTimers();
    if (!this.#shown) return true;
    if (!emit<SqOpenCloseDetail>(this, 'sq-close', { reason }, { cancelable: true })) return false;
    this.#shown = this.open = false;
    document.removeEventListener('keydown', this.#onKeydown, true);
    const tip = this.#tip;
    if (!(await this.#play(tip, 0))) return true;
    if (tip.matches(':popover-open')) tip.hidePopover();
    emit<SqOpenCloseDetail>(this, 'sq-after-close', { reason });
    return true;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // `open` set from outside (attribute or property) rather than by show() or hide().
    if (!changed.has('open') || this.open === this.#shown) return;
    this.open = !this.open;
    void (this.open ? this.hide('script') : this.show('script'));
  }

  protected override firstUpdated(): void {
    this.#wire();
  }

  protected override render(): TemplateResult {
    // No white space between the two: the host is inline, in the middle of a sentence.
    return html`<slot @slotchange=${this.#wire}></slot>${this.#renderTip()}`;
  }

  #renderTip(): TemplateResult {
    return html`<div part="tooltip" role="tooltip" popover="manual">
      <slot name="content" @slotchange=${this.#wire}></slot>
    </div>`;
  }

  get #tip(): HTMLElement {
    return this.renderRoot.querySelector<HTMLElement>('[part~="tooltip"]')!;
  }

  /** Describes the trigger by the content (same tree), and lets the trigger take focus. */
  #wire = (): void => {
    const trigger = this.trigger;
    const content = this.content;
    if (this.#wired?.trigger === trigger && this.#wired?.id === content?.id) return;
    this.#unwire();
    if (!trigger || !content) return;
    const setId = content.id ? undefined : content;
    if (setId) setId.id = `sq-tooltip-${++lastId}`;
    const ids = (trigger.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(content.id)) {
      trigger.setAttribute('aria-describedby', [...ids, content.id].join(' '));
    }
    const setTabindex = trigger.tabIndex < 0 && !trigger.hasAttribute('tabindex');
    if (setTabindex) trigger.tabIndex = 0;
    this.#wired = { trigger, id: content.id, setId, setTabindex };
  };

  #unwire(): void {
    const wired = this.#wired;
    if (!wired) return;
    this.#wired = undefined;
    const { trigger, id, setId, setTabindex } = wired;
    const ids = (trigger.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const rest = ids.filter((i) => i !== id);
    if (rest.length) trigger.setAttribute('aria-describedby', rest.join(' '));
    else trigger.removeAttribute('aria-describedby');
    if (setTabindex) trigger.removeAttribute('tabindex');
    if (setId?.id === id) setId.removeAttribute('id');
  }

  /** Places the tip: by the pointer, or anchored to the trigger (by CSS where it can). */
  #place(tip: HTMLElement): void {
    const anchored = this.opener !== 'pointer' && CSS.supports('anchor-name: --a');
    tip.classList.toggle('anchored', anchored);
    tip.classList.toggle('placed', !anchored);
    tip.style.left = tip.style.top = '';
    if (anchored) return;
    const size = tip.getBoundingClientRect();
    const viewport = { width: innerWidth, height: innerHeight };
    const spot: Spot =
      this.opener === 'pointer'
        ? besidePointer(this.#pointer, size, viewport)
        : besideTrigger((this.trigger ?? this).getBoundingClientRect(), size, viewport);
    tip.style.left = `${spot.left}px`;
    tip.style.top = `${spot.top}px`;
  }

  /**
   * Fades the tip to `opacity` (at once under reduced motion).
   * @returns true when the fade ran to its end, false when another show or hide took over.
   */
  async #play(tip: HTMLElement, opacity: 0 | 1): Promise<boolean> {
    this.#fade?.cancel();
    if (prefersReducedMotion()) return true;
    const fade = tip.animate([{ opacity: 1 - opacity }, { opacity }], {
      duration: LEGACY_ANIMATION_S * 1000,
      easing: 'ease-out',
    });
    this.#fade = fade;
    try {
      await fade.finished;
      return true;
    } catch {
      return false;
    } finally {
      if (this.#fade === fade) this.#fade = undefined;
    }
  }

  #cancelTimers(): void {
    clearTimeout(this.#showTimer);
    clearTimeout(this.#hideTimer);
    this.#showTimer = this.#hideTimer = undefined;
  }

  /** Hover or focus left: hides it (after the grace time for the pointer), and forgets Escape. */
  #left(graceMs: number): void {
    if (this.#hovered || this.#focused) return;
    this.#dismissed = false;
    clearTimeout(this.#showTimer);
    this.#showTimer = undefined;
    if (!this.open) return;
    clearTimeout(this.#hideTimer);
    this.#hideTimer = setTimeout(() => void this.hide('leave'), graceMs);
  }

  #onPointerEnter = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    this.#hovered = true;
    this.#pointer = { x: event.clientX, y: event.clientY };
    clearTimeout(this.#hideTimer);
    this.#hideTimer = undefined;
    if (this.open || this.#dismissed || this.#showTimer) return;
    this.#showTimer = setTimeout(() => void this.show('pointer'), this.showDelay);
  };

  #onPointerMove = (event: PointerEvent): void => {
    if (!this.open) this.#pointer = { x: event.clientX, y: event.clientY };
  };

  #onPointerLeave = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') return;
    // Leaving the host for its own tip (or the tip for the host) is not leaving.
    const into = event.relatedTarget as Node | null;
    if (into && (this.contains(into) || this.renderRoot.contains(into))) return;
    this.#hovered = false;
    this.#left(TOOLTIP_HIDE_GRACE_MS);
  };

  #onFocusIn = (): void => {
    this.#focused = true;
    if (!this.#dismissed && !this.open) void this.show('focus');
  };

  #onFocusOut = (event: FocusEvent): void => {
    if (event.relatedTarget instanceof Node && this.contains(event.relatedTarget)) return;
    this.#focused = false;
    this.#left(0);
  };

  /** Escape while shown: hides it, focus stays, and the key goes no further. */
  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.open || event.defaultPrevented) return;
    event.preventDefault();
    this.#dismissed = true;
    void this.hide('escape');
  };
}
