/**
 * The editor's top bar: the site and its pages, device views, undo and redo, saving, and "View
 * site" (the page on the published site with `noredirect`, remembered there for the session).
 */
import type { SiteInfo } from '../api/schemas.ts';
import { DEVICE_VIEWS, type DeviceView } from '../lib/devices.ts';
import { viewSiteUrl } from '../lib/frame-url.ts';
import type { SaveStatus } from './use-editing.ts';

export interface TopBarProps {
  site: SiteInfo | undefined;
  /** The page in the frame (path and query). */
  frameUrl: string;
  onPage: (path: string) => void;
  device: DeviceView;
  onDevice: (view: DeviceView) => void;
  undoLabel: string | undefined;
  redoLabel: string | undefined;
  onUndo: () => void;
  onRedo: () => void;
  unsaved: number;
  status: SaveStatus;
  onSave: () => void;
  onReset: () => void;
}

const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

/** The curved arrow of Undo (mirrored: Redo), drawn for the eye only. */
function ArrowIcon({ mirrored = false }: { mirrored?: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      className={mirrored ? 'icon icon--mirrored' : 'icon'}
    >
      <path d="M7 5 3 9l4 4M3.5 9H12a5 5 0 0 1 0 10h-2" />
    </svg>
  );
}

/** A page's title without the site's name the template adds ("The work · Kiln & Clay"). */
export function pageTitle(title: string, siteTitle: string | undefined): string {
  if (!siteTitle || title === siteTitle) return title;
  const match = title.match(/^(.*?)\s*[·|—–-]\s*(.*)$/);
  return match && match[2] === siteTitle && match[1] ? match[1] : title;
}

/** The status line's words for saving (short: the bar is narrow at 1024 px). */
function statusText(status: SaveStatus, unsaved: number): string {
  if (status.kind === 'saving') return 'Saving…';
  if (status.kind === 'conflict') return 'Not saved: conflict';
  if (status.kind === 'failed') return 'Not saved';
  if (unsaved > 0) return unsaved === 1 ? '1 unsaved change' : `${unsaved} unsaved changes`;
  if (status.kind === 'saved') return `Saved at ${status.at}`;
  return 'All saved';
}

export function TopBar(props: TopBarProps) {
  const { site, frameUrl, device, status, unsaved } = props;
  const pages = site?.pages ?? [];
  const path = frameUrl.split(/[?#]/, 1)[0] ?? '/';
  const listed = pages.some((p) => p.path === path);
  const problem = status.kind === 'conflict' || status.kind === 'failed';
  return (
    <header className="topbar" aria-label="Editor">
      <div className="topbar__site">
        <span className="topbar__title">{site?.site.title ?? 'Your site'}</span>
        <label className="visually-hidden" htmlFor="page-select">
          Page
        </label>
        <select
          id="page-select"
          value={listed ? path : ''}
          onChange={(e) => props.onPage(e.target.value)}
        >
          {!listed && <option value="">{path}</option>}
          {pages.map((p) => (
            <option key={p.path} value={p.path}>
              {p.title ? pageTitle(p.title, site?.site.title) : p.path}
            </option>
          ))}
        </select>
      </div>
      <div className="segmented" role="group" aria-label="Device view">
        {DEVICE_VIEWS.map((d) => (
          <button
            key={d.view}
            type="button"
            aria-pressed={device === d.view}
            onClick={() => props.onDevice(d.view)}
            title={d.size ? `${d.label}, ${d.size.width} × ${d.size.height}` : d.label}
          >
            {d.label}
          </button>
        ))}
      </div>
      <div className="topbar__edit" role="group" aria-label="Edits">
        <button
          type="button"
          className="button button--quiet button--icon"
          onClick={props.onUndo}
          disabled={!props.undoLabel}
          aria-label="Undo"
          aria-keyshortcuts="Control+Z Meta+Z"
          title={props.undoLabel ? `Undo ${props.undoLabel} (${mod}Z)` : 'Nothing to undo'}
        >
          <ArrowIcon />
        </button>
        <button
          type="button"
          className="button button--quiet button--icon"
          onClick={props.onRedo}
          disabled={!props.redoLabel}
          aria-label="Redo"
          aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
          title={props.redoLabel ? `Redo ${props.redoLabel} (Shift+${mod}Z)` : 'Nothing to redo'}
        >
          <ArrowIcon mirrored />
        </button>
        <span
          className={`save-status${problem ? ' save-status--problem' : ''}`}
          role="status"
          title={status.kind === 'failed' ? status.message : undefined}
        >
          {statusText(status, unsaved)}
        </span>
        <button
          type="button"
          className="button"
          onClick={props.onReset}
          disabled={unsaved === 0 || status.kind === 'saving'}
        >
          Reset
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={props.onSave}
          aria-keyshortcuts="Control+S Meta+S"
          disabled={unsaved === 0 || status.kind === 'saving'}
        >
          Save
        </button>
      </div>
      <a className="button topbar__view" href={viewSiteUrl(frameUrl)}>
        View site
      </a>
    </header>
  );
}
