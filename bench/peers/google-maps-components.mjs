// Google's Extended Component Library as a map block would use it: the maps script loader
// (`<gmpx-api-loader>`) and the place picker (`<gmpx-place-picker>`, an address search box).
// Size bench peer of sq-map; importing them defines the tags.
import '@googlemaps/extended-component-library/api_loader.js';
import '@googlemaps/extended-component-library/place_picker.js';
