import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isEmail } from '../../platform/forms/rules.ts';
import { FORM_MESSAGES, requiredMessage } from '../../platform/forms/messages.ts';
import { logIn, signUp } from '../../platform/site-users/session.ts';
import { emit, type SqOpenCloseDetail } from '../shared/events.ts';
import { fieldStyles } from '../shared/form/fields/fields.ts';
import { SqElement } from '../shared/sq-element.ts';
import { LOGIN_TEXTS as T, MIN_PASSWORD_LENGTH } from './login-dialog-texts.ts';
import { loginDialogStyles } from './login-dialog.styles.ts';

/** What the dialog asks for: an existing account's log-in, or a new account. */
export type LoginDialogMode = 'login' | 'signup';

/** Why the dialog closed: signed in, or cancelled (Escape, the close button, a newer request). */
export type LoginDialogCloseReason = 'signed-in' | 'cancel';

/** Detail of the dialog's `sq-close` and `sq-after-close`. */
export interface SqLoginDialogCloseDetail extends SqOpenCloseDetail {
  reason: LoginDialogCloseReason;
}

type FieldName = 'firstName' | 'lastName' | 'email' | 'password';

interface FieldSpec {
  name: FieldName;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
}

const NAME_FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', label: T.firstName, type: 'text', autocomplete: 'given-name' },
  { name: 'lastName', label: T.lastName, type: 'text', autocomplete: 'family-name' },
];
const EMAIL_FIELD: FieldSpec = {
  name: 'email',
  label: T.email,
  type: 'email',
  autocomplete: 'username',
};
const passwordField = (mode: LoginDialogMode): FieldSpec => ({
  name: 'password',
  label: T.password,
  type: 'password',
  autocomplete: mode === 'signup' ? 'new-password' : 'current-password',
});

/** The inline error of `spec` for `value` (SPEC §5 email rule; required; a new password's length). */
function fieldError(spec: FieldSpec, value: string, mode: LoginDialogMode): string | undefined {
  if (value.trim() === '') return requiredMessage(spec.label);
  if (spec.name === 'email' && !isEmail(value.trim())) return FORM_MESSAGES.email;
  if (spec.name === 'password' && mode === 'signup' && value.length < MIN_PASSWORD_LENGTH) {
    return T.shortPassword;
  }
  return undefined;
}

/**
 * The site-user login dialog (SPEC §6 "may log in as a site user", §7 site-user session calls):
 * a native modal `<dialog>` with email (3 to 256 characters, SPEC §5) and password, "Remember
 * me", and, unless `allowSignup` is false, a "Create account" mode that also asks for the first
 * and last name. Submitting logs in (`POST /api/site-users/account/session`) or signs up
 * (`POST /api/site-users/accounts`); a refusal (a wrong password) shows the server's message in
 * an alert that takes focus, with everything typed kept but the password; a field the browser
 * checks first shows its error under it and takes focus. Escape and the close button cancel.
 * Focus goes back where it was when the dialog closes.
 *
 * Scripts usually call `openLoginDialog()` (./open-login-dialog.ts), which adds one to the page,
 * opens it, and answers whether the visitor signed in.
 *
 * @summary A modal log-in / create-account dialog for the site's visitors.
 *
 * @event {SqEvent<SqOpenCloseDetail>} sq-open - Cancelable, before it opens.
 * @event {SqEvent<SqOpenCloseDetail>} sq-after-show - It is open, focus inside.
 * @event {SqEvent<SqLoginDialogCloseDetail>} sq-close - Before it closes; `reason` `signed-in` or `cancel`.
 * @event {SqEvent<SqLoginDialogCloseDetail>} sq-after-close - It has closed.
 *
 * @csspart dialog - The `<dialog>`.
 * @csspart heading - The heading ('Log in' / 'Create account').
 * @csspart message - The text under the heading, when given.
 * @csspart error - The server's refusal (role alert).
 * @csspart field - Each field's wrapper.
 * @csspart field-error - A field's inline error.
 * @csspart submit - The submit button.
 * @csspart switch - The line offering the other mode.
 * @csspart switch-mode - Its button.
 * @csspart close - The close button.
 *
 * @cssproperty [--sq-login-dialog-width=24rem] - Width of the box.
 * @cssproperty [--sq-login-dialog-padding=1.5rem] - Padding of the box.
 * @cssproperty [--sq-login-dialog-background=Canvas] - Box background.
 * @cssproperty [--sq-login-dialog-color=CanvasText] - Box text colour.
 * @cssproperty [--sq-login-dialog-backdrop=rgb(0 0 0 / 0.5)] - The dimmed page behind.
 */
export class SqLoginDialog extends SqElement {
  static override styles = [fieldStyles, loginDialogStyles];

  /** `login` or `signup` (`signup` only while `allowSignup`). */
  @property({ reflect: true }) mode: LoginDialogMode = 'login';

  /** Whether the visitor may switch to creating an account (false for Escape-to-login, SPEC §6). */
  @property({ attribute: false }) allowSignup = true;

  /** Heading instead of 'Log in' / 'Create account'. */
  @property() heading = '';

  /** A sentence under the heading (why a log-in is asked for). */
  @property() message = '';

  /** Whether the dialog is open. */
  @property({ type: Boolean, reflect: true }) open = false;

  @state() private busy = false;
  @state() private error = '';
  @state() private errors: Partial<Record<FieldName, string>> = {};

  #returnFocus: Element | null = null;
  #closing: LoginDialogCloseReason = 'cancel';

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  private get signup(): boolean {
    return this.mode === 'signup' && this.allowSignup;
  }

