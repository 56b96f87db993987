// A refused save (issue "Saving": two tabs saving the same block): both versions side by side,
// nothing typed lost, and the owner's choice (keep mine and overwrite, or take theirs).
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ConflictDialog } from '../../editor/app/ConflictDialog.tsx';
import type { BlockState } from '../../editor/lib/editing.ts';
import { cleanup, render } from './render.ts';

const block: BlockState = {
  key: '/gallery#work-gallery',
  path: '/gallery',
  id: 'work-gallery',
  tag: 'sq-gallery',
  label: 'Gallery',
  saved: { data: { design: 'grid', autoplay: false }, version: 2, savedAt: null, savedBy: null },
  draft: { design: 'slideshow', autoplay: false, 'autoplay-duration': 4000 },
  conflict: {
    data: { design: 'carousel', autoplay: true },
    version: 3,
    savedAt: '2026-11-26T11:00:00.000Z',
    savedBy: 'editor@kilnandclay.example',
  },
};

/** Each body row's cells' text: [setting, mine, theirs]. */
const rows = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.children].map((cell) => cell.textContent!.trim()),
  );

describe('conflict view (two tabs saving the same block)', () => {
  afterEach(cleanup);

  it('shows both versions side by side, every value that differs, in a modal dialog', async () => {
    const host = render(
      <ConflictDialog
        block={block}
        onKeepMine={() => {}}
        onTakeTheirs={() => {}}
        onLater={() => {}}
      />,
    );
    const dialog = host.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Gallery was saved in another tab');
    const heads = [...dialog.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads[1]).to.equal('Your version (not saved)');
    expect(heads[2]).to.match(
      /^Saved in another tab \(version 3, saved .+ by editor@kilnandclay\.example\)$/,
    );
    expect(rows(dialog)).to.deep.equal([
      ['design', 'slideshow', 'carousel'],
      ['autoplay', 'false', 'true'],
      ['autoplay-duration', '4000', '(not set)'],
    ]);
    await expect(dialog).to.be.accessible();
  });

  it('each choice reaches its handler; Escape decides later', async () => {
    const calls: string[] = [];
    const host = render(
      <ConflictDialog
        block={block}
        onKeepMine={() => calls.push('mine')}
        onTakeTheirs={() => calls.push('theirs')}
        onLater={() => calls.push('later')}
      />,
    );
    const button = (name: string) =>
      [...host.querySelectorAll('button')].find((b) => b.textContent === name)!;
    button('Keep mine and overwrite').click();
    button('Take theirs').click();
    button('Decide later').click();
    button('Take theirs').focus();
    await sendKeys({ press: 'Escape' });
    expect(calls).to.deep.equal(['mine', 'theirs', 'later', 'later']);
  });
});
