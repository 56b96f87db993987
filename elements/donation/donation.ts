import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { formatMoney } from '../../platform/commerce/money.ts';
import type { Currency } from '../../platform/constants/currencies.ts';
import { OTHER_AMOUNT_LABEL } from '../../platform/forms/checkout-messages.ts';
import { siteCurrency } from '../shared/commerce/site-currency.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { donateUrl, donationAmount, OTHER, type AmountProblem } from './donation-amount.ts';
import { donationSchema, type DonationData } from './donation.schema.ts';
import { donationStyles } from './donation.styles.ts';

/** Detail of `sq-donate`: the gift about to be made, and the checkout address it goes to. */
export interface SqDonateDetail {
  donatePageId: string;
  /** The amount in the currency's minor unit (whole yen for JPY). */
  amountCents: number;
  /** `/checkout/donate?donatePageId=…&amount=…` (SPEC §2). */
  url: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-donate': SqEvent<SqDonateDetail>;
  }
}

/**
 * The donation block (SPEC block type 52): the visitor chooses one of the suggested amounts or
 * types another in the site currency (the page context's
 * `websiteSettings.storeSettings.selectedCurrency`, USD by default), and goes on to the donation
 * checkout with it: `/checkout/donate?donatePageId={id}&amount={cents}` (SPEC §2). The typed
 * amount is read in that currency and checked as the checkout checks it (at least
 * `minimumCents`, at most the SPEC §9 price maximum), with the checkout's messages, before the
 * page is left; "Another amount" with nothing typed is asked for, as is choosing nothing.
 *
 * The server markup, a GET form to `/checkout/donate` (`donatePageId` and the amounts as radios
 * named `amount`), works without JavaScript; `donationMarkupCss` gives it the upgraded look.
 * The amounts are a radio group in a fieldset (arrow keys move between them, as the platform's
 * radios do, and choosing never moves focus); the typed amount shows under them once "Another
 * amount" is chosen, next in the tab order. A problem is shown next to what it is about (role alert) and that control is
 * focused.
 *
 * @summary A donation: suggested amounts or another amount, then the donation checkout.
 *
 * @slot - The server markup: the no-JavaScript form, shown only while the data is invalid.
 *
 * @event {SqEvent<SqDonateDetail>} sq-donate - Cancelable, before leaving for the checkout; `{ donatePageId, amountCents, url }`. Cancel it to take the visitor there another way.
 * @event {SqEvent<SqErrorDetail>} sq-error - `data-block-json` is not valid.
 *
 * @csspart form - The `<form>`.
 * @csspart amounts - The fieldset of amounts.
 * @csspart legend - Its legend, "Amount".
 * @csspart choices - The row of amount choices.
 * @csspart choice - One amount's label around its radio.
 * @csspart other - The typed amount's label, hint, error and input.
 * @csspart other-input - The typed amount's input.
 * @csspart hint - The smallest gift, under the typed amount's label.
 * @csspart error - A problem's message (role alert).
 * @csspart submit - The button.
 *
 * @cssproperty [--sq-donation-accent=#1a1a1a] - The button's fill and the chosen amount's edge.
 * @cssproperty [--sq-donation-button-color=#fff] - The button's text.
 * @cssproperty [--sq-donation-choice-background=transparent] - Behind each amount.
 * @cssproperty [--sq-donation-input-background=#fff] - Behind the typed amount.
 * @cssproperty [--sq-donation-error-color=#b00020] - A problem's text and the invalid input's edge.
 * @cssproperty [--sq-donation-focus-color=currentColor] - Keyboard focus outline.
 */
export class SqDonation extends SqBlock<DonationData> {
  static override styles = donationStyles;

  protected override readonly schema = donationSchema;

  /** The chosen amount: a suggested amount's cents as text, `other`, or '' for none yet. */
  @state() private choice = '';
  /** The typed amount as typed. */
  @state() private other = '';
  /** The problem of the last attempt, shown until the visitor changes what it is about. */
  @state() private problem: AmountProblem | undefined;

