/**
 * The first-run guide: three sentences on how the editor works, shown once per browser (the
 * choice kept in localStorage). A card beside the work, not a modal: the page stays usable while
 * it shows. Escape closes it (SPEC §6: in the backend Escape closes the guide; the app's keys
 * call `onClose`), as does its button.
 */
import { useEffect, useRef } from 'react';

/** The localStorage key remembering that the guide was closed. */
export const GUIDE_SEEN_KEY = 'sq-editor-guide-seen';

/** Whether the guide should open on its own (not seen yet; storage refused: not shown). */
export function guideUnseen(): boolean {
  try {
    return localStorage.getItem(GUIDE_SEEN_KEY) === null;
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    localStorage.setItem(GUIDE_SEEN_KEY, 'true');
  } catch {
    // The guide shows again next time; nothing else depends on it.
  }
}

/** Closes the guide for good (until storage is cleared). */
export function closeGuide(onClose: () => void): void {
  markSeen();
  onClose();
}

export function Guide({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.show();
  }, []);
  const close = () => closeGuide(onClose);
  return (
    <dialog ref={dialog} className="dialog guide-card" aria-labelledby="guide-title">
      <h2 id="guide-title">Welcome to your editor</h2>
      <ol className="guide">
        <li>
          <strong>Pick a block.</strong> Click it in the page, or choose it from “Blocks on this
          page” on the left.
        </li>
        <li>
          <strong>Change its settings</strong> on the right. The page shows every change at once;
          Undo and Redo (
          {/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘Z, ⇧⌘Z' : 'Ctrl+Z, Shift+Ctrl+Z'}) go back
          and forth.
        </li>
        <li>
          <strong>Save</strong> publishes your changes to every visitor. Reset goes back to what was
          saved last.
        </li>
      </ol>
      <p className="muted">Escape folds the panels away to see the page larger, and back.</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={close} autoFocus>
          Start editing
        </button>
      </div>
    </dialog>
  );
}
