import { html, nothing, render, svg, type TemplateResult } from 'lit/html.js';
import { recordConsentChoice } from '../../platform/consent/consent-choice.ts';
import { readConsent, setConsent, subscribeConsent } from '../../platform/consent/consent.ts';
import { setSanitizedHtml } from '../../platform/dom/sanitize-html.ts';
import { nextTask } from '../../platform/timing/next-task.ts';
import { readBlockData } from '../shared/block-data.ts';
import { hydrated } from '../shared/hydration.ts';
import { prefersReducedMotion } from '../shared/motion.ts';
import {
  BANNER_DEFAULTS,
  isEmptyHtml,
  resolveBannerSettings,
  type BannerSettings,
} from './banner-settings.ts';
import { checkCookieBannerData, type CookieBannerData } from './cookie-banner.schema.ts';
import { cookieBannerCss } from './cookie-banner.styles.ts';
import { keepScrollClear } from './scroll-clearance.ts';

/**
 * Length of the entrance animation: the middle of the SPEC §9 duration range, 0 to 600 ms (a test
 * keeps the two in step).
 */
export const ENTRANCE_MS = 300;

const acceptIcon = svg`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="M2.5 8.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" stroke-width="2"
    stroke-linecap="round" stroke-linejoin="round" />
</svg>`;

/** `TOP_LEFT` → `top-left`: the class a position is styled by. */
const cssName = (word: string) => word.toLowerCase().replace(/_/g, '-');

/** `HTMLElement`, or a stand-in where there is none (a server rendering React wrappers). */
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/** The banner's style sheet, made once, the first time a banner is connected. */
let sheet: CSSStyleSheet | undefined;

/**
 * The cookie banner (SPEC §3 "Cookie banner settings", §4, §5, §9). It asks the visitor to accept
 * cookies (and, with accept type `OPT_IN_AND_OUT`, lets them decline). Accept stores consent
 * `true`, decline `false` (the consent cookie, 30 days; see platform/consent/consent.ts, which
 * dispatches `sq-consent` on `document`), and the choice alone is counted for the site's owner
 * (platform/consent/consent-choice.ts: no page, no identifier; a `forced` preview's choice is
 * not), then the banner goes and focus goes back to where it was before it entered the banner
 * (else to the page body). A banner the runtime inserted
 * (`removeOnClose`) removes itself from the page; one a template or an app renders hides itself
 * (`hidden`) and stays where its owner put it, for its owner to remove.
 *
 * Its settings are the page context's `cookieSettings`, key for key, in `data-block-json`; the
 * runtime inserts the banner itself (as the first child of `<body>`, so keyboard and screen
 * reader users meet it before the page) when `isCookieBannerEnabled` is set, no consent cookie
 * exists and the page is not opened with `sqsscreenshot=true`. Every setting has the SPEC §5
 * default and fallback: bar or popup; TOP/BOTTOM for a bar, a corner for a popup (a position of
 * the other kind is converted); LIGHT or DARK; a TEXT, BUTTON or ICON accept control (ICON: an
 * icon button named by the CTA text).
 *
 * The body text is HTML from the site's settings: it is sanitized first, and the banner shows,
 * whole, once that is done (a bar that grew when its text came in would move on screen). Empty
 * text (`<p></p>`, `<p><br></p>`, white space) and text that is empty once sanitized, or a
 * sanitizer that cannot load, give the default body text.
 *
 * A bar is a labelled region, a popup a non-modal dialog (`aria-modal="false"`); neither takes
 * focus nor traps it: the page stays usable. While a bar shows, the page's scroll padding on its
 * edge matches its height, so a focused element is never hidden behind it. It slides in from its
 * edge of the viewport (its opacity never changes, so its contrast holds from the first frame)
 * unless the visitor prefers reduced motion (or the page has `nomotion=true`).
 *
 * Without `forced`, a banner whose visitor has already decided (a consent cookie exists, or a
 * decision is made on the page) shows nothing. With `forced` (preview mode, the editor's
 * inspector, stories) it shows whatever the cookie holds and never removes itself.
 *
 * It is the one element every first visit of a site loads, so it is built on the platform's
 * `HTMLElement` with lit-html templates and a constructable style sheet, without LitElement and
 * without zod (its flat settings are checked by cookie-banner.schema.ts): a first visit carries
 * about 6 kB less. It keeps the contract of every block (block-data.ts: `data-sq-error`, one
 * console error, `sq-error`; `defer-hydration`) and, like a Lit element, `updateComplete`.
 *
 * @summary The cookie consent bar or popup, built from the site's cookie banner settings.
 *
 * @csspart base - The bar or popup box (role region or dialog).
 * @csspart text - The body text.
 * @csspart actions - The box around the buttons.
 * @csspart accept - The accept control (text, button or icon, after the CTA variant).
 * @csspart decline - The decline control (accept type `OPT_IN_AND_OUT` only).
 *
 * @cssproperty [--sq-cookie-banner-background=#1f1f1f (DARK), #ffffff (LIGHT)] - Background.
 * @cssproperty [--sq-cookie-banner-color=#ffffff (DARK), #1f1f1f (LIGHT)] - Text colour; the
 *   BUTTON control is filled with it.
 * @cssproperty [--sq-cookie-banner-padding=1em 1.25em] - Space inside the box.
 * @cssproperty [--sq-cookie-banner-popup-width=22rem] - Width of a popup.
 * @cssproperty [--sq-cookie-banner-focus-color=currentColor] - Keyboard focus outline.
 *
 * @cssstate pending - The body text is being sanitized (nothing shows yet).
 *
 * @fires sq-error - `data-block-json` is not valid JSON or its settings hold a value of the wrong kind.
 */
