/**
 * A local test double of the social follow widget script (the part of the provider's widgets
 * API that `<sq-social-links>` uses), for sites and tests that cannot reach the internet. Loaded
 * as `/third-party/follow/widgets.js`, it defines `window.twttr` (unless one is defined):
 *
 * - `twttr.ready(fn)`: calls `fn(twttr)` once the widgets are ready (at once, in a task).
 * - `twttr.widgets.createFollowButton(handle, target, options)`: draws a follow button for
 *   `handle` at the end of `target` (an element anywhere, a shadow root's included) and answers
 *   a promise of it. The button is a link "Follow @handle" to the provider's follow page, opening
 *   in a new window (`data-size` is `options.size`, `large` or `medium`).
 *
 * Told to fail by its own address: `?fail=timeout` never calls `ready` back (a script that hangs;
 * the site server answers `?fail=error` with 404 itself).
 */
/* global window, document */
(function () {
  'use strict';
  var script = document.currentScript;
  var fail = script ? new URL(script.src).searchParams.get('fail') : null;
  if (window.twttr && window.twttr.widgets) return;

  var ready = [];
  var isReady = false;

  var createFollowButton = function (handle, target, options) {
    var name = String(handle).replace(/^@/, '');
    var link = document.createElement('a');
    link.href = 'https://x.com/intent/follow?screen_name=' + encodeURIComponent(name);
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = 'Follow @' + name;
    link.setAttribute('data-follow-double', '');
    link.setAttribute('data-size', (options && options.size) === 'large' ? 'large' : 'medium');
    link.style.cssText =
      'display:inline-block;padding:6px 14px;border-radius:999px;background:#0f1419;' +
      'color:#fff;font:600 14px/1.4 sans-serif;text-decoration:none;';
    target.appendChild(link);
    return Promise.resolve(link);
  };

  window.twttr = {
    widgets: { createFollowButton: createFollowButton },
    ready: function (fn) {
      if (isReady)
        setTimeout(function () {
          fn(window.twttr);
        }, 0);
      else ready.push(fn);
    },
  };

  if (fail === 'timeout') return;
  setTimeout(function () {
    isReady = true;
    ready.splice(0).forEach(function (fn) {
      fn(window.twttr);
    });
  }, 0);
})();
