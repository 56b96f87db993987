// The audio-sharing player double (served by the site server at /third-party/audio/player): the
// surface of the service's player iframe that <sq-audio> uses, its widget protocol. It names the
// track of its `url` parameter, "plays" it (a 6 s progress bar, no sound) and talks to its parent
// page in JSON text through postMessage:
//   to the parent: {widgetId, method: 'ready'} once loaded, then, for the events the parent asked
//     for, {widgetId, method: 'play' | 'pause' | 'finish'};
//   from the parent: {method: 'addEventListener', value: EVENT}, {method: 'play' | 'pause' |
//     'toggle'}.
// `auto_play=true` starts playing once the parent listens to 'play'. `fail=timeout`: the page loads
// but never says it is ready.
/* global addEventListener, document, location, parent */
const params = new URLSearchParams(location.search);
const WIDGET_ID = 'widget_double';
const LENGTH_MS = 6000;
const STEP_MS = 100;

const button = document.getElementById('toggle');
const progress = document.getElementById('progress');
const page = (() => {
  try {
    return new URL(params.get('url') ?? '');
  } catch {
    return null;
  }
})();
const parts = page ? page.pathname.split('/').filter(Boolean) : [];
const words = (slug) => (slug ?? '').replace(/[-_]+/g, ' ').trim();
const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1);
document.getElementById('user').textContent = words(parts[0]) || 'Unknown artist';
document.getElementById('track').textContent = sentence(words(parts.at(-1))) || 'Nothing to play';

/** The events the parent asked for. */
const wanted = new Set();
let played = 0;
let timer;

function post(method, value = null) {
  if (method !== 'ready' && !wanted.has(method)) return;
  parent.postMessage(JSON.stringify({ widgetId: WIDGET_ID, method, value }), '*');
}

function show(playing) {
  button.textContent = playing ? 'Pause' : 'Play';
  button.setAttribute('aria-pressed', String(playing));
  progress.value = Math.round((played / LENGTH_MS) * 100);
}

function play() {
  if (timer !== undefined || !page) return;
  if (played >= LENGTH_MS) played = 0;
  timer = setInterval(() => {
    played += STEP_MS;
    show(true);
    if (played < LENGTH_MS) return;
    clearInterval(timer);
    timer = undefined;
    show(false);
    post('finish');
  }, STEP_MS);
  show(true);
  post('play');
}

function pause() {
  if (timer === undefined) return;
  clearInterval(timer);
  timer = undefined;
  show(false);
  post('pause');
}

button.addEventListener('click', () => (timer === undefined ? play() : pause()));

addEventListener('message', (event) => {
  if (event.source !== parent) return;
  let message;
  try {
    message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
  } catch {
    return;
  }
  if (message?.method === 'addEventListener') {
    wanted.add(message.value);
    if (message.value === 'play' && params.get('auto_play') === 'true' && played === 0) play();
  } else if (message?.method === 'play') play();
  else if (message?.method === 'pause') pause();
  else if (message?.method === 'toggle') (timer === undefined ? play : pause)();
});

show(false);
if (params.get('fail') !== 'timeout') post('ready');