export class SqCookieBanner extends ElementBase {
  static readonly observedAttributes = ['data-block-json', 'forced', 'label', 'remove-on-close'];

  readonly #internals = this.attachInternals();
  readonly #root = this.attachShadow({ mode: 'open' });
  #blockJson: string | null = this.getAttribute('data-block-json');
  /** The `data-block-json` text last read, and the settings it held (undefined: invalid). */
  #read: { text: string | null; data: CookieBannerData | undefined } | undefined;
  #settings: BannerSettings | undefined;
  /** Whether the visitor has decided (a consent cookie exists). */
  #decided = readConsent() !== undefined;
  /** The body HTML being (or last) sanitized; null before the first update. */
  #htmlSource: string | undefined | null = null;
  /** The sanitized body text's nodes; undefined while sanitizing; none: the default text shows. */
  #bodyNodes: Node[] | undefined;
  #entered = false;
  #focusOrigin: Element | null = null;
  #unsubscribe: (() => void) | undefined;
  /** The bar whose edge the page's scroll padding keeps clear, and how to stop it. */
  #clear: { bar: Element; stop: () => void } | undefined;
  #update: Promise<boolean> | undefined;

  /**
   * The block's settings as JSON: the page context's `cookieSettings` (SPEC §3).
   * @attr data-block-json
   */
  get blockJson(): string | null {
    return this.#blockJson;
  }
  set blockJson(value: string | null) {
    this.#blockJson = value;
    this.requestUpdate();
  }

  /**
   * Forced or preview mode (SPEC §4): the banner shows even when a consent cookie exists, and
   * accepting or declining stores the decision but never removes it.
   * @attr forced
   * @reflect
   */
  get forced(): boolean {
    return this.hasAttribute('forced');
  }
  set forced(value: boolean) {
    this.toggleAttribute('forced', value);
  }

  /**
   * Accessible name of the bar's region or the popup's dialog.
   * @attr label
   */
  get label(): string {
    return this.getAttribute('label') ?? 'Cookie banner';
  }
  set label(value: string) {
    this.setAttribute('label', value);
  }

