import { html, nothing, type TemplateResult } from 'lit';
import { NEWSLETTER_SMALL_BELOW_PX } from '../../platform/constants/limits.ts';
import { fieldStyles } from '../shared/form/fields/fields.ts';
import { formEngineStyles } from '../shared/form/form-engine.styles.ts';
import { SqFormBlock } from '../shared/form/form-engine.ts';
import type { FormField } from '../shared/form/form-field.schema.ts';
import { newsletterSchema, type NewsletterSettings } from './newsletter.schema.ts';
import { newsletterStyles } from './newsletter.styles.ts';

/** Id of the email field in the submitted `form` map. */
export const NEWSLETTER_EMAIL_ID = 'email';

/** Id of the name field (with `showName`) in the submitted `form` map. */
export const NEWSLETTER_NAME_ID = 'name';

/** A field with the keys the schema would fill in. */
function field(id: string, type: FormField['type'], title: string, required: boolean): FormField {
  return { id, type, title, required, showCountryCode: false, underline: false, value: '' };
}

/** The fields of a newsletter sign-up: an optional name, then the email (required). */
export function newsletterFields(data: NewsletterSettings): FormField[] {
  const email = field(NEWSLETTER_EMAIL_ID, 'email', data.emailLabel, true);
  if (data.emailPlaceholder) email.placeholder = data.emailPlaceholder;
  return data.showName
    ? [field(NEWSLETTER_NAME_ID, 'name', data.nameLabel, false), email]
    : [email];
}

/**
 * A newsletter sign-up block (SPEC block type 51): the same flow, messages and draft keeping as
 * `<sq-form>`, with fields built from its settings (an email field, required, and with `showName`
 * a name field before it). As SPEC §8 says, a newsletter has no banners: a failure's message
 * shows as the inline status under the button (role alert, focused), field errors inline.
 * Below 320 px of its own width (SPEC §9) it takes the small, stacked layout.
 *
 * @summary A newsletter sign-up: email (and name), submit, success text.
 *
 * @slot - Server markup: the no-JavaScript sign-up, shown only while `data-block-json` is invalid.
 *
 * @event {SqEvent<SqSubmitDetail>} sq-submit - Cancelable, before sending; `{ formId, form }`.
 * @event {SqEvent<SqSubmitSuccessDetail>} sq-submit-success - The sign-up succeeded; `{ formId }`.
 * @event {SqEvent<SqSubmitErrorDetail>} sq-submit-error - A submit failed; `{ formId, message, fieldErrors }`.
 * @event {SqEvent<SqErrorDetail>} sq-error - `data-block-json` is not valid.
 *
 * @csspart title - The heading.
 * @csspart intro - The text under the heading.
 * @csspart form - The `<form>`.
 * @csspart fieldset - The `<fieldset>` around the fields and button, disabled while sending.
 * @csspart field - Each field's wrapper (with `data-field-id`).
 * @csspart field-error - A field's inline error text.
 * @csspart captcha - The captcha container.
 * @csspart submit - The submit button.
 * @csspart message - The inline status showing a failure's message (role alert).
 * @csspart status - The live region announcing the in-progress text.
 * @csspart success - The submission text and post-submit HTML, shown instead of the form.
 *
 * @cssproperty [--sq-form-gap=1em] - Space between fields.
 * @cssproperty [--sq-form-error-color=#b00020] - Edge of the inline status.
 * @cssproperty [--sq-form-banner-background=color-mix(in srgb, #b00020 8%, transparent)] - Inline status background.
 * @cssproperty [--sq-form-button-background=#1a1a1a] - Submit button background.
 * @cssproperty [--sq-form-button-color=#fff] - Submit button text.
 * @cssproperty [--sq-form-button-radius=0.25em] - Submit button corners.
 * @cssproperty [--sq-form-focus-color=currentColor] - Keyboard focus outline.
 * @cssproperty [--sq-newsletter-title-size=1.5em] - Size of the heading.
 *
 * @cssstate small - The element is narrower than 320 px: fields and button stack.
 * @cssstate submitting - A submission is under way (the form is locked).
 * @cssstate success - The sign-up succeeded; the success view shows.
 * @cssstate failure - The last submit failed; its message shows.
 */
export class SqNewsletter extends SqFormBlock<NewsletterSettings> {
  static override styles = [fieldStyles, formEngineStyles, newsletterStyles];

  protected override readonly schema = newsletterSchema;
  protected override readonly newsletter = true;

  #resize: ResizeObserver | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#resize = new ResizeObserver(([entry]) => {
      if (!entry) return;
      if (entry.contentRect.width < NEWSLETTER_SMALL_BELOW_PX) this.internals.states.add('small');
      else this.internals.states.delete('small');
    });
    this.#resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#resize = undefined;
  }

  protected override fieldsOf(data: NewsletterSettings): readonly FormField[] {
    return newsletterFields(data);
  }

  protected override renderHeader(data: NewsletterSettings): TemplateResult {
    return html`${data.title ? html`<h2 part="title">${data.title}</h2>` : nothing}
    ${data.description ? html`<p part="intro">${data.description}</p>` : nothing}`;
  }
}
