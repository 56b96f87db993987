/**
 * The editor app at `/config/` (issue "The owner/editor overlay"): the live page in a frame
 * with the outline of its blocks and the selected block's inspector, the site's data panels,
 * and everything around them (pages, device views, undo and redo, save, reset, leaving).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { editorApi, isSignedOut } from '../api/client.ts';
import type { SiteInfo } from '../api/schemas.ts';
import { useFrameMessages } from '../frame/bridge.ts';
import { PreviewFrame } from '../frame/PreviewFrame.tsx';
import type { FrameMessage } from '../frame/protocol.ts';
import type { InspectorHandle } from '../inspector/Inspector.tsx';
import type { DeviceView } from '../lib/devices.ts';
import { blockKey, isUnsaved, unsavedKeys, type BlockState } from '../lib/editing.ts';
import { editorAddress, frameUrlOf, pathOf } from '../lib/frame-url.ts';
import { previewCookie, setPreviewCookie } from '../lib/preview-cookies.ts';
import { logOut } from '../lib/session.ts';
import { COOKIE_BANNER, SITE_PATH } from '../lib/site-blocks.ts';
import { storeActions } from '../lib/stored-actions.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import { DataView } from './DataView.tsx';
import { closeGuide, Guide, guideUnseen } from './Guide.tsx';
import { InspectorPanel } from './InspectorPanel.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { useEditorKeys } from './use-editor-keys.ts';
import { useEditing } from './use-editing.ts';
import { useFrameSync } from './use-frame-sync.ts';
import type { EditorView } from './views.ts';

/** The cookie banner view, with the banner's code: loaded when the owner first opens it. */
const CookieBannerView = lazy(() =>
  import('./CookieBannerView.tsx').then((module) => ({ default: module.CookieBannerView })),
);

