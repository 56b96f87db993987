/**
 * The session's editing, around the pure reducer of lib/editing.ts: saving to the server (with
 * the 409 conflict kept for the owner to settle), and the status line that tells what happened.
 */
import { useCallback, useReducer, useRef, useState } from 'react';
import { editorApi } from '../api/client.ts';
import {
  INITIAL_EDITING,
  editingReducer,
  unsavedKeys,
  type EditingAction,
  type EditingState,
} from '../lib/editing.ts';
import { COOKIE_BANNER } from '../lib/site-blocks.ts';

/** What the status line says about saving. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string };

export interface Editing {
  state: EditingState;
  dispatch: (action: EditingAction) => void;
  status: SaveStatus;
  /**
   * Saves every block with an unsaved change (all pages, and the site-wide ones of
   * lib/site-blocks.ts through their own routes); a refused one gets its conflict.
   */
  save: () => Promise<void>;
  /** Saves the owner's draft of `key` over the version another tab saved (the conflict's). */
  keepMine: (key: string) => Promise<void>;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function useEditing(): Editing {
  const [state, dispatchState] = useReducer(editingReducer, INITIAL_EDITING);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const current = useRef(state);
  current.current = state;
  const dispatch = useCallback((action: EditingAction) => {
    current.current = editingReducer(current.current, action);
    dispatchState(action);
  }, []);

  /** Saves block `key`'s draft on top of `baseVersion`; true when stored. */
  const saveOne = useCallback(
    async (key: string, baseVersion?: number): Promise<boolean> => {
      const block = current.current.blocks[key];
      if (!block) return true;
      const data = block.draft;
      const base = baseVersion ?? block.saved.version;
      const result =
        key === COOKIE_BANNER.key
          ? await editorApi.saveCookieBanner(data, base)
          : await editorApi.saveBlock({
              path: block.path,
              id: block.id,
              tag: block.tag,
              data,
              baseVersion: base,
            });
      if (result.ok) dispatch({ type: 'saved', key, data, saved: result.saved });
      else dispatch({ type: 'conflict', key, current: result.current });
      return result.ok;
    },
    [dispatch],
  );

  const run = useCallback(
    async (keys: readonly string[], baseVersion?: number) => {
      setStatus({ kind: 'saving' });
      try {
        let allSaved = true;
        for (const key of keys) allSaved = (await saveOne(key, baseVersion)) && allSaved;
        setStatus(
          allSaved ? { kind: 'saved', at: timeFormat.format(new Date()) } : { kind: 'conflict' },
        );
      } catch (error) {
        setStatus({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    },
    [saveOne],
  );

  const save = useCallback(() => run(unsavedKeys(current.current)), [run]);
  const keepMine = useCallback(
    (key: string) => run([key], current.current.blocks[key]?.conflict?.version),
    [run],
  );

  return { state, dispatch, status, save, keepMine };
}
