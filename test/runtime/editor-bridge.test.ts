// The editor bridge (SPEC §2 configuration area; ARCHITECTURE "Editor overlay"): the runtime
// loads it only in a same-origin frame of /config, where it reports the page's blocks, outlines
// and names them, follows the editor's patches in place, and takes messages from the editor only.
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { readFrameMessage, type FrameMessage } from '../../editor/frame/protocol.ts';
import { inEditorFrame } from '../../runtime/behaviours/editor-bridge-frame.ts';
import { RUNTIME_KEY, type RuntimeHandle } from '../../runtime/start.ts';
import { OWNER, testEnv } from './helpers.ts';

const FIXTURE = '/test/runtime/editor-bridge.fixture.html';

type Type = FrameMessage['type'];
type Of<T extends Type> = Extract<FrameMessage, { type: T }>;

/** A frame showing the fixture page, and the bridge messages it sends this window. */
interface Preview {
  frame: HTMLIFrameElement;
  win: Window & typeof globalThis;
  doc: Document;
  messages: FrameMessage[];
  /** Resolves with the first message of `type` (after the `skip` first ones) that arrives. */
  next<T extends Type>(type: T, skip?: number): Promise<Of<T>>;
  /** Sends `message` to the page, as the editor does. */
  send(message: unknown): void;
}

const cleanups: (() => void)[] = [];

async function openPreview(): Promise<Preview> {
  const frame = document.createElement('iframe');
  frame.title = 'Page preview';
  frame.width = '800';
  frame.height = '500';
  const messages: FrameMessage[] = [];
  const waiting: (() => void)[] = [];
  const listen = (event: MessageEvent) => {
    if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
    const message = readFrameMessage(event.data);
    expect(message, `a protocol message: ${JSON.stringify(event.data)}`).not.to.equal(undefined);
    messages.push(message!);
    for (const wake of waiting.splice(0)) wake();
  };
  window.addEventListener('message', listen);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = FIXTURE;
  document.body.append(frame);
  cleanups.push(() => {
    window.removeEventListener('message', listen);
    frame.remove();
  });
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  const next = <T extends Type>(type: T, skip = 0): Promise<Of<T>> =>
    new Promise((resolve) => {
      const look = () => {
        const found = messages.filter((m) => m.type === type)[skip];
        if (found) resolve(found as Of<T>);
        else waiting.push(look);
      };
      look();
    });
  return {
    frame,
    win,
    doc: frame.contentDocument!,
    messages,
    next,
    send: (message) => win.postMessage(message, location.origin),
  };
}

/** The frame's runtime, once it has started its behaviours. */
async function runtimeReady(win: Window): Promise<void> {
  const holder = win as unknown as Partial<Record<symbol, RuntimeHandle>>;
  let runtime = holder[RUNTIME_KEY];
  while (!runtime) {
    await new Promise((resolve) => win.requestAnimationFrame(resolve));
    runtime = holder[RUNTIME_KEY];
  }
  await runtime.ready;
}

/** The overlay's outline of `kind` ('hover' | 'selected') in the frame's page. */
function outline(doc: Document, kind: string) {
  const root = doc.querySelector('[data-sq-editor-overlay]')?.shadowRoot;
  const box = root?.querySelector<HTMLElement>(`.box.${kind}`);
  return box && !box.hidden
    ? { rect: box.getBoundingClientRect(), label: box.textContent ?? '' }
    : undefined;
}

const bridgeChunks = (win: Window) =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('editor-bridge.ts') || name.includes('editor-bridge-overlay'));

/** The centre of `el` (in the frame) in this window's coordinates. */
function centreOf(preview: Preview, el: Element): [number, number] {
  const frame = preview.frame.getBoundingClientRect();
  const rect = el.getBoundingClientRect();
  return [
    Math.round(frame.left + preview.frame.clientLeft + rect.left + rect.width / 2),
    Math.round(frame.top + preview.frame.clientTop + rect.top + Math.min(rect.height / 2, 10)),
  ];
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await resetMouse();
});

