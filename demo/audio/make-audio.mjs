// Writes the demo's short audio clips (demo/audio/*.wav): 4 kHz, 8-bit mono PCM WAV, 12 s each
// (48 kB), made of tones (a kiln's low roar, a bell, wheel hum), so they stay tiny and need no
// recording. Run: node demo/audio/make-audio.mjs
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';

const RATE = 4000;

/** A WAV file of `seconds` whose sample at time t (seconds) is `sample(t)` in [-1, 1]. */
function wav(seconds, sample) {
  const count = Math.round(seconds * RATE);
  const buffer = Buffer.alloc(44 + count);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + count, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(RATE, 24);
  buffer.writeUInt32LE(RATE, 28); // bytes per second
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(count, 40);
  for (let i = 0; i < count; i += 1) {
    const t = i / RATE;
    const fade = Math.min(1, t / 0.2, (seconds - t) / 0.3);
    const value = Math.max(-1, Math.min(1, sample(t) * fade));
    buffer.writeUInt8(Math.round(128 + value * 100), 44 + i);
  }
  return buffer;
}

const sine = (frequency, t) => Math.sin(2 * Math.PI * frequency * t);
/** A struck bell at `at` seconds: a decaying tone. */
const bell = (frequency, at, t) => (t < at ? 0 : sine(frequency, t - at) * Math.exp(-(t - at) * 3));
/** Deterministic noise, so a rerun writes the same bytes. */
const noise = (t) => (Math.sin(t * 12_9898.233) * 43_758.5453) % 1;

const clips = {
  // The burners lit: a low rumble with noise.
  'loading-the-kiln': [12, (t) => 0.35 * sine(55, t) + 0.2 * sine(110, t) + 0.15 * noise(t)],
  // The cone pack bends: a bell every 3 s over the kiln's roar.
  'cone-ten': [12, (t) => 0.2 * sine(70, t) + 0.5 * bell(t % 6 < 3 ? 660 : 880, t - (t % 3), t)],
  // Opening day: the wheel's hum rising.
  'opening-day': [12, (t) => 0.45 * sine(180 + 10 * t, t) + 0.2 * bell(990, 0.4, t)],
};

for (const [name, [seconds, sample]] of Object.entries(clips)) {
  const file = new URL(`./${name}.wav`, import.meta.url);
  writeFileSync(file, wav(seconds, sample));
  console.log(`${name}.wav`);
}
