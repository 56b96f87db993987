// PhotoSwipe as a lightbox ships it: photoswipe/lightbox on the page, which imports the
// photoswipe core on first open. Size bench peer of sq-lightbox (the core's dynamic import is
// inlined there, so both parts are counted), and the lightbox of the interaction bench's peer page.
import PhotoSwipeLightbox from 'photoswipe/lightbox';

/**
 * Opens a PhotoSwipe lightbox when a `children` link inside `gallery` is clicked; each link has
 * `href`, `data-pswp-width` and `data-pswp-height`.
 * @param {HTMLElement} gallery
 * @param {string} [children] selector of the links
 */
export function mountPhotoSwipe(gallery, children = 'a') {
  const lightbox = new PhotoSwipeLightbox({
    gallery,
    children,
    pswpModule: () => import('photoswipe'),
  });
  lightbox.init();
  return lightbox;
}
