import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/search/sq-search.ts';
import type { SqSearch } from '../../../elements/search/search.ts';
import { focused } from '../shared/apg.ts';
import { blockFixture } from '../shared/block-fixture.ts';

interface Logged {
  q: string;
  limit: string;
  aborted: boolean;
}

/** The searches the test endpoint received (test/helpers/search-endpoints.mjs). */
const logged = async (): Promise<Logged[]> =>
  (await (await fetch('/test-search/log')).json()) as Logged[];

const SERVER_FORM = html`<form role="search" action="/search" method="get">
  <label class="visually-hidden" for="site-q">Search the site</label>
  <input id="site-q" name="q" type="search" placeholder="Vase, glaze…" />
  <button type="submit">Search</button>
</form>`;

function mount(json = '{"limit": 4}'): Promise<SqSearch> {
  return fixture<SqSearch>(html`<sq-search data-block-json=${json}>${SERVER_FORM}</sq-search>`);
}

const root = (el: SqSearch) => el.shadowRoot!;
const box = (el: SqSearch) => root(el).querySelector<HTMLInputElement>('[role=combobox]')!;
const listbox = (el: SqSearch) => root(el).querySelector<HTMLElement>('[role=listbox]')!;
const options = (el: SqSearch) => [...root(el).querySelectorAll<HTMLElement>('[role=option]')];
const optionTexts = (el: SqSearch) =>
  options(el).map((o) => o.textContent!.replace(/\s+/g, ' ').trim());
const status = (el: SqSearch) => root(el).querySelector('[role=status]')!.textContent!.trim();
const activeOption = (el: SqSearch) => box(el).getAttribute('aria-activedescendant');
const shown = (el: SqSearch) => listbox(el).checkVisibility();

/**
 * Focuses the box and types `text`; waits until the suggestions for it show (on a busy machine
 * those for the first letters may show while the last are typed: the list is busy until then).
 */
async function typeAndWait(el: SqSearch, text: string, count: number): Promise<void> {
  box(el).focus();
  await sendKeys({ type: text });
  await waitUntil(
    () => options(el).length === count && shown(el) && !listbox(el).hasAttribute('aria-busy'),
    `${count} suggestions`,
  );
}

/** The box's text set at once, as one input event (a paste). */
function paste(el: SqSearch, text: string): void {
  box(el).value = text;
  box(el).dispatchEvent(new Event('input', { bubbles: true }));
}

/** Presses `key` (`Alt+KEY` with Alt held down). */
async function press(el: SqSearch, key: string): Promise<void> {
  const alt = key.startsWith('Alt+');
  if (alt) await sendKeys({ down: 'Alt' });
  await sendKeys({ press: alt ? key.slice(4) : key });
  if (alt) await sendKeys({ up: 'Alt' });
  await el.updateComplete;
}

