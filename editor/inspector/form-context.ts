/** What every control of an inspector form reads: the value, the issues, and how to change them. */
import { createContext, useContext } from 'react';
import { getAt, pathKey, type ValuePath } from './value-path.ts';

export interface FormContextValue {
  /** The form's value: the block's data as edited, valid or not. */
  value: unknown;
  /** The schema's message for each path (`fields.2.title`) that has one. */
  issues: ReadonlyMap<string, string>;
  /** A prefix that makes element ids unique on the page. */
  idPrefix: string;
  /** Puts `next` at `path` (undefined removes the key). */
  set(path: ValuePath, next: unknown): void;
  /** Moves focus, after the next render, to the first element matching `selector` in the form. */
  focusLater(selector: string): void;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** What a control at `path` needs: its value, its element id and its issue. */
export function useField(path: ValuePath) {
  const form = useContext(FormContext);
  if (!form) throw new Error('An inspector control is rendered outside an inspector form.');
  const key = pathKey(path);
  const id = `${form.idPrefix}-${key.replace(/[^\w-]/g, '_') || 'root'}`;
  const error = form.issues.get(key);
  const errorId = `${id}-error`;
  return {
    form,
    id,
    error,
    errorId,
    value: getAt(form.value, path),
    set: (next: unknown) => form.set(path, next),
    /** `aria-invalid` and `aria-describedby` of the control. */
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}
