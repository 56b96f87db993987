import { html, nothing, type TemplateResult } from 'lit';
import type { FormField } from './form-field.schema.ts';
import type { FormState } from './form-events.ts';
import { renderField } from './fields/fields.ts';

/** Everything the view of a form block draws from; the engine builds it on each render. */
export interface FormView {
  /** Prefix of the ids of the controls and error texts (unique in the shadow root). */
  idPrefix: string;
  fields: readonly FormField[];
  state: FormState;
  /** Inline error per field id. */
  errors: Readonly<Record<string, string>>;
  /** Characters typed so far per field id (textarea counters). */
  lengths: Readonly<Record<string, number>>;
  /** The top banner's text ('' hides it). */
  banner: string;
  /** The text of the banner after the submit button ('' hides it). */
  bannerBelow: string;
  /** A newsletter's inline status: its failure message ('' hides it). Newsletters have no banner. */
  message: string;
  newsletter: boolean;
  submitText: string;
  inProgressText: string;
  /** The submit button is off: a captcha must be solved again after a failure (SPEC §4). */
  submitDisabled: boolean;
  /** Draw the `captcha` container. */
  captcha: boolean;
  /** Title and description above the fields (newsletter), or nothing. */
  header: unknown;
  submissionText: string;
  /** The post-submit HTML, sanitized, in its `div.post-submit`; undefined when there is none. */
  postSubmit: Element | undefined;
  /** Skip the success view's fade-in (reduced motion). */
  still: boolean;
  onSubmit(event: SubmitEvent): void;
  onEdit(event: Event): void;
}

/** The banner (top) or the newsletter's inline status: an alert that takes focus on failure. */
function alert(part: string, text: string): TemplateResult {
  return html`<p part=${part} role="alert" tabindex="-1" ?hidden=${!text}>${text}</p>`;
}

/** The success view: submission text and post-submit HTML, focused after a success. */
function renderSuccess(view: FormView): TemplateResult {
  const shown = view.state === 'success';
  return html`<div
    part="success"
    class=${view.still ? 'still' : ''}
    role="status"
    tabindex="-1"
    ?hidden=${!shown}
  >
    ${
      shown
        ? html`<p class="submission-text">${view.submissionText}</p>
            ${view.postSubmit ?? nothing}`
        : nothing
    }
  </div>`;
}

/**
 * The upgraded form block: a real `<form novalidate>` (Enter submits, autofill works) with native
 * controls from `renderField`, the banners (SPEC §8: not on newsletters), the captcha container,
 * the submit button, a live region announcing the in-progress text, and the success view.
 * While submitting, a disabled `<fieldset>` locks every control (values are kept) and the form
 * carries `aria-busy="true"`.
 */
export function renderFormView(view: FormView): TemplateResult {
  const submitting = view.state === 'submitting';
  const fields = view.fields.map((field) =>
    renderField(field, {
      idPrefix: view.idPrefix,
      error: view.errors[field.id],
      length: view.lengths[field.id] ?? 0,
      disabled: submitting,
    }),
  );
  return html`${view.header}
    <form
      part="form"
      class=${view.newsletter ? 'newsletter' : 'form'}
      novalidate
      aria-busy=${submitting ? 'true' : 'false'}
      ?hidden=${view.state === 'success'}
      @submit=${view.onSubmit}
      @input=${view.onEdit}
      @change=${view.onEdit}
    >
      ${view.newsletter ? nothing : alert('banner', view.banner)}
      <fieldset part="fieldset" ?disabled=${submitting}>
        <div class="fields">${fields}</div>
        ${view.captcha ? html`<div part="captcha"></div>` : nothing}
        <button part="submit" type="submit" ?disabled=${view.submitDisabled}>
          ${submitting ? view.inProgressText : view.submitText}
        </button>
      </fieldset>
      ${
        view.newsletter
          ? alert('message', view.message)
          : html`<p part="banner-below" ?hidden=${!view.bannerBelow}>${view.bannerBelow}</p>`
      }
      <p part="status" class="visually-hidden" role="status">
        ${submitting ? view.inProgressText : ''}
      </p>
    </form>
    ${renderSuccess(view)}`;
}
