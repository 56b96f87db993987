/**
 * Asking from script: `await confirmDialog({...})` and `await informationNotice({...})` put an
 * `<sq-dialog>` on the page, wait for the answer, and take the dialog away again.
 */
import { INFORMATION_NOTICE_AUTO_HIDE_MS } from '../../platform/constants/limits.ts';
import type { SqDialogResult, SqDialogStyle } from './dialog.ts';
import './sq-dialog.ts';

/** What a confirmation dialog says and offers (see `SqDialog` for each field). */
export interface ConfirmDialogOptions {
  heading?: string;
  /** Plain text (never HTML). */
  message?: string;
  /** Default `confirm-or-cancel`. */
  dialogStyle?: SqDialogStyle;
  /** Button texts; defaults 'Yes' / 'OK', 'No', 'Cancel'. */
  confirmText?: string;
  rejectText?: string;
  cancelText?: string;
  /** Confirming destroys something: focus starts on reject or cancel. */
  destructive?: boolean;
  /** Hides by itself after this many ms, as confirmed; default never. */
  autoHide?: number;
}

/**
 * Shows a confirmation dialog at the end of `doc.body` (SPEC §4) and removes it once hidden.
 * @returns {Promise<SqDialogResult>} `confirm`, `reject` or `cancel` (the cancel button, Escape,
 *   a click on the overlay; also when a listener refused to open it).
 */
export async function confirmDialog(
  options: ConfirmDialogOptions,
  doc: Document = document,
): Promise<SqDialogResult> {
  const dialog = doc.createElement('sq-dialog');
  const given = Object.entries(options).filter(([, value]) => value !== undefined);
  Object.assign(dialog, Object.fromEntries(given));
  doc.body.append(dialog);
  try {
    return await dialog.show();
  } finally {
    dialog.remove();
  }
}

/** What an information notice says. */
export interface InformationNoticeOptions {
  heading?: string;
  /** Plain text (never HTML). */
  message: string;
  /** Time in ms before it hides by itself; default SPEC §9 2000 ms. */
  duration?: number;
}

/**
 * Shows the SPEC §4 information notice: a `no-buttons` confirmation dialog that hides by itself
 * after `duration` (SPEC §9, 2000 ms), which counts as confirm. Escape or a click on the overlay
 * close it sooner, as cancel.
 * @returns {Promise<SqDialogResult>} `confirm` when it hid by itself, `cancel` when dismissed.
 */
export function informationNotice(
  { heading, message, duration = INFORMATION_NOTICE_AUTO_HIDE_MS }: InformationNoticeOptions,
  doc: Document = document,
): Promise<SqDialogResult> {
  return confirmDialog({ heading, message, dialogStyle: 'no-buttons', autoHide: duration }, doc);
}
