import { html, nothing, type PropertyValues } from 'lit';
import { FOLLOW_SCRIPT_TIMEOUT_MS } from '../../platform/constants/limits.ts';
import {
  loadThirdPartyScript,
  ThirdPartyLoadError,
} from '../../platform/third-party/load-script.ts';
import { thirdPartyUrl } from '../../platform/third-party/urls.ts';
import { FacadeController } from '../shared/facade/facade-controller.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { readProfileLinks, type ProfileLink } from './profile-links.ts';
import { socialIcon } from './social-icons.ts';
import { socialLinksSchema, type SocialLinksData } from './social-links.schema.ts';
import { socialLinksStyles } from './social-links.styles.ts';

/** The follow widget's provider, as the facade names it. */
export const FOLLOW_PROVIDER = 'X';

/** What loading the follow button shares (the line under the facade's button). */
export const FOLLOW_SHARES = `Loading the follow button sends your IP address and this page's address to ${FOLLOW_PROVIDER}.`;

/** The facade's button when consent allows third parties. */
export const FOLLOW_LABEL = 'Show the follow button';

/** The part of the follow widgets API the element uses (the provider's `twttr`). */
interface FollowWidgets {
  ready(callback: () => void): void;
  widgets: {
    createFollowButton(handle: string, target: Element, options: object): Promise<unknown>;
  };
}

/** The follow widgets API once the script says it is ready, within `timeoutMs`. */
function followWidgets(url: string, timeoutMs: number): Promise<FollowWidgets> {
  const api = (window as { twttr?: Partial<FollowWidgets> }).twttr;
  if (typeof api?.ready !== 'function' || !api.widgets) {
    return Promise.reject(new ThirdPartyLoadError('failed', url));
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ThirdPartyLoadError('timeout', url)),
      Math.max(0, timeoutMs),
    );
    api.ready!(() => {
      clearTimeout(timer);
      resolve(api as FollowWidgets);
    });
  });
}

/**
 * The social links block: an accessible list of the site's profile links with an icon each. The
 * server markup is the list itself (`<ul><li><a href="https://www.instagram.com/…">Instagram</a>
 * …`), a working list of links without JavaScript; upgraded, the element draws the same links,
 * in the same order, with the service's icon (Instagram, Facebook, X, YouTube, Pinterest,
 * TikTok, LinkedIn, Vimeo, Threads, email, phone, else a link icon) found from each address. A
 * link keeps its text, `aria-label`, `target` and `rel`; shown as icons alone, the text is still
 * its name (visually hidden, and its tooltip). Links the page adds or changes later are followed.
 * The page's sq-markup.css lays the server list out as the upgraded one (a row, each link with
 * the room of its icon), so nothing moves when it upgrades with the default display.
 *
 * With `follow: {handle}`, the provider's follow button for that account comes after the list,
 * behind the consent-aware facade (elements/shared/facade): nothing is requested from the
 * provider, nor from the site's `/third-party/` double, before consent allows it and the visitor
 * presses "Show the follow button" ("Load X" under a restrictive policy without acceptance; the
 * click is consent for this one button on this page view), or the site's `loadAfterConsent`
 * setting loads it near the viewport. The follow widget script (SPEC §7,
 * `websiteSettings.thirdPartyEmbeds.urls.follow`, else the provider's) must be ready within
 * 10000 ms (SPEC §9); on time-out or failure the facade says so and the links stay as they are.
 *
 * @summary The site's profile links with icons; optionally the provider's follow button.
 *
 * @slot - The server markup: a list of links. It shows only while the element is not upgraded.
 *
 * @event sq-embed-load - Cancelable: the follow button is about to load (`detail.provider`).
 * @event sq-embed-loaded - The follow button shows.
 * @event sq-embed-error - The follow widget script failed or timed out (`detail.error`).
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart list - The list of links.
 * @csspart item - One list item.
 * @csspart link - One link.
 * @csspart icon - A link's icon.
 * @csspart follow - The follow button's area (facade, then the button).
 * @csspart facade-button - The facade's load button.
 * @csspart facade-shares - The line saying what loading shares.
 * @csspart facade-status - The loading or failure message.
 *
 * @cssproperty [--sq-social-links-gap=0.75rem 1.25rem] - Space between links (0.5rem as icons).
 * @cssproperty [--sq-social-links-color=inherit] - The links' colour.
 * @cssproperty [--sq-social-links-icon-size=1.25em] - Size of an icon.
 * @cssproperty [--sq-social-links-target=2.75rem] - Smallest size of an icon-only link.
 * @cssproperty [--sq-social-links-focus-color=currentColor] - Keyboard focus outline.
 * @cssproperty [--sq-social-links-follow-gap=1rem] - Space above the follow area.
 *
 * @cssstate placeholder - With `follow`: the facade shows, nothing loaded.
 * @cssstate loading - The follow widget script is loading.
 * @cssstate loaded - The follow button shows.
 * @cssstate failed - The follow button could not load; the facade says so.
 */
