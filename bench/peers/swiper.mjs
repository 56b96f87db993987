// Swiper as a gallery ships it: core with the Navigation, Pagination, Autoplay and Keyboard
// modules. Size bench peer of sq-gallery, and the slider of the interaction bench's peer page.
import Swiper from 'swiper';
import { Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';

/**
 * Starts Swiper on `container` (`.swiper` > `.swiper-wrapper` > `.swiper-slide`, with
 * `.swiper-button-prev`, `.swiper-button-next` and `.swiper-pagination` inside).
 * @param {HTMLElement} container
 * @param {object} [options] Swiper parameters that replace the defaults below
 */
export function mountSwiper(container, options = {}) {
  return new Swiper(container, {
    modules: [Navigation, Pagination, Autoplay, Keyboard],
    loop: true,
    keyboard: { enabled: true },
    navigation: {
      prevEl: container.querySelector('.swiper-button-prev'),
      nextEl: container.querySelector('.swiper-button-next'),
    },
    pagination: { el: container.querySelector('.swiper-pagination'), clickable: true },
    autoplay: { delay: 5000, pauseOnMouseEnter: true },
    ...options,
  });
}
