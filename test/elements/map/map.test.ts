import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { MAP_PALETTES, MAP_STYLE_NAMES } from '../../../platform/maps/map-styles.ts';
import { MAPS_LABEL, MAPS_SHARES } from '../../../elements/map/map.ts';
import type { SqMap } from '../../../elements/map/sq-map.ts';
import { logged, mountMap, shadow, useContext } from './map-fixture.ts';

const HUDSON = {
  location: {
    mapLat: 42.2529,
    mapLng: -73.791,
    mapZoom: 15,
    addressTitle: 'Kiln & Clay Studio',
    addressLine1: '14 Pottery Lane',
    addressLine2: 'Hudson, NY 12534',
    addressCountry: 'United States',
  },
};

/** HUDSON at another zoom, in MinimalDark. */
const zoomed = (mapZoom: number) => ({
  ...HUDSON,
  location: { ...HUDSON.location, mapZoom },
  style: 'MinimalDark',
});

const staticMap = (el: SqMap) => shadow(el).querySelector<SVGSVGElement>('[part~=static-map]');
const button = (el: SqMap) => shadow(el).querySelector<HTMLButtonElement>('[part~=facade-button]');
const links = (el: SqMap) =>
  [...shadow(el).querySelectorAll<HTMLAnchorElement>('[part~=links] a')].map((a) => [
    a.textContent!.trim(),
    a.getAttribute('href'),
  ]);

