import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { safeParse } from 'zod/mini';
import { emit, type SqEvent } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { joinArea, logIn } from './join-call.ts';
import {
  memberAreaBlockSchema,
  memberAreaSchema,
  type MemberAreaBlock,
  type MemberAreaData,
} from './member-area.schema.ts';
import { memberAreaStyles } from './member-area.styles.ts';

/** Detail of `sq-pricing-option-change`: the option now chosen and the one before. */
export interface SqPricingOptionChangeDetail {
  pricingOption: string;
  previousPricingOption: string;
}

/** Detail of `sq-join`: the join about to be made and where the visitor goes next. */
export interface SqJoinDetail {
  memberAreaId: string;
  pricingOption: string;
  /** The membership confirmed page, or the subscription checkout of a paid option. */
  next: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-pricing-option-change': SqEvent<SqPricingOptionChangeDetail>;
    'sq-join': SqEvent<SqJoinDetail>;
  }
}

/** Selector of the area's JSON the server writes into the block. */
export const MEMBER_AREA_SCRIPT = ':scope > script[type="application/json"][data-sq-member-area]';

/** The log-in link's text for a visitor who is a member already. */
export const MEMBER_LOGIN_TEXT = 'Already a member? Log in';

/**
 * The member area block (SPEC §3 block type 67) and the heart of the member-area access page
 * (SPEC §2): two pricing options as a left and a right button. Choosing one flips the pressed
 * state of both buttons and swaps the visible price, join button and join section; choosing the
 * option already chosen does nothing. The left option is chosen first.
 *
 * Joining: a visitor who is not signed in as a site user is asked to sign up first (the login
 * dialog in sign-up mode); then `POST /api/member-areas/{id}/join {pricingOption}` answers where
 * to go: the membership confirmed page (a free option) or the subscription checkout (a paid one).
 * An anonymous visitor also gets a "Already a member? Log in" button.
 *
 * The server markup (server/member-areas/member-area-markup.ts) shows both options with their
 * own join forms and works without JavaScript; the area's name and options come from its
 * `<script type="application/json" data-sq-member-area>`.
 *
 * @summary A member area's two pricing options, and joining it.
 *
 * @slot - The server markup: shown only while the data is invalid.
 *
 * @event {SqEvent<SqPricingOptionChangeDetail>} sq-pricing-option-change - Another option was chosen; `{ pricingOption, previousPricingOption }`.
 * @event {SqEvent<SqJoinDetail>} sq-join - Cancelable, once joined, before leaving for `next` (the membership confirmed page or the checkout). Cancel it to take the visitor there another way.
 * @event {SqEvent<SqErrorDetail>} sq-error - `data-block-json` or the block's area JSON is not valid.
 *
 * @csspart title - The heading "Join {area}".
 * @csspart options - The group of the two option buttons.
 * @csspart option - An option button (`aria-pressed`); also `option-left` / `option-right`.
 * @csspart section - The chosen option's join section: price, text and button.
 * @csspart price - The chosen option's price.
 * @csspart description - The chosen option's text.
 * @csspart join - The join button.
 * @csspart error - A refused join's message (role alert).
 * @csspart login - The log-in button for members who are not signed in.
 *
 * @cssproperty [--sq-member-area-accent=#1a1a1a] - The pressed option's fill and the join button's.
 * @cssproperty [--sq-member-area-button-color=#fff] - Text on the accent.
 * @cssproperty [--sq-member-area-error-color=#b00020] - A refused join's message.
 * @cssproperty [--sq-member-area-focus-color=currentColor] - Keyboard focus outline.
 */
export class SqMemberArea extends SqBlock<MemberAreaData> {
  static override styles = memberAreaStyles;

  protected override readonly schema = memberAreaSchema;

  /** Index of the chosen option: 0 left, 1 right. */
  @state() private chosen: 0 | 1 = 0;
  /** Whether a join is on its way. */
  @state() private joining = false;
  /** A refused join's message. */
  @state() private error = '';
  /** Whether the visitor is signed in, as the server said and the session events since. */
  @state() private signedIn: boolean | undefined;

  /** The id of the chosen pricing option. */
  get pricingOption(): string {
    return this.#block()?.options[this.chosen]?.id ?? '';
  }

