import { fieldStyles } from '../shared/form/fields/fields.ts';
import { formEngineStyles } from '../shared/form/form-engine.styles.ts';
import { SqFormBlock } from '../shared/form/form-engine.ts';
import type { FormField } from '../shared/form/form-field.schema.ts';
import { formSchema, type FormSettings } from './form.schema.ts';
import { formStyles } from './form.styles.ts';

/**
 * A form block (SPEC §2 Forms, §4 Form, §5, §7, §8). The server markup inside the tag is the
 * no-JavaScript fallback: it is shown only while `data-block-json` is missing a valid form.
 * Upgraded, the shadow root holds a real `<form novalidate>` with native, natively labelled
 * controls (Enter submits, autofill works).
 *
 * Flow: the client checks of SPEC §5 run first (failing: inline errors and the banner 'One or
 * more fields is invalid, please check your entries.', focused; nothing is sent); a captcha, when
 * present, must be solved ('Complete CAPTCHA before submitting.'); then the cancelable `sq-submit`;
 * then the submission (SPEC §7). While sending, every control is locked (values kept), the button
 * shows `inProgressText` and a second submit is ignored. A success follows `successRedirect`
 * when it is an http(s) address, else hides the form and shows `submissionText` and the sanitized
 * `postSubmitHtml` (focused). A failure unlocks the form, shows the SPEC §8 message in the banner
 * (field errors from the server inline, with the 'scroll down' / 'scroll up' banners), focuses
 * the banner, resets the captcha and keeps the button disabled until it is solved again.
 * Nothing typed is lost: every edit is kept as a draft for the tab (sessionStorage, per page and
 * `formId`) and put back when the form is drawn again; a success clears it. An error clears for a
 * field as soon as its value passes. The captcha shows only with `captcha: true` and a site key in
 * the page context (`website.captchaSettings.siteKey`); without a key the form works without it.
 * The form's first appearance on screen is recorded once (SPEC §7 form-render).
 *
 * @summary A form with native fields, client checks, captcha, draft keeping and SPEC messages.
 *
 * @slot - Server markup: the no-JavaScript form, shown only while `data-block-json` is invalid.
 *
 * @event {SqEvent<SqSubmitDetail>} sq-submit - Cancelable, before sending; `detail` is
 *   `{ formId, form }`. `preventDefault()` stops the submission.
 * @event {SqEvent<SqSubmitSuccessDetail>} sq-submit-success - The submission succeeded; `{ formId }`.
 * @event {SqEvent<SqSubmitErrorDetail>} sq-submit-error - A submit failed (client checks, captcha
 *   or server); `{ formId, message, fieldErrors }`.
 * @event {SqEvent<SqErrorDetail>} sq-error - `data-block-json` is not valid.
 *
 * @csspart form - The `<form>`.
 * @csspart fieldset - The `<fieldset>` around the fields and button, disabled while sending.
 * @csspart banner - The top banner (role alert), focused on a failure.
 * @csspart banner-below - The 'scroll up to review' banner after the button.
 * @csspart field - Each field's wrapper (with `data-field-id`).
 * @csspart field-error - A field's inline error text.
 * @csspart counter - A textarea's 'n / max' counter.
 * @csspart captcha - The captcha container.
 * @csspart submit - The submit button.
 * @csspart status - The live region announcing the in-progress text.
 * @csspart success - The submission text and post-submit HTML, shown instead of the form.
 *
 * @cssproperty [--sq-form-gap=1em] - Space between fields.
 * @cssproperty [--sq-form-max-width=none] - Widest the form grows.
 * @cssproperty [--sq-form-error-color=#b00020] - Edge of the banners.
 * @cssproperty [--sq-form-banner-background=color-mix(in srgb, #b00020 8%, transparent)] - Banner background.
 * @cssproperty [--sq-form-button-background=#1a1a1a] - Submit button background.
 * @cssproperty [--sq-form-button-color=#fff] - Submit button text.
 * @cssproperty [--sq-form-button-radius=0.25em] - Submit button corners.
 * @cssproperty [--sq-form-focus-color=currentColor] - Keyboard focus outline.
 *
 * @cssstate submitting - A submission is under way (the form is locked).
 * @cssstate success - The submission succeeded; the success view shows.
 * @cssstate failure - The last submit failed; its messages show.
 */
export class SqForm extends SqFormBlock<FormSettings> {
  static override styles = [fieldStyles, formEngineStyles, formStyles];

  protected override readonly schema = formSchema;

  protected override fieldsOf(data: FormSettings): readonly FormField[] {
    return data.fields;
  }
}
