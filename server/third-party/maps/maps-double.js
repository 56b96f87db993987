/**
 * A local test double of the part of the maps service's JavaScript API that `<sq-map>` uses, for
 * sites and tests without the internet. Loaded as `/third-party/maps/api.js?key=K&callback=NAME
 * &language=L&region=R`, it defines a `google.maps`-shaped global and then calls
 * `window[NAME]()`. Without a `key` it logs the service's error and defines nothing.
 *
 * - `new Map(element, options)` draws, inside `element`, a region "Map" (`.gm-double`) filled
 *   with the land colour of `options.styles` (else the service's own): it writes what it shows
 *   as data attributes (`data-center` "lat,lng", `data-zoom`, `data-map-type`,
 *   `data-scrollwheel`, `data-draggable`, `data-ui` "default" or "none") and a live zoom label.
 *   Unless `disableDefaultUI` (or `zoomControl: false`), it has "Zoom in" / "Zoom out" buttons.
 *   A wheel over the map zooms it only while `scrollwheel` is not false, as the service does.
 *   A click fires its `click` listeners. `setOptions`, `setCenter`, `setZoom`, `getZoom`,
 *   `getCenter`, `addListener`.
 * - `new Marker({position, map, icon: {url, size, scaledSize}, title, draggable, clickable})`: an
 *   image of `scaledSize` (else `size`) whose bottom centre stands on `position`, inside a
 *   control named `title` (role button when clickable: click, Enter or Space fire `click`).
 *   A draggable marker moves with the pointer and fires `dragend` with `{latLng}`.
 *   `setPosition`, `getPosition`, `setDraggable`, `setMap(null)`, `addListener`.
 * - `LatLng`, `Size`, `Point`, `MapTypeId`, `event.addListener`, `event.trigger`,
 *   `event.clearInstanceListeners`.
 */