export function App() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [site, setSite] = useState<SiteInfo>();
  const [loadError, setLoadError] = useState<{ message: string; signedOut: boolean }>();
  const [frameSrc, setFrameSrc] = useState(() => frameUrlOf(location.search));
  const [frameUrl, setFrameUrl] = useState(frameSrc);
  const [device, setDevice] = useState<DeviceView>('desktop');
  const [view, setView] = useState<EditorView>('page');
  const [expanded, setExpanded] = useState(() => previewCookie('expandedPreview'));
  const [safeMode, setSafeMode] = useState(() => previewCookie('disableUserScripts'));
  const [guide, setGuide] = useState(guideUnseen);
  const [later, setLater] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const editing = useEditing();
  const { state, dispatch } = editing;
  const path = pathOf(frameUrl);
  const sync = useFrameSync(frame, path, state, dispatch);
  const cookieBanner = state.blocks[COOKIE_BANNER.key];
  const [cookieBannerError, setCookieBannerError] = useState<string>();

  useEffect(() => {
    editorApi.site().then(setSite, (error: unknown) =>
      setLoadError({
        message: error instanceof Error ? error.message : String(error),
        signedOut: isSignedOut(error),
      }),
    );
  }, []);
  useEffect(() => {
    if (site) document.title = `Editing ${site.site.title}`;
  }, [site]);
  // The cookie banner view reads the stored settings each time it opens (a newer saved version
  // replaces the draft only while it has no unsaved change: lib/editing.ts `blocks`).
  useEffect(() => {
    if (view !== 'cookie-banner') return;
    const controller = new AbortController();
    editorApi.cookieBanner(controller.signal).then(
      ({ data, ...saved }) => {
        setCookieBannerError(undefined);
        dispatch({ type: 'blocks', path: SITE_PATH, blocks: [{ ...COOKIE_BANNER, data, saved }] });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setCookieBannerError(error instanceof Error ? error.message : String(error));
        }
      },
    );
    return () => controller.abort();
  }, [view, dispatch]);

  useFrameMessages(frame, (message: FrameMessage) =>
    message.type === 'sq-editor:escape' ? escape() : sync.receive(message),
  );

  /** The frame loaded a page: the address follows it, so a reload or a link opens it again. */
  const onFrameLoad = useCallback(
    (url: string) => {
      setFrameUrl(url);
      history.replaceState(history.state, '', editorAddress(url));
      sync.loaded(url);
    },
    [sync],
  );

  const pageBlocks = useMemo<BlockState[] | undefined>(
    () =>
      sync.order?.flatMap((id) => {
        const block = state.blocks[blockKey(path, id)];
        return block ? [block] : [];
      }),
    [sync.order, state.blocks, path],
  );
  const selected = sync.selectedId ? state.blocks[blockKey(path, sync.selectedId)] : undefined;
  const unsaved = unsavedKeys(state);
  const conflicted = Object.values(state.blocks).find((b) => b.conflict && !later.has(b.key));

  const undo = useCallback(() => {
    const step = state.history.past.at(-1);
    if (!step) return;
    dispatch({ type: 'undo' });
    setAnnouncement(`Undone: ${step.label}`);
  }, [state.history.past, dispatch]);
  const redo = useCallback(() => {
    const step = state.history.future[0];
    if (!step) return;
    dispatch({ type: 'redo' });
    setAnnouncement(`Redone: ${step.label}`);
  }, [state.history.future, dispatch]);
  const toggleExpanded = useCallback(() => {
    setExpanded((on) => {
      setPreviewCookie('expandedPreview', !on);
      return !on;
    });
  }, []);

  const inspector = useRef<InspectorHandle>(null);
  /** Set when a block was chosen by keyboard: its settings' heading takes focus once shown. */
  const focusSettings = useRef(false);
  useEffect(() => {
    if (!focusSettings.current || !selected) return;
    focusSettings.current = false;
    document.getElementById('inspector-title')?.focus();
  }, [selected]);
  /** Save: the open inspector first (its `save` event; an invalid field stops it), then the server. */
  const save = () => {
    if (inspector.current && inspector.current.save() === undefined) {
      setAnnouncement('Not saved: a setting is not valid. Correct the highlighted field.');
      return;
    }
    setLater(new Set());
    void editing.save();
  };

  /** Escape, in the editor or in the page of its frame: closes the guide, else folds the panels. */
  function escape() {
    if (guide) closeGuide(() => setGuide(false));
    else toggleExpanded();
  }

  useEditorKeys({
    undo,
    redo,
    save: () => {
      if (unsaved.length > 0 && editing.status.kind !== 'saving') save();
    },
    escape,
  });

  // Leaving with unsaved edits asks first (once: a log-out the owner confirmed does not ask again).
  const hasUnsaved = unsaved.length > 0;
  const confirmedLeave = useRef(false);
  useEffect(() => {
    if (!hasUnsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!confirmedLeave.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hasUnsaved]);
  const logOutNow = () => {
    if (hasUnsaved && !confirm('You have unsaved changes. Log out and lose them?')) return;
    confirmedLeave.current = true;
    void logOut(frameUrl);
  };
  // A refused save the owner settled (took theirs) leaves nothing to report.
  const status =
    editing.status.kind === 'conflict' && !Object.values(state.blocks).some((b) => b.conflict)
      ? ({ kind: 'idle' } as const)
      : editing.status;

  /** The block whose inspector is open: the selected one, or the cookie banner in its view. */
  const inspected =
    view === 'page' ? selected : view === 'cookie-banner' ? cookieBanner : undefined;
  const reset = () => {
    dispatch({ type: 'reset', keys: unsaved, at: Date.now() });
    if (inspected) inspector.current?.reset(inspected.saved.data);
    setAnnouncement('Back to the saved version. Undo brings your changes back.');
  };
  // The selection survives a reload of the editor (stored actions for the next page load).
  const selectedId = sync.selectedId;
  useEffect(() => {
    const keep = () => storeActions(selectedId ? { path, select: selectedId } : null);
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [path, selectedId]);
  const toggleSafeMode = () => {
    setPreviewCookie('disableUserScripts', !safeMode);
    setSafeMode(!safeMode);
    frame.current?.contentWindow?.location.reload();
  };
  const openPage = (page: string) => {
    setFrameSrc(page);
    setView('page');
  };

  if (loadError) {
    return (
      <main className="fatal">
        <h1>The editor could not start</h1>
        <p role="alert">{loadError.message}</p>
        <p>
          <a href={location.href}>{loadError.signedOut ? 'Sign in again' : 'Try again'}</a>
        </p>
      </main>
    );
  }

  return (
    <div className={`app${expanded ? ' app--expanded' : ''}`}>
      <TopBar
        site={site}
        frameUrl={frameUrl}
        onPage={openPage}
        device={device}
        onDevice={setDevice}
        undoLabel={state.history.past.at(-1)?.label}
        redoLabel={state.history.future[0]?.label}
        onUndo={undo}
        onRedo={redo}
        unsaved={unsaved.length}
        status={status}
        onSave={save}
        onReset={reset}
      />
      {editing.status.kind === 'failed' && (
        <p className="alert alert--bar" role="alert">
          Your changes were not saved: {editing.status.message} They are kept here; try Save again.
        </p>
      )}
      <div className={`workspace${view === 'page' ? '' : ' workspace--data'}`}>
        {!expanded && (
          <aside className="workspace__side" aria-label="Pages, blocks and site data">
            <Sidebar
              site={site}
              view={view}
              onView={setView}
              unsavedViews={
                new Set(cookieBanner && isUnsaved(cookieBanner) ? ['cookie-banner'] : [])
              }
              blocks={pageBlocks}
              selectedId={sync.selectedId}
              hoverId={sync.hoverId}
              onSelect={(id, byKeyboard) => {
                sync.select(id);
                if (byKeyboard) focusSettings.current = true;
              }}
              onHover={(id) => sync.hover(id)}
              onLogOut={logOutNow}
            />
          </aside>
        )}
        <main
          className="workspace__main"
          aria-label={
            view === 'page'
              ? 'Page preview'
              : view === 'cookie-banner'
                ? 'Cookie banner'
                : 'Site data'
          }
        >
          {view === 'cookie-banner' ? (
            <Suspense fallback={<p className="panel muted">Loading…</p>}>
              <CookieBannerView
                block={cookieBanner}
                loadError={cookieBannerError}
                inspector={inspector}
                onChange={(data) =>
                  dispatch({ type: 'edit', key: COOKIE_BANNER.key, data, at: Date.now() })
                }
              />
            </Suspense>
          ) : (
            view !== 'page' && <DataView view={view} />
          )}
          <div className="page-view" hidden={view !== 'page'}>
            <div className="frame-bar">
              <span className="frame-bar__path" title={frameUrl}>
                {frameUrl}
              </span>
              <label className="switch">
                <input type="checkbox" role="switch" checked={safeMode} onChange={toggleSafeMode} />
                <span title="Shows the page without the site's own scripts">Safe mode</span>
              </label>
              <button
                type="button"
                className="button button--quiet"
                aria-pressed={expanded}
                onClick={toggleExpanded}
                aria-keyshortcuts="Escape"
              >
                {expanded ? 'Show panels' : 'Larger preview'}
              </button>
            </div>
            <PreviewFrame
              frame={frame}
              src={frameSrc}
              device={device}
              title={`Preview of ${frameUrl}`}
              onLoad={onFrameLoad}
            />
          </div>
        </main>
        {!expanded && view === 'page' && (
          <aside className="workspace__inspector" aria-label="Block settings">
            <InspectorPanel
              block={selected}
              inspector={inspector}
              onClosed={() => sync.select(null)}
              onChange={(data) =>
                selected && dispatch({ type: 'edit', key: selected.key, data, at: Date.now() })
              }
            />
          </aside>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {guide && <Guide onClose={() => setGuide(false)} />}
      {conflicted && (
        <ConflictDialog
          block={conflicted}
          onKeepMine={() => void editing.keepMine(conflicted.key)}
          onTakeTheirs={() => {
            dispatch({ type: 'take-theirs', key: conflicted.key, at: Date.now() });
            setAnnouncement(
              `Took the other tab's version of ${conflicted.label}. Undo brings yours back.`,
            );
          }}
          onLater={() => setLater(new Set([...later, conflicted.key]))}
        />
      )}
    </div>
  );
}
