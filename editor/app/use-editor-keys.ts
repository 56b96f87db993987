/**
 * The editor's keys: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z (and Ctrl+Y) redo, across every edit of
 * the session; Ctrl/Cmd+S saves; Escape closes the guide or toggles the expanded preview (SPEC §6 "in the backend
 * toggles the expanded panel or closes the guide").
 */
import { useEffect, useRef } from 'react';

export interface EditorKeys {
  undo: () => void;
  redo: () => void;
  save: () => void;
  escape: () => void;
}

/** Which editor command a key press is, if any. */
export function editorCommand(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): keyof EditorKeys | undefined {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && !event.altKey && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey && key === 'y')
    return 'redo';
  if (mod && !event.altKey && !event.shiftKey && key === 's') return 'save';
  if (event.key === 'Escape' && !mod && !event.shiftKey && !event.altKey) return 'escape';
  return undefined;
}

export function useEditorKeys(keys: EditorKeys): void {
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = editorCommand(event);
      if (!command) return;
      // A modal dialog (the conflict view) takes Escape itself.
      if (command === 'escape' && document.querySelector('dialog:modal')) return;
      event.preventDefault();
      current.current[command]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
