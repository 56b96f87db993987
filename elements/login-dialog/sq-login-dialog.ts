/**
 * Registers `<sq-login-dialog>`. The only module of the dialog with a side effect besides
 * ./open-login-dialog.ts: import it to use the tag; import `./login-dialog.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqLoginDialog } from './login-dialog.ts';

export { SqLoginDialog };
export type {
  LoginDialogCloseReason,
  LoginDialogMode,
  SqLoginDialogCloseDetail,
} from './login-dialog.ts';

define('sq-login-dialog', SqLoginDialog);

declare global {
  interface HTMLElementTagNameMap {
    'sq-login-dialog': SqLoginDialog;
  }
}
