/**
 * The stored actions for the next page load (SPEC §9 "a stored-actions key for the next page
 * load"; the key's name is not shown, this one is ours): what the editor does once the frame's
 * next page is ready, kept in sessionStorage so a reload of the frame (safe mode on or off) or of
 * the whole editor keeps the owner's place. Today one action: select a block again.
 */

/** The sessionStorage key. */
export const STORED_ACTIONS_KEY = 'sq-editor-stored-actions';

/** Select block `id` once page `path` is ready. */
export interface StoredActions {
  readonly path: string;
  readonly select: string;
}

function storage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** Stores `actions` for the next page load (replacing any), or clears them (null). */
export function storeActions(actions: StoredActions | null): void {
  try {
    if (actions) storage()?.setItem(STORED_ACTIONS_KEY, JSON.stringify(actions));
    else storage()?.removeItem(STORED_ACTIONS_KEY);
  } catch {
    // Storage full or refused: the next load simply starts without a selection.
  }
}

/** The stored actions for page `path`, taken (removed) when they are for it; else undefined. */
export function takeActions(path: string): StoredActions | undefined {
  let actions: unknown;
  try {
    actions = JSON.parse(storage()?.getItem(STORED_ACTIONS_KEY) ?? 'null');
  } catch {
    actions = null;
  }
  if (!isActions(actions) || actions.path !== path) return undefined;
  storeActions(null);
  return actions;
}

function isActions(value: unknown): value is StoredActions {
  if (typeof value !== 'object' || value === null) return false;
  const { path, select } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof select === 'string';
}
