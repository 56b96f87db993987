import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { siteContext } from '../../platform/analytics/context.ts';
import { readConsent } from '../../platform/consent/consent.ts';
import { isScreenshotMode } from '../../platform/page/flags.ts';
import { property, state } from 'lit/decorators.js';
import { requiredMessage } from '../../platform/forms/messages.ts';
import { accountRequest, logOut } from '../../platform/site-users/session.ts';
import { openLoginDialog } from '../login-dialog/open-login-dialog.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { fieldStyles } from '../shared/form/fields/fields.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { ACCOUNT_TEXTS as T, MAX_NAME_LENGTH, ORDER_KIND_LABELS } from './account-texts.ts';
import { accountSchema, type AccountProfile } from './account.schema.ts';
import { accountStyles } from './account.styles.ts';
import { dateView } from './date-view.ts';

/** Detail of `sq-profile-change`: the profile as the server now keeps it. */
export interface SqProfileChangeDetail {
  profile: AccountProfile;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-profile-change': SqEvent<SqProfileChangeDetail>;
  }
}

type NameField = 'firstName' | 'lastName';
const NAME_FIELDS = [
  { name: 'firstName', label: T.firstName, autocomplete: 'given-name' },
  { name: 'lastName', label: T.lastName, autocomplete: 'family-name' },
] as const;

/**
 * Where a logged-out visitor's cart goes: `cloneCart=true`, the visitor keeps a copy of the
 * signed-in cart (server/site-users/logout-cart.ts), so logging out never empties a cart they
 * were filling; the account's own cart is left as it was. The no-JavaScript log-out form does
 * the same.
 */
export const LOGOUT_CLONES_CART = true;

const fullName = (p: Pick<AccountProfile, 'firstName' | 'lastName'>) =>
  `${p.firstName} ${p.lastName}`.trim() || '—';

/**
 * The site user's account page (`/account`, SPEC §6 "may log in as a site user", §7 site-user
 * session calls). The server fills the element (server/site-users/page-fill.ts): for a
 * signed-in site user the profile as `data-block-json` and as markup (name, email,
 * memberships, orders when the site has a store, a log-out form), for an anonymous visitor no
 * attribute and a log-in form; both work without JavaScript.
 *
 * Upgraded, signed in:
 * - "Edit name" turns the name into first and last name fields (focus to the first); Save sends
 *   `PUT /api/site-users/account/profile` with the session's `X-SiteUser-XSRF-Token` header, and
 *   the saved name is shown and announced politely ('Your name is saved.'), focus back on
 *   "Edit name". A refusal keeps what was typed and says why in an alert that takes focus (a
 *   session that has ended also opens the login dialog; Save again afterwards). Cancel or
 *   Escape leaves the name as it was.
 * - "Log out" ends the session (`DELETE /api/site-users/account/session?cloneCart=true`: the
 *   visitor keeps a copy of the cart, {@link LOGOUT_CLONES_CART}); the element then shows the
 *   anonymous view, announces 'You have logged out.' and focuses its "Log in" button.
 *
 * Anonymous: when the server markup is a log-in form (a `<form>` child with a password field),
 * that form stays as it is, posting without script, so nothing moves as the element upgrades.
 * Otherwise, and after a log-out, a "Log in" button opens the login dialog
 * (elements/login-dialog). With `prompt-login` the dialog opens as soon as the element upgrades
 * (the account page of the demo site: the header's "Log in" link lands in it). Once signed in,
 * the profile is fetched (`GET /api/site-users/account/profile`) and shown, 'You are logged in.'
 * announced and the profile's heading focused.
 *
 * Order and membership dates are `<sq-relative-time>` (e.g. "3 days ago", the full date for
 * assistive technology).
 *
 * @summary A site user's profile, name editing and log-out, or a way to log in.
 *
 * @slot - The server markup: shown while `data-block-json` is invalid, and for an anonymous visitor when it is a log-in form.
 *
 * @event {SqEvent<SqProfileChangeDetail>} sq-profile-change - The name was saved; `{ profile }`.
 * @event {SqEvent<SqErrorDetail>} sq-error - `data-block-json` is not valid.
 *
 * @csspart profile - The profile section (heading, name, email).
 * @csspart heading - Each section's heading.
 * @csspart name - The name as shown.
 * @csspart edit-name - The "Edit name" button.
 * @csspart name-form - The name fields with Save and Cancel.
 * @csspart field - Each name field's wrapper.
 * @csspart field-error - A name field's inline error.
 * @csspart save - The Save button.
 * @csspart cancel - The Cancel button.
 * @csspart error - A refused save's or log-out's reason (role alert).
 * @csspart memberships - The list of memberships.
 * @csspart orders - The table of orders.
 * @csspart logout - The "Log out" button.
 * @csspart login - The "Log in" button of the anonymous view.
 * @csspart status - The polite announcement of what just happened.
 *
 * @cssproperty [--sq-account-accent=#1a1a1a] - Buttons' fill.
 * @cssproperty [--sq-account-button-color=#fff] - Text on the accent.
 * @cssproperty [--sq-account-error-color=#b3261e] - A refusal's mark.
 * @cssproperty [--sq-account-focus-color=#1a5fb4] - Keyboard focus outline.
 */
