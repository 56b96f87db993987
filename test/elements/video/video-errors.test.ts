import { expect, oneEvent } from '@open-wc/testing';
import type { SqVideo } from '../../../elements/video/sq-video.ts';
import { captureConsole } from '../../helpers/image-server.ts';
import { mountOne, playButton, videoMarkup } from './video-fixture.ts';

/** Mounts markup, collecting the console errors and the first `sq-error` it causes. */
async function mountBroken(markup: string): Promise<{ el: SqVideo; errors: string[] }> {
  const console = captureConsole('error');
  const failed = oneEvent(document, 'sq-error');
  try {
    const el = await mountOne(markup);
    await failed;
    return { el, errors: console.messages };
  } finally {
    console.restore();
  }
}

/** The server markup's `<img>` is still a child of the element, untouched and unwrapped. */
function expectServerMarkup(el: SqVideo): void {
  const img = el.querySelector(':scope > img');
  expect(img, 'the poster <img> stays where the server put it').not.to.equal(null);
  expect(img!.hasAttribute('slot'), 'and in the default slot').to.equal(false);
  expect(el.querySelector('sq-image')).to.equal(null);
  expect(playButton(el)).to.equal(null);
  expect(el.shadowRoot!.querySelector('slot:not([name])')).not.to.equal(null);
}

describe('<sq-video> errors', () => {
  const contract = [
    ['a page that is not a video', { url: 'https://example.com/about' }, 'url'],
    ['a javascript: address', { url: 'javascript:alert(1)' }, 'url'],
    ['a YouTube URL without an id', { url: 'https://www.youtube.com/watch?v=short' }, 'url'],
    ['neither url nor html', { mode: 'fit' }, '(root)'],
  ] as const;
  for (const [what, settings, path] of contract) {
    it(`SPEC §8: ${what} gives 'Invalid video embed.' and keeps the server markup`, async () => {
      const { el, errors } = await mountBroken(videoMarkup(settings));
      expect(el.getAttribute('data-sq-error')).to.equal(`${path}: Invalid video embed.`);
      expect(errors).to.deep.equal([
        `[sq-video] invalid data-block-json: ${path}: Invalid video embed.`,
      ]);
      expectServerMarkup(el);
      expect(await el.play()).to.equal(false);
    });
  }

  const embeds = [
    ['a script instead of an iframe', '<script src="https://evil.example/x.js"></script>'],
    ['an iframe with a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
    [
      'two iframes',
      '<iframe src="https://a.example/1"></iframe><iframe src="https://a.example/2"></iframe>',
    ],
    ['plain text', 'not an embed'],
  ] as const;
  for (const [what, code] of embeds) {
    it(`SPEC §8: an html embed with ${what} gives 'Invalid video embed.'`, async () => {
      const { el, errors } = await mountBroken(videoMarkup({ html: code }));
      expect(el.getAttribute('data-sq-error')).to.equal('html: Invalid video embed.');
      expect(errors).to.deep.equal([
        '[sq-video] invalid data-block-json: html: Invalid video embed.',
      ]);
      expectServerMarkup(el);
      expect(document.querySelector('script[src^="https://evil"]')).to.equal(null);
    });
  }

  it('SPEC §5: a mode other than none, fit, fill or null is refused', async () => {
    const { el } = await mountBroken(
      videoMarkup({ url: 'https://vimeo.com/76979871', mode: 'stretch' }),
    );
    expect(el.getAttribute('data-sq-error')).to.equal('mode: must be none, fit, fill or null');
  });

  it('SPEC §8: settings that turn invalid give the server markup back, and the error state passes axe', async () => {
    const el = await mountOne(videoMarkup({ url: 'https://vimeo.com/76979871' }));
    expect(el.querySelector(':scope > img[slot="poster"]')).not.to.equal(null);
    const console = captureConsole('error');
    try {
      el.setAttribute('data-block-json', '{"url":"ftp://example.com/a.mp4"}');
      await el.updateComplete;
    } finally {
      console.restore();
    }
    expectServerMarkup(el);
    await expect(el).to.be.accessible();
  });

  it('SPEC §8: a playing video whose settings turn invalid stops', async () => {
    const el = await mountOne(videoMarkup({ url: 'https://vimeo.com/76979871' }));
    await el.play();
    const stopped = oneEvent(el, 'sq-pause');
    const console = captureConsole('error');
    try {
      el.setAttribute('data-block-json', '{}');
      await el.updateComplete;
    } finally {
      console.restore();
    }
    expect((await stopped).detail.reason).to.equal('stopped');
    expect(el.state).to.equal('overlay');
    expectServerMarkup(el);
  });
});