  /** Opens the dialog modally (unless an `sq-open` listener cancels); focus goes to its first field. */
  async show(): Promise<void> {
    if (this.open) return;
    if (!emit(this, 'sq-open', {}, { cancelable: true })) return;
    this.#returnFocus = this.ownerDocument.activeElement;
    this.open = true;
    await this.updateComplete;
    this.dialog?.showModal();
    this.#focusFirst();
    emit(this, 'sq-after-show', {});
  }

  /** Closes the dialog as cancelled. */
  cancel(): void {
    this.#close('cancel');
  }

  #close(reason: LoginDialogCloseReason): void {
    if (!this.open) return;
    this.#closing = reason;
    emit(this, 'sq-close', { reason });
    this.dialog?.close(reason);
  }

  /** The native dialog closed (Escape, or {@link #close}). */
  #onClosed = (): void => {
    const reason = this.#closing;
    this.#closing = 'cancel';
    this.open = false;
    this.busy = false;
    const origin = this.#returnFocus;
    this.#returnFocus = null;
    if (origin instanceof HTMLElement && origin.isConnected) origin.focus();
    emit(this, 'sq-after-close', { reason });
  };

  /** Escape: a cancel like the close button's (an `sq-close` first). */
  #onCancel = (event: Event): void => {
    event.preventDefault();
    if (!this.busy) this.#close('cancel');
  };

  #focusFirst(): void {
    const invalid = this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]');
    const first = this.renderRoot.querySelector<HTMLElement>('input');
    (invalid ?? first)?.focus();
  }

  #fields(): FieldSpec[] {
    return [...(this.signup ? NAME_FIELDS : []), EMAIL_FIELD, passwordField(this.mode)];
  }

  #value(name: FieldName): string {
    return this.renderRoot.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
  }

  #onSubmit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    if (this.busy) return;
    const mode = this.signup ? 'signup' : 'login';
    const errors: Partial<Record<FieldName, string>> = {};
    for (const spec of this.#fields()) {
      const message = fieldError(spec, this.#value(spec.name), mode);
      if (message) errors[spec.name] = message;
    }
    this.errors = errors;
    this.error = '';
    if (Object.keys(errors).length) {
      await this.updateComplete;
      this.#focusFirst();
      return;
    }
    const rememberMe =
      this.renderRoot.querySelector<HTMLInputElement>('[name="rememberMe"]')?.checked ?? false;
    const credentials = {
      email: this.#value('email').trim(),
      password: this.#value('password'),
      rememberMe,
    };
    this.busy = true;
    try {
      if (mode === 'signup') {
        await signUp({
          ...credentials,
          firstName: this.#value('firstName').trim(),
          lastName: this.#value('lastName').trim(),
        });
      } else await logIn(credentials);
      this.busy = false;
      this.#close('signed-in');
    } catch (error) {
      this.busy = false;
      this.error = error instanceof Error ? error.message : String(error);
      const password = this.renderRoot.querySelector<HTMLInputElement>('[name="password"]');
      if (password) password.value = '';
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('[part~="error"]')?.focus();
    }
  };

  #switchMode = async (): Promise<void> => {
    this.mode = this.mode === 'signup' ? 'login' : 'signup';
    this.error = '';
    this.errors = {};
    await this.updateComplete;
    this.#focusFirst();
  };

  #renderField(spec: FieldSpec): TemplateResult {
    const id = `sq-login-${spec.name}`;
    const error = this.errors[spec.name];
    return html`<div part="field" class="field${error ? ' invalid' : ''}">
      <label class="label" for=${id}>${spec.label}</label>
      <input
        class="control"
        id=${id}
        name=${spec.name}
        type=${spec.type}
        autocomplete=${spec.autocomplete}
        spellcheck=${spec.type === 'email' ? 'false' : nothing}
        autocapitalize=${spec.type === 'email' ? 'none' : nothing}
        maxlength=${spec.type === 'email' ? 256 : nothing}
        required
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

  protected override render(): TemplateResult {
    const signup = this.signup;
    const heading = this.heading || (signup ? T.signupHeading : T.loginHeading);
    return html`<dialog
      part="dialog"
      aria-labelledby="heading"
      @close=${this.#onClosed}
      @cancel=${this.#onCancel}
    >
      ${
        this.open
          ? html`<form
              novalidate
              @submit=${this.#onSubmit}
              aria-busy=${this.busy ? 'true' : 'false'}
            >
              <h2 part="heading" id="heading">${heading}</h2>
              ${this.message ? html`<p part="message">${this.message}</p>` : nothing}
              <p part="error" role="alert" tabindex="-1" ?hidden=${!this.error}>${this.error}</p>
              <fieldset ?disabled=${this.busy}>
                ${
                  signup
                    ? html`<div class="names">${NAME_FIELDS.map((f) => this.#renderField(f))}</div>`
                    : nothing
                }
                ${this.#renderField(EMAIL_FIELD)} ${this.#renderField(passwordField(this.mode))}
                <label class="remember"
                  ><input type="checkbox" name="rememberMe" />${T.rememberMe}</label
                >
                <button part="submit" type="submit">
                  ${
                    this.busy
                      ? signup
                        ? T.signupBusy
                        : T.loginBusy
                      : signup
                        ? T.signupSubmit
                        : T.loginSubmit
                  }
                </button>
              </fieldset>
              ${
                this.allowSignup
                  ? html`<p part="switch">
                      ${signup ? T.toLogin : T.toSignup}
                      <button part="switch-mode" type="button" @click=${this.#switchMode}>
                        ${signup ? T.loginSubmit : T.signupSubmit}
                      </button>
                    </p>`
                  : nothing
              }
              <button
                part="close"
                type="button"
                aria-label=${T.close}
                ?disabled=${this.busy}
                @click=${() => this.#close('cancel')}
              >
                <span aria-hidden="true">×</span>
              </button>
            </form>`
          : nothing
      }
    </dialog>`;
  }
}
