/**
 * Registers `<sq-collection-link>`. The only module of the collection link with a side effect:
 * import it to use the tag; import `./collection-link.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqCollectionLink } from './collection-link.ts';

export { SqCollectionLink };
export type { CollectionLinkData } from './collection-link.schema.ts';

define('sq-collection-link', SqCollectionLink);

declare global {
  interface HTMLElementTagNameMap {
    'sq-collection-link': SqCollectionLink;
  }
}
