/**
 * The editor's left column: what to show (the page, or one of the site's data panels), the
 * outline of the page's blocks (the keyboard's way to select a block: Tab to it, Enter or Space;
 * focus then moves to the block's settings, so the next Tab is in its form, not in the page),
 * and the account's links (help, upgrade, log out).
 */
import type { SiteInfo } from '../api/schemas.ts';
import { isUnsaved, type BlockState } from '../lib/editing.ts';
import { helpUrl, upgradeUrl } from '../lib/links.ts';
import { VIEWS, type EditorView } from './views.ts';

export interface SidebarProps {
  site: SiteInfo | undefined;
  view: EditorView;
  onView: (view: EditorView) => void;
  /** Views holding unsaved changes of their own (the cookie banner's settings). */
  unsavedViews: ReadonlySet<EditorView>;
  /** The page's blocks, in page order; undefined while the page loads. */
  blocks: readonly BlockState[] | undefined;
  selectedId: string | null;
  hoverId: string | null;
  /** Block `id` was chosen; `byKeyboard` when Enter or Space did it (not a pointer). */
  onSelect: (id: string, byKeyboard: boolean) => void;
  onHover: (id: string | null) => void;
  onLogOut: () => void;
}

export function Sidebar(props: SidebarProps) {
  const { site, view, blocks } = props;
  return (
    <div className="sidebar">
      <nav aria-label="Editor views">
        <ul className="views">
          {VIEWS.map((v) => (
            <li key={v.view}>
              <button
                type="button"
                className="views__item"
                aria-current={view === v.view ? 'page' : undefined}
                onClick={() => props.onView(v.view)}
              >
                {v.label}
                {props.unsavedViews.has(v.view) && <span className="badge">Unsaved</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'page' && (
        <section className="outline" aria-labelledby="outline-heading">
          <h2 id="outline-heading" className="sidebar__heading">
            Blocks on this page
          </h2>
          {blocks === undefined ? (
            <p className="muted">Loading the page…</p>
          ) : blocks.length === 0 ? (
            <p className="muted">This page has no blocks to edit.</p>
          ) : (
            <ul className="outline__list">
              {blocks.map((block) => (
                <li key={block.key}>
                  <button
                    type="button"
                    className={`outline__item${props.hoverId === block.id ? ' is-hovered' : ''}`}
                    aria-pressed={props.selectedId === block.id}
                    onClick={(event) => props.onSelect(block.id, event.detail === 0)}
                    onMouseEnter={() => props.onHover(block.id)}
                    onMouseLeave={() => props.onHover(null)}
                    onFocus={() => props.onHover(block.id)}
                    onBlur={() => props.onHover(null)}
                  >
                    <span className="outline__label">{block.label}</span>
                    <span className="outline__tag">#{block.id}</span>
                    {isUnsaved(block) && <span className="badge">Unsaved</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <footer className="sidebar__account">
        {site?.account.email && (
          <p className="sidebar__email">
            {/* A long address breaks after its @, not inside a word. */}
            {site.account.email.split('@').map((part, i) => (
              <span key={i}>
                {i > 0 && (
                  <>
                    @<wbr />
                  </>
                )}
                {part}
              </span>
            ))}
          </p>
        )}
        <ul className="sidebar__links">
          <li>
            <a href={helpUrl()} target="_blank" rel="noopener">
              Help
            </a>
          </li>
          {site && (
            <li>
              <a href={upgradeUrl(site.plan.trial)}>
                {site.plan.trial ? 'Upgrade your trial' : 'Change plan'}
              </a>
            </li>
          )}
          <li>
            <button type="button" className="link-button" onClick={props.onLogOut}>
              Log out
            </button>
          </li>
        </ul>
      </footer>
    </div>
  );
}
