/* global document, customElements, requestAnimationFrame */
// Our page of the interaction bench: <sq-gallery> built from its sources. With `lightbox` on,
// the gallery imports elements/lightbox/sq-lightbox.ts itself on the first open (a split chunk,
// as shipped). The page markup comes from bench/lib/interaction-pages.mjs.
import '../../elements/gallery/sq-gallery.ts';
import { animationsEnded, deepQuery, installBench, nextEvent } from './measure.mjs';

const frame = () => new Promise((done) => requestAnimationFrame(done));
const gallery = document.querySelector('sq-gallery');

installBench({
  name: 'sq-gallery + sq-lightbox',
  area: gallery,
  ready: async () => {
    await customElements.whenDefined('sq-gallery');
    await gallery.updateComplete;
  },
  // Arrow keys move the gallery while focus is inside: on the current item, as after a Tab.
  focusForKeys: () => gallery.shadowRoot.querySelector('[part~="current"] .i')?.focus(),
  onSlideChange: (listener) => gallery.addEventListener('sq-slide-change', listener),
  transitionEnd: async () => {
    await nextEvent(gallery, 'sq-slide-change');
    // The change starts its animations after the event, once the new slide is rendered.
    await gallery.updateComplete;
    await frame();
    return animationsEnded();
  },
  lightboxOpen: () => deepQuery('dialog[open]') !== null,
  lightboxShown: () => nextEvent(document, 'sq-after-show'),
});
