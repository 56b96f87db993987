/**
 * The settings of a map block (`<sq-map data-block-json='…'>`, SPEC §3 Map block, block type 4)
 * and how they read: the place's nine fields at the top level or under `location` (the
 * block-level name), the options under their SPEC names or their block-level names (`labels`,
 * `terrain`, `controls`, `style`), the style by name or number, defaults filled in. Framework-free
 * (`zod/mini`), so the element and the site server's placeholder read a block alike.
 */
import * as z from 'zod/mini';
import { MAP_DEFAULTS, MAP_ZOOM_RANGE, type MapPlace } from './map-place.ts';
import { DEFAULT_MAP_STYLE, MAP_STYLE_NAMES, mapStyleOf, type MapStyleName } from './map-styles.ts';

const latitude = z
  .number({ error: 'must be a number' })
  .check(z.gte(-90, 'must be from -90 to 90'), z.lte(90, 'must be from -90 to 90'));
const longitude = z
  .number({ error: 'must be a number' })
  .check(z.gte(-180, 'must be from -180 to 180'), z.lte(180, 'must be from -180 to 180'));
const zoomMessage = `must be a whole number from ${MAP_ZOOM_RANGE.min} to ${MAP_ZOOM_RANGE.max}`;
const zoom = z
  .int({ error: zoomMessage })
  .check(z.gte(MAP_ZOOM_RANGE.min, zoomMessage), z.lte(MAP_ZOOM_RANGE.max, zoomMessage));
const line = z.string({ error: 'must be text' }).check(z.trim());
const flag = z.optional(z.boolean({ error: 'must be true or false' }));

/** The place's fields (SPEC §3), each optional. */
const placeFields = {
  mapLat: z.optional(latitude),
  mapLng: z.optional(longitude),
  markerLat: z.optional(latitude),
  markerLng: z.optional(longitude),
  mapZoom: z.optional(zoom),
  addressTitle: z.optional(line),
  addressLine1: z.optional(line),
  addressLine2: z.optional(line),
  addressCountry: z.optional(line),
};

const styleMessage = `must be one of ${MAP_STYLE_NAMES.join(', ')}, or a number from 1 to 6`;

/** `data-block-json` of a map block as written (unknown keys are ignored). */
const mapBlockInput = z.object({
  ...placeFields,
  /** The place under its block-level name; its fields win over top-level ones. */
  location: z.optional(z.object(placeFields)),
  /** SPEC §3 style: a name (Grayscale by default) or its number (1 to 6). */
  style: z.optional(
    z.union([z.literal(MAP_STYLE_NAMES), z.literal([1, 2, 3, 4, 5, 6])], { error: styleMessage }),
  ),
  /** Place and road names on the live map (default true); `labels` is the block-level name. */
  showLabels: flag,
  labels: flag,
  /** Hill shading (default false); `terrain` is the block-level name. */
  showTerrain: flag,
  terrain: flag,
  /** Zoom and map-type controls on the live map (default true); `controls` is the block-level name. */
  showControls: flag,
  controls: flag,
  /** The visitor may pan the live map by dragging (default true). */
  draggable: flag,
  /** The wheel zooms the live map once the visitor clicked it (default true). */
  scrollwheel: flag,
  /** None of the service's controls at all (default false). */
  disableDefaultUI: flag,
  /** The marker can be dragged to a new place (default false); `sq-marker-move` tells where. */
  markerDraggable: flag,
  /** A click on the marker opens the place in the maps service in a new window (default true). */
  linkOnClick: flag,
  /** Beyond SPEC: a "Directions from" address box under the map (default false). */
  directions: flag,
});

/** A map block's settings, read. */
export interface MapBlock extends MapPlace {
  style: MapStyleName;
  showLabels: boolean;
  showTerrain: boolean;
  showControls: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
  directions: boolean;
}

type MapBlockInput = z.infer<typeof mapBlockInput>;

/** Settings as written → settings read (see the module comment). */
export function readMapBlock(input: MapBlockInput): MapBlock {
  const { location, ...top } = input;
  const at = { ...top, ...location };
  const mapLat = at.mapLat ?? MAP_DEFAULTS.mapLat;
  const mapLng = at.mapLng ?? MAP_DEFAULTS.mapLng;
  return {
    mapLat,
    mapLng,
    markerLat: at.markerLat ?? mapLat,
    markerLng: at.markerLng ?? mapLng,
    mapZoom: at.mapZoom ?? MAP_DEFAULTS.mapZoom,
    addressTitle: at.addressTitle ?? '',
    addressLine1: at.addressLine1 ?? '',
    addressLine2: at.addressLine2 ?? '',
    addressCountry: at.addressCountry ?? '',
    style: mapStyleOf(input.style) ?? DEFAULT_MAP_STYLE,
    showLabels: input.showLabels ?? input.labels ?? true,
    showTerrain: input.showTerrain ?? input.terrain ?? false,
    showControls: input.showControls ?? input.controls ?? true,
    draggable: input.draggable ?? true,
    scrollwheel: input.scrollwheel ?? true,
    disableDefaultUI: input.disableDefaultUI ?? false,
    markerDraggable: input.markerDraggable ?? false,
    linkOnClick: input.linkOnClick ?? true,
    directions: input.directions ?? false,
  };
}

/** Schema of a map block's `data-block-json`: checks it and reads it ({@link readMapBlock}). */
export const mapBlockSchema = z.pipe(mapBlockInput, z.transform(readMapBlock));
