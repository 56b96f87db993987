/**
 * The six map styles of the map block (SPEC §3 Map block): their names, their numbers, the
 * colours a local static map draws them in, and the style rules the maps service's live map
 * takes. Framework-free: the `<sq-map>` element and the site server's static placeholder use
 * the same colours.
 */

/** Style names (SPEC §3). */
export const MAP_STYLE_NAMES = [
  'Original',
  'Grayscale',
  'Satellite',
  'MinimalDark',
  'MinimalLight',
  'MinimalBlue',
] as const;

/** A style's name. */
export type MapStyleName = (typeof MAP_STYLE_NAMES)[number];

/** Numeric form of each style (SPEC §3: 1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue). */
export const MAP_STYLE_NUMBERS: Readonly<Record<MapStyleName, number>> = {
  Original: 1,
  Grayscale: 2,
  Satellite: 3,
  MinimalLight: 4,
  MinimalDark: 5,
  MinimalBlue: 6,
};

/** The style a block gets when it names none (SPEC §3: Grayscale is the default). */
export const DEFAULT_MAP_STYLE: MapStyleName = 'Grayscale';

/**
 * The style `value` names: a name (any letter case, spaces and hyphens ignored: `minimal dark`)
 * or a number 1 to 6 (also as a string); undefined for anything else.
 */
export function mapStyleOf(value: unknown): MapStyleName | undefined {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()))) {
    const n = Number(value);
    return MAP_STYLE_NAMES.find((name) => MAP_STYLE_NUMBERS[name] === n);
  }
  if (typeof value !== 'string') return undefined;
  const key = value.replace(/[\s_-]/g, '').toLowerCase();
  return MAP_STYLE_NAMES.find((name) => name.toLowerCase() === key);
}

/** The colours of a style. */
export interface MapPalette {
  land: string;
  water: string;
  road: string;
  /** Major roads. */
  highway: string;
  park: string;
  /** Label text; labels carry a halo of `land`. */
  label: string;
  /** Hill shading lines of the terrain option. */
  contour: string;
  /** The marker's fill and its dot. */
  marker: string;
  markerDot: string;
}

/** Our colours for each style (SPEC names the styles, not their colours). */
export const MAP_PALETTES: Readonly<Record<MapStyleName, Readonly<MapPalette>>> = {
  Original: {
    land: '#f1efe6',
    water: '#a9d3f5',
    road: '#ffffff',
    highway: '#f9d976',
    park: '#c7e5c0',
    label: '#4a4a4a',
    contour: '#d9d2bd',
    marker: '#d93b30',
    markerDot: '#ffffff',
  },
  Grayscale: {
    land: '#eeeeee',
    water: '#c4c4c4',
    road: '#ffffff',
    highway: '#dadada',
    park: '#e2e2e2',
    label: '#5c5c5c',
    contour: '#d6d6d6',
    marker: '#333333',
    markerDot: '#ffffff',
  },
  Satellite: {
    land: '#4d5b3b',
    water: '#203a52',
    road: '#a59f8c',
    highway: '#c9bf9f',
    park: '#3e5530',
    label: '#ffffff',
    contour: '#5f6d4a',
    marker: '#d93b30',
    markerDot: '#ffffff',
  },
  MinimalDark: {
    land: '#222222',
    water: '#10161f',
    road: '#3b3b3b',
    highway: '#4a4a4a',
    park: '#272b27',
    label: '#b0b0b0',
    contour: '#2e2e2e',
    marker: '#f2f2f2',
    markerDot: '#222222',
  },
  MinimalLight: {
    land: '#fafafa',
    water: '#dde5ea',
    road: '#ffffff',
    highway: '#ececec',
    park: '#f1f3f1',
    label: '#707070',
    contour: '#ededed',
    marker: '#555555',
    markerDot: '#ffffff',
  },
  MinimalBlue: {
    land: '#e6edf5',
    water: '#7ea6cf',
    road: '#ffffff',
    highway: '#c9d8e8',
    park: '#d3e1ee',
    label: '#3d5a78',
    contour: '#d5e0ec',
    marker: '#1f4e85',
    markerDot: '#ffffff',
  },
};

/** One rule of the maps service's style array. */
export interface MapStyleRule {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}

/**
 * The style rules of the live map for `style` (none for Original and Satellite, which are the
 * service's own looks), with labels hidden unless `showLabels`.
 */
export function mapStyleRules(style: MapStyleName, showLabels: boolean): MapStyleRule[] {
  const hidden: MapStyleRule[] = showLabels
    ? []
    : [{ elementType: 'labels', stylers: [{ visibility: 'off' }] }];
  if (style === 'Original' || style === 'Satellite') return hidden;
  const p = MAP_PALETTES[style];
  return [
    { elementType: 'geometry', stylers: [{ color: p.land }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: p.water }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: p.road }] },
    { featureType: 'road.highway', elementType: 'geometry', stylers: [{ color: p.highway }] },
    { featureType: 'poi.park', elementType: 'geometry', stylers: [{ color: p.park }] },
    { featureType: 'poi', elementType: 'labels', stylers: [{ visibility: 'off' }] },
    { elementType: 'labels.text.fill', stylers: [{ color: p.label }] },
    { elementType: 'labels.text.stroke', stylers: [{ color: p.land }] },
    ...hidden,
  ];
}

/** The live map's type: satellite imagery (with labels: hybrid), terrain, or the road map. */
export function mapTypeId(
  style: MapStyleName,
  showLabels: boolean,
  showTerrain: boolean,
): 'roadmap' | 'terrain' | 'satellite' | 'hybrid' {
  if (style === 'Satellite') return showLabels ? 'hybrid' : 'satellite';
  return showTerrain ? 'terrain' : 'roadmap';
}
