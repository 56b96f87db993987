import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { mapMarkupCss } from '../elements/map/map.styles.ts';
import '../elements/map/sq-map.ts';
import { MAP_STYLE_NAMES, type MapStyleName } from '../platform/maps/map-styles.ts';
import mapsDouble from '../server/third-party/maps/maps-double.js?url';
import { withMarkupCss } from './markup-css.ts';
import { cookiePolicy, withPageContext } from './page-context.ts';

/** The settings a story sets. */
interface MapArgs {
  style: MapStyleName;
  mapZoom: number;
  showTerrain: boolean;
  directions: boolean;
}

const STUDIO = {
  mapLat: 42.2529,
  mapLng: -73.791,
  addressTitle: 'Kiln & Clay Studio',
  addressLine1: '14 Pottery Lane',
  addressLine2: 'Hudson, NY 12534',
  addressCountry: 'United States',
};

/** A page context with a maps key and the maps script at `script` (default: the double). */
const withMaps = (restrictive: boolean, script: string = mapsDouble) =>
  withPageContext({
    ...cookiePolicy(restrictive),
    website: { id: 'story', mapsApiKey: btoa('storybook-maps-key') },
    websiteSettings: { thirdPartyEmbeds: { urls: { maps: script } } },
  });

const meta = {
  title: 'Blocks/Map',
  component: 'sq-map',
  tags: ['autodocs'],
  args: { style: 'Grayscale', mapZoom: 14, showTerrain: false, directions: false },
  argTypes: {
    style: { control: 'select', options: MAP_STYLE_NAMES, description: 'SPEC §3 map style.' },
    mapZoom: { control: { type: 'number', min: 0, max: 21 }, description: 'Zoom (default 12).' },
    showTerrain: { control: 'boolean', description: 'Hill lines on the static map, terrain live.' },
    directions: { control: 'boolean', description: 'The "Directions from" box.' },
  },
  decorators: [withMarkupCss(mapMarkupCss), withPageContext(cookiePolicy(false))],
  render: ({ style, mapZoom, showTerrain, directions }) =>
    html`<sq-map
      style="max-width: 40rem"
      data-block-json=${JSON.stringify({
        location: { ...STUDIO, mapZoom },
        style,
        showTerrain,
        directions,
      })}
    ></sq-map>`,
} satisfies Meta<MapArgs>;

export default meta;

type Story = StoryObj<MapArgs>;

/** No maps key: the static map, the address card and the links are the whole block. */
export const Placeholder: Story = {};

/** The six styles by name (the numbers 1 to 6 draw the same). */
export const Styles: Story = {
  render: () =>
    html`<div
      style="display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem"
    >
      ${MAP_STYLE_NAMES.map(
        (style) =>
          html`<section>
            <h3>${style}</h3>
            <sq-map
              data-block-json=${JSON.stringify({ location: { ...STUDIO, mapZoom: 13 }, style })}
            ></sq-map>
          </section>`,
      )}
    </div>`,
};

/** With a key and consent: "Show the interactive map" loads the live map (here, the double). */
export const Facade: Story = { decorators: [withMaps(false)] };

/**
 * Under a restrictive cookie policy the visitor has not accepted: "Load Google Maps", and the
 * line saying what loading shares. A press is consent for this map only.
 */
export const FacadeNeedsConsent: Story = { decorators: [withMaps(true)] };

/** The live map shows at once (as after a press): the marker opens Google Maps. */
export const Loaded: Story = {
  decorators: [withMaps(false)],
  play: async ({ canvasElement }) => {
    await canvasElement.querySelector('sq-map')!.showLiveMap();
  },
};

/** The maps script did not load (an address that answers 404): a message, and the static map stays. */
export const Failed: Story = {
  decorators: [withMaps(false, '/sq-map-story/no-such-script.js')],
  render: (args) =>
    html`<sq-map
      style="max-width: 40rem"
      data-block-json=${JSON.stringify({ location: { ...STUDIO, mapZoom: args.mapZoom } })}
    ></sq-map>`,
  play: async ({ canvasElement }) => {
    await canvasElement.querySelector('sq-map')!.showLiveMap();
  },
};

/** The "Directions from" box (it asks the site's places calls, not served in Storybook). */
export const Directions: Story = { args: { directions: true } };

/** Settings the schema refuses: the server markup stays, `data-sq-error` says why. */
export const InvalidData: Story = {
  render: () =>
    html`<sq-map data-block-json='{"style":"Sepia"}'>
      <address>Kiln &amp; Clay Studio, 14 Pottery Lane, Hudson, NY 12534</address>
    </sq-map>`,
};
