// Keeping the editor and its preview frame in step (the editor contract's "Frame and bridge"):
// the outline and the selection across the frame's page loads, whichever of the frame's `load`
// and its bridge's `ready` comes first.
import { expect } from '@open-wc/testing';
import { createRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useFrameSync, type FrameSync } from '../../editor/app/use-frame-sync.ts';
import { INITIAL_EDITING } from '../../editor/lib/editing.ts';
import { cleanup, render } from './render.ts';

const BLOCKS = ['studio-image', 'studio-pictures'];

/** The server's blocks of any page: the editor asks for them on each page load. */
function serveBlocks(): () => void {
  const original = window.fetch;
  window.fetch = async () =>
    new Response(
      JSON.stringify({
        blocks: BLOCKS.map((id) => ({
          id,
          tag: 'sq-image',
          data: {},
          version: 0,
          savedAt: null,
          savedBy: null,
        })),
      }),
      { headers: { 'content-type': 'application/json' } },
    );
  return () => {
    window.fetch = original;
  };
}

const ready = (path: string) =>
  ({
    type: 'sq-editor:ready',
    path,
    title: 'About',
    blocks: BLOCKS.map((id) => ({ id, tag: 'sq-image', label: id, data: {} })),
  }) as const;

function Probe({ out }: { out: RefObject<FrameSync | null> }) {
  const frame = createRef<HTMLIFrameElement>();
  out.current = useFrameSync(frame, '/about', INITIAL_EDITING, () => {});
  return null;
}

describe('useFrameSync (editor)', () => {
  let restore: () => void;
  beforeEach(() => (restore = serveBlocks()));
  afterEach(() => {
    cleanup();
    restore();
  });

  function mount(): RefObject<FrameSync | null> {
    const sync = createRef<FrameSync>() as RefObject<FrameSync | null>;
    render(<Probe out={sync} />);
    return sync;
  }
  const act = (fn: () => void) => flushSync(fn);

  it('a reload of the same page keeps the selection even when the bridge reports after the load', () => {
    const sync = mount();
    act(() => sync.current!.loaded('/about'));
    // Selected in the outline before the page's bridge ever reported.
    act(() => sync.current!.select('studio-image'));
    // The frame reloads (Safe mode): its `load` comes first, its bridge after.
    act(() => sync.current!.loaded('/about'));
    expect(sync.current!.selectedId).to.equal('studio-image');
    act(() => sync.current!.receive(ready('/about')));
    expect(sync.current!.selectedId).to.equal('studio-image');
    expect(sync.current!.order).to.deep.equal(BLOCKS);
  });

  it('another page clears the selection and the outline until that page reports', () => {
    const sync = mount();
    act(() => sync.current!.loaded('/about'));
    act(() => sync.current!.receive(ready('/about')));
    act(() => sync.current!.select('studio-image'));
    act(() => sync.current!.loaded('/classes'));
    expect(sync.current!.selectedId).to.equal(null);
    expect(sync.current!.order).to.equal(undefined);
  });

  it('a new page whose bridge reported before its load keeps what the bridge said', () => {
    const sync = mount();
    act(() => sync.current!.loaded('/about'));
    act(() => sync.current!.receive(ready('/classes')));
    act(() => sync.current!.select('studio-pictures'));
    act(() => sync.current!.loaded('/classes'));
    expect(sync.current!.selectedId).to.equal('studio-pictures');
    expect(sync.current!.order).to.deep.equal(BLOCKS);
  });
});