  /**
   * Checks the amount and, unless `sq-donate` is canceled, goes to the donation checkout.
   * @returns the checkout address, or undefined when the amount has a problem (it is shown and
   *   its control focused) or `sq-donate` was canceled.
   */
  async donate(): Promise<string | undefined> {
    const data = this.data;
    if (!data) return undefined;
    const amount = donationAmount(data, siteCurrency(), this.choice, this.other);
    if (!('cents' in amount)) {
      this.problem = amount;
      await this.updateComplete;
      const target =
        amount.field === 'otherAmount'
          ? this.#part('other-input')
          : this.renderRoot.querySelector<HTMLInputElement>('input[type=radio]');
      target?.focus();
      return undefined;
    }
    this.problem = undefined;
    const detail: SqDonateDetail = {
      donatePageId: data.donatePageId,
      amountCents: amount.cents,
      url: donateUrl(data.donatePageId, amount.cents),
    };
    if (!emit(this, 'sq-donate', detail, { cancelable: true })) return undefined;
    location.assign(detail.url);
    return detail.url;
  }

  #part<T extends HTMLElement>(name: string): T | null {
    return this.renderRoot.querySelector<T>(`[part~='${name}']`);
  }

  protected override renderBlock(data: DonationData): unknown {
    const currency = siteCurrency();
    const problem = this.problem;
    const amountError = problem?.field === 'amount' ? problem.message : undefined;
    const otherError = problem?.field === 'otherAmount' ? problem.message : undefined;
    const choices = [
      ...data.suggestedAmountsCents.map((cents) => ({
        value: String(cents),
        label: formatMoney(cents, currency),
      })),
      { value: OTHER, label: 'Another amount' },
    ];
    return html`<form part="form" novalidate @submit=${this.#onSubmit}>
      <fieldset
        part="amounts"
        aria-describedby=${amountError ? 'amount-error' : nothing}
        aria-invalid=${amountError ? 'true' : nothing}
      >
        <legend part="legend">Amount</legend>
        <div part="choices">
          ${choices.map(
            (choice) =>
              html`<label part="choice"
                ><input
                  type="radio"
                  name="amount"
                  .value=${choice.value}
                  .checked=${this.choice === choice.value}
                  @change=${this.#onChoose}
                />
                ${choice.label}</label
              >`,
          )}
        </div>
        <p id="amount-error" part="error" role="alert" ?hidden=${!amountError}>
          ${amountError ?? ''}
        </p>
      </fieldset>
      ${this.choice === OTHER ? this.#renderOther(data, currency, otherError) : nothing}
      <button part="submit" type="submit">${data.buttonText}</button>
    </form>`;
  }

  #renderOther(data: DonationData, currency: Currency, error: string | undefined) {
    const described = ['other-hint', error ? 'other-error' : ''].filter(Boolean).join(' ');
    return html`<div part="other">
      <label for="other">${OTHER_AMOUNT_LABEL} (${currency.code})</label>
      <p id="other-hint" part="hint">
        The smallest gift is ${formatMoney(data.minimumCents, currency)}.
      </p>
      <p id="other-error" part="error" role="alert" ?hidden=${!error}>
        <span class="visually-hidden">Error: </span>${error ?? ''}
      </p>
      <input
        id="other"
        part="other-input"
        name="otherAmount"
        autocomplete="transaction-amount"
        inputmode=${currency.fractionDigits === 0 ? 'numeric' : 'decimal'}
        maxlength="20"
        .value=${this.other}
        aria-describedby=${described}
        aria-invalid=${error ? 'true' : nothing}
        @input=${this.#onType}
      />
    </div>`;
  }

  #onChoose = (event: Event): void => {
    this.choice = (event.target as HTMLInputElement).value;
    if (this.problem?.field === 'amount' || this.choice !== OTHER) this.problem = undefined;
  };

  #onType = (event: Event): void => {
    this.other = (event.target as HTMLInputElement).value;
    if (this.problem?.field === 'otherAmount') this.problem = undefined;
  };

  #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    void this.donate();
  };
}
