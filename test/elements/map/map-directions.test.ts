import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  AUTOCOMPLETE_PATH,
  placeDetails,
  type PlacePrediction,
} from '../../../elements/map/places-client.ts';
import type { SqMap } from '../../../elements/map/sq-map.ts';
import { logged, mountMap, shadow, useContext } from './map-fixture.ts';

const STUDIO = {
  location: { mapLat: 42.2529, mapLng: -73.791, addressTitle: 'Kiln & Clay Studio' },
  directions: true,
};

/**
 * Mounts the map with its directions box, once the box's module has loaded (the first time it is
 * fetched and compiled, which on a busy machine takes seconds).
 */
async function mountDirections(): Promise<SqMap> {
  const el = await mountMap(STUDIO);
  await waitUntil(() => shadow(el).querySelector('[role=combobox]'), 'the directions box', {
    timeout: 10_000,
  });
  return el;
}

/** How long the route may take to come from the maps double on a busy machine. */
const ROUTE = { timeout: 5000 };

const input = (el: SqMap) => shadow(el).querySelector<HTMLInputElement>('[role=combobox]')!;
const options = (el: SqMap) => [...shadow(el).querySelectorAll<HTMLElement>('[role=option]')];
const listShown = (el: SqMap) =>
  shadow(el).querySelector<HTMLElement>('[role=listbox]')!.checkVisibility();

/** A prediction for the tests that answer the predictions call themselves. */
const place = (n: number): PlacePrediction => ({
  placeId: `held-place-${n}`,
  description: `${n} Hudson Street, New York, NY, USA`,
  mainText: `${n} Hudson Street`,
  secondaryText: 'New York, NY, USA',
});

/**
 * Holds every predictions call until the test answers it (`answer(predictions)` answers the
 * oldest one); other calls go out as before. `restore()` puts the page's fetch back.
 */
function holdPredictions() {
  const original = window.fetch;
  const held: Array<(predictions: PlacePrediction[]) => void> = [];
  window.fetch = (request: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(request instanceof Request ? request.url : String(request), location.href);
    if (url.pathname !== AUTOCOMPLETE_PATH) return original(request, init);
    return new Promise<Response>((resolve) =>
      held.push((predictions) => resolve(Response.json({ predictions }))),
    );
  };
  return {
    async answer(predictions: PlacePrediction[]): Promise<void> {
      await waitUntil(() => held.length > 0, 'a predictions call');
      held.shift()!(predictions);
    },
    restore: () => (window.fetch = original),
  };
}

