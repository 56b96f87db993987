/**
 * The place a map block shows (SPEC §3 Map block: mapLat, mapLng, markerLat, markerLng, mapZoom,
 * addressTitle, addressLine1, addressLine2, addressCountry) and the addresses that open it
 * elsewhere: the maps service, OpenStreetMap, and a `geo:` URI (RFC 5870) for the visitor's own
 * maps app.
 */
import { MAP_DEFAULT_ZOOM } from '../constants/limits.ts';

/** SPEC §3 defaults: latitude 40.72, longitude -74.00, zoom 12, the marker at the map's centre. */
export const MAP_DEFAULTS = { mapLat: 40.72, mapLng: -74.0, mapZoom: MAP_DEFAULT_ZOOM } as const;

/** Closest and farthest zoom levels (the maps service's range). */
export const MAP_ZOOM_RANGE = { min: 0, max: 21 } as const;

/** Where the map is centred, where its marker stands, and the address shown with it. */
export interface MapPlace {
  mapLat: number;
  mapLng: number;
  markerLat: number;
  markerLng: number;
  mapZoom: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

/** The address's lines that are set, in reading order: title, line 1, line 2, country. */
export function addressLines(place: MapPlace): string[] {
  return [place.addressTitle, place.addressLine1, place.addressLine2, place.addressCountry]
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The address as one line (`Title, Line 1, Line 2, Country`); '' when none is set. */
export function addressText(place: MapPlace): string {
  return addressLines(place).join(', ');
}

/** A coordinate as the links write it: at most 6 decimals (about 10 cm), no trailing zeros. */
export function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** Default address of the maps service (its "open in" links and the marker click). */
export const MAPS_SERVICE_URL = 'https://www.google.com/maps';

/**
 * The marker's place in the maps service (SPEC §7: position, address text and zoom):
 * `…/maps?q=ADDRESS&ll=LAT,LNG&z=ZOOM`; without an address, `q` is the position.
 */
export function mapsServiceUrl(place: MapPlace, base: string = MAPS_SERVICE_URL): string {
  const position = `${coordinate(place.markerLat)},${coordinate(place.markerLng)}`;
  const url = new URL(base);
  url.searchParams.set('q', addressText(place) || position);
  url.searchParams.set('ll', position);
  url.searchParams.set('z', String(place.mapZoom));
  return url.href;
}

/** The marker on OpenStreetMap: `https://www.openstreetmap.org/?mlat=…&mlon=…#map=ZOOM/LAT/LNG`. */
export function openStreetMapUrl(place: MapPlace): string {
  const lat = coordinate(place.markerLat);
  const lng = coordinate(place.markerLng);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${place.mapZoom}/${lat}/${lng}`;
}

/** The marker as a `geo:` URI, which phones open in the visitor's maps app: `geo:LAT,LNG?z=ZOOM`. */
export function geoUri(place: MapPlace): string {
  return `geo:${coordinate(place.markerLat)},${coordinate(place.markerLng)}?z=${place.mapZoom}`;
}

/** A point (a place the visitor searched for). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Directions from `origin` to the marker, in the maps service and on OpenStreetMap. */
export function directionsUrls(origin: LatLng, place: MapPlace): { maps: string; osm: string } {
  const from = `${coordinate(origin.lat)},${coordinate(origin.lng)}`;
  const to = `${coordinate(place.markerLat)},${coordinate(place.markerLng)}`;
  const maps = new URL('https://www.google.com/maps/dir/');
  maps.searchParams.set('api', '1');
  maps.searchParams.set('origin', from);
  maps.searchParams.set('destination', to);
  const osm = new URL('https://www.openstreetmap.org/directions');
  osm.searchParams.set('route', `${from};${to}`);
  return { maps: maps.href, osm: osm.href };
}

/** The static map's text alternative: `Map of ADDRESS`, or of the position without one. */
export function mapLabel(place: MapPlace): string {
  const where =
    addressText(place) || `${coordinate(place.markerLat)}, ${coordinate(place.markerLng)}`;
  return `Map of ${where}`;
}
