/**
 * Registers `<sq-button>`. The only module of the button with a side effect: import it to use the
 * tag; import `./button.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqButton } from './button.ts';

export { SqButton };
export type { ButtonData } from './button.schema.ts';

define('sq-button', SqButton);

declare global {
  interface HTMLElementTagNameMap {
    'sq-button': SqButton;
  }
}
