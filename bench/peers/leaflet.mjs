// Leaflet: the map library a site would pick to draw its own map (tiles, a marker, a popup).
// Size bench peer of sq-map.
import { map, marker, tileLayer } from 'leaflet';

export { map, marker, tileLayer };
