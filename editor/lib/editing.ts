/**
 * The editing state of a session, as a pure reducer: every block the editor has met (on any
 * page), its last saved version, the owner's draft, a save conflict when another tab saved
 * first, and the undo/redo history of every edit.
 *
 * A block is known by its key, `<page path>#<id>` ({@link blockKey}). A draft that differs from
 * the saved data is an unsaved change ({@link unsavedKeys}); nothing the owner typed is dropped
 * by this reducer: resetting and taking the other tab's version are history steps too, so Undo
 * brings the draft back.
 */
import {
  EMPTY_HISTORY,
  record,
  redo,
  typingKey,
  undo,
  type BlockChange,
  type History,
  type HistoryStep,
} from './history.ts';
import { changedPaths, jsonEqual, type BlockData } from './json.ts';

/** A stored version of a block (the server's `version`, `savedAt`, `savedBy`; 0 and null: never saved). */
export interface SavedVersion {
  readonly data: BlockData;
  readonly version: number;
  readonly savedAt: string | null;
  readonly savedBy: string | null;
}

/** What the editor knows of one block. */
export interface BlockState {
  readonly key: string;
  readonly path: string;
  readonly id: string;
  readonly tag: string;
  /** The block's name for people ("Gallery", or its heading). */
  readonly label: string;
  readonly saved: SavedVersion;
  readonly draft: BlockData;
  /** The version another tab saved, when a save of this block was refused (409). */
  readonly conflict?: SavedVersion;
}

export interface EditingState {
  readonly blocks: Readonly<Record<string, BlockState>>;
  readonly history: History;
  /** The last step undone or redone, for the announcement. */
  readonly lastMove?: { readonly kind: 'undo' | 'redo'; readonly step: HistoryStep };
}

/** A block as the server or the frame describes it. */
export interface BlockInfo {
  readonly id: string;
  readonly tag: string;
  readonly label?: string;
  readonly data: BlockData;
  /** The stored version: present when the server described the block. */
  readonly saved?: Omit<SavedVersion, 'data'>;
}

