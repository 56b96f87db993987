/**
 * The right column: the selected block's settings (part of the inspector, editor/inspector/),
 * with its name, whether it has unsaved changes, and a way back to its saved version.
 */
import { Inspector } from '../inspector/index.ts';
import { isUnsaved, type BlockState } from '../lib/editing.ts';
import type { BlockData } from '../lib/json.ts';

export interface InspectorPanelProps {
  block: BlockState | undefined;
  onChange: (data: BlockData) => void;
}

export function InspectorPanel({ block, onChange }: InspectorPanelProps) {
  return (
    <section className="inspector" aria-labelledby="inspector-title">
      <header className="inspector__header">
        <h2 id="inspector-title" className="inspector__title">
          {block ? block.label : 'Settings'}
        </h2>
        {block && (
          <p className="muted">
            <code>{block.tag}</code> ·{' '}
            {block.saved.version === 0 ? 'never saved' : `version ${block.saved.version}`}
            {isUnsaved(block) && <span className="badge">Unsaved</span>}
          </p>
        )}
      </header>
      {block ? (
        <Inspector key={block.key} tag={block.tag} data={block.draft} onChange={onChange} />
      ) : (
        <p className="empty">
          Select a block in the page, or in “Blocks on this page”, to change its settings.
        </p>
      )}
    </section>
  );
}
