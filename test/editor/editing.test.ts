// The editing state of a session (issue "Saving"): undo and redo across every edit, typing as
// one step, reset to the saved version, and a refused save (409) that loses nothing typed.
import { expect } from '@open-wc/testing';
import {
  INITIAL_EDITING,
  blockKey,
  editingReducer,
  unsavedKeys,
  type EditingAction,
  type EditingState,
} from '../../editor/lib/editing.ts';
import { MERGE_WINDOW_MS } from '../../editor/lib/history.ts';

const GALLERY = blockKey('/gallery', 'work-gallery');
const FORM = blockKey('/contact', 'contact-form');
const saved = { version: 2, savedAt: '2026-11-26T10:00:00.000Z', savedBy: 'owner@example.com' };

function run(...actions: EditingAction[]): EditingState {
  return actions.reduce(editingReducer, INITIAL_EDITING);
}

const known: EditingAction[] = [
  {
    type: 'blocks',
    path: '/gallery',
    blocks: [
      {
        id: 'work-gallery',
        tag: 'sq-gallery',
        label: 'Gallery',
        data: { design: 'grid', autoplay: false },
        saved,
      },
    ],
  },
  {
    type: 'blocks',
    path: '/contact',
    blocks: [
      { id: 'contact-form', tag: 'sq-form', label: 'Form', data: { submitButtonText: 'Send' } },
    ],
  },
];

describe('editing history (undo and redo across every edit of the session)', () => {
  it('undoes and redoes edits of blocks on different pages in the order they were made', () => {
    let state = run(
      ...known,
      { type: 'edit', key: GALLERY, data: { design: 'slideshow', autoplay: false }, at: 0 },
      { type: 'edit', key: FORM, data: { submitButtonText: 'Send it' }, at: 5000 },
      { type: 'edit', key: GALLERY, data: { design: 'slideshow', autoplay: true }, at: 10000 },
    );
    expect(unsavedKeys(state)).to.have.members([GALLERY, FORM]);
    expect(state.history.past.map((s) => s.label)).to.deep.equal([
      'Gallery: design',
      'Form: submitButtonText',
      'Gallery: autoplay',
    ]);

    state = editingReducer(editingReducer(state, { type: 'undo' }), { type: 'undo' });
    expect(state.blocks[GALLERY]!.draft).to.deep.equal({ design: 'slideshow', autoplay: false });
    expect(state.blocks[FORM]!.draft).to.deep.equal({ submitButtonText: 'Send' });
    expect(state.lastMove?.step.label).to.equal('Form: submitButtonText');

    state = editingReducer(state, { type: 'redo' });
    expect(state.blocks[FORM]!.draft).to.deep.equal({ submitButtonText: 'Send it' });

    state = run(...known);
    expect(editingReducer(state, { type: 'undo' })).to.equal(state, 'nothing to undo');
  });

  it('a new edit after an undo clears what could be redone', () => {
    let state = run(...known, {
      type: 'edit',
      key: GALLERY,
      data: { design: 'strip', autoplay: false },
      at: 0,
    });
    state = editingReducer(state, { type: 'undo' });
    expect(state.history.future).to.have.length(1);
    state = editingReducer(state, {
      type: 'edit',
      key: GALLERY,
      data: { design: 'grid', autoplay: true },
      at: 100,
    });
    expect(state.history.future).to.have.length(0);
  });

  it('typing into one text value is one step; a pause starts another', () => {
    const type = (text: string, at: number): EditingAction => ({
      type: 'edit',
      key: FORM,
      data: { submitButtonText: text },
      at,
    });
    let state = run(
      ...known,
      type('Sen', 0),
      type('Sen', 1),
      type('Send n', 200),
      type('Send now', 400),
    );
    expect(state.history.past).to.have.length(1);
    state = editingReducer(state, type('Send now!', 400 + MERGE_WINDOW_MS + 1));
    expect(state.history.past).to.have.length(2);
    state = editingReducer(editingReducer(state, { type: 'undo' }), { type: 'undo' });
    expect(state.blocks[FORM]!.draft).to.deep.equal({ submitButtonText: 'Send' });
  });

  it('reset returns to the last saved version and Undo brings the edits back', () => {
    let state = run(...known, {
      type: 'edit',
      key: GALLERY,
      data: { design: 'strip', autoplay: true },
      at: 0,
    });
    state = editingReducer(state, { type: 'reset', keys: [GALLERY], at: 10 });
    expect(state.blocks[GALLERY]!.draft).to.deep.equal({ design: 'grid', autoplay: false });
    expect(unsavedKeys(state)).to.deep.equal([]);
    state = editingReducer(state, { type: 'undo' });
    expect(state.blocks[GALLERY]!.draft).to.deep.equal({ design: 'strip', autoplay: true });
  });
});

