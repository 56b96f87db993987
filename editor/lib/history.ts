/**
 * Undo and redo across every edit of the session: a pure list of steps already made (`past`)
 * and steps undone (`future`). A step changes one or more blocks, each from `before` to
 * `after`; undoing it puts every `before` back, redoing puts every `after` back. A new step
 * clears `future`, as in any editor.
 *
 * Typing is one step, not one per key: a step that changes a single text value of a block
 * merges into the step before it when that step changed the same value of the same block less
 * than {@link MERGE_WINDOW_MS} earlier (a pause, or any other edit in between, starts a new step).
 */
import { changedPaths, valueAt, type BlockData } from './json.ts';

/** One block's change within a step: its data before and after. */
export interface BlockChange {
  readonly key: string;
  readonly before: BlockData;
  readonly after: BlockData;
}

/** A step of the history. */
export interface HistoryStep {
  /** What a person is told was undone or redone, e.g. "Gallery: design". */
  readonly label: string;
  readonly changes: readonly BlockChange[];
  /** When it was made (ms, any clock the caller keeps to). */
  readonly at: number;
  /** Set on a step that typed into one text value; equal keys within the window merge. */
  readonly mergeKey?: string;
}

/** The session's history. */
export interface History {
  readonly past: readonly HistoryStep[];
  readonly future: readonly HistoryStep[];
}

/** Edits of the same text value closer together than this are one step. */
export const MERGE_WINDOW_MS = 1000;

export const EMPTY_HISTORY: History = { past: [], future: [] };

/**
 * The merge key of a change that types into one text value: the block and the value's path, when
 * exactly one value changed and it is a string before and after; otherwise undefined.
 */
export function typingKey(change: BlockChange): string | undefined {
  const paths = changedPaths(change.before, change.after);
  if (paths.length !== 1) return undefined;
  const path = paths[0]!;
  const [from, to] = [valueAt(change.before, path), valueAt(change.after, path)];
  return typeof from === 'string' && typeof to === 'string' ? `${change.key} ${path}` : undefined;
}

/** `history` with `step` made: merged into the last step when both type into the same value. */
export function record(history: History, step: HistoryStep): History {
  const last = history.past.at(-1);
  const merges =
    last !== undefined &&
    step.mergeKey !== undefined &&
    last.mergeKey === step.mergeKey &&
    step.at - last.at < MERGE_WINDOW_MS &&
    last.changes.length === 1 &&
    step.changes.length === 1;
  if (!merges) return { past: [...history.past, step], future: [] };
  const merged: HistoryStep = {
    ...step,
    changes: [{ ...step.changes[0]!, before: last.changes[0]!.before }],
  };
  return { past: [...history.past.slice(0, -1), merged], future: [] };
}

/** The step to undo and the history after it, or undefined when there is nothing to undo. */
export function undo(history: History): { step: HistoryStep; history: History } | undefined {
  const step = history.past.at(-1);
  if (!step) return undefined;
  return { step, history: { past: history.past.slice(0, -1), future: [step, ...history.future] } };
}

/** The step to redo and the history after it, or undefined when there is nothing to redo. */
export function redo(history: History): { step: HistoryStep; history: History } | undefined {
  const step = history.future[0];
  if (!step) return undefined;
  return { step, history: { past: [...history.past, step], future: history.future.slice(1) } };
}
