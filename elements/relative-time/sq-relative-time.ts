/**
 * Registers `<sq-relative-time>`. The only module of the relative time with a side effect:
 * import it to use the tag; import `./relative-time.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqRelativeTime } from './relative-time.ts';

export { SqRelativeTime };

define('sq-relative-time', SqRelativeTime);

declare global {
  interface HTMLElementTagNameMap {
    'sq-relative-time': SqRelativeTime;
  }
}
