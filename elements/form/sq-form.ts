/**
 * Registers `<sq-form>`. The only module of the form with a side effect: import it to use the
 * tag; import `./form.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqForm } from './form.ts';

export { SqForm };
export type { FormSettings } from './form.schema.ts';
export type {
  FormState,
  SqSubmitDetail,
  SqSubmitErrorDetail,
  SqSubmitSuccessDetail,
} from '../shared/form/form-events.ts';

define('sq-form', SqForm);

declare global {
  interface HTMLElementTagNameMap {
    'sq-form': SqForm;
  }
}
