/**
 * Registers `<sq-popup-overlay>`. The only module of the popup overlay with a side effect: import
 * it to use the tag; import `./popup-overlay.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqPopupOverlay } from './popup-overlay.ts';

export { SqPopupOverlay };

define('sq-popup-overlay', SqPopupOverlay);

declare global {
  interface HTMLElementTagNameMap {
    'sq-popup-overlay': SqPopupOverlay;
  }
}