describe('<sq-map> placeholder', () => {
  beforeEach(() => useContext({ key: null }));

  it('SPEC §3: without settings it shows 40.72, -74.00 at zoom 12, the marker at the centre, in Grayscale', async () => {
    const el = await mountMap({});
    const svg = staticMap(el)!;
    expect(svg.getAttribute('aria-label')).to.equal('Map of 40.72, -74');
    expect(svg.dataset.style).to.equal('Grayscale');
    // The pin's tip (24, 64 at half size) stands on the drawing's centre (320, 200).
    expect(shadow(el).querySelector('[part~=static-marker]')!.getAttribute('transform')).to.equal(
      'translate(308 168) scale(0.5)',
    );
    expect(links(el)).to.deep.equal([
      ['Open in Google Maps', 'https://www.google.com/maps?q=40.72%2C-74&ll=40.72%2C-74&z=12'],
      [
        'Open in OpenStreetMap',
        'https://www.openstreetmap.org/?mlat=40.72&mlon=-74#map=12/40.72/-74',
      ],
      ['Open in your maps app', 'geo:40.72,-74?z=12'],
    ]);
    expect(button(el), 'no key: no live map to offer').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('SPEC §3: the six styles by name and by number draw in their own colours', async () => {
    const numbers = {
      Original: 1,
      Grayscale: 2,
      Satellite: 3,
      MinimalLight: 4,
      MinimalDark: 5,
      MinimalBlue: 6,
    };
    for (const name of MAP_STYLE_NAMES) {
      for (const style of [name, numbers[name]]) {
        const el = await mountMap({ style });
        const svg = staticMap(el)!;
        expect(svg.dataset.style, `style ${style}`).to.equal(name);
        expect(svg.querySelector('rect')!.getAttribute('fill')).to.equal(MAP_PALETTES[name].land);
        expect(
          shadow(el).querySelector('[part~=static-marker] path')!.getAttribute('fill'),
        ).to.equal(MAP_PALETTES[name].marker);
      }
    }
  });

  it('SPEC §3: the address card shows title, lines and country; links open the marker, not the centre', async () => {
    const el = await mountMap({
      ...HUDSON,
      markerLat: 42.25,
      markerLng: -73.79,
      style: 'MinimalDark',
    });
    const card = shadow(el).querySelector<HTMLElement>('[part~=address]')!;
    expect(card.innerText.split('\n')).to.deep.equal([
      'Kiln & Clay Studio',
      '14 Pottery Lane',
      'Hudson, NY 12534',
      'United States',
    ]);
    expect(staticMap(el)!.getAttribute('aria-label')).to.equal(
      'Map of Kiln & Clay Studio, 14 Pottery Lane, Hudson, NY 12534, United States',
    );
    const [maps, osm, geo] = links(el);
    const q = new URL(maps![1]!).searchParams;
    expect([q.get('q'), q.get('ll'), q.get('z')]).to.deep.equal([
      'Kiln & Clay Studio, 14 Pottery Lane, Hudson, NY 12534, United States',
      '42.25,-73.79',
      '15',
    ]);
    expect(osm![1]).to.equal(
      'https://www.openstreetmap.org/?mlat=42.25&mlon=-73.79#map=15/42.25/-73.79',
    );
    expect(geo![1]).to.equal('geo:42.25,-73.79?z=15');
    await expect(el).to.be.accessible();
  });

  it('SPEC §3: block-level names (location, labels, terrain, controls, style) read like the SPEC fields', async () => {
    const el = await mountMap({
      location: { mapLat: 10, mapLng: 20 },
      mapLat: 5,
      terrain: true,
      style: 'Satellite',
    });
    expect(staticMap(el)!.getAttribute('aria-label')).to.equal('Map of 10, 20');
    // The terrain option draws hill lines in the style's contour colour.
    expect(
      staticMap(el)!.querySelector(`path[stroke="${MAP_PALETTES.Satellite.contour}"]`),
    ).not.to.equal(null);
  });

  it('ARCHITECTURE contract 3: invalid settings keep the server markup and say where', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(message);
    try {
      const el = await mountMap({ style: 'Sepia', mapLat: 12 }, '<p>14 Pottery Lane</p>');
      expect(el.getAttribute('data-sq-error')).to.match(/^style: must be one of Original/);
      expect(errors).to.have.length(1);
      expect(staticMap(el)).to.equal(null);
      expect(shadow(el).querySelector('slot')).not.to.equal(null);
      const zoom = await mountMap({ mapZoom: 22 });
      expect(zoom.getAttribute('data-sq-error')).to.equal(
        'mapZoom: must be a whole number from 0 to 21',
      );
    } finally {
      console.error = original;
    }
  });
});

describe('<sq-map> live map', () => {
  it('SPEC §7: with a key and an open policy, the button loads the script (decoded key, callback, language, region) and draws the map', async () => {
    const t = useContext({ locale: 'en-GB' });
    const el = await mountMap(HUDSON);
    expect(button(el)!.textContent!.trim()).to.equal(MAPS_LABEL);
    expect(shadow(el).querySelector('[part~=facade-shares]')!.textContent).to.equal(MAPS_SHARES);
    expect(await logged(t), 'nothing loads before the click').to.deep.equal([]);
    await expect(el).to.be.accessible();
    const loaded = oneEvent(el, 'sq-embed-loaded');
    button(el)!.click();
    await loaded;
    await el.updateComplete;
    const [request] = await logged(t);
    const query = new URL(request!, location.href).searchParams;
    expect(query.get('key')).to.equal('test-maps-key');
    expect(query.get('language')).to.equal('en');
    expect(query.get('region')).to.equal('GB');
    expect(query.get('callback')).to.match(/\S/);
    const view = shadow(el).querySelector<HTMLElement>('[part~=live] .gm-double')!;
    expect(view.dataset.center).to.equal('42.2529,-73.791');
    expect(view.dataset.zoom).to.equal('15');
    expect(staticMap(el), 'the live map replaces the static one').to.equal(null);
    expect(button(el)).to.equal(null);
    // SPEC §9: the 48x64 marker image is shown at half size.
    const marker = shadow(el).querySelector<HTMLImageElement>('.gm-double-marker img')!;
    expect([marker.width, marker.height]).to.deep.equal([24, 32]);
    const image = new Image();
    image.src = marker.src;
    await image.decode();
    expect([image.naturalWidth, image.naturalHeight]).to.deep.equal([48, 64]);
    await expect(el).to.be.accessible();
  });

  it('SPEC §9: the wheel zooms only after the map was clicked', async () => {
    useContext();
    const el = await mountMap(HUDSON);
    await el.showLiveMap();
    await el.updateComplete;
    const view = shadow(el).querySelector<HTMLElement>('.gm-double')!;
    const wheel = () =>
      view.dispatchEvent(
        new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }),
      );
    wheel();
    expect(view.dataset.zoom, 'before a click the page scrolls instead').to.equal('15');
    view.click();
    wheel();
    expect(view.dataset.zoom).to.equal('16');
  });

  it('SPEC §3: scrollwheel false never zooms by wheel; controls, dragging and the UI follow the options', async () => {
    useContext();
    const el = await mountMap({
      ...HUDSON,
      scrollwheel: false,
      draggable: false,
      disableDefaultUI: true,
    });
    await el.showLiveMap();
    const view = shadow(el).querySelector<HTMLElement>('.gm-double')!;
    view.click();
    view.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, cancelable: true }));
    expect(view.dataset.zoom).to.equal('15');
    expect(view.dataset.draggable).to.equal('false');
    expect(view.dataset.ui).to.equal('none');
    expect(shadow(el).querySelector('[aria-label="Zoom in"]')!.checkVisibility()).to.equal(false);
  });

  it('SPEC §9 map UI debounce: changed settings reach the live map 60 ms after the last change', async () => {
    useContext();
    const el = await mountMap(HUDSON);
    await el.showLiveMap();
    const view = shadow(el).querySelector<HTMLElement>('.gm-double')!;
    const zooms: string[] = [];
    const reached = new Promise<void>((done) => {
      const watch = new MutationObserver(() => {
        zooms.push(view.dataset.zoom!);
        if (view.dataset.zoom !== '10') return;
        watch.disconnect();
        done();
      });
      watch.observe(view, { attributes: true, attributeFilter: ['data-zoom'] });
    });
    el.setAttribute('data-block-json', JSON.stringify(zoomed(9)));
    await el.updateComplete;
    el.setAttribute('data-block-json', JSON.stringify(zoomed(10)));
    await el.updateComplete;
    expect(view.dataset.zoom, 'not at once').to.equal('15');
    await reached;
    expect(
      zooms.filter((zoom) => zoom !== '15'),
      'the first change, overtaken within 60 ms, never shows',
    ).to.deep.equal(['10']);
    expect(view.style.background).to.equal('rgb(34, 34, 34)');
  });

  it('SPEC §7: a marker click opens the maps service in a new window with position, address and zoom', async () => {
    useContext();
    const el = await mountMap(HUDSON);
    await el.showLiveMap();
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      shadow(el).querySelector<HTMLElement>('.gm-double-marker')!.click();
    } finally {
      window.open = original;
    }
    expect(opened).to.have.length(1);
    const [url, target] = opened[0] as [string, string];
    expect(target).to.equal('_blank');
    const q = new URL(url).searchParams;
    expect([q.get('q'), q.get('ll'), q.get('z')]).to.deep.equal([
      'Kiln & Clay Studio, 14 Pottery Lane, Hudson, NY 12534, United States',
      '42.2529,-73.791',
      '15',
    ]);
  });

  it('SPEC §3 options on the live map: Satellite with labels is the hybrid view, without labels plain satellite; terrain shows the terrain view', async () => {
    const cases = [
      [{ style: 'Satellite' }, 'hybrid'],
      [{ style: 3, showLabels: false }, 'satellite'],
      [{ style: 'Original', terrain: true }, 'terrain'],
      [{ style: 'MinimalBlue', labels: false }, 'roadmap'],
    ] as const;
    for (const [options, type] of cases) {
      useContext();
      const el = await mountMap({ ...HUDSON, ...options });
      await el.showLiveMap();
      const view = shadow(el).querySelector<HTMLElement>('.gm-double')!;
      expect(view.dataset.mapType, JSON.stringify(options)).to.equal(type);
    }
  });

  it('SPEC §3 markerDraggable: the marker can be dragged, and sq-marker-move says where it was dropped; linkOnClick false opens nothing', async () => {
    useContext();
    const el = await mountMap({ ...HUDSON, markerDraggable: true, linkOnClick: false });
    await el.showLiveMap();
    const marker = shadow(el).querySelector<HTMLElement>('.gm-double-marker')!;
    const start = marker.getBoundingClientRect();
    const at = { clientX: start.x + 12, clientY: start.y + 16, bubbles: true };
    const moved = oneEvent(el, 'sq-marker-move');
    marker.dispatchEvent(new PointerEvent('pointerdown', at));
    window.dispatchEvent(
      new PointerEvent('pointermove', {
        ...at,
        clientX: at.clientX + 40,
        clientY: at.clientY + 30,
      }),
    );
    window.dispatchEvent(new PointerEvent('pointerup', at));
    const { detail } = await moved;
    expect(detail.markerLng).to.be.greaterThan(-73.791);
    expect(detail.markerLat).to.be.lessThan(42.2529);
    const opened: unknown[] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      marker.click();
      marker.click();
    } finally {
      window.open = original;
    }
    expect(opened).to.deep.equal([]);
  });

  it('ARCHITECTURE third-party embeds: under a restrictive policy the button reads "Load Google Maps" and nothing loads before it', async () => {
    const t = useContext({ restrictive: true });
    const el = await mountMap(HUDSON);
    expect(button(el)!.textContent!.trim()).to.equal('Load Google Maps');
    await expect(el).to.be.accessible();
    button(el)!.focus();
    const loaded = oneEvent(el, 'sq-embed-loaded');
    await sendKeys({ press: 'Enter' });
    await loaded;
    expect(await logged(t)).to.have.length(1);
    await el.updateComplete;
    expect(shadow(el).activeElement, 'focus moves to the live map').to.equal(
      shadow(el).querySelector('[part~=live]'),
    );
  });

  it('SPEC §8: a script that fails keeps the static map and says so', async () => {
    useContext({ fail: 'error' });
    const el = await mountMap(HUDSON);
    const failed = oneEvent(el, 'sq-embed-error');
    button(el)!.click();
    await failed;
    await el.updateComplete;
    expect(staticMap(el)).not.to.equal(null);
    expect(shadow(el).querySelector('[part~=facade-status]')!.textContent).to.equal(
      'Google Maps could not be loaded. Please try again.',
    );
    expect(el.matches(':state(failed)')).to.equal(true);
    await expect(el).to.be.accessible();
  });
});
