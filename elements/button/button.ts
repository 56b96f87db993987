import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { trackButtonClick, trackButtonRender } from '../../platform/analytics/buttons.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { whenFirstShown } from '../shared/when-shown.ts';
import { buttonSchema, type ButtonData } from './button.schema.ts';
import { buttonStyles } from './button.styles.ts';

/**
 * The button block (SPEC §3 block type button 53): a link styled as a button, with its text,
 * address, alignment, size and new-tab choice from `data-block-json` (the SPEC §3 button
 * tracking fields, key for key). The server markup, one `<a href>` with the same text and
 * address, is the button before the upgrade and without JavaScript; `buttonMarkupCss` gives it the
 * upgraded look, so nothing moves when the element upgrades.
 *
 * It is a real link (`<a href>`): Enter follows it, the browser's own link menu works, and a
 * button that opens a new tab says so to screen readers (`newWindowNote`). A link that could run
 * script (`javascript:`), or any other address SPEC §5 does not accept, is invalid data: the
 * server markup stays.
 *
 * Tracking (SPEC §7, §9): the first time the button is on screen it is counted with
 * `POST /api/census/button-render`; each click (mouse, touch or keyboard) with
 * `POST /api/census/button-click`, a request that outlives the page it leaves. Both carry the SPEC
 * §3 button fields (`id`, `buttonText`, `clickthroughUrl`, `alignment`, `size`, `newWindow`,
 * `context`), the page's tracking payload and the visitor cookie; both count only under the SPEC §4
 * counting rules and once consent allows, give up after 2500 ms and fail silently.
 *
 * @summary A link styled as a button, counted when seen and when clicked.
 *
 * @slot - The server markup: the same link, shown before the upgrade and when the data is invalid.
 *
 * @csspart base - The block's line, which aligns the button.
 * @csspart button - The link.
 *
 * @cssproperty [--sq-button-background=#1f1f1f] - Fill of the button.
 * @cssproperty [--sq-button-color=#ffffff] - Text colour.
 * @cssproperty [--sq-button-border=2px solid transparent] - Border.
 * @cssproperty [--sq-button-radius=4px] - Corner radius.
 * @cssproperty [--sq-button-font-weight=600] - Weight of the text.
 * @cssproperty [--sq-button-focus-color=currentColor] - Keyboard focus outline.
 */
export class SqButton extends SqBlock<ButtonData> {
  static override styles = buttonStyles;

  protected override readonly schema = buttonSchema;

  /** What screen readers hear after the text of a button that opens a new tab. */
  @property({ attribute: 'new-window-note' }) newWindowNote = '(opens in a new tab)';

  /** Whether the render has been counted (once per element). */
  #counted = false;
  #stopWatching: (() => void) | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopWatching?.();
    this.#stopWatching = undefined;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.data === undefined || this.#counted || this.#stopWatching) return;
    this.#stopWatching = whenFirstShown(this, () => {
      this.#counted = true;
      this.#stopWatching = undefined;
      if (this.data) void trackButtonRender(this.data);
    });
  }

  protected override renderBlock(data: ButtonData): unknown {
    return html`<div part="base" class=${data.alignment}>
      <a
        part="button"
        class=${data.size}
        href=${data.clickthroughUrl.trim()}
        target=${data.newWindow ? '_blank' : nothing}
        rel=${data.newWindow ? 'noopener' : nothing}
        @click=${this.#onClick}
        >${data.buttonText}${
          data.newWindow ? html`<span class="note"> ${this.newWindowNote}</span>` : nothing
        }</a
      >
    </div>`;
  }

  #onClick = (): void => {
    if (this.data) void trackButtonClick(this.data);
  };
}