describe('saving and a refused save (409: another tab saved first)', () => {
  const mine = { design: 'slideshow', autoplay: true };
  const theirs = {
    data: { design: 'carousel', autoplay: false },
    version: 3,
    savedAt: '2026-11-26T11:00:00.000Z',
    savedBy: 'editor@example.com',
  };

  it('a save stores the version and leaves nothing unsaved', () => {
    let state = run(...known, { type: 'edit', key: GALLERY, data: mine, at: 0 });
    state = editingReducer(state, {
      type: 'saved',
      key: GALLERY,
      data: mine,
      saved: { version: 3, savedAt: null, savedBy: null },
    });
    expect(state.blocks[GALLERY]!.saved.version).to.equal(3);
    expect(unsavedKeys(state)).to.deep.equal([]);
  });

  it('keeps both versions; taking theirs is a step, so Undo brings mine back', () => {
    let state = run(...known, { type: 'edit', key: GALLERY, data: mine, at: 0 });
    state = editingReducer(state, { type: 'conflict', key: GALLERY, current: theirs });
    expect(state.blocks[GALLERY]!.conflict).to.deep.equal(theirs);
    expect(state.blocks[GALLERY]!.draft).to.deep.equal(mine, 'the refusal keeps what was typed');

    state = editingReducer(state, { type: 'take-theirs', key: GALLERY, at: 5 });
    expect(state.blocks[GALLERY]!.conflict).to.equal(undefined);
    expect(state.blocks[GALLERY]!.draft).to.deep.equal(theirs.data);
    expect(state.blocks[GALLERY]!.saved.version).to.equal(3);
    expect(unsavedKeys(state)).to.deep.equal([]);

    state = editingReducer(state, { type: 'undo' });
    expect(state.blocks[GALLERY]!.draft).to.deep.equal(mine);
    expect(unsavedKeys(state)).to.deep.equal(
      [GALLERY],
      'mine is an unsaved change on top of theirs',
    );
  });

  it('keeping mine: the save over their version clears the conflict', () => {
    let state = run(...known, { type: 'edit', key: GALLERY, data: mine, at: 0 });
    state = editingReducer(state, { type: 'conflict', key: GALLERY, current: theirs });
    state = editingReducer(state, {
      type: 'saved',
      key: GALLERY,
      data: mine,
      saved: { version: 4, savedAt: null, savedBy: null },
    });
    expect(state.blocks[GALLERY]!.conflict).to.equal(undefined);
    expect(state.blocks[GALLERY]!.saved).to.deep.include({ version: 4, data: mine });
  });

  it('a newer stored version from the server does not replace unsaved edits', () => {
    let state = run(...known, { type: 'edit', key: GALLERY, data: mine, at: 0 });
    state = editingReducer(state, {
      type: 'blocks',
      path: '/gallery',
      blocks: [
        {
          id: 'work-gallery',
          tag: 'sq-gallery',
          data: theirs.data,
          saved: { version: 3, savedAt: null, savedBy: null },
        },
      ],
    });
    expect(state.blocks[GALLERY]!.draft).to.deep.equal(mine);
    expect(state.blocks[GALLERY]!.saved.version).to.equal(2);
  });
});