export class SqSocialLinks extends SqBlock<SocialLinksData> {
  static override styles = socialLinksStyles;

  protected override readonly schema = socialLinksSchema;

  readonly #internals = this.attachInternals();
  /** The follow button's facade, made when settings first ask for a follow button. */
  #facade?: FacadeController;
  /** Where the provider's script draws the follow button. */
  readonly #followBox = Object.assign(document.createElement('div'), { className: 'follow-box' });
  /** Watches the server markup while connected. */
  #markup?: MutationObserver;

  /** The follow button's facade state, or undefined without `follow`. */
  get followState() {
    return this.data?.follow ? this.#facade?.state : undefined;
  }

  /**
   * Loads the follow button now (as the facade's button does). Resolves once it shows or failed.
   */
  loadFollowButton(): Promise<void> {
    return this.#facade && this.data?.follow ? this.#facade.activate() : Promise.resolve();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#markup = new MutationObserver(() => this.requestUpdate());
    this.#markup.observe(this, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['href', 'aria-label', 'target', 'rel'],
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#markup?.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.data?.follow && !this.#facade) {
      this.#facade = new FacadeController(this, {
        provider: FOLLOW_PROVIDER,
        shares: FOLLOW_SHARES,
        label: FOLLOW_LABEL,
        internals: this.#internals,
        load: () => this.#loadFollow(),
        focusTarget: () =>
          this.#followBox.querySelector<HTMLElement>('a[href], button, iframe') ?? undefined,
      });
    }
  }

  protected override renderBlock(data: SocialLinksData): unknown {
    const links = readProfileLinks(this);
    if (!links.length && !data.follow) return html`<slot></slot>`;
    return html`<ul
        part="list"
        class="list ${data.display}"
        role="list"
        aria-label=${data.label || nothing}
      >
        ${links.map((link) => html`<li part="item">${this.#link(link, data.display)}</li>`)}
      </ul>
      ${data.follow && this.#facade ? this.#follow(this.#facade) : nothing}`;
  }

  #link(link: ProfileLink, display: SocialLinksData['display']): unknown {
    const iconOnly = display === 'icons';
    return html`<a
      part="link"
      href=${link.href}
      target=${link.target ?? nothing}
      rel=${link.rel ?? nothing}
      aria-label=${link.ariaLabel ?? nothing}
      title=${iconOnly ? (link.ariaLabel ?? link.text) : nothing}
      >${display === 'labels' ? nothing : socialIcon(link.kind)}<span
        class=${iconOnly ? 'visually-hidden' : 'text'}
        >${link.text}</span
      ></a
    >`;
  }

  #follow(facade: FacadeController): unknown {
    const loaded = facade.state === 'loaded';
    this.#followBox.hidden = !loaded;
    return html`<div part="follow" class="follow">
      ${this.#followBox} ${loaded ? nothing : facade.render()}
    </div>`;
  }

  /** Loads the follow widget script (10000 ms in all, SPEC §9) and draws the button. */
  async #loadFollow(): Promise<void> {
    const handle = this.data?.follow?.handle.replace(/^@/, '');
    const url = thirdPartyUrl('follow');
    if (!handle) throw new ThirdPartyLoadError('failed', url);
    const deadline = Date.now() + FOLLOW_SCRIPT_TIMEOUT_MS;
    await loadThirdPartyScript(url, { timeoutMs: FOLLOW_SCRIPT_TIMEOUT_MS });
    const api = await followWidgets(url, deadline - Date.now());
    this.#followBox.replaceChildren();
    await api.widgets.createFollowButton(handle, this.#followBox, { size: 'large' });
  }
}
