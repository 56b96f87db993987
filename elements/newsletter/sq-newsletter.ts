/**
 * Registers `<sq-newsletter>`. The only module of the newsletter with a side effect: import it to
 * use the tag; import `./newsletter.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqNewsletter } from './newsletter.ts';

export { SqNewsletter };
export type { NewsletterSettings } from './newsletter.schema.ts';
export type {
  FormState,
  SqSubmitDetail,
  SqSubmitErrorDetail,
  SqSubmitSuccessDetail,
} from '../shared/form/form-events.ts';

define('sq-newsletter', SqNewsletter);

declare global {
  interface HTMLElementTagNameMap {
    'sq-newsletter': SqNewsletter;
  }
}
