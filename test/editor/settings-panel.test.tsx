// The app's settings column around the inspector (issue "The inspector", "Tweak events"): the
// selected block's name and saved version, its unsaved mark, and Close (the inspector's close and
// after-close, after which the app deselects).
import { expect, waitUntil } from '@open-wc/testing';
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { InspectorPanel } from '../../editor/app/InspectorPanel.tsx';
import type { InspectorHandle } from '../../editor/inspector/Inspector.tsx';
import type { BlockState } from '../../editor/lib/editing.ts';
import { cleanup, render } from './render.ts';

const saved = { design: 'stacked', autoplay: false };
const block = (draft: Record<string, unknown>): BlockState => ({
  key: '/gallery#firings',
  path: '/gallery',
  id: 'firings',
  tag: 'sq-gallery',
  label: 'Gallery',
  saved: { data: saved, version: 3, savedAt: null, savedBy: null },
  draft,
});

describe('settings column (the selected block in the inspector)', () => {
  afterEach(cleanup);

  it('names the block, its saved version and unsaved changes; its form is labelled after it', async () => {
    const host = render(
      <InspectorPanel
        block={block({ design: 'carousel', autoplay: false })}
        inspector={createRef<InspectorHandle>()}
        onChange={() => {}}
        onClosed={() => {}}
      />,
    );
    expect(host.querySelector('h2')!.textContent).to.equal('Gallery');
    expect(host.querySelector('.inspector__header p')!.textContent).to.equal(
      'sq-gallery · version 3Unsaved',
    );
    const form = host.querySelector('form')!;
    expect(form.getAttribute('aria-label')).to.equal('Gallery settings');
    await expect(host).to.be.accessible();
  });

  it('without a selection it says how to select a block', () => {
    const host = render(
      <InspectorPanel
        block={undefined}
        inspector={createRef()}
        onChange={() => {}}
        onClosed={() => {}}
      />,
    );
    expect(host.textContent).to.contain('Select a block in the page');
    expect(host.querySelector('form')).to.equal(null);
  });

  it('Close closes the inspector (its form goes) and then tells the app', async () => {
    let closed = 0;
    const inspector = createRef<InspectorHandle>();
    const host = render(
      <InspectorPanel
        block={block(saved)}
        inspector={inspector}
        onChange={() => {}}
        onClosed={() => (closed += 1)}
      />,
    );
    const close = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Close')!;
    flushSync(() => close.click());
    await waitUntil(() => closed === 1, 'after-close reached the app');
    expect(host.querySelector('form')).to.equal(null);
  });
});
