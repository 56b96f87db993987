/**
 * A local test double of the comments service's count script, for sites and tests that cannot
 * reach the internet. Loaded as `/third-party/comments/count.js`, it defines
 * `window.DISQUSWIDGETS.getCount({reset})` (unless one is defined) and runs it once: every
 * element of the page with the class `disqus-comment-count` and a `data-disqus-identifier` (or a
 * link whose address ends in `#disqus_thread`, its identifier the address's path) gets its
 * thread's count as its text, "0 Comments", "1 Comment", "N Comments", as the real script writes
 * it. Counted once per element unless `reset` is true.
 *
 * The double's threads (a real service answers from its store): `first-firing` has 3 comments,
 * `glaze-notes` 1, every other thread 0.
 *
 * Told to fail by its own address: `?fail=timeout` defines nothing and counts nothing (a script
 * that never gets ready; the site server answers `?fail=error` with 404 itself).
 */
/* global window, document */
(function () {
  'use strict';
  var script = document.currentScript;
  var fail = script ? new URL(script.src).searchParams.get('fail') : null;
  if (fail === 'timeout' || window.DISQUSWIDGETS) return;

  var THREADS = { 'first-firing': 3, 'glaze-notes': 1 };
  var counted = new WeakSet();

  var text = function (count) {
    return count === 1 ? '1 Comment' : count + ' Comments';
  };

  var identifierOf = function (element) {
    var identifier = element.getAttribute('data-disqus-identifier');
    if (identifier) return identifier;
    var href = element.getAttribute('href') || '';
    if (!/#disqus_thread$/.test(href)) return null;
    return new URL(href, document.baseURI).pathname
      .replace(/^\/|\/$/g, '')
      .split('/')
      .pop();
  };

  var getCount = function (options) {
    var reset = Boolean(options && options.reset);
    var elements = document.querySelectorAll('.disqus-comment-count, a[href$="#disqus_thread"]');
    elements.forEach(function (element) {
      if (counted.has(element) && !reset) return;
      var identifier = identifierOf(element);
      if (identifier === null) return;
      counted.add(element);
      element.textContent = text(THREADS[identifier] || 0);
    });
  };

  window.DISQUSWIDGETS = { getCount: getCount };
  getCount();
})();