  /**
   * Chooses the option `id` (SPEC §2): flips both buttons' pressed state and swaps the price,
   * join button and join section. Choosing the option already chosen does nothing.
   * @returns whether the choice changed.
   */
  choose(id: string): boolean {
    const index = this.#block()?.options.findIndex((option) => option.id === id) ?? -1;
    if (index < 0 || index === this.chosen) return false;
    const previousPricingOption = this.pricingOption;
    this.chosen = index as 0 | 1;
    this.error = '';
    emit<SqPricingOptionChangeDetail>(this, 'sq-pricing-option-change', {
      pricingOption: this.pricingOption,
      previousPricingOption,
    });
    return true;
  }

  /**
   * Joins with the chosen option: signs the visitor up first when not signed in, then asks the
   * server, then (unless `sq-join` is canceled) goes where it says.
   * @returns where the visitor goes next, or undefined when it did not happen.
   */
  async join(): Promise<string | undefined> {
    const block = this.#block();
    if (!block || this.joining) return undefined;
    this.joining = true;
    this.error = '';
    try {
      const result = await joinArea(
        block.memberAreaId,
        this.pricingOption,
        this.signedIn ?? block.signedIn,
        block.name,
      );
      if (!result) return undefined;
      if ('error' in result) {
        this.error = result.error;
        return undefined;
      }
      const detail: SqJoinDetail = {
        memberAreaId: block.memberAreaId,
        pricingOption: this.pricingOption,
        next: result.next,
      };
      if (!emit(this, 'sq-join', detail, { cancelable: true })) return undefined;
      location.assign(result.next);
      return result.next;
    } finally {
      this.joining = false;
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('sq-site-user-change', this.#onSessionChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('sq-site-user-change', this.#onSessionChange);
  }

  #onSessionChange = (event: Event): void => {
    const detail = (event as CustomEvent<{ signedIn?: unknown }>).detail;
    if (typeof detail?.signedIn === 'boolean') this.signedIn = detail.signedIn;
  };

  #cached: { script: Element | null; text: string; block: MemberAreaBlock } | undefined;

  /** The area the server wrote into the block; throws when it is missing or invalid. */
  #block(): MemberAreaBlock | undefined {
    const script = this.querySelector(MEMBER_AREA_SCRIPT);
    const text = script?.textContent ?? '';
    if (this.#cached?.script === script && this.#cached.text === text) return this.#cached.block;
    if (!script) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return undefined;
    }
    const result = safeParse(memberAreaBlockSchema, json);
    if (!result.success) return undefined;
    this.#cached = { script, text, block: result.data };
    return result.data;
  }

  protected override renderBlock(data: MemberAreaData): unknown {
    const block = this.#block();
    if (!block) throw new Error('no valid <script data-sq-member-area> in the block');
    if (block.memberAreaId !== data.memberAreaId) {
      throw new Error(`the block's markup is of member area ${block.memberAreaId}`);
    }
    // The schema holds exactly two options, and `chosen` is 0 or 1.
    const option = block.options[this.chosen]!;
    const signedIn = this.signedIn ?? block.signedIn;
    const sides = ['left', 'right'] as const;
    return html`<h2 part="title">Join ${block.name}</h2>
      <div part="options" role="group" aria-label="Pricing options">
        ${block.options.map(
          (choice, index) =>
            html`<button
              type="button"
              part="option option-${sides[index]}"
              aria-pressed=${index === this.chosen ? 'true' : 'false'}
              @click=${() => this.choose(choice.id)}
            >
              ${choice.label}
            </button>`,
        )}
      </div>
      <section part="section" aria-label=${option.label} aria-live="polite">
        <p part="price">${option.price}</p>
        ${option.description ? html`<p part="description">${option.description}</p>` : nothing}
        <button
          type="button"
          part="join"
          aria-disabled=${this.joining ? 'true' : 'false'}
          @click=${() => void this.join()}
        >
          ${option.joinText}
        </button>
        <p part="error" role="alert" ?hidden=${!this.error}>${this.error}</p>
      </section>
      ${
        signedIn
          ? nothing
          : html`<p part="login">
              <a href="/account" @click=${this.#onLogin}>${MEMBER_LOGIN_TEXT}</a>
            </p>`
      }`;
  }

  #onLogin = (event: MouseEvent): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void logInThenReload();
  };
}

/**
 * Opens the login dialog; once signed in, reloads so the server serves the page to the member.
 * When the dialog's code cannot be loaded, the link's own page (the account page) logs in.
 */
async function logInThenReload(): Promise<void> {
  let signedIn: boolean;
  try {
    signedIn = await logIn();
  } catch {
    location.assign('/account');
    return;
  }
  if (signedIn) location.reload();
}
