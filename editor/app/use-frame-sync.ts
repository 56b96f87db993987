/**
 * Keeping the page in the frame and the editor in step (the editor contract's "Frame and
 * bridge"):
 *
 * - the frame's `ready` lists its blocks (order and names); the server's blocks of the same page
 *   give their stored versions; both go into the editing state;
 * - every draft that differs from what the frame shows is patched into the frame at once
 *   (`sq-editor:patch`), after an edit, an undo, a reset, or on arriving at a page that has
 *   unsaved edits from earlier in the session;
 * - selection and hover go both ways.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { editorApi } from '../api/client.ts';
import { sendToFrame } from '../frame/bridge.ts';
import type { FrameMessage } from '../frame/protocol.ts';
import { blockKey, type EditingAction, type EditingState } from '../lib/editing.ts';
import { pathOf } from '../lib/frame-url.ts';
import { takeActions } from '../lib/stored-actions.ts';

export interface FrameSync {
  /** Ids of the page's blocks in page order; undefined until the frame is ready. */
  order: readonly string[] | undefined;
  selectedId: string | null;
  hoverId: string | null;
  /** Handles a message of the frame. */
  receive: (message: FrameMessage) => void;
  /** The frame loaded page `frameUrl` (its blocks are not known yet). */
  loaded: (frameUrl: string) => void;
  /** Selects block `id` (or none), in the editor and in the frame. */
  select: (id: string | null) => void;
  /** Outlines block `id` (or none) in the frame. */
  hover: (id: string | null) => void;
}

export function useFrameSync(
  frame: RefObject<HTMLIFrameElement | null>,
  path: string,
  state: EditingState,
  dispatch: (action: EditingAction) => void,
): FrameSync {
  const [order, setOrder] = useState<readonly string[]>();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useRef(selectedId);
  selected.current = selectedId;
  const [hoverId, setHoverId] = useState<string | null>(null);
  /** The JSON each block of the frame's page shows now, by id. */
  const shown = useRef(new Map<string, string>());
  /** Server blocks already asked for, by path (once per page load). */
  const asked = useRef<string | undefined>(undefined);
  /** The path the frame's last `ready` was for (it may come before the frame's `load`). */
  const readyFor = useRef<string | undefined>(undefined);
  /** The path of the frame's last `load`. */
  const loadedFor = useRef<string | undefined>(undefined);

  const fetchBlocks = useCallback(
    (pagePath: string) => {
      if (asked.current === pagePath) return;
      asked.current = pagePath;
      editorApi.blocks(pagePath).then(
        ({ blocks }) => {
          const editable = blocks.flatMap((b) =>
            b.data === null
              ? []
              : [
                  {
                    id: b.id,
                    tag: b.tag,
                    data: b.data,
                    saved: { version: b.version, savedAt: b.savedAt, savedBy: b.savedBy },
                  },
                ],
          );
          dispatch({ type: 'blocks', path: pagePath, blocks: editable });
          // Until the frame reports its blocks, the outline lists the server's, in page order.
          setOrder((known) => known ?? editable.map((b) => b.id));
        },
        () => {
          // The page keeps its frame blocks; saving will say what is wrong.
          asked.current = undefined;
        },
      );
    },
    [dispatch],
  );

  const loaded = useCallback(
    (frameUrl: string) => {
      const pagePath = pathOf(frameUrl);
      // A reload of the same page keeps its outline and selection (its bridge, however late,
      // draws them again), and a new page's bridge may have reported before its `load`: what
      // it said stands.
      const samePage = loadedFor.current === pagePath || readyFor.current === pagePath;
      loadedFor.current = pagePath;
      if (samePage) return fetchBlocks(pagePath);
      shown.current = new Map();
      asked.current = undefined;
      setOrder(undefined);
      setSelectedId(null);
      setHoverId(null);
      fetchBlocks(pagePath);
    },
    [fetchBlocks],
  );

  const receive = useCallback(
    (message: FrameMessage) => {
      switch (message.type) {
        case 'sq-editor:ready': {
          const pagePath = pathOf(message.path);
          readyFor.current = pagePath;
          if (pagePath !== asked.current) {
            asked.current = undefined;
            fetchBlocks(pagePath);
          }
          shown.current = new Map(message.blocks.map((b) => [b.id, JSON.stringify(b.data)]));
          dispatch({
            type: 'blocks',
            path: pagePath,
            blocks: message.blocks.map(({ id, tag, label, data }) => ({ id, tag, label, data })),
          });
          setOrder(message.blocks.map((b) => b.id));
          // The selection carries over a reload: the stored one (the editor reloaded) or the
          // current one (the frame reloaded), drawn again in the new page.
          const select = takeActions(pagePath)?.select ?? selected.current;
          if (select && message.blocks.some((b) => b.id === select)) {
            setSelectedId(select);
            sendToFrame(frame.current, { type: 'sq-editor:select', id: select });
          }
          return;
        }
        case 'sq-editor:hover':
          setHoverId(message.id);
          return;
        case 'sq-editor:select':
          setSelectedId(message.id);
          return;
        case 'sq-editor:patched':
          return;
      }
    },
    [dispatch, fetchBlocks, frame],
  );

  // Every draft of this page that the frame does not show yet is patched in.
  useEffect(() => {
    if (!order) return;
    for (const id of order) {
      const block = state.blocks[blockKey(path, id)];
      if (!block) continue;
      const json = JSON.stringify(block.draft);
      if (shown.current.get(id) === json) continue;
      shown.current.set(id, json);
      sendToFrame(frame.current, { type: 'sq-editor:patch', id, json });
    }
  }, [state.blocks, order, path, frame]);

  const select = useCallback(
    (id: string | null) => {
      setSelectedId(id);
      sendToFrame(frame.current, { type: 'sq-editor:select', id });
    },
    [frame],
  );
  const hover = useCallback(
    (id: string | null) => {
      setHoverId(id);
      sendToFrame(frame.current, { type: 'sq-editor:hover', id });
    },
    [frame],
  );

  return { order, selectedId, hoverId, receive, loaded, select, hover };
}