export class SqAccount extends SqBlock<AccountProfile> {
  static override styles = [fieldStyles, accountStyles];

  protected override readonly schema = accountSchema;

  /** Opens the login dialog as soon as an anonymous visitor's element upgrades. */
  @property({ type: Boolean, attribute: 'prompt-login' }) promptLogin = false;

  /** Whether the name fields are shown. */
  @state() private editing = false;
  /** A save, log-out or log-in on its way. */
  @state() private busy = false;
  /** A refusal's reason. */
  @state() private error = '';
  @state() private errors: Partial<Record<NameField, string>> = {};
  /** The polite announcement. */
  @state() private status = '';
  /** Whether the visitor logged out here (the server markup then shows a profile no more). */
  #loggedOut = false;

  /** The signed-in site user's profile, or undefined for an anonymous visitor. */
  get profile(): AccountProfile | undefined {
    return this.data;
  }

  private get anonymous(): boolean {
    return this.data === undefined && this.blockJson === null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // No attribute: an anonymous visitor, not an error.
    if (this.blockJson !== null) super.willUpdate(changed);
  }

  protected override firstUpdated(): void {
    if (!this.promptLogin || !this.anonymous) return;
    // Never on top of an undecided cookie banner: the visitor answers it first.
    const bannerAsks =
      siteContext()?.cookieSettings?.isCookieBannerEnabled === true &&
      readConsent() === undefined &&
      !isScreenshotMode();
    if (bannerAsks)
      document.addEventListener('sq-consent', () => void this.logIn(), { once: true });
    else void this.logIn();
  }

  /**
   * Opens the login dialog; once signed in, shows the profile.
   * @returns whether the visitor signed in.
   */
  async logIn(): Promise<boolean> {
    if (!(await openLoginDialog())) return false;
    const profile = await accountRequest<AccountProfile>('GET', '/account/profile');
    if (!profile) return false;
    this.data = profile;
    this.#announce(T.loggedIn);
    await this.updateComplete;
    this.#focus('[part~="profile"] [part~="heading"]');
    return true;
  }

  /** Logs out (keeping a copy of the cart) and shows the anonymous view. */
  async logOut(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.error = '';
    try {
      await logOut({ cloneCart: LOGOUT_CLONES_CART });
    } catch (error) {
      this.busy = false;
      return this.#refused(error);
    }
    this.busy = false;
    this.editing = false;
    this.#loggedOut = true;
    this.removeAttribute('data-block-json');
    this.blockJson = null;
    this.data = undefined;
    this.#announce(T.loggedOut);
    await this.updateComplete;
    this.#focus('[part~="login"]');
  }

  /**
   * Saves the name: `PUT /api/site-users/account/profile`.
   * @returns whether the server stored it.
   */
  async saveName(firstName: string, lastName: string): Promise<boolean> {
    this.error = '';
    this.busy = true;
    try {
      const profile = await accountRequest<AccountProfile>('PUT', '/account/profile', {
        firstName,
        lastName,
      });
      if (!profile) throw new Error('no profile answered');
      this.data = profile;
      this.editing = false;
      this.busy = false;
      this.#announce(T.saved);
      emit<SqProfileChangeDetail>(this, 'sq-profile-change', { profile });
      await this.updateComplete;
      this.#focus('[part~="edit-name"]');
      return true;
    } catch (error) {
      this.busy = false;
      await this.#refused(error);
      return false;
    }
  }

