// GLightbox: size bench peer of sq-lightbox (its package entry is a prebuilt UMD file).
import GLightbox from 'glightbox';

/**
 * Opens a GLightbox when a link matching `selector` is clicked.
 * @param {string} [selector]
 */
export function mountGLightbox(selector = '.glightbox') {
  return GLightbox({ selector, loop: true });
}
