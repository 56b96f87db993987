import type { PropertyValues, TemplateResult } from 'lit';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../../platform/forms/drafts.ts';
import {
  describeSubmissionFailure,
  type SubmissionFailure,
} from '../../../platform/forms/failure.ts';
import { FORM_MESSAGES } from '../../../platform/forms/messages.ts';
import { safeRedirectUrl } from '../../../platform/forms/redirect.ts';
import { fieldError, validateForm } from '../../../platform/forms/rules.ts';
import { submitForm } from '../../../platform/forms/submit-form.ts';
import type { SubmittedForm } from '../../../platform/forms/submitted-value.ts';
import { emit } from '../events.ts';
import { prefersReducedMotion } from '../motion.ts';
import { preloadSanitizer, setSanitizedHtml } from '../../../platform/dom/sanitize-html.ts';
import { SqBlock } from '../sq-block.ts';
import { readFormValues, writeFormValues } from './fields/fields.ts';
import type { FormBlockData } from './form-block.schema.ts';
import { FormCaptcha, recordWhenShown } from './form-captcha.ts';
import type { FormField } from './form-field.schema.ts';
import type { FormState, SqSubmitDetail, SqSubmitErrorDetail } from './form-events.ts';
import { renderFormView } from './form-view.ts';

let instances = 0;

/**
 * The flow every form block shares (SPEC §4 Form): client checks (SPEC §5), the captcha, the
 * cancelable `sq-submit`, the submission (SPEC §7), then the success view or redirect, or the
 * failure messages (SPEC §8). Nothing the visitor typed is ever lost: each edit is kept as a
 * draft (sessionStorage) until a success, and every failure leaves the values in place.
 * Subclasses give the fields, whether the block is a newsletter (no banners) and an optional header.
 */
export abstract class SqFormBlock<Data extends FormBlockData> extends SqBlock<Data> {
  /** The fields the block draws and sends. */
  protected abstract fieldsOf(data: Data): readonly FormField[];

  /** A newsletter form: no banners, its failure message shows as its inline status (SPEC §8). */
  protected readonly newsletter: boolean = false;

  /** Drawn above the fields (title, description). */
  protected renderHeader(_data: Data): unknown {
    return undefined;
  }

  protected readonly internals = this.attachInternals();
  readonly #idPrefix = `sq-form-${++instances}`;
  #state: FormState = 'idle';
  #errors: Record<string, string> = {};
  #lengths: Record<string, number> = {};
  #banner = '';
  #bannerBelow = '';
  #message = '';
  /** The sanitized post-submit HTML in its element, made when the success view is about to show. */
  #postSubmit: Element | undefined;
  readonly #captcha = new FormCaptcha(() => this.requestUpdate(), `[${this.localName}]`);
  /** The draft to put back into the controls at the first render of the form. */
  #draft: SubmittedForm | undefined;
  #restored = false;
  #seen = false;
  #stopCensus: (() => void) | undefined;

  /** Where the block is in its flow: `idle`, `submitting`, `success` or `failure`. */
  get state(): FormState {
    return this.#state;
  }

