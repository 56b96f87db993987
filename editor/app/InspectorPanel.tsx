/**
 * The right column: the selected block's settings (the inspector, editor/inspector/), with its
 * name, its saved version and whether it has unsaved changes, and a button that closes it.
 *
 * The app drives the inspector through its handle (`inspector`): Save asks it first (an invalid
 * value keeps the save from happening and focuses the field), Reset gives it the saved version,
 * Close closes it (its `close` and `after-close` tweak events fire; after-close deselects).
 *
 * Not a landmark of its own (the app's "Block settings" column is one): a region named after the
 * block would repeat the name of the block's own region in the page.
 */
import type { RefObject } from 'react';
import { Inspector, type InspectorHandle } from '../inspector/Inspector.tsx';
import { isUnsaved, type BlockState } from '../lib/editing.ts';
import type { BlockData } from '../lib/json.ts';

export interface InspectorPanelProps {
  block: BlockState | undefined;
  inspector: RefObject<InspectorHandle | null>;
  onChange: (data: BlockData) => void;
  /** The inspector closed (after its `after-close`): nothing is selected any more. */
  onClosed: () => void;
}

export function InspectorPanel({ block, inspector, onChange, onClosed }: InspectorPanelProps) {
  return (
    <div className="inspector">
      <header className="inspector__header">
        <div>
          <h2 id="inspector-title" className="inspector__title" tabIndex={-1}>
            {block ? block.label : 'Settings'}
          </h2>
          {block && (
            <p className="muted">
              <code>{block.tag}</code> ·{' '}
              {block.saved.version === 0 ? 'never saved' : `version ${block.saved.version}`}
              {isUnsaved(block) && <span className="badge">Unsaved</span>}
            </p>
          )}
        </div>
        {block && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => inspector.current?.close()}
          >
            Close
          </button>
        )}
      </header>
      {block ? (
        <Inspector
          key={block.key}
          ref={inspector}
          tag={block.tag}
          data={block.draft}
          label={`${block.label} settings`}
          onChange={onChange}
          onTweakAfterClose={onClosed}
        />
      ) : (
        <p className="empty">
          Select a block in the page, or in “Blocks on this page”, to change its settings.
        </p>
      )}
    </div>
  );
}
