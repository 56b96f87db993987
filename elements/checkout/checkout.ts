import { html, type PropertyValues } from 'lit';
import { trackCommerce } from '../../platform/commerce/tracking.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { checkedControls, controlProblem, formProblems } from './checkout-checks.ts';
import { followSummaryLink, showFieldError, showSummary } from './checkout-errors.ts';
import { checkoutSchema, type CheckoutData } from './checkout.schema.ts';
import { checkoutStyles } from './checkout.styles.ts';

/** The tracking event of a checkout step (SPEC §7 tracking; the contract's name). */
export const CHECKOUT_STEP_EVENT = 'commerce_checkout_step';

/** What a checkout step event carries: the step, the checkout, and whether it was seen or sent. */
export interface CheckoutStepData {
  step: CheckoutData['step'];
  kind: CheckoutData['kind'];
  action: 'view' | 'submit';
}

/**
 * A checkout form (SPEC §2 checkout routes): upgrades the site server's form, which stays a plain
 * POST that works without JavaScript. Before the form is sent, the fields are checked as the
 * server checks them, with the server's messages (required fields, the SPEC §5 email check, the
 * US zip of exactly 5 digits, the test card, a shipping option, a gift card's or a donation's
 * amount): a refused form is not sent, and shows what the server's refused page shows, an error
 * summary before the form (focused; its links take focus to their field) and each field's error
 * beside it (`aria-invalid`, `aria-describedby`). Only what the server would certainly refuse is
 * refused; anything else goes to the server, which has the last word. A field's error is checked
 * again when the field changes.
 *
 * Nothing typed is ever lost: the element never re-renders or resets the form, and never
 * disables a control (a disabled control is not sent). A second submit while the first is on its
 * way is ignored, so an order is not placed twice; coming back to the page (Back) allows it again.
 *
 * Tracking (SPEC §7, under the consent rules): `commerce_checkout_step` with `{ step, kind,
 * action: 'view' }` when the form is upgraded and `{ …, action: 'submit' }` when it is sent.
 *
 * @summary A checkout form checked before sending, with the server's messages and error summary.
 *
 * @slot - The server markup: the error summary (after a refused POST) and the checkout `<form>`.
 *
 * @event {SqEvent<SqErrorDetail>} sq-error - `data-block-json` is not valid.
 *
 * @cssstate invalid - The last attempt was refused by the checks; the problems show.
 * @cssstate submitting - The form has been sent and the next page is loading.
 */
export class SqCheckout extends SqBlock<CheckoutData> {
  static override styles = checkoutStyles;

  protected override readonly schema = checkoutSchema;

  readonly #internals = this.attachInternals();
  /** Whether the view was tracked (once per element). */
  #viewed = false;
  /** Whether a submit was tried (here or refused by the server): a changed field is checked again. */
  #tried = false;
  /** Whether the form was sent and its answer is loading. */
  #sending = false;

  /** The checkout form: the `<form>` child of the server markup. */
  get form(): HTMLFormElement | null {
    return this.querySelector(':scope > form');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('submit', this.#onSubmit);
    this.addEventListener('change', this.#onChange);
    this.addEventListener('click', this.#onClick);
    addEventListener('pageshow', this.#onPageShow);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('submit', this.#onSubmit);
    this.removeEventListener('change', this.#onChange);
    this.removeEventListener('click', this.#onClick);
    removeEventListener('pageshow', this.#onPageShow);
  }

  /**
   * Checks the form as the server will, and shows the problems (summary focused, inline errors),
   * or clears them.
   * @returns true when nothing stands in the way of sending it.
   */
  check(): boolean {
    const form = this.form;
    if (!form || !this.data) return true;
    this.#tried = true;
    const problems = formProblems(form);
    for (const control of checkedControls(form)) {
      showFieldError(control, problems.find((problem) => problem.control === control)?.message);
    }
    showSummary(form, problems);
    this.#state('invalid', problems.length > 0);
    return problems.length === 0;
  }

  protected override renderBlock(): unknown {
    return html`<slot></slot>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.data && !this.#viewed) {
      this.#viewed = true;
      // The server's refused page: its errors are checked again as their fields change.
      this.#tried = this.querySelector(':scope > .sq-error-summary') !== null;
      this.#track('view');
    }
  }

  #track(action: CheckoutStepData['action']): void {
    if (!this.data) return;
    const data: CheckoutStepData = { step: this.data.step, kind: this.data.kind, action };
    void trackCommerce(CHECKOUT_STEP_EVENT, data);
  }

  #state(name: string, on: boolean): void {
    if (on) this.#internals.states.add(name);
    else this.#internals.states.delete(name);
  }

  #onSubmit = (event: SubmitEvent): void => {
    if (!this.data || event.target !== this.form || event.defaultPrevented) return;
    if (this.#sending) {
      event.preventDefault();
      return;
    }
    if (!this.check()) {
      event.preventDefault();
      return;
    }
    this.#sending = true;
    this.#state('submitting', true);
    this.#track('submit');
  };

  /** A changed field after a refused attempt: its error (and its partner's) is checked again. */
  #onChange = (event: Event): void => {
    const form = this.form;
    if (!this.data || !this.#tried || !form) return;
    const changed = event.target;
    for (const control of checkedControls(form)) {
      const flagged = control.getAttribute('aria-invalid') === 'true';
      const same = control === changed || (changed as HTMLInputElement).name === control.name;
      if (flagged || same) showFieldError(control, controlProblem(form, control));
    }
  };

  #onClick = (event: MouseEvent): void => {
    const link = (event.target as Element | null)?.closest?.('.sq-error-summary a[href^="#"]');
    if (!this.data || !(link instanceof HTMLAnchorElement)) return;
    if (followSummaryLink(link)) event.preventDefault();
  };

  #onPageShow = (event: PageTransitionEvent): void => {
    if (!event.persisted) return;
    this.#sending = false;
    this.#state('submitting', false);
  };
}