export type EditingAction =
  /** Blocks of page `path` as the server or the frame knows them. */
  | { type: 'blocks'; path: string; blocks: readonly BlockInfo[] }
  /** The owner changed a block's data (valid data only). */
  | { type: 'edit'; key: string; data: BlockData; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Back to the last saved version, for these blocks. */
  | { type: 'reset'; keys: readonly string[]; at: number }
  /** The server stored `data` of block `key` as `version`. */
  | { type: 'saved'; key: string; data: BlockData; saved: Omit<SavedVersion, 'data'> }
  /** The server refused a save: another tab saved `current` first. */
  | { type: 'conflict'; key: string; current: SavedVersion }
  /** The owner takes the other tab's version (their own draft stays one Undo away). */
  | { type: 'take-theirs'; key: string; at: number };

export const INITIAL_EDITING: EditingState = { blocks: {}, history: EMPTY_HISTORY };

/** A block's name from its tag, until the page names it: `sq-cookie-banner` → "Cookie banner". */
export function tagLabel(tag: string): string {
  const words = tag.replace(/^sq-/, '').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The key of block `id` on page `path`. */
export function blockKey(path: string, id: string): string {
  return `${path}#${id}`;
}

/** Whether a block's draft differs from its saved data. */
export function isUnsaved(block: BlockState): boolean {
  return !jsonEqual(block.draft, block.saved.data);
}

/** Keys of every block with an unsaved change, on `path` only when given. */
export function unsavedKeys(state: EditingState, path?: string): string[] {
  return Object.values(state.blocks)
    .filter((block) => isUnsaved(block) && (path === undefined || block.path === path))
    .map((block) => block.key);
}

/** The label of a step changing `block`, naming the values changed ("Gallery: design, autoplay"). */
function editLabel(block: BlockState, after: BlockData): string {
  const fields = [...new Set(changedPaths(block.draft, after).map((p) => p.split('.')[0]))];
  return fields.length ? `${block.label}: ${fields.join(', ')}` : block.label;
}

/** The state with each change's `side` data as the draft of its block. */
function applyChanges(
  state: EditingState,
  changes: readonly BlockChange[],
  side: 'before' | 'after',
): EditingState['blocks'] {
  const blocks = { ...state.blocks };
  for (const change of changes) {
    const block = blocks[change.key];
    if (block) blocks[change.key] = { ...block, draft: change[side] };
  }
  return blocks;
}

/** `state` with `step` made: drafts set to each change's `after`, and recorded. */
function makeStep(state: EditingState, step: HistoryStep): EditingState {
  const changes = step.changes.filter((c) => !jsonEqual(c.before, c.after));
  if (!changes.length) return state;
  return {
    blocks: applyChanges(state, changes, 'after'),
    history: record(state.history, { ...step, changes }),
  };
}

/** A known block updated from `info`, or a new one. */
function merged(path: string, info: BlockInfo, known: BlockState | undefined): BlockState {
  const label = info.label ?? known?.label ?? tagLabel(info.tag);
  if (!known) {
    const saved = { version: 0, savedAt: null, savedBy: null, ...info.saved, data: info.data };
    return {
      key: blockKey(path, info.id),
      path,
      id: info.id,
      tag: info.tag,
      label,
      saved,
      draft: info.data,
    };
  }
  // A newer stored version is taken only while the owner has no unsaved change of the block:
  // otherwise their next save must meet the other version as a conflict, not overwrite it.
  if (!info.saved || isUnsaved(known)) return { ...known, label };
  const saved = { ...info.saved, data: info.data };
  return { ...known, label, saved, draft: info.data };
}

export function editingReducer(state: EditingState, action: EditingAction): EditingState {
  switch (action.type) {
    case 'blocks': {
      const blocks = { ...state.blocks };
      for (const info of action.blocks) {
        const key = blockKey(action.path, info.id);
        blocks[key] = merged(action.path, info, blocks[key]);
      }
      return { ...state, blocks };
    }
    case 'edit': {
      const block = state.blocks[action.key];
      if (!block || jsonEqual(block.draft, action.data)) return state;
      const change = { key: action.key, before: block.draft, after: action.data };
      const label = editLabel(block, action.data);
      return makeStep(state, {
        label,
        changes: [change],
        at: action.at,
        mergeKey: typingKey(change),
      });
    }
    case 'undo':
    case 'redo': {
      const move = action.type === 'undo' ? undo(state.history) : redo(state.history);
      if (!move) return state;
      const side = action.type === 'undo' ? 'before' : 'after';
      return {
        blocks: applyChanges(state, move.step.changes, side),
        history: move.history,
        lastMove: { kind: action.type, step: move.step },
      };
    }
    case 'reset': {
      const blocks = action.keys.map((key) => state.blocks[key]).filter((b) => b !== undefined);
      const changes = blocks.map((b) => ({ key: b.key, before: b.draft, after: b.saved.data }));
      const label = `Reset ${blocks.map((b) => b.label).join(', ')}`;
      return makeStep(state, { label, changes, at: action.at });
    }
    case 'saved': {
      const block = state.blocks[action.key];
      if (!block) return state;
      const { conflict: _resolved, ...rest } = block;
      const saved = { ...action.saved, data: action.data };
      return { ...state, blocks: { ...state.blocks, [action.key]: { ...rest, saved } } };
    }
    case 'conflict': {
      const block = state.blocks[action.key];
      if (!block) return state;
      const blocks = { ...state.blocks, [action.key]: { ...block, conflict: action.current } };
      return { ...state, blocks };
    }
    case 'take-theirs': {
      const block = state.blocks[action.key];
      if (!block?.conflict) return state;
      const theirs = block.conflict;
      const { conflict: _taken, ...rest } = block;
      const next = {
        ...state,
        blocks: { ...state.blocks, [action.key]: { ...rest, saved: theirs } },
      };
      const change = { key: action.key, before: block.draft, after: theirs.data };
      const label = `${block.label}: the version saved in another tab`;
      const stepped = makeStep(next, { label, changes: [change], at: action.at });
      return stepped;
    }
  }
}
