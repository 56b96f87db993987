/** Templates of `<sq-lightbox>`'s dialog parts: an item, the buttons and their icons. */
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { LightboxItem } from './lightbox-items.ts';
import type { LightboxData } from './lightbox.schema.ts';

type Labels = LightboxData['labels'];

const icon = (path: string): TemplateResult =>
  html`${svg`<svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d=${path} /></svg>`}`;

/**
 * One item: its content in a frame sized to `ratio` (set through the CSSOM, `.style`, which a
 * policy without inline styles allows), and its caption as plain text. `state` is `current`,
 * `leaving` (fading out) or ''.
 */
export const itemView = (item: LightboxItem, state: string): TemplateResult =>
  html`<figure part="item" class=${state}>
    <div class="frame" .style=${item.ratio ? `--r:${item.ratio}` : ''}>${item.content}</div>
    ${item.meta ? html`<figcaption part="meta">${item.meta}</figcaption>` : nothing}
  </figure>`;

/** The close button, focused when the dialog opens. */
export const closeButton = (labels: Labels, close: () => unknown): TemplateResult =>
  html`<button part="close" type="button" aria-label=${labels.close} autofocus @click=${close}>
    ${icon('M3 3l10 10M13 3L3 13')}
  </button>`;

/**
 * The previous and next buttons. At an end that does not wrap a button stays focusable but
 * `aria-disabled`, so focus is never lost from it.
 */
export const stepButtons = (
  labels: Labels,
  can: (delta: number) => boolean,
  step: (delta: number) => unknown,
): TemplateResult =>
  html`${(
    [
      ['previous', -1, 'M10 3L5 8l5 5'],
      ['next', 1, 'M6 3l5 5-5 5'],
    ] as const
  ).map(
    ([name, delta, path]) =>
      html`<button
        part=${name}
        type="button"
        aria-label=${labels[name]}
        aria-disabled=${!can(delta)}
        @click=${() => step(delta)}
      >
        ${icon(path)}
      </button>`,
  )}`;