  /**
   * Accept or decline removes the banner from the page (the runtime sets it on the banner it
   * inserts). Off (the default): the banner hides itself (`hidden`) and stays in the DOM, so a
   * template or an app that rendered it keeps its node.
   * @attr remove-on-close
   * @reflect
   */
  get removeOnClose(): boolean {
    return this.hasAttribute('remove-on-close');
  }
  set removeOnClose(value: boolean) {
    this.toggleAttribute('remove-on-close', value);
  }

  /** Whether the banner is showing (valid settings, and forced or no decision yet). */
  get open(): boolean {
    return this.#settings !== undefined && (this.forced || !this.#decided);
  }

  /** Resolves once the banner has drawn what its settings and state say. */
  get updateComplete(): Promise<boolean> {
    return this.#update ?? Promise.resolve(true);
  }

  /** Stores consent `true` (SPEC §4) and closes the banner unless it is forced. */
  accept(): void {
    this.#decide(true);
  }

  /** Stores consent `false` (SPEC §4) and closes the banner unless it is forced. */
  decline(): void {
    this.#decide(false);
  }

  connectedCallback(): void {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cookieBannerCss);
    }
    this.#root.adoptedStyleSheets = [sheet];
    this.#decided = readConsent() !== undefined;
    this.#unsubscribe = subscribeConsent((consent) => {
      this.#decided = consent !== undefined;
      this.requestUpdate();
    });
    this.addEventListener('focusin', this.#onFocusIn);
    this.requestUpdate();
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.removeEventListener('focusin', this.#onFocusIn);
    this.#stopClearing();
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (name === 'data-block-json') this.#blockJson = value;
    this.requestUpdate();
  }

  /**
   * Draws the banner again at the next microtask (several changes make one update). A banner
   * without server markup (as the runtime inserts it) draws first in a task of its own, after the
   * one that defined it: there is nothing its empty shadow root could hide in between.
   */
  requestUpdate(): void {
    if (this.#update) return;
    const first = this.#read === undefined && !this.hasChildNodes();
    this.#update = hydrated(this)
      .then(() => (first ? nextTask() : undefined))
      .then(() => {
        this.#update = undefined;
        if (this.isConnected) this.#draw();
        return true;
      });
  }

  #draw(): void {
    if (this.#read?.text !== this.#blockJson) {
      const text = this.#blockJson;
      this.#read = { text, data: readBlockData(this, text, checkCookieBannerData) };
    }
    const data = this.#read.data;
    this.#settings = data ? resolveBannerSettings(data) : undefined;
    const source = this.#settings?.html;
    if (source !== this.#htmlSource) this.#sanitize(source);
    this.#setState('pending', this.open && this.#bodyNodes === undefined);
    // Invalid settings: the server markup (if any) stays, slotted as it is.
    render(data === undefined ? html`<slot></slot>` : this.#render(), this.#root, { host: this });
    this.#afterDraw();
  }

  #render(): unknown {
    const settings = this.#settings;
    if (!settings || !this.open || this.#bodyNodes === undefined) return nothing;
    const { variant, position, theme } = settings;
    const classes = `${cssName(variant)} ${cssName(position)} ${cssName(theme)}`;
    const body = html`<div part="text" id="text">${this.#renderText()}</div>
      <div part="actions">${this.#renderActions(settings)}</div>`;
    return variant === 'POPUP'
      ? html`<div
          part="base"
          class=${classes}
          role="dialog"
          aria-modal="false"
          aria-label=${this.label}
          aria-describedby="text"
        >
          ${body}
        </div>`
      : html`<div part="base" class=${classes} role="region" aria-label=${this.label}>
          ${body}
        </div>`;
  }

  #afterDraw(): void {
    const base = this.#root.querySelector<HTMLElement>('[part~="base"]');
    const fromTop = this.#settings?.position.startsWith('TOP') ?? false;
    const bar = this.#settings?.variant === 'BAR' ? base : null;
    if (bar !== (this.#clear?.bar ?? null)) {
      this.#stopClearing();
      if (bar) this.#clear = { bar, stop: keepScrollClear(bar, fromTop ? 'top' : 'bottom') };
    }
    if (!base) {
      this.#entered = false;
      return;
    }
    if (this.#entered) return;
    this.#entered = true;
    if (prefersReducedMotion()) return;
    // It slides in from its edge of the viewport. Only the position moves, never the opacity:
    // the text keeps its full contrast from the first frame.
    const offset = this.#settings?.variant === 'BAR' ? '100%' : '100% + 1rem';
    base.animate(
      [
        { transform: `translateY(calc(${fromTop ? '-1 * ' : ''}(${offset})))` },
        { transform: 'none' },
      ],
      { duration: ENTRANCE_MS, easing: 'ease-out' },
    );
  }

  #stopClearing(): void {
    this.#clear?.stop();
    this.#clear = undefined;
  }

  #renderText(): TemplateResult | typeof nothing {
    if (this.#bodyNodes === undefined) return nothing;
    if (!this.#bodyNodes.length) return html`<p>${BANNER_DEFAULTS.text}</p>`;
    return html`${this.#bodyNodes}`;
  }

  #renderActions(settings: BannerSettings): TemplateResult {
    const { ctaVariant, ctaText, optOutCtaText, acceptType } = settings;
    const accept =
      ctaVariant === 'ICON'
        ? html`<button
            part="accept"
            class="cta-icon"
            type="button"
            aria-label=${ctaText}
            title=${ctaText}
            @click=${this.accept}
          >
            ${acceptIcon}
          </button>`
        : html`<button
            part="accept"
            class=${`cta-${cssName(ctaVariant)}`}
            type="button"
            @click=${this.accept}
          >
            ${ctaText}
          </button>`;
    if (acceptType !== 'OPT_IN_AND_OUT') return accept;
    // Beside an icon, the decline control shows its text (a second icon would be ambiguous).
    const declineClass = ctaVariant === 'BUTTON' ? 'cta-button' : 'cta-text';
    return html`<button part="decline" class=${declineClass} type="button" @click=${this.decline}>
        ${optOutCtaText}
      </button>
      ${accept}`;
  }

  /**
   * Sanitizes the body HTML `source` into nodes (at once where the browser sanitizes, else once
   * DOMPurify has loaded); no source, an empty result or a sanitizer that cannot load: the
   * default text.
   */
  #sanitize(source: string | undefined): void {
    this.#htmlSource = source;
    this.#bodyNodes = source === undefined ? [] : undefined;
    if (source === undefined) return;
    const holder = document.createElement('div');
    const settle = () => {
      if (this.#htmlSource !== source) return;
      this.#bodyNodes = isEmptyHtml(holder.innerHTML) ? [] : [...holder.childNodes];
    };
    const sanitizing = setSanitizedHtml(holder, source);
    if (!sanitizing) return settle();
    const later = () => {
      settle();
      this.requestUpdate();
    };
    sanitizing.then(later, later);
  }

  #decide(consent: boolean): void {
    const hadFocus = this.matches(':focus-within');
    const origin = this.#focusOrigin;
    setConsent(consent);
    // A preview's choice is not a visitor's: only a real banner's is counted.
    if (this.forced) return;
    recordConsentChoice(consent);
    // Gone at once: the page gets its own scroll padding back before the next render.
    this.#stopClearing();
    if (this.removeOnClose) this.remove();
    else this.hidden = true;
    if (!hadFocus) return;
    if (origin instanceof HTMLElement && origin.isConnected) origin.focus();
    else (this.ownerDocument.activeElement as HTMLElement | null)?.blur?.();
  }

  #onFocusIn = (event: FocusEvent): void => {
    const from = event.relatedTarget;
    if (from instanceof Node && (from === this || this.contains(from))) return;
    if (from instanceof Node && this.#root.contains(from)) return;
    this.#focusOrigin = from instanceof Element ? from : null;
  };

  #setState(name: string, on: boolean): void {
    try {
      if (on) this.#internals.states.add(name);
      else this.#internals.states.delete(name);
    } catch {
      // A browser without custom states: the state is only a styling hook.
    }
  }
}
