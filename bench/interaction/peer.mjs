/* global window, document, requestAnimationFrame */
// Peer page of the interaction bench: Swiper (the size bench's build of it) with a PhotoSwipe
// lightbox on its slides, the usual pairing for a gallery with a lightbox. The page markup comes
// from bench/lib/interaction-pages.mjs.
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'photoswipe/style.css';
import { mountPhotoSwipe } from '../peers/photoswipe.mjs';
import { mountSwiper } from '../peers/swiper.mjs';
import { installBench, nextEvent } from './measure.mjs';

const area = document.querySelector('.swiper');
// Autoplay stays built in, but off: a timed slide change would land in the measurements.
const swiper = mountSwiper(area, { autoplay: false });
const lightbox = mountPhotoSwipe(area, '.swiper-slide a');
const frame = () => new Promise((done) => requestAnimationFrame(done));
const once = (target, name) => new Promise((done) => target.once(name, done));
const lightboxOnce = (name) =>
  new Promise((done) => {
    const listener = () => {
      lightbox.off(name, listener);
      done();
    };
    lightbox.on(name, listener);
  });

window.benchSwiper = swiper;
installBench({
  name: 'Swiper + PhotoSwipe',
  area,
  ready: async () => {
    if (document.readyState !== 'complete') await nextEvent(window, 'load');
  },
  onSlideChange: (listener) => swiper.on('slideChange', listener),
  transitionEnd: async () => {
    await once(swiper, 'slideChange');
    const ended = once(swiper, 'slideChangeTransitionEnd');
    // Swiper moves its wrapper with a CSS transition, made at the next style update.
    await frame();
    const [transition] = swiper.wrapperEl.getAnimations();
    const startedAt = transition ? await transition.ready.then(() => transition.startTime) : NaN;
    await ended;
    return { duration: swiper.params.speed, startedAt: startedAt ?? NaN };
  },
  lightboxOpen: () => document.querySelector('.pswp') !== null,
  lightboxShown: () => lightboxOnce('openingAnimationEnd'),
});
