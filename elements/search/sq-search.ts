/**
 * Registers `<sq-search>`. The only module of the search box with a side effect: import it to
 * use the tag; import `./search.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqSearch } from './search.ts';

export { SqSearch };
export type { SearchData } from './search.schema.ts';
export type { SearchSuggestion, SearchKind } from './search-client.ts';
export type { SearchSelectDetail } from './search.ts';

define('sq-search', SqSearch);

declare global {
  interface HTMLElementTagNameMap {
    'sq-search': SqSearch;
  }
}
