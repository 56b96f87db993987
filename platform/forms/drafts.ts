/**
 * What the visitor typed into a form, kept in sessionStorage until the form is sent, so a
 * reload or a trip back to the page does not lose it. Storage that is missing, refused
 * (private mode, disabled) or full is ignored: drafts are a convenience, never an error.
 */
import { isSubmittedValue, type SubmittedForm } from './submitted-value.ts';

/** The session storage, or undefined when the browser refuses access to it. */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The storage key of a form's draft: `sq-form:${path}:${formId}` (path: this page's by default). */
export function draftKey(formId: string, path: string = location.pathname): string {
  return `sq-form:${path}:${formId}`;
}

/** Stores `values` under `key`; a storage failure (quota, private mode) is ignored. */
export function saveDraft(key: string, values: SubmittedForm): void {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Not kept: the form still works, only the draft is lost.
  }
}

/**
 * The draft stored under `key`: undefined when there is none, the storage is unreadable, or it
 * is not a JSON object. Entries that are not a SPEC §3 value shape are left out.
 */
export function loadDraft(key: string): SubmittedForm | undefined {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null || text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isSubmittedValue(value)));
}

/** Removes the draft stored under `key` (after a successful submission); failures ignored. */
export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the draft stays until the session ends.
  }
}