describe('<sq-search> (SPEC §2 search block, WAI-ARIA APG combobox)', () => {
  beforeEach(() => fetch('/test-search/log', { method: 'DELETE' }));

  it('upgrades the server form into a WAI-ARIA combobox with the same label, placeholder, button and address', async () => {
    const el = await mount();
    const input = box(el);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    expect(input.getAttribute('aria-controls')).to.equal(listbox(el).id);
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    expect(input.labels![0]!.textContent!.trim()).to.equal('Search the site');
    expect(input.placeholder).to.equal('Vase, glaze…');
    expect(input.name).to.equal('q');
    const form = root(el).querySelector('form')!;
    expect(form.getAttribute('action')).to.equal('/search');
    expect(form.getAttribute('role')).to.equal('search');
    expect(root(el).querySelector('button')!.textContent!.trim()).to.equal('Search');
    expect(root(el).querySelector('slot'), 'server form not shown').to.equal(null);
    expect(shown(el)).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('shows up to `limit` suggestions with their kind, says how many, and is accessible open', async () => {
    const el = await mount('{"limit": 4}');
    await typeAndWait(el, 'vase', 4);
    expect(optionTexts(el)).to.deep.equal([
      'Celadon bud vase, Product',
      'Moon jar vase, Product',
      'Vase forms in the wheel room, Post',
      'Vases and bottles, Page',
    ]);
    expect(box(el).getAttribute('aria-expanded')).to.equal('true');
    expect(status(el)).to.equal('4 suggestions');
    expect((await logged()).at(-1)).to.include({ q: 'vase', limit: '4' });
    await expect(el).to.be.accessible();
  });

  it('APG keys: Down and Up move through the options with wrap, Alt+Down opens, Alt+Up and Escape close, a second Escape clears', async () => {
    const el = await mount('{"limit": 3}');
    await typeAndWait(el, 'vase', 3);
    const ids = options(el).map((o) => o.id);

    await press(el, 'ArrowDown');
    expect(activeOption(el)).to.equal(ids[0]);
    expect(options(el).map((o) => o.getAttribute('aria-selected'))).to.deep.equal([
      'true',
      'false',
      'false',
    ]);
    await expect(el).to.be.accessible();
    await press(el, 'ArrowDown');
    await press(el, 'ArrowDown');
    expect(activeOption(el)).to.equal(ids[2]);
    await press(el, 'ArrowDown');
    expect(activeOption(el), 'Down wraps to the first').to.equal(ids[0]);
    await press(el, 'ArrowUp');
    expect(activeOption(el), 'Up wraps to the last').to.equal(ids[2]);
    await press(el, 'ArrowLeft');
    expect(activeOption(el), 'Left returns to the text').to.equal(null);
    expect(shown(el)).to.equal(true);

    await press(el, 'Escape');
    expect(shown(el)).to.equal(false);
    expect(box(el).getAttribute('aria-expanded')).to.equal('false');
    expect(box(el).value, 'the first Escape keeps the text').to.equal('vase');

    await press(el, 'Alt+ArrowDown');
    expect(shown(el), 'Alt+Down opens').to.equal(true);
    expect(activeOption(el), 'without moving').to.equal(null);
    await press(el, 'Alt+ArrowUp');
    expect(shown(el), 'Alt+Up closes').to.equal(false);
    await press(el, 'ArrowUp');
    expect(activeOption(el), 'Up opens on the last').to.equal(ids[2]);

    await press(el, 'Escape');
    await press(el, 'Escape');
    expect(box(el).value, 'a second Escape clears').to.equal('');
    expect(options(el)).to.have.length(0);
    expect(focused()).to.equal(box(el));
  });

  it('Enter on an option goes to that result (sq-search-select); a click does too', async () => {
    const el = await mount();
    await typeAndWait(el, 'moon', 1);
    await press(el, 'ArrowDown');
    const chosen = oneEvent(el, 'sq-search-select');
    el.addEventListener('sq-search-select', (event) => event.preventDefault(), { once: true });
    let submitted = false;
    root(el)
      .querySelector('form')!
      .addEventListener('submit', (e) => {
        submitted = true;
        e.preventDefault();
      });
    await sendKeys({ press: 'Enter' });
    const { detail } = await chosen;
    expect(detail.result).to.deep.include({ title: 'Moon jar vase', url: '/shop/moon-jar' });
    expect(submitted, 'choosing a suggestion is not a search').to.equal(false);
    expect(shown(el)).to.equal(false);

    await press(el, 'Alt+ArrowDown');
    const clicked = oneEvent(el, 'sq-search-select');
    el.addEventListener('sq-search-select', (event) => event.preventDefault(), { once: true });
    options(el)[0]!.click();
    expect((await clicked).detail.result.url).to.equal('/shop/moon-jar');
    expect(focused(), 'the box keeps focus').to.equal(box(el));
  });

  it('Enter without an active option submits the form with the query', async () => {
    const el = await mount();
    await typeAndWait(el, 'glaze', 1);
    const form = root(el).querySelector('form')!;
    const submit = oneEvent(form, 'submit');
    form.addEventListener('submit', (e) => e.preventDefault(), { once: true });
    await sendKeys({ press: 'Enter' });
    await submit;
    expect(new FormData(form).get('q')).to.equal('glaze');
  });

  it('asks once typing pauses (debounced), not for every keystroke', async () => {
    const el = await mount();
    box(el).focus();
    for (const text of ['v', 'va', 'vas', 'vase']) paste(el, text);
    await waitUntil(() => options(el).length === 4, 'suggestions for "vase"');
    expect((await logged()).map((entry) => entry.q)).to.deep.equal(['vase']);
  });

  it('aborts a request still running when the text changes, and shows only the answer to the newest text', async () => {
    const el = await mount();
    box(el).focus();
    paste(el, 'slow moon');
    await el.updateComplete;
    expect(listbox(el).getAttribute('aria-busy'), 'busy while typing pauses').to.equal('true');
    await waitUntil(async () => (await logged()).some((e) => e.q === 'slow moon'), 'slow asked');
    expect(listbox(el).getAttribute('aria-busy'), 'busy while asked').to.equal('true');
    paste(el, 'glaze');
    await waitUntil(() => optionTexts(el)[0] === 'Glaze buckets and test tiles, Post');
    expect(listbox(el).hasAttribute('aria-busy'), 'not busy once answered').to.equal(false);
    await waitUntil(
      async () => (await logged()).find((e) => e.q === 'slow moon')?.aborted === true,
      'the slow request aborted',
    );
    expect(optionTexts(el)).to.deep.equal(['Glaze buckets and test tiles, Post']);
  });

  it('a failed request closes the list quietly; the form still submits', async () => {
    const el = await mount();
    await typeAndWait(el, 'vase', 4);
    paste(el, 'vase fail');
    await waitUntil(async () => (await logged()).some((e) => e.q === 'vase fail'));
    await waitUntil(() => !shown(el), 'list closed');
    expect(box(el).getAttribute('aria-expanded')).to.equal('false');
    expect(status(el)).to.equal('');
    await press(el, 'ArrowDown');
    expect(shown(el), 'no stale options').to.equal(false);
    await expect(el).to.be.accessible();
    const form = root(el).querySelector('form')!;
    const submit = oneEvent(form, 'submit');
    form.addEventListener('submit', (e) => e.preventDefault(), { once: true });
    await sendKeys({ press: 'Enter' });
    await submit;
    expect(new FormData(form).get('q')).to.equal('vase fail');
  });

  it('says when nothing matches, and leaves the list closed', async () => {
    const el = await mount();
    box(el).focus();
    await sendKeys({ type: 'zzz' });
    await waitUntil(() => status(el) === 'No suggestions');
    expect(shown(el)).to.equal(false);
  });

  it('leaving the box closes the list', async () => {
    const el = await mount();
    await typeAndWait(el, 'vase', 4);
    box(el).blur();
    await el.updateComplete;
    expect(shown(el)).to.equal(false);
  });

  it('keeps what the visitor typed in the server field, and its focus, when its code arrives', async () => {
    // A page whose search box has no code yet: the visitor types into the server field.
    const frame = await fixture<HTMLIFrameElement>(html`<iframe title="A page"></iframe>`);
    const loaded = oneEvent(frame, 'load');
    frame.srcdoc = `<sq-search data-block-json="{}"><form role="search" action="/search"><label for="q">Search</label><input id="q" name="q" type="search"><button>Search</button></form></sq-search>`;
    await loaded;
    const page = frame.contentDocument!;
    page.querySelector('input')!.focus();
    await sendKeys({ type: 'moo' });
    const script = page.createElement('script');
    script.type = 'module';
    script.textContent = `import '${new URL('../../../elements/search/sq-search.ts', import.meta.url).pathname}';`;
    page.body.append(script);
    const el = page.querySelector('sq-search') as SqSearch;
    await waitUntil(() => el.shadowRoot?.querySelector('[role=combobox]'), 'upgraded', {
      timeout: 4000,
    });
    await el.updateComplete;
    expect(box(el).value).to.equal('moo');
    expect(page.activeElement).to.equal(el);
    expect(el.shadowRoot!.activeElement).to.equal(box(el));
  });

  it('with suggestions off, or invalid data, the server form stays as it is', async () => {
    const off = await mount('{"suggestions": false}');
    expect(root(off).querySelector('[role=combobox]')).to.equal(null);
    expect(off.querySelector('input')!.checkVisibility()).to.equal(true);

    const { el, errors } = await blockFixture<SqSearch>(
      html`<sq-search data-block-json='{"limit": 50}'>${SERVER_FORM}</sq-search>`,
    );
    expect(el.hasAttribute('data-sq-error')).to.equal(true);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-search\] invalid data-block-json: limit: /);
    expect(el.querySelector('input')!.checkVisibility()).to.equal(true);
    await expect(el).to.be.accessible();
  });
});
