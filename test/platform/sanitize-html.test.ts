import { expect } from '@open-wc/testing';
import { setSanitizedHtml } from '../../platform/dom/sanitize-html.ts';
import { SANITIZER_PATHS, domPurifyFetched, useSanitizerPath } from '../helpers/sanitizer-paths.ts';
import { HTML_VECTORS } from '../helpers/xss-corpus.ts';
import { dangers, listenForXss, provoke, settle } from '../helpers/xss-harness.ts';

const RICH_TEXT =
  '<h2>Opening hours</h2><p>Tuesday to <strong>Sunday</strong>, <em>10 to 6</em>.<br>' +
  '<a href="/visit" title="How to find us" target="_blank" rel="noopener">Find us</a></p>' +
  '<ul><li>Wheel room</li><li>Glaze room</li></ul>' +
  '<p><img src="/images/kiln.jpg" alt="The kiln" width="40" height="30"></p>' +
  '<table><tbody><tr><th>Class</th><td>Saturday</td></tr></tbody></table>';

/** `html` put into a new element of the page by `setSanitizedHtml`. */
async function sanitized(html: string): Promise<HTMLElement> {
  const box = document.createElement('div');
  document.body.append(box);
  await setSanitizedHtml(box, html);
  return box;
}

describe('platform/dom/sanitize-html', () => {
  let restore = () => undefined as unknown;
  afterEach(() => restore());

  // First in the file: nothing has fetched DOMPurify yet.
  it('where the browser has setHTML, the HTML is in when the call returns and DOMPurify is never fetched', () => {
    restore = useSanitizerPath('setHTML');
    const box = document.createElement('div');
    expect(setSanitizedHtml(box, '<p>Kiln <b>open</b></p>')).to.equal(undefined);
    expect(box.innerHTML).to.equal('<p>Kiln <b>open</b></p>');
    expect(domPurifyFetched()).to.equal(false);
  });

  it('without setHTML, DOMPurify loads on demand and puts the HTML in once it has', async () => {
    restore = useSanitizerPath('DOMPurify');
    const box = document.createElement('div');
    const pending = setSanitizedHtml(box, '<p>Kiln <b>open</b></p>');
    expect(pending).to.be.instanceOf(Promise);
    expect(box.innerHTML).to.equal('');
    await pending;
    expect(box.innerHTML).to.equal('<p>Kiln <b>open</b></p>');
    expect(domPurifyFetched()).to.equal(true);
  });

  for (const path of SANITIZER_PATHS) {
    it(`keeps text, its formatting, lists, tables, links and pictures, the same on both paths (${path})`, async () => {
      restore = useSanitizerPath(path);
      const box = await sanitized(RICH_TEXT);
      expect(box.innerHTML).to.equal(RICH_TEXT);
      box.remove();
    });

    it(`the whole XSS corpus: nothing runs, nothing that would run or restyle the page is kept (${path})`, async () => {
      restore = useSanitizerPath(path);
      const xss = listenForXss();
      const host = document.createElement('div');
      document.body.append(host);
      const kept: string[] = [];
      try {
        for (const vector of HTML_VECTORS) {
          const box = document.createElement('div');
          host.append(box);
          await setSanitizedHtml(box, vector.value);
          kept.push(...dangers(box).map((danger) => `${vector.name}: ${danger}`));
        }
        expect(kept).to.deep.equal([]);
        provoke(host);
        await settle(host);
        expect(xss.ran(), 'vectors that ran').to.equal(0);
      } finally {
        xss.stop();
        host.remove();
      }
    });
  }

  it('the harness sees a vector that runs: the same corpus inserted unsanitized runs', async () => {
    const xss = listenForXss();
    const host = document.createElement('div');
    document.body.append(host);
    // Not those that would take the test page elsewhere (a refresh, a new base address) or
    // frame the test page itself (src=#), which the test runner takes for a reload.
    const inPlace = HTML_VECTORS.filter((vector) => !/<(meta|base)\b|src=#/i.test(vector.value));
    try {
      for (const vector of inPlace) {
        const box = document.createElement('div');
        box.innerHTML = vector.value;
        host.append(box);
      }
      expect(dangers(host).length).to.be.greaterThan(HTML_VECTORS.length / 2);
      provoke(host);
      await settle(host);
      expect(xss.ran()).to.be.greaterThan(10);
    } finally {
      xss.stop();
      host.remove();
    }
  });
});
