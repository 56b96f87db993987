// What a site would bundle for a form built from Shoelace: its text input and its button (the
// components register their tags on import).
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
