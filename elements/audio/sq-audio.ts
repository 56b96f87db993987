/**
 * Registers `<sq-audio>`. The only module of the audio block with a side effect: import it to use
 * the tag; import `./audio.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqAudio } from './audio.ts';

export { SqAudio };
export type { SqAudioPauseDetail, SqAudioPlayDetail, SqAudioState } from './audio.ts';
export type { AudioTrack } from './audio-tracks.ts';
export type { AudioData } from './audio.schema.ts';

define('sq-audio', SqAudio);

declare global {
  interface HTMLElementTagNameMap {
    'sq-audio': SqAudio;
  }
}