describe('editor bridge: loaded only in the editor frame', () => {
  it('a frame of a page outside /config loads nothing of the bridge', async () => {
    const preview = await openPreview();
    await runtimeReady(preview.win);
    expect(preview.doc.querySelector('[data-sq-editor-overlay]') === null, 'no overlay').to.equal(
      true,
    );
    expect(bridgeChunks(preview.win)).to.deep.equal([]);
    expect(preview.messages).to.deep.equal([]);
  });

  it('a page of its own (a published page, signed in) loads nothing of the bridge', async () => {
    const win = window.open(FIXTURE, '_blank', 'width=800,height=600') as
      (Window & typeof globalThis) | null;
    expect(win !== null, 'a window opened').to.equal(true);
    cleanups.push(() => win!.close());
    await new Promise((resolve) => win!.addEventListener('load', resolve, { once: true }));
    await runtimeReady(win!);
    expect(win!.document.querySelector('[data-sq-editor-overlay]') === null, 'no overlay').to.equal(
      true,
    );
    expect(bridgeChunks(win!)).to.deep.equal([]);
  });

  it('needs a frame, a signed-in account and a same-origin parent at /config', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    cleanups.push(() => frame.remove());
    const inFrame = { inFrame: true, document: frame.contentDocument! };
    const original = location.href;
    history.replaceState(null, '', '/config/?frameUrl=%2F');
    try {
      expect(inEditorFrame({ ...testEnv(OWNER), ...inFrame }), 'owner in the frame').to.equal(true);
      expect(inEditorFrame({ ...testEnv(), ...inFrame }), 'anonymous').to.equal(false);
      expect(inEditorFrame(testEnv(OWNER)), 'the page itself, not in a frame').to.equal(false);
    } finally {
      history.replaceState(null, '', original);
    }
    expect(inEditorFrame({ ...testEnv(OWNER), ...inFrame }), 'parent not at /config').to.equal(
      false,
    );
  });
});

