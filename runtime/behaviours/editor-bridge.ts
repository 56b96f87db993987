/**
 * The editor bridge: the page's end of the editor's preview frame (loaded only there, see
 * editor-bridge-frame.ts). It talks to the editor app in the parent window with `postMessage`,
 * taking messages only from this origin and from the parent window, and sending them to this
 * origin only. Every message is an object whose `type` starts with `sq-editor:`:
 *
 * To the editor:
 * - `ready` `{ path, title, blocks: [{ id, tag, label, data }] }`: the page's blocks (every `sq-`
 *   element with an `id`), at start and again whenever blocks are added or removed;
 * - `hover` `{ id | null }`: the block under the pointer changed;
 * - `select` `{ id }`: a block was clicked (the click follows no link);
 * - `patched` `{ id }`: a `patch` is in the block and the block has drawn it (`updateComplete`).
 *
 * From the editor:
 * - `patch` `{ id, json }`: set the block's `data-block-json` to `json`, in place (no reload, the
 *   scroll position stays);
 * - `select` `{ id | null }`: outline that block as selected and scroll it into view;
 * - `hover` `{ id | null }`: outline that block without selecting it.
 *
 * The outlines and the blocks' names are drawn by editor-bridge-overlay.ts.
 */
import type { Behaviour } from '../environment.ts';
import { BlockOverlay } from './editor-bridge-overlay.ts';

/** A block as the editor sees it. */
export interface BridgeBlock {
  id: string;
  tag: string;
  label: string;
  data: Record<string, unknown>;
}

const isBlock = (node: unknown): node is HTMLElement =>
  node instanceof Element && node.localName.startsWith('sq-') && node.id !== '';

/** The blocks of `doc`: its `sq-` elements with an `id`, in document order. */
export function blocksOf(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>('[id]')].filter(isBlock);
}

/** `sq-cookie-banner` → "Cookie banner". */
const tagName = (tag: string): string => {
  const words = tag.replace(/^sq-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The block's settings, parsed (`{}` when its JSON is missing or not an object). */
function dataOf(block: Element): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(block.getAttribute('data-block-json') ?? '{}');
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A block's name: its own (`label`, `aria-label`), its first heading, or its kind. */
export function labelOf(block: Element, data = dataOf(block)): string {
  const text = (value: unknown) =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  return (
    text(data.label) ||
    text(block.getAttribute('aria-label')) ||
    text(block.querySelector('h1, h2, h3, h4, h5, h6')?.textContent).slice(0, 80) ||
    tagName(block.localName)
  );
}

const describe = (block: HTMLElement): BridgeBlock => {
  const data = dataOf(block);
  return { id: block.id, tag: block.localName, label: labelOf(block, data), data };
};

/** The innermost block on an event's path (through shadow roots), if any. */
const blockOn = (event: Event): HTMLElement | undefined => event.composedPath().find(isBlock);

type Incoming = { type?: unknown; id?: unknown; json?: unknown };

export const editorBridge: Behaviour = (env) => {
  const doc = env.document;
  const win = doc.defaultView;
  if (!win || win.parent === win) return;
  const parent = win.parent;
  const send = (message: Record<string, unknown>) =>
    parent.postMessage(message, win.location.origin);
  const overlay = new BlockOverlay(doc);
  const byId = (id: unknown) => {
    const el = typeof id === 'string' && id ? doc.getElementById(id) : null;
    return isBlock(el) ? el : undefined;
  };

  let shown = '';
  /** Sends `ready` when the page's blocks are not the ones the editor was last told of. */
  const announce = () => {
    const blocks = blocksOf(doc);
    const key = blocks.map((block) => `${block.localName}#${block.id}`).join(' ');
    if (key === shown) return;
    shown = key;
    send({
      type: 'sq-editor:ready',
      path: win.location.pathname,
      title: doc.title,
      blocks: blocks.map(describe),
    });
  };
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      announce();
      overlay.redraw();
    });
  });
  observer.observe(doc.body, { childList: true, subtree: true, attributeFilter: ['id'] });

  const outline = (which: 'hover' | 'selected', block: HTMLElement | undefined) =>
    overlay[which].show(block, block ? labelOf(block) : '');

  const patch = async (block: HTMLElement, json: string) => {
    block.setAttribute('data-block-json', json);
    try {
      await (block as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
    } catch {
      // An update that failed is the element's to report (its error contract); the patch is in.
    }
    overlay.redraw();
    send({ type: 'sq-editor:patched', id: block.id });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== parent) return;
    const message = event.data as Incoming | null;
    if (!message || typeof message !== 'object') return;
    const block = byId(message.id);
    if (message.type === 'sq-editor:patch') {
      if (block && typeof message.json === 'string') void patch(block, message.json);
    } else if (message.type === 'sq-editor:select') {
      outline('selected', block);
      const still = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
      block?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    } else if (message.type === 'sq-editor:hover') {
      outline('hover', block);
    }
  };

  let hovered: HTMLElement | undefined;
  const hover = (block: HTMLElement | undefined) => {
    if (block === hovered) return;
    hovered = block;
    outline('hover', block);
    send({ type: 'sq-editor:hover', id: block?.id ?? null });
  };
  const onPointer = (event: PointerEvent) => hover(blockOn(event));
  const onLeave = () => hover(undefined);
  const onClick = (event: MouseEvent) => {
    const block = blockOn(event);
    if (!block) return;
    event.preventDefault();
    outline('selected', block);
    send({ type: 'sq-editor:select', id: block.id });
  };

  win.addEventListener('message', onMessage);
  doc.addEventListener('pointerover', onPointer, { passive: true });
  doc.documentElement.addEventListener('pointerleave', onLeave, { passive: true });
  doc.addEventListener('click', onClick, { capture: true });
  announce();

  return () => {
    win.removeEventListener('message', onMessage);
    doc.removeEventListener('pointerover', onPointer);
    doc.documentElement.removeEventListener('pointerleave', onLeave);
    doc.removeEventListener('click', onClick, { capture: true });
    observer.disconnect();
    overlay.remove();
  };
};