  async #refused(error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    this.error = this.editing ? `${T.notSaved} ${reason}` : reason;
    await this.updateComplete;
    this.#focus('[part~="error"]');
  }

  #announce(text: string): void {
    // Emptied first, so the same words said twice are announced twice.
    this.status = '';
    void this.updateComplete.then(() => (this.status = text));
  }

  #focus(selector: string): void {
    this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  #value(name: NameField): string {
    return this.renderRoot.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value.trim() ?? '';
  }

  #edit = async (): Promise<void> => {
    this.editing = true;
    this.error = '';
    this.errors = {};
    this.status = '';
    await this.updateComplete;
    this.#focus('[name="firstName"]');
  };

  #cancelEdit = async (): Promise<void> => {
    if (this.busy) return;
    this.editing = false;
    this.error = '';
    this.errors = {};
    await this.updateComplete;
    this.#focus('[part~="edit-name"]');
  };

  #onSubmit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    if (this.busy) return;
    const errors: Partial<Record<NameField, string>> = {};
    for (const field of NAME_FIELDS) {
      if (!this.#value(field.name)) errors[field.name] = requiredMessage(field.label);
    }
    this.errors = errors;
    this.error = '';
    if (Object.keys(errors).length) {
      await this.updateComplete;
      this.#focus('[aria-invalid="true"]');
      return;
    }
    await this.saveName(this.#value('firstName'), this.#value('lastName'));
  };

  #onFormKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    void this.#cancelEdit();
  };

  protected override render(): unknown {
    const view = this.anonymous ? this.#renderAnonymous() : super.render();
    return html`${view}
      <p part="status" role="status">${this.status}</p>`;
  }

  #renderAnonymous(): TemplateResult {
    if (!this.#loggedOut && this.querySelector(':scope > form input[type="password"]'))
      return html`<slot></slot>`;
    return html`<p>${T.anonymous}</p>
      <button part="login" type="button" @click=${() => void this.logIn()}>${T.logIn}</button>`;
  }

  #renderError(): TemplateResult {
    return html`<p part="error" role="alert" tabindex="-1" ?hidden=${!this.error}>
      ${this.error}
    </p>`;
  }

  #renderField(field: (typeof NAME_FIELDS)[number], value: string): TemplateResult {
    const id = `sq-account-${field.name}`;
    const error = this.errors[field.name];
    return html`<div part="field" class="field${error ? ' invalid' : ''}">
      <label class="label" for=${id}>${field.label}</label>
      <input
        class="control"
        id=${id}
        name=${field.name}
        autocomplete=${field.autocomplete}
        maxlength=${MAX_NAME_LENGTH}
        required
        .defaultValue=${value}
        aria-invalid=${error ? 'true' : nothing}
        aria-describedby=${error ? `${id}-error` : nothing}
      />
      ${
        error
          ? html`<p part="field-error" class="error" id=${`${id}-error`}>
              <span class="error-icon" aria-hidden="true">!</span>${error}
            </p>`
          : nothing
      }
    </div>`;
  }

  #renderName(profile: AccountProfile): TemplateResult {
    if (!this.editing) {
      return html`<span part="name">${fullName(profile)}</span>
        <button part="edit-name" type="button" @click=${this.#edit}>${T.editName}</button>`;
    }
    return html`<form
      part="name-form"
      novalidate
      aria-label=${T.editName}
      aria-busy=${this.busy ? 'true' : 'false'}
      @submit=${this.#onSubmit}
      @keydown=${this.#onFormKeydown}
    >
      ${this.#renderError()}
      <fieldset ?disabled=${this.busy}>
        <div class="names">
          ${NAME_FIELDS.map((field) => this.#renderField(field, profile[field.name]))}
        </div>
        <button part="save" type="submit">${this.busy ? T.saving : T.save}</button>
        <button part="cancel" type="button" @click=${this.#cancelEdit}>${T.cancel}</button>
      </fieldset>
    </form>`;
  }

  protected override renderBlock(profile: AccountProfile): TemplateResult {
    const lang = this.ownerDocument.documentElement.lang || undefined;
    return html`<section part="profile" aria-labelledby="profile">
        <h2 part="heading" id="profile" tabindex="-1">${T.profile}</h2>
        <dl>
          <dt>${T.name}</dt>
          <dd>${this.#renderName(profile)}</dd>
          <dt>${T.email}</dt>
          <dd>${profile.email}</dd>
        </dl>
      </section>
      <section aria-labelledby="memberships">
        <h2 part="heading" id="memberships">${T.memberships}</h2>
        ${
          profile.memberships.length
            ? html`<ul part="memberships">
                ${profile.memberships.map(
                  (m) =>
                    html`<li>
                      ${m.name} (${m.pricingOptionLabel}), ${T.since} ${dateView(m.created, lang)}
                    </li>`,
                )}
              </ul>`
            : html`<p>${T.noMemberships}</p>`
        }
      </section>
      <section aria-labelledby="orders">
        <h2 part="heading" id="orders">${T.orders}</h2>
        ${
          profile.orders.length
            ? html`<table part="orders">
                <thead>
                  <tr>
                    <th scope="col">${T.order}</th>
                    <th scope="col">${T.placed}</th>
                    <th scope="col">${T.kind}</th>
                    <th scope="col">${T.total}</th>
                  </tr>
                </thead>
                <tbody>
                  ${profile.orders.map(
                    (o) =>
                      html`<tr>
                        <td>#${o.orderNumber}</td>
                        <td>${dateView(o.created, lang)}</td>
                        <td>${ORDER_KIND_LABELS[o.kind]}</td>
                        <td>${o.grandTotal}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
            : html`<p>${T.noOrders}</p>`
        }
      </section>
      ${this.editing ? nothing : this.#renderError()}
      <button
        part="logout"
        type="button"
        aria-disabled=${this.busy ? 'true' : 'false'}
        @click=${() => void this.logOut()}
      >
        ${this.busy && !this.editing ? T.loggingOut : T.logOut}
      </button>`;
  }
}
