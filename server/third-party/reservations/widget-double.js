/**
 * A local test double of the reservation and scheduling widgets' loader scripts (OpenTable's
 * reservation loader v1 and v2, table booking, appointment scheduling, wedding planning), for
 * sites and tests that cannot reach the internet. Loaded as
 * `/third-party/reservations/v1.js?rid=ID&theme=wide&iframe=false&overlay=false&container=ID`
 * (v2.js, table-booking.js, wedding-planning.js, or `/third-party/scheduling/embed.js`), it draws
 * the provider's widget into the element whose id `container` names: a title, a picker (date,
 * time and party size or session) and a button, with the class names the real widget uses
 * (`.ot-dtp-picker`, `.ot-dtp-picker-button`, `.ot-title` for OpenTable …). Submitting the
 * picker says what was asked for in a status line; nothing is sent.
 *
 * The widget's root carries what the script was given: `data-kind`, `data-theme`, `data-iframe`,
 * `data-overlay`, `data-account`. `theme=wide` lays the picker out in one row.
 *
 * The kind comes from the file name it is served under; served as a plain file, from `?kind=`.
 * `?fail=timeout`: the script runs and never draws (a widget that never renders); `?omit=title`
 * (or `picker`, `button`): it draws the widget without that part;
 * `?fail=error` is answered 404 by the site server.
 */
/* global document */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script) return;
  var url = new URL(script.src);
  var query = url.searchParams;
  var FILES = {
    'v1.js': 'restaurant-v1',
    'v2.js': 'restaurant-v2',
    'table-booking.js': 'table-booking',
    'embed.js': 'scheduling',
    'wedding-planning.js': 'wedding-planning',
  };
  var TABLE = ['Date', 'Time', 'Party size'];
  var OPENTABLE = {
    account: 'rid',
    classes: ['ot-dtp-picker', 'ot-dtp-picker-button', 'ot-title'],
  };
  var WIDGETS = {
    'restaurant-v1': Object.assign(
      { title: 'Make a reservation', fields: TABLE, button: 'Find a table' },
      OPENTABLE,
    ),
    'restaurant-v2': Object.assign(
      { title: 'Reserve a table', fields: TABLE, button: 'Find a table' },
      OPENTABLE,
    ),
    'table-booking': {
      account: 'venue',
      classes: ['resy-picker', 'resy-button', 'resy-title'],
      title: 'Book a table',
      fields: TABLE,
      button: 'Check availability',
    },
    scheduling: {
      account: 'owner',
      classes: ['acuity-picker', 'acuity-button', 'acuity-title'],
      title: 'Book an appointment',
      fields: ['Date', 'Time', 'Session'],
      button: 'Book',
    },
    'wedding-planning': {
      account: 'id',
      classes: ['zola-picker', 'zola-button', 'zola-title'],
      title: 'Plan your day',
      fields: ['Date', 'Time', 'Guests'],
      button: 'Check the date',
    },
  };
  var OPTIONS = {
    Time: ['10:00', '12:00', '14:00', '17:30', '19:00', '20:30'],
    'Party size': ['1 person', '2 people', '3 people', '4 people', '6 people', '8 people'],
    Session: ['Wheel taster (1 hour)', 'Wheel session (2 hours)', 'Glazing (90 minutes)'],
    Guests: ['Up to 50', '50 to 100', '100 to 150', 'Over 150'],
  };
  var kind = query.get('kind') || FILES[url.pathname.split('/').pop()];
  var widget = WIDGETS[kind];
  var container = document.getElementById(query.get('container') || '');
  if (!widget || !container || query.get('fail') === 'timeout') return;

  var uid = container.id + '-' + kind;
  var make = function (tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'style') node.style.cssText = props[key];
      else if (key in node && key !== 'list') node[key] = props[key];
      else node.setAttribute(key, props[key]);
    });
    (children || []).forEach(function (child) {
      node.append(child);
    });
    return node;
  };
  var wide = query.get('theme') === 'wide';
  var field = function (name, index) {
    var id = uid + '-field-' + index;
    var control =
      name === 'Date'
        ? make('input', { type: 'date', id: id, name: name, value: '2026-12-05' })
        : make(
            'select',
            { id: id, name: name },
            OPTIONS[name].map(function (option) {
              return make('option', { value: option, textContent: option });
            }),
          );
    control.style.cssText =
      'font:inherit;padding:6px;border:1px solid #555;border-radius:3px;color:#111;background:#fff';
    return make('label', { style: 'display:flex;flex-direction:column;gap:4px' }, [name, control]);
  };
  var title = make('div', {
    className: widget.classes[2],
    id: uid + '-title',
    textContent: widget.title,
    style: 'font-weight:600;font-size:1.1em',
  });
  var status = make('p', { role: 'status', style: 'margin:0' });
  var button = make('button', {
    type: 'submit',
    className: widget.classes[1],
    textContent: widget.button,
    style:
      'font:inherit;padding:8px 16px;border:0;border-radius:3px;background:#1a1a1a;color:#fff;cursor:pointer;align-self:' +
      (wide ? 'end' : 'start'),
  });
  var picker = make(
    'form',
    {
      className: widget.classes[0],
      'aria-labelledby': title.id,
      style:
        'display:flex;gap:12px;' +
        (wide ? 'flex-direction:row;flex-wrap:wrap' : 'flex-direction:column'),
    },
    widget.fields.map(field).concat([button]),
  );
  picker.addEventListener('submit', function (event) {
    event.preventDefault();
    var asked = widget.fields.map(function (name) {
      return picker.elements.namedItem(name).value;
    });
    status.textContent = 'Requested: ' + asked.join(', ') + '.';
  });
  var omit = query.get('omit');
  if (omit === 'title') title.className = '';
  if (omit === 'button') button.className = '';
  if (omit === 'picker') picker.className = '';
  var root = make(
    'div',
    {
      style:
        'display:flex;flex-direction:column;gap:12px;padding:16px;border:1px solid #ccc;border-radius:4px;background:#fff;color:#1a1a1a',
    },
    [title, picker, status],
  );
  root.dataset.widgetDouble = '';
  root.dataset.kind = kind;
  root.dataset.theme = query.get('theme') || '';
  root.dataset.iframe = query.get('iframe') || '';
  root.dataset.overlay = query.get('overlay') || '';
  root.dataset.account = query.get(widget.account) || '';
  container.replaceChildren(root);
})();
