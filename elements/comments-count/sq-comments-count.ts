/**
 * Registers `<sq-comments-count>`. The only module of the comments count with a side effect:
 * import it to use the tag; import `./comments-count.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqCommentsCount } from './comments-count.ts';

export { SqCommentsCount };
export type { CommentsCountData } from './comments-count.schema.ts';

define('sq-comments-count', SqCommentsCount);

declare global {
  interface HTMLElementTagNameMap {
    'sq-comments-count': SqCommentsCount;
  }
}