/* global window, document */
(() => {
  'use strict';
  const script = document.currentScript;
  const query = script ? new URL(script.src).searchParams : new URLSearchParams();
  const callback = query.get('callback');
  if (!query.get('key')) {
    console.error('Google Maps JavaScript API error: MissingKeyMapError');
    return;
  }

  const listeners = new WeakMap();
  const on = (target, name, handler) => {
    if (!listeners.has(target)) listeners.set(target, new Map());
    const byName = listeners.get(target);
    if (!byName.has(name)) byName.set(name, new Set());
    byName.get(name).add(handler);
    return { remove: () => byName.get(name)?.delete(handler) };
  };
  const trigger = (target, name, ...args) => {
    for (const handler of listeners.get(target)?.get(name) ?? []) handler(...args);
  };

  class LatLng {
    #lat;
    #lng;
    constructor(lat, lng) {
      if (typeof lat === 'object') ({ lat, lng } = lat);
      this.#lat = Number(lat);
      this.#lng = Number(lng);
    }
    lat() {
      return this.#lat;
    }
    lng() {
      return this.#lng;
    }
    toJSON() {
      return { lat: this.#lat, lng: this.#lng };
    }
  }
  const latLng = (value) => (value instanceof LatLng ? value : new LatLng(value.lat, value.lng));
  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
  }
  class Point {
    constructor(x, y) {
      this.x = x;
      this.y = y;
    }
  }

  /** Web Mercator world pixels at `zoom`. */
  const world = (position, zoom) => {
    const size = 256 * 2 ** zoom;
    const sin = Math.min(Math.max(Math.sin((position.lat() * Math.PI) / 180), -0.9999), 0.9999);
    return {
      x: ((position.lng() + 180) / 360) * size,
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
    };
  };
  const fromWorld = (point, zoom) => {
    const size = 256 * 2 ** zoom;
    const lng = (point.x / size) * 360 - 180;
    const n = Math.PI - (2 * Math.PI * point.y) / size;
    return new LatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), lng);
  };

  const LAND = '#f1efe6';
  const landOf = (styles) =>
    (styles ?? [])
      .find((rule) => rule.elementType === 'geometry' && !rule.featureType)
      ?.stylers?.find((styler) => styler.color)?.color ?? LAND;

  class GoogleMap {
    #options = {};
    #markers = new Set();
    constructor(element, options = {}) {
      this.element = element;
      this.view = document.createElement('div');
      this.view.className = 'gm-double';
      this.view.setAttribute('role', 'region');
      this.view.setAttribute('aria-label', 'Map');
      this.view.style.cssText = 'position:relative;width:100%;height:100%;overflow:hidden;';
      this.zoomLabel = document.createElement('p');
      this.zoomLabel.style.cssText =
        'position:absolute;left:8px;bottom:4px;margin:0;font:12px sans-serif;background:#fff;color:#222;padding:2px 4px;';
      this.controls = document.createElement('div');
      this.controls.style.cssText = 'position:absolute;right:8px;bottom:8px;display:grid;gap:4px;';
      for (const [label, step] of [
        ['Zoom in', 1],
        ['Zoom out', -1],
      ]) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = step > 0 ? '+' : '−';
        button.setAttribute('aria-label', label);
        button.style.cssText =
          'width:32px;height:32px;background:#fff;color:#222;border:1px solid #888;';
        button.addEventListener('click', () => this.setZoom(this.getZoom() + step));
        this.controls.append(button);
      }
      this.view.append(this.zoomLabel, this.controls);
      element.replaceChildren(this.view);
      this.view.addEventListener('click', (event) => {
        if (event.target !== this.view) return;
        trigger(this, 'click', { latLng: this.getCenter() });
      });
      this.view.addEventListener(
        'wheel',
        (event) => {
          if (this.#options.scrollwheel === false) return;
          event.preventDefault();
          this.setZoom(this.getZoom() + (event.deltaY < 0 ? 1 : -1));
        },
        { passive: false },
      );
      this.setOptions({ zoom: 8, center: { lat: 0, lng: 0 }, ...options });
    }
    setOptions(options) {
      this.#options = { ...this.#options, ...options };
      if (options.center) this.#options.center = latLng(options.center);
      const o = this.#options;
      o.zoom = Math.max(0, Math.min(21, Math.round(o.zoom)));
      this.view.style.background =
        o.mapTypeId === 'satellite' || o.mapTypeId === 'hybrid' ? '#4d5b3b' : landOf(o.styles);
      this.view.dataset.center = `${o.center.lat()},${o.center.lng()}`;
      this.view.dataset.zoom = String(o.zoom);
      this.view.dataset.mapType = o.mapTypeId ?? 'roadmap';
      this.view.dataset.scrollwheel = String(o.scrollwheel !== false);
      this.view.dataset.draggable = String(o.draggable !== false);
      this.view.dataset.ui = o.disableDefaultUI ? 'none' : 'default';
      this.controls.style.display =
        o.disableDefaultUI === true || o.zoomControl === false ? 'none' : 'grid';
      this.zoomLabel.textContent = `Zoom ${o.zoom}`;
      for (const marker of this.#markers) marker.place();
    }
    setCenter(center) {
      this.setOptions({ center });
    }
    setZoom(zoom) {
      const before = this.#options.zoom;
      this.setOptions({ zoom });
      if (this.#options.zoom !== before) trigger(this, 'zoom_changed');
    }
    getZoom() {
      return this.#options.zoom;
    }
    getCenter() {
      return this.#options.center;
    }
    addListener(name, handler) {
      return on(this, name, handler);
    }
    /** Pixel of `position` in the view. */
    pixelOf(position) {
      const centre = world(this.#options.center, this.#options.zoom);
      const point = world(position, this.#options.zoom);
      return {
        x: this.view.clientWidth / 2 + point.x - centre.x,
        y: this.view.clientHeight / 2 + point.y - centre.y,
      };
    }
    positionOf(pixel) {
      const centre = world(this.#options.center, this.#options.zoom);
      return fromWorld(
        {
          x: centre.x + pixel.x - this.view.clientWidth / 2,
          y: centre.y + pixel.y - this.view.clientHeight / 2,
        },
        this.#options.zoom,
      );
    }
    attach(marker) {
      this.#markers.add(marker);
      this.view.insertBefore(marker.node, this.zoomLabel);
    }
    detach(marker) {
      this.#markers.delete(marker);
      marker.node.remove();
    }
  }

  class Marker {
    #map = null;
    #options;
    constructor(options = {}) {
      this.#options = { clickable: true, ...options };
      this.node = document.createElement('div');
      this.node.className = 'gm-double-marker';
      this.image = document.createElement('img');
      this.image.alt = '';
      this.image.draggable = false;
      this.node.append(this.image);
      this.node.style.cssText = 'position:absolute;line-height:0;';
      const click = () => trigger(this, 'click');
      this.node.addEventListener('click', (event) => {
        if (!this.dragged) click();
        this.dragged = false;
        event.stopPropagation();
      });
      this.node.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        click();
      });
      this.node.addEventListener('pointerdown', (event) => this.#drag(event));
      this.#apply();
      if (options.map) this.setMap(options.map);
    }
    #apply() {
      const o = this.#options;
      const icon = o.icon ?? {};
      const size = icon.scaledSize ?? icon.size ?? new Size(22, 40);
      if (icon.url) this.image.src = icon.url;
      this.image.width = size.width;
      this.image.height = size.height;
      this.node.title = o.title ?? '';
      if (o.clickable !== false) {
        this.node.setAttribute('role', 'button');
        this.node.tabIndex = 0;
        this.node.setAttribute('aria-label', o.title || 'Marker');
      } else {
        this.node.removeAttribute('role');
        this.node.removeAttribute('tabindex');
      }
      this.node.dataset.draggable = String(o.draggable === true);
      this.place();
    }
    #drag(down) {
      if (this.#options.draggable !== true || !this.#map) return;
      const map = this.#map;
      const start = map.pixelOf(this.getPosition());
      const move = (event) => {
        this.dragged = true;
        this.#options.position = map.positionOf({
          x: start.x + event.clientX - down.clientX,
          y: start.y + event.clientY - down.clientY,
        });
        this.place();
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        if (this.dragged) trigger(this, 'dragend', { latLng: this.getPosition() });
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up, { once: true });
    }
    place() {
      if (!this.#map || !this.#options.position) return;
      const { x, y } = this.#map.pixelOf(latLng(this.#options.position));
      this.node.style.left = `${x - this.image.width / 2}px`;
      this.node.style.top = `${y - this.image.height}px`;
    }
    setMap(map) {
      this.#map?.detach(this);
      this.#map = map;
      map?.attach(this);
      this.place();
    }
    getMap() {
      return this.#map;
    }
    setPosition(position) {
      this.#options.position = latLng(position);
      this.place();
    }
    getPosition() {
      return this.#options.position ? latLng(this.#options.position) : undefined;
    }
    setDraggable(draggable) {
      this.#options.draggable = draggable;
      this.#apply();
    }
    setOptions(options) {
      this.#options = { ...this.#options, ...options };
      this.#apply();
    }
    addListener(name, handler) {
      return on(this, name, handler);
    }
  }

  window.google = window.google ?? {};
  window.google.maps = {
    Map: GoogleMap,
    Marker,
    LatLng,
    Size,
    Point,
    MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' },
    event: {
      addListener: on,
      trigger,
      clearInstanceListeners: (target) => listeners.delete(target),
    },
  };
  if (callback && typeof window[callback] === 'function') window[callback]();
})();