/** Puts `text` in the box as typing would. */
function typeInto(box: HTMLInputElement, text: string): void {
  box.value = text;
  box.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

describe('<sq-map> directions box', () => {
  beforeEach(() => useContext({ key: null }));

  it('SPEC §7 places calls: typed text gives predictions in a WAI-ARIA combobox; Enter on one shows directions to the marker', async () => {
    const el = await mountDirections();
    const box = input(el);
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    box.focus();
    await sendKeys({ type: 'New York' });
    await waitUntil(() => options(el).length === 2, 'two predictions');
    await el.updateComplete;
    expect(listShown(el)).to.equal(true);
    expect(box.getAttribute('aria-expanded')).to.equal('true');
    expect(options(el).map((o) => o.innerText.replace(/\s+/g, ' ').trim())).to.deep.equal([
      '1 Washington Square New York, NY, USA',
      '200 Hudson Street New York, NY, USA',
    ]);
    await expect(el).to.be.accessible();

    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(box.getAttribute('aria-activedescendant')).to.equal(options(el)[1]!.id);
    expect(options(el).map((o) => o.getAttribute('aria-selected'))).to.deep.equal([
      'false',
      'true',
    ]);
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(box.getAttribute('aria-activedescendant'), 'Down wraps to the first').to.equal(
      options(el)[0]!.id,
    );

    await sendKeys({ press: 'Enter' });
    const result = () => shadow(el).querySelector<HTMLElement>('[part~=directions-result]');
    await waitUntil(() => result(), 'directions shown', ROUTE);
    expect(box.value).to.equal('1 Washington Square, New York, NY, USA');
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    const [details] = await logged('placeId=demo-place-1');
    const query = new URL(details!, location.href).searchParams;
    expect([query.get('productPage'), query.get('productSection')]).to.deep.equal([
      'website',
      'map-block',
    ]);
    const [maps, osm] = [...result()!.querySelectorAll('a')].map((a) => new URL(a.href));
    expect(maps!.searchParams.get('origin')).to.equal('40.7308,-73.9973');
    expect(maps!.searchParams.get('destination')).to.equal('42.2529,-73.791');
    expect(osm!.searchParams.get('route')).to.equal('40.7308,-73.9973;42.2529,-73.791');
    await expect(el).to.be.accessible();
  });

  it('SPEC §7 places calls: a later answer keeps the place the keyboard is on active, wherever it now stands, and clears it when the place is gone', async () => {
    const el = await mountDirections();
    const box = input(el);
    const calls = holdPredictions();
    try {
      box.focus();
      typeInto(box, 'Hudson');
      await calls.answer([place(1), place(2)]);
      await waitUntil(() => options(el).length === 2, 'two predictions');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(box.getAttribute('aria-activedescendant')).to.equal(options(el)[1]!.id);

      typeInto(box, 'Hudson St');
      await calls.answer([place(2), place(1)]);
      await waitUntil(() => options(el)[0]!.textContent!.includes('2 Hudson'), 'the new order');
      await el.updateComplete;
      expect(box.getAttribute('aria-activedescendant')).to.equal(options(el)[0]!.id);
      expect(options(el).map((o) => o.getAttribute('aria-selected'))).to.deep.equal([
        'true',
        'false',
      ]);

      typeInto(box, 'Hudson Street 3');
      await calls.answer([place(3)]);
      await waitUntil(() => options(el).length === 1, 'one prediction');
      await el.updateComplete;
      expect(box.getAttribute('aria-activedescendant') ?? '').to.equal('');
      expect(options(el)[0]!.getAttribute('aria-selected')).to.equal('false');
      await sendKeys({ press: 'ArrowDown' });
      await el.updateComplete;
      expect(box.getAttribute('aria-activedescendant')).to.equal(options(el)[0]!.id);
    } finally {
      calls.restore();
    }
  });

  it('WAI-ARIA APG combobox: Escape closes the list, a second Escape clears the box; a click chooses', async () => {
    const el = await mountDirections();
    input(el).focus();
    await sendKeys({ type: 'Street' });
    await waitUntil(() => options(el).length === 2 && listShown(el));
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(listShown(el)).to.equal(false);
    expect(input(el).value).to.equal('Street');
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(input(el).value).to.equal('');

    await sendKeys({ type: 'Newark' });
    await waitUntil(() => options(el).length === 1 && listShown(el));
    options(el)[0]!.click();
    await waitUntil(
      () => shadow(el).querySelector('[part~=directions-result]'),
      'directions shown',
      ROUTE,
    );
    expect(input(el).value).to.equal('10 Market Street, Newark, NJ, USA');
  });

  it('SPEC §7: no matching address says so in the status line', async () => {
    const el = await mountDirections();
    input(el).focus();
    await sendKeys({ type: 'Atlantis' });
    const status = () => shadow(el).querySelector('[part~=directions-status]')!.textContent;
    await waitUntil(() => status() === 'No matching addresses.');
    expect(listShown(el)).to.equal(false);
  });

  it('SPEC §7: details without productPage or productSection log a console error and are not asked for', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(message);
    try {
      let failed = false;
      await placeDetails('demo-place-2', { productPage: 'website' }).catch(() => (failed = true));
      expect(failed).to.equal(true);
    } finally {
      console.error = original;
    }
    expect(errors).to.deep.equal([
      '[sq-map] places details need the tracking context productPage and productSection',
    ]);
    expect(await logged('placeId=demo-place-2')).to.deep.equal([]);
  });

  it('the box is there only when the block asks for it', async () => {
    const el = await mountMap({ location: STUDIO.location });
    expect(shadow(el).querySelector('[role=combobox]')).to.equal(null);
  });
});
