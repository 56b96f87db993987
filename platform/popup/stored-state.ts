/**
 * The visitor's stored popup overlay state (SPEC §3): JSON `{closedDate, version, submitted}`
 * in localStorage under {@link POPUP_STORAGE_KEY}. Storage the browser refuses, a value that is
 * not JSON or not an object, reads as the empty state (the overlay counts as never seen); fields
 * of the wrong type are left out. Writing never throws: a browser refusing storage only loses
 * the memory.
 */
import type { PopupStoredState } from './rules.ts';

/** The localStorage key of the stored state. */
export const POPUP_STORAGE_KEY = 'sq-popup-overlay';

function storage(view: Window): Storage | undefined {
  try {
    return view.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored state; `{}` when there is none or it cannot be read. */
export function readPopupState(view: Window = window): PopupStoredState {
  let value: unknown;
  try {
    value = JSON.parse(storage(view)?.getItem(POPUP_STORAGE_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const { closedDate, version, submitted } = value as Record<string, unknown>;
  const state: PopupStoredState = {};
  if (typeof closedDate === 'number' && Number.isFinite(closedDate)) state.closedDate = closedDate;
  if (typeof version === 'number' && Number.isFinite(version)) state.version = version;
  if (typeof submitted === 'boolean') state.submitted = submitted;
  return state;
}

/**
 * Stores `change` over the current state (fields not named are kept).
 * @returns the state now stored (also when the browser refused to store it)
 */
export function updatePopupState(
  change: PopupStoredState,
  view: Window = window,
): PopupStoredState {
  const next = { ...readPopupState(view), ...change };
  try {
    storage(view)?.setItem(POPUP_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: the overlay may show again on the next page.
  }
  return next;
}

/** Records that the visitor closed the overlay of settings `version` at `now` (SPEC §3). */
export function storePopupClosed(
  version: number | undefined,
  now = Date.now(),
  view: Window = window,
): PopupStoredState {
  return updatePopupState({ closedDate: now, ...(version === undefined ? {} : { version }) }, view);
}

/** Records that the visitor signed up through the overlay of settings `version` (SPEC §3). */
export function storePopupSubmitted(
  version: number | undefined,
  view: Window = window,
): PopupStoredState {
  return updatePopupState({ submitted: true, ...(version === undefined ? {} : { version }) }, view);
}
