import type { SubmittedForm } from '../../../platform/forms/submitted-value.ts';
import type { SqEvent } from '../events.ts';

/** Where a form block is in its SPEC §4 flow. */
export type FormState = 'idle' | 'submitting' | 'success' | 'failure';

/** Detail of the cancelable `sq-submit`: the values about to be sent. */
export interface SqSubmitDetail {
  formId: string;
  /** Field id → value, in the SPEC §3 shapes (sections absent). */
  form: SubmittedForm;
}

/** Detail of `sq-submit-success`. */
export interface SqSubmitSuccessDetail {
  formId: string;
}

/** Detail of `sq-submit-error`: the message shown and the field errors (field id → message). */
export interface SqSubmitErrorDetail {
  formId: string;
  message: string;
  fieldErrors: Record<string, string>;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-submit': SqEvent<SqSubmitDetail>;
    'sq-submit-success': SqEvent<SqSubmitSuccessDetail>;
    'sq-submit-error': SqEvent<SqSubmitErrorDetail>;
  }
}
