/**
 * A refused save (409: another tab saved the block first), side by side: each value where the
 * owner's version and the other tab's differ, and the choice between keeping theirs or
 * overwriting with mine. Nothing is lost either way: taking the other version is a step of the
 * history, so Undo brings the owner's back.
 */
import { useEffect, useRef } from 'react';
import type { BlockState } from '../lib/editing.ts';
import { changedPaths, describeValue, valueAt } from '../lib/json.ts';

export interface ConflictDialogProps {
  block: BlockState;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /** Closed without a choice (the conflict stays; Save asks again). */
  onLater: () => void;
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "version 3, saved 26 Nov 2026, 18:40 by owner@…" */
function describeVersion(v: NonNullable<BlockState['conflict']>): string {
  const at = v.savedAt ? `, saved ${when.format(new Date(v.savedAt))}` : '';
  const by = v.savedBy ? ` by ${v.savedBy}` : '';
  return `version ${v.version}${at}${by}`;
}

export function ConflictDialog({ block, onKeepMine, onTakeTheirs, onLater }: ConflictDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  const theirs = block.conflict!;
  const paths = changedPaths(block.draft, theirs.data);
  return (
    <dialog
      ref={dialog}
      className="dialog dialog--wide"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-intro"
      onCancel={(event) => {
        event.preventDefault();
        onLater();
      }}
    >
      <h2 id="conflict-title">{block.label} was saved in another tab</h2>
      <p id="conflict-intro">
        Your save was not made, so nothing was overwritten. Compare the two versions and choose
        which one to keep.
      </p>
      <div className="table-wrap">
        <table className="table conflict-table">
          <caption className="visually-hidden">Values that differ between the two versions</caption>
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">Your version (not saved)</th>
              <th scope="col">Saved in another tab ({describeVersion(theirs)})</th>
            </tr>
          </thead>
          <tbody>
            {paths.map((path) => (
              <tr key={path}>
                <th scope="row">{path}</th>
                <td>
                  <span className="value">{describeValue(valueAt(block.draft, path))}</span>
                </td>
                <td>
                  <span className="value">{describeValue(valueAt(theirs.data, path))}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onLater}>
          Decide later
        </button>
        <button type="button" className="button" onClick={onTakeTheirs}>
          Take theirs
        </button>
        <button type="button" className="button button--primary" onClick={onKeepMine}>
          Keep mine and overwrite
        </button>
      </div>
    </dialog>
  );
}
