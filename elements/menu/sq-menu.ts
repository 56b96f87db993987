/**
 * Registers `<sq-menu>`. The only module of the menu with a side effect: import it to use the
 * tag; import `./menu.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqMenu } from './menu.ts';

export { SqMenu };
export type { SqTabShowDetail } from './menu.ts';
export type { MenuData, MenuItem, MenuSection } from './menu.schema.ts';

define('sq-menu', SqMenu);

declare global {
  interface HTMLElementTagNameMap {
    'sq-menu': SqMenu;
  }
}