describe('editor bridge: in the editor frame', () => {
  let original: string;
  before(() => {
    original = location.href;
    history.replaceState(null, '', `/config/?frameUrl=${encodeURIComponent(FIXTURE)}`);
  });
  after(() => history.replaceState(null, '', original));

  it('reports the page and its blocks (sq- elements with an id), with their names and data', async () => {
    const preview = await openPreview();
    const ready = await preview.next('sq-editor:ready');
    expect(ready).to.deep.equal({
      type: 'sq-editor:ready',
      path: FIXTURE,
      title: 'Studio',
      blocks: [
        {
          id: 'work-gallery',
          tag: 'sq-probe',
          label: 'Our work',
          data: { design: 'grid', label: 'Our work' },
        },
        { id: 'contact-form', tag: 'sq-probe', label: 'Contact us', data: { formId: 'contact' } },
      ],
    });
    expect(bridgeChunks(preview.win), 'the bridge came as a chunk of its own').not.to.deep.equal(
      [],
    );
  });

  it('reports again when a block is added or removed', async () => {
    const preview = await openPreview();
    await preview.next('sq-editor:ready');
    const added = preview.doc.createElement('sq-probe');
    added.id = 'news';
    preview.doc.querySelector('main')!.append(added);
    const again = await preview.next('sq-editor:ready', 1);
    expect(again.blocks.map((block) => [block.id, block.label])).to.deep.equal([
      ['work-gallery', 'Our work'],
      ['contact-form', 'Contact us'],
      ['news', 'Probe'],
    ]);
    preview.doc.getElementById('work-gallery')!.remove();
    const third = await preview.next('sq-editor:ready', 2);
    expect(third.blocks.map((block) => block.id)).to.deep.equal(['contact-form', 'news']);
  });

  it('patches a block in place and answers once the block has drawn it; scroll kept', async () => {
    const preview = await openPreview();
    await preview.next('sq-editor:ready');
    await preview.win.customElements.whenDefined('sq-probe');
    preview.win.scrollTo(0, 300);
    const block = preview.doc.getElementById('work-gallery')!;
    const json = '{"design":"carousel","label":"Our work"}';
    preview.send({ type: 'sq-editor:patch', id: 'work-gallery', json });
    expect(await preview.next('sq-editor:patched')).to.deep.equal({
      type: 'sq-editor:patched',
      id: 'work-gallery',
    });
    expect(block.dataset.drawn, 'drawn before the answer').to.equal(json);
    expect(preview.win.scrollY, 'no reload, same scroll').to.equal(300);
    expect(preview.doc.getElementById('work-gallery') === block, 'the same element').to.equal(true);
  });

  it('outlines and names the block under the pointer and tells the editor', async () => {
    const preview = await openPreview();
    await preview.next('sq-editor:ready');
    const block = preview.doc.querySelector('#work-gallery p')!;
    await sendMouse({ type: 'move', position: centreOf(preview, block) });
    expect(await preview.next('sq-editor:hover')).to.deep.equal({
      type: 'sq-editor:hover',
      id: 'work-gallery',
    });
    const shown = outline(preview.doc, 'hover');
    const rect = preview.doc.getElementById('work-gallery')!.getBoundingClientRect();
    expect(shown?.label).to.equal('Our work');
    expect([shown!.rect.top, shown!.rect.left, shown!.rect.width]).to.deep.equal([
      rect.top,
      rect.left,
      rect.width,
    ]);
    await sendMouse({ type: 'move', position: [900, 5] });
    expect(await preview.next('sq-editor:hover', 1)).to.deep.equal({
      type: 'sq-editor:hover',
      id: null,
    });
  });

  it('a click selects the block and follows no link', async () => {
    const preview = await openPreview();
    await preview.next('sq-editor:ready');
    const link = preview.doc.querySelector('#work-gallery a')!;
    await sendMouse({ type: 'click', position: centreOf(preview, link) });
    expect(await preview.next('sq-editor:select')).to.deep.equal({
      type: 'sq-editor:select',
      id: 'work-gallery',
    });
    expect(preview.win.location.pathname, 'still on the page').to.equal(FIXTURE);
    expect(outline(preview.doc, 'selected')?.label).to.equal('Our work');
  });

  it("the editor's select outlines the block and scrolls it into view; hover outlines it", async () => {
    const preview = await openPreview();
    await preview.next('sq-editor:ready');
    const contact = preview.doc.getElementById('contact-form')!;
    expect(contact.getBoundingClientRect().top).to.be.greaterThan(preview.win.innerHeight);
    preview.send({ type: 'sq-editor:select', id: 'contact-form' });
    while (contact.getBoundingClientRect().bottom > preview.win.innerHeight) {
      await new Promise((resolve) => preview.win.requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => preview.win.requestAnimationFrame(resolve));
    expect(outline(preview.doc, 'selected')?.label).to.equal('Contact us');
    expect(outline(preview.doc, 'selected')?.rect.top).to.equal(
      contact.getBoundingClientRect().top,
    );
    preview.send({ type: 'sq-editor:hover', id: 'contact-form' });
    while (!outline(preview.doc, 'hover')) {
      await new Promise((resolve) => preview.win.requestAnimationFrame(resolve));
    }
    expect(outline(preview.doc, 'hover')?.label).to.equal('Contact us');
    preview.send({ type: 'sq-editor:select', id: null });
    while (outline(preview.doc, 'selected')) {
      await new Promise((resolve) => preview.win.requestAnimationFrame(resolve));
    }
  });

  it('takes no message from another window than the editor', async () => {
    const preview = await openPreview();
    await preview.next('sq-editor:ready');
    const other = document.createElement('iframe');
    document.body.append(other);
    cleanups.push(() => other.remove());
    const json = '{"design":"strip"}';
    // A same-origin window that is not the frame's parent, then the frame's own window.
    const patch = JSON.stringify({ type: 'sq-editor:patch', id: 'work-gallery', json });
    (other.contentWindow as Window & { eval(code: string): void }).eval(
      `parent.document.querySelector('iframe[title="Page preview"]').contentWindow.postMessage(${patch}, '*')`,
    );
    preview.win.eval(`postMessage(${patch}, '*')`);
    // Then the editor's own patch: its answer comes after anything the others could have caused.
    preview.send({ type: 'sq-editor:patch', id: 'contact-form', json: '{"formId":"contact"}' });
    await preview.next('sq-editor:patched');
    expect(preview.messages.filter((m) => m.type === 'sq-editor:patched')).to.deep.equal([
      { type: 'sq-editor:patched', id: 'contact-form' },
    ]);
    expect(preview.doc.getElementById('work-gallery')!.getAttribute('data-block-json')).to.equal(
      '{"design":"grid","label":"Our work"}',
    );
  });
});
