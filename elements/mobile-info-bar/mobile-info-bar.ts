import { html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { emit, type SqOpenCloseDetail } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { infoBarActions, infoBarTheme, type InfoBarAction } from './info-bar-actions.ts';
import { mobileInfoBarSchema, type MobileInfoBarData } from './mobile-info-bar.schema.ts';
import { mobileInfoBarStyles } from './mobile-info-bar.styles.ts';
import { keepRoomForBar } from './page-room.ts';

const icon = (path: TemplateResult) =>
  html`<svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
  >
    ${path}
  </svg>`;

const ICONS = {
  call: icon(
    svg`<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2" />`,
  ),
  email: icon(svg`<rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" />`),
  location: icon(
    svg`<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" /><circle cx="12" cy="10" r="2.5" />`,
  ),
  hours: icon(svg`<circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" />`),
} as const;

/** Visible label of each action. */
export const ACTION_LABELS = {
  call: 'Call',
  email: 'Email',
  location: 'Map',
  hours: 'Hours',
} as const;

/** Why the hours panel closes: its button, Escape, a click or focus elsewhere, or `hideHours()`. */
export type SqHoursCloseReason = 'toggle' | 'escape' | 'outside' | 'method';

/**
 * The mobile info bar (SPEC §3 "Mobile info bar settings", §9): a bar fixed along the bottom of
 * the viewport with the business's actions: call (a `tel:` link), email (a `mailto:` link),
 * the address (a link that opens the place in a maps service in a new tab) and the opening hours
 * (a disclosure button and panel, WAI-ARIA APG "Disclosure"). Each action shows only when its
 * `is…Enabled` flag is on and its value exists; the phone number and the email address must make
 * valid SPEC §5 links. Style none (1), or no action to show, draws nothing.
 *
 * It shows at viewport widths up to 1024 px only (SPEC §9), by a media query, so it follows
 * every resize and rotation. It never covers the end of the page: while it shows, the page's root
 * element (`<html>`) has a bottom padding and a bottom scroll padding as tall as the bar, so the
 * page's end scrolls clear of it and a focused element is scrolled into view above it (WCAG
 * 2.4.11). It appears without moving anything on the page: the bar is fixed, and the room is
 * added below `<body>`.
 *
 * The hours panel opens above the bar from the Hours button (`aria-expanded`,
 * `aria-controls`); the button, Escape (focus back on the button), a click elsewhere or focus
 * leaving the bar closes it.
 *
 * Its settings are `data-block-json` (or the `blockJson` property): the page context's
 * `websiteSettings.mobileInfoBarSettings` with `contactPhoneNumber`, `contactEmail`, `location`
 * and `businessHours` beside it. The runtime inserts the bar itself from the page context when
 * the style is light or dark; a template or an app may place it too.
 *
 * @summary The business's call, email, map and hours actions in a bar along the bottom of a
 *   phone's or tablet's screen.
 *
 * @event {SqEvent<SqOpenCloseDetail>} sq-open - The hours panel is about to open. Cancelable.
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-show - The hours panel is open.
 * @event {SqEvent<SqOpenCloseDetail>} sq-close - The hours panel is about to close; `detail.reason`
 *   is `toggle`, `escape`, `outside` or `method`. Cancelable.
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-close - The hours panel closed.
 * @fires sq-error - `data-block-json` is not valid JSON or the schema rejects it.
 *
 * @csspart base - The bar (a labelled region).
 * @csspart actions - The list of actions.
 * @csspart action - Each action (link or button); also `call`, `email`, `location`, `hours`.
 * @csspart hours-panel - The opening hours panel.
 *
 * @cssproperty [--sq-mobile-info-bar-background=#ffffff (light), #1f1f1f (dark)] - Background.
 * @cssproperty [--sq-mobile-info-bar-color=#1f1f1f (light), #ffffff (dark)] - Text and icons.
 * @cssproperty [--sq-mobile-info-bar-focus-color=currentColor] - Keyboard focus outline.
 */
export class SqMobileInfoBar extends SqBlock<MobileInfoBarData> {
  static override styles = mobileInfoBarStyles;

  protected readonly schema = mobileInfoBarSchema;

  /** Accessible name of the bar's region. */
  @property() label = 'Contact and opening hours';

  /** Whether the opening hours panel is open. */
  @state() private hoursOpen = false;

  @query('[part~="base"]') private bar?: HTMLElement | null;
  @query('[part~="hours"]') private hoursButton?: HTMLButtonElement | null;

  /** The bar the page's room follows, and how to stop following it. */
  private following?: { bar: HTMLElement; stop: () => void };

  /** Whether the hours panel is open. */
  get hoursExpanded(): boolean {
    return this.hoursOpen;
  }

  /** Opens the hours panel (fires `sq-open`, then `sq-after-show`). @returns false if cancelled. */
  showHours(): boolean {
    if (this.hoursOpen || !this.hoursButton) return false;
    if (!emit<SqOpenCloseDetail>(this, 'sq-open', {}, { cancelable: true })) return false;
    this.hoursOpen = true;
    void this.updateComplete.then(() => emit<SqOpenCloseDetail>(this, 'sq-after-show', {}));
    return true;
  }

  /** Closes the hours panel (fires `sq-close`, then `sq-after-close`). @returns false if cancelled. */
  hideHours(reason: SqHoursCloseReason = 'method'): boolean {
    if (!this.hoursOpen) return false;
    if (!emit<SqOpenCloseDetail>(this, 'sq-close', { reason }, { cancelable: true })) return false;
    this.hoursOpen = false;
    void this.updateComplete.then(() =>
      emit<SqOpenCloseDetail>(this, 'sq-after-close', { reason }),
    );
    return true;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeydown);
    this.addEventListener('focusout', this.onFocusOut);
    document.addEventListener('pointerdown', this.onDocumentPointerDown, true);
    // Moved in the page: the room at the page's end comes back with it.
    if (this.hasUpdated) this.follow(this.bar ?? null);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeydown);
    this.removeEventListener('focusout', this.onFocusOut);
    document.removeEventListener('pointerdown', this.onDocumentPointerDown, true);
    this.follow(null);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.follow(this.bar ?? null);
    if (this.hoursOpen && !this.hoursButton) this.hoursOpen = false;
  }

  protected override renderBlock(data: MobileInfoBarData): unknown {
    const theme = infoBarTheme(data.style);
    const actions = infoBarActions(data);
    if (!theme || !actions.length) return nothing;
    const hours = actions.find((action) => action.kind === 'hours');
    return html`<div part="base" class=${theme} role="region" aria-label=${this.label}>
      <ul part="actions">
        ${actions.map((action) => html`<li>${this.renderAction(action)}</li>`)}
      </ul>
      ${
        hours
          ? html`<div part="hours-panel" id="hours" ?hidden=${!this.hoursOpen}>
              <p class="hours-title" id="hours-title">Opening hours</p>
              <dl aria-labelledby="hours-title">
                ${hours.lines.map(
                  (line) =>
                    html`<div>
                      <dt>${line.days}</dt>
                      <dd>${line.hours}</dd>
                    </div>`,
                )}
              </dl>
            </div>`
          : nothing
      }
    </div>`;
  }

  private renderAction(action: InfoBarAction): TemplateResult {
    const label = ACTION_LABELS[action.kind];
    if (action.kind === 'hours') {
      return html`<button
        part="action hours"
        type="button"
        aria-expanded=${this.hoursOpen ? 'true' : 'false'}
        aria-controls="hours"
        @click=${() => (this.hoursOpen ? this.hideHours('toggle') : this.showHours())}
      >
        ${ICONS.hours}<span>${label}</span>
      </button>`;
    }
    const newTab = action.kind === 'location';
    return html`<a
      part="action ${action.kind}"
      href=${action.href}
      target=${newTab ? '_blank' : nothing}
      rel=${newTab ? 'noopener noreferrer' : nothing}
    >
      ${ICONS[action.kind]}<span>${label}</span
      ><span class="visually-hidden">: ${action.text}${newTab ? ' (opens in a new tab)' : ''}</span>
    </a>`;
  }

  /** Keeps the page's room at the end as tall as `bar` (page-room.ts); null stops. */
  private follow(bar: HTMLElement | null): void {
    if (bar === (this.following?.bar ?? null)) return;
    this.following?.stop();
    this.following = bar ? { bar, stop: keepRoomForBar(bar) } : undefined;
  }

  private onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.hoursOpen) return;
    // Escape is the panel's: not also the page's (SPEC §6 Escape to login).
    event.preventDefault();
    if (this.hideHours('escape')) this.hoursButton?.focus();
  };

  private onFocusOut = (event: FocusEvent): void => {
    const to = event.relatedTarget;
    if (to instanceof Node && (this.contains(to) || this.shadowRoot?.contains(to))) return;
    if (to) this.hideHours('outside');
  };

  private onDocumentPointerDown = (event: PointerEvent): void => {
    if (this.hoursOpen && !event.composedPath().includes(this)) this.hideHours('outside');
  };
}
