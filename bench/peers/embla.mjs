// Embla Carousel with its Autoplay plugin: size bench peer of sq-gallery. Embla has no arrows,
// dots or keyboard of its own; a site writes those itself (not counted here).
import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

/**
 * Starts Embla on `viewport` (its first child is the container of the slides).
 * @param {HTMLElement} viewport
 */
export function mountEmbla(viewport) {
  return EmblaCarousel(viewport, { loop: true }, [Autoplay({ delay: 5000 })]);
}
