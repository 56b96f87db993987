/**
 * A local test double of the reCAPTCHA v2 explicit-render API, for sites and tests that cannot
 * reach the internet. Loaded as `/captcha/api.js?onload=NAME&render=explicit`, it defines
 * `window.grecaptcha` (unless one is already defined) and then calls `window[NAME]()`.
 *
 * - `render(container, {sitekey, size, theme, callback, 'expired-callback'})` → widget id.
 *   `container` is an element or its id. Throws when the sitekey is missing or the container
 *   already holds a widget, as the real library does.
 * - The widget is a labelled checkbox "I'm not a robot" (`data-size="compact"` is a smaller,
 *   stacked layout; `size: 'invisible'` shows nothing). Ticking it solves it: the response
 *   becomes `captcha-double-<n>` and `callback(token)` runs. Unticking it stands for an expired
 *   solution: the response becomes '' and `expired-callback()` runs.
 * - `getResponse(id)` ('' until solved), `reset(id)`, `execute(id)` (solves at once, as an
 *   invisible widget does); `id` defaults to the first widget.
 */
/* global window, document */
(function () {
  'use strict';
  var script = document.currentScript;
  var onload = script ? new URL(script.src).searchParams.get('onload') : null;

  if (!window.grecaptcha) {
    var widgets = [];
    var rendered = new WeakSet();
    var solvedCount = 0;

    var widgetAt = function (id) {
      var widget = widgets[id === undefined ? 0 : id];
      if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + id);
      return widget;
    };

    var solve = function (widget) {
      solvedCount += 1;
      widget.response = 'captcha-double-' + solvedCount;
      if (widget.checkbox) widget.checkbox.checked = true;
      if (typeof widget.params.callback === 'function') widget.params.callback(widget.response);
    };

    var expire = function (widget) {
      widget.response = '';
      var expired = widget.params['expired-callback'];
      if (typeof expired === 'function') expired();
    };

    var drawCheckbox = function (element, widget) {
      var compact = widget.params.size === 'compact';
      var dark = widget.params.theme === 'dark';
      var box = document.createElement('div');
      box.setAttribute('data-captcha-double', '');
      box.setAttribute('data-size', compact ? 'compact' : 'normal');
      box.setAttribute('data-theme', dark ? 'dark' : 'light');
      box.style.cssText =
        'box-sizing:border-box;display:flex;gap:8px;padding:12px;border:1px solid #d3d3d3;' +
        'border-radius:3px;font:14px/1.3 sans-serif;' +
        (dark ? 'background:#222;color:#fff;' : 'background:#f9f9f9;color:#000;') +
        (compact
          ? 'width:164px;min-height:144px;flex-direction:column;align-items:flex-start;'
          : 'width:304px;min-height:78px;align-items:center;');
      var label = document.createElement('label');
      label.style.cssText = 'display:flex;align-items:center;gap:8px;cursor:pointer;';
      var checkbox = document.createElement('input');
      checkbox.type = 'checkbox';
      checkbox.style.cssText = 'width:24px;height:24px;margin:0;';
      checkbox.addEventListener('change', function () {
        if (checkbox.checked) solve(widget);
        else expire(widget);
      });
      label.append(checkbox, document.createTextNode("I'm not a robot"));
      var note = document.createElement('small');
      note.textContent = 'Keeps spam out';
      box.append(label, note);
      element.append(box);
      widget.checkbox = checkbox;
    };

    window.grecaptcha = {
      render: function (container, params) {
        var element =
          typeof container === 'string' ? document.getElementById(container) : container;
        if (!element || element.nodeType !== 1) {
          throw new Error('reCAPTCHA placeholder element must be an element or id');
        }
        if (!params || !params.sitekey) throw new Error('Missing required parameters: sitekey');
        if (rendered.has(element)) {
          throw new Error('reCAPTCHA has already been rendered in this element');
        }
        rendered.add(element);
        var widget = { params: params, response: '', checkbox: null };
        if (params.size !== 'invisible') drawCheckbox(element, widget);
        widgets.push(widget);
        return widgets.length - 1;
      },
      getResponse: function (id) {
        return widgetAt(id).response;
      },
      reset: function (id) {
        var widget = widgetAt(id);
        widget.response = '';
        if (widget.checkbox) widget.checkbox.checked = false;
      },
      execute: function (id) {
        solve(widgetAt(id));
      },
    };
  }

  if (onload && typeof window[onload] === 'function') window[onload]();
})();