  /** The values of the fields now, field id → value in the SPEC §3 shapes (sections absent). */
  get values(): SubmittedForm {
    const form = this.#form();
    return form && this.data ? readFormValues(form, this.fieldsOf(this.data), this.#idPrefix) : {};
  }

  /**
   * Sends the form, as the submit button does: client checks first, then the captcha, then the
   * cancelable `sq-submit`, then the request. Ignored while a submission is under way.
   * @returns {Promise<boolean>} `true` after a success, `false` when refused, cancelled or failed.
   */
  async submit(): Promise<boolean> {
    const data = this.data;
    if (!data || this.#state === 'submitting' || this.#state === 'success') return false;
    if (!this.#form()) return false;
    const form = this.values;
    const fieldErrors = validateForm(this.fieldsOf(data), form);
    if (Object.keys(fieldErrors).length) {
      await this.#fail({ message: FORM_MESSAGES.invalidFields, fieldErrors, banner: false });
      return false;
    }
    const captchaKey = this.#captcha.read();
    if (this.#captcha.present && !captchaKey) {
      await this.#fail({
        message: FORM_MESSAGES.captchaIncomplete,
        fieldErrors: {},
        banner: false,
      });
      return false;
    }
    const detail: SqSubmitDetail = { formId: data.formId, form };
    if (!emit(this, 'sq-submit', detail, { cancelable: true })) return false;
    // A sanitizer to download loads while the request is under way; the success view needs it.
    if (data.postSubmitHtml) preloadSanitizer();
    this.#setState('submitting');
    this.#clearMessages();
    try {
      await submitForm({
        formId: data.formId,
        ...(data.collectionId === undefined ? {} : { collectionId: data.collectionId }),
        ...(data.objectName === undefined ? {} : { objectName: data.objectName }),
        isOverlayForm: data.isOverlayForm,
        submitButtonText: data.submitButtonText,
        form,
        ...(captchaKey ? { captchaKey } : {}),
      });
    } catch (error) {
      this.#captcha.reset(true);
      await this.#fail(describeSubmissionFailure(error, { newsletter: this.newsletter }));
      return false;
    }
    await this.#succeed(data);
    return true;
  }

  /** Runs the client checks (SPEC §5) and shows their errors without sending anything. */
  reportValidity(): boolean {
    if (!this.data || !this.#form()) return false;
    const fieldErrors = validateForm(this.fieldsOf(this.data), this.values);
    if (!Object.keys(fieldErrors).length) {
      this.#errors = {};
      this.#clearMessages();
      this.requestUpdate();
      return true;
    }
    void this.#fail({ message: FORM_MESSAGES.invalidFields, fieldErrors, banner: false }, false);
    return false;
  }

  /**
   * Shows the success view without sending anything or touching the draft: the owner's preview
   * of the submission text and post-submit HTML (editor, stories). `reset()` shows the form again.
   * @returns {Promise<void>} resolves once the post-submit HTML is sanitized and the view shown.
   */
  async previewSuccess(): Promise<void> {
    const data = this.data;
    if (!data || this.#state === 'submitting') return;
    this.#clearMessages();
    await this.#preparePostSubmitHtml(data);
    this.#setState('success');
  }

  /** Empties the fields, errors and the saved draft, and shows the form again. */
  reset(): void {
    this.#form()?.reset();
    this.#errors = {};
    this.#lengths = {};
    this.#clearMessages();
    if (this.data) clearDraft(draftKey(this.data.formId));
    this.#captcha.reset(false);
    if (this.#state !== 'submitting') this.#setState('idle');
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back on the page after a move: the next update draws the captcha again.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopCensus?.();
    this.#stopCensus = undefined;
    this.#captcha.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.data && !this.#restored && this.#draft === undefined) {
      // The counters of a restored draft are right from the first render.
      this.#draft = loadDraft(draftKey(this.data.formId)) ?? {};
      this.#measure(this.#draft);
    }
  }

  protected override renderBlock(data: Data): TemplateResult {
    const captcha = this.#captcha.siteKey(data.captcha) !== undefined;
    return renderFormView({
      idPrefix: this.#idPrefix,
      fields: this.fieldsOf(data),
      state: this.#state,
      errors: this.#errors,
      lengths: this.#lengths,
      banner: this.#banner,
      bannerBelow: this.#bannerBelow,
      message: this.#message,
      newsletter: this.newsletter,
      submitText: data.submitButtonText,
      inProgressText: data.inProgressText,
      submitDisabled: this.#captcha.awaitingSolve,
      captcha,
      header: this.renderHeader(data),
      submissionText: data.submissionText,
      postSubmit: this.#postSubmit,
      still: prefersReducedMotion(),
      onSubmit: (event: SubmitEvent) => {
        event.preventDefault();
        void this.submit();
      },
      onEdit: (event: Event) => this.#onEdit(event),
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const form = this.#form();
    if (!this.data || !form) return;
    if (!this.#restored) {
      this.#restored = true;
      if (this.#draft) writeFormValues(form, this.fieldsOf(this.data), this.#idPrefix, this.#draft);
      this.#draft = undefined;
    }
    this.#captcha.start(this.renderRoot.querySelector('[part="captcha"]'), this.data.captcha);
    this.#watchCensus(this.data.formId);
  }

  /** The visitor changed a control: keep the draft, update its counter, clear a fixed error. */
  #onEdit(event: Event): void {
    const data = this.data;
    if (!data) return;
    const values = this.values;
    saveDraft(draftKey(data.formId), values);
    this.#measure(values);
    const id = (event.target as Element | null)
      ?.closest('[data-field-id]')
      ?.getAttribute('data-field-id');
    const field = this.fieldsOf(data).find((candidate) => candidate.id === id);
    if (field && this.#errors[field.id] !== undefined) {
      const error = fieldError(field, values[field.id]);
      if (error === undefined) {
        const { [field.id]: _fixed, ...rest } = this.#errors;
        this.#errors = rest;
      } else {
        this.#errors = { ...this.#errors, [field.id]: error };
      }
    }
    this.requestUpdate();
  }

  /** Lengths of the text values (the textarea counters 'n / max' of SPEC §5). */
  #measure(values: SubmittedForm = this.values): void {
    const lengths: Record<string, number> = {};
    for (const [id, value] of Object.entries(values)) {
      if (typeof value === 'string') lengths[id] = value.length;
    }
    this.#lengths = lengths;
  }

  /** Shows a failure (SPEC §8) and, when `focus`, moves focus to its banner or status. */
  async #fail(failure: SubmissionFailure, focus = true): Promise<void> {
    const data = this.data;
    this.#errors = failure.fieldErrors;
    if (this.newsletter) {
      // SPEC §8: no banner on a newsletter; refused fields speak for themselves.
      const banner = failure.message === FORM_MESSAGES.bannerAbove;
      this.#message = banner && Object.keys(failure.fieldErrors).length ? '' : failure.message;
    } else if (failure.banner) {
      this.#banner = FORM_MESSAGES.bannerAbove;
      this.#bannerBelow = FORM_MESSAGES.bannerBelow;
    } else {
      this.#banner = failure.message;
      this.#bannerBelow = '';
    }
    this.#setState('failure');
    await this.updateComplete;
    const alert = this.renderRoot.querySelector<HTMLElement>(
      this.newsletter ? '[part="message"]:not([hidden])' : '[part="banner"]',
    );
    const invalid = this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (focus) (alert ?? invalid)?.focus();
    if (data) {
      const detail: SqSubmitErrorDetail = {
        formId: data.formId,
        message: failure.message,
        fieldErrors: failure.fieldErrors,
      };
      emit(this, 'sq-submit-error', detail);
    }
  }

  /** Sanitizes the post-submit HTML into its element; if the sanitizer cannot load, none is shown. */
  async #preparePostSubmitHtml(data: Data): Promise<void> {
    this.#postSubmit = undefined;
    if (!data.postSubmitHtml) return;
    const element = document.createElement('div');
    element.className = 'post-submit';
    try {
      await setSanitizedHtml(element, data.postSubmitHtml);
      this.#postSubmit = element;
    } catch {
      // DOMPurify could not load: the submission text shows alone.
    }
  }

  async #succeed(data: Data): Promise<void> {
    clearDraft(draftKey(data.formId));
    this.#errors = {};
    emit(this, 'sq-submit-success', { formId: data.formId });
    const target = data.successRedirect ? safeRedirectUrl(data.successRedirect) : undefined;
    if (target) {
      this.#setState('success');
      location.assign(target.href);
      return;
    }
    await this.#preparePostSubmitHtml(data);
    this.#setState('success');
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('[part="success"]')?.focus(),
    );
  }

  #clearMessages(): void {
    this.#banner = '';
    this.#bannerBelow = '';
    this.#message = '';
  }

  #setState(state: FormState): void {
    for (const name of ['submitting', 'success', 'failure'] as const) {
      if (name === state) this.internals.states.add(name);
      else this.internals.states.delete(name);
    }
    this.#state = state;
    this.requestUpdate();
  }

  #form(): HTMLFormElement | null {
    return this.renderRoot?.querySelector<HTMLFormElement>('form[part="form"]') ?? null;
  }

  /** SPEC §7 form-render: recorded once, when the block is first shown. */
  #watchCensus(formId: string): void {
    if (this.#stopCensus || this.#seen) return;
    this.#stopCensus = recordWhenShown(this, formId, () => {
      this.#seen = true;
      this.#stopCensus = undefined;
    });
  }
}
