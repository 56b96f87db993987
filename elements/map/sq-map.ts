/**
 * Registers `<sq-map>`. The only module of the map with a side effect: import it to use the tag;
 * import `./map.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqMap } from './map.ts';

export { SqMap };
export type { SqMarkerMoveDetail } from './map.ts';
export type { MapData } from './map.schema.ts';

define('sq-map', SqMap);

declare global {
  interface HTMLElementTagNameMap {
    'sq-map': SqMap;
  }
}
