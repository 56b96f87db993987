/**
 * Registers `<sq-system-error>`. The only module of the overlay with a side effect: import it to
 * use the tag; import `./system-error.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqSystemError } from './system-error.ts';

export { SqSystemError };
export type { SqTrackDetail } from './system-error.ts';
export type { SystemErrorView } from './system-error-view.ts';

define('sq-system-error', SqSystemError);

declare global {
  interface HTMLElementTagNameMap {
    'sq-system-error': SqSystemError;
  }
}
