/**
 * Registers `<sq-dialog>`. The only module of the dialog with a side effect: import it to use
 * the tag; import `./dialog.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqDialog } from './dialog.ts';

export { SqDialog };
export type {
  SqDialogCloseDetail,
  SqDialogResult,
  SqDialogResultDetail,
  SqDialogState,
  SqDialogStyle,
} from './dialog.ts';

define('sq-dialog', SqDialog);

declare global {
  interface HTMLElementTagNameMap {
    'sq-dialog': SqDialog;
  }
}
