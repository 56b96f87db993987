/**
 * Registers `<sq-video>`. The only module of the video with a side effect: import it to use the
 * tag; import `./video.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqVideo } from './video.ts';

export { SqVideo };
export type { SqVideoPauseDetail, SqVideoPlayDetail, SqVideoState } from './video.ts';
export type { VideoData } from './video.schema.ts';
export type { VideoMode } from './video-layout.ts';
export type { VideoProvider } from './video-source.ts';

define('sq-video', SqVideo);

declare global {
  interface HTMLElementTagNameMap {
    'sq-video': SqVideo;
  }
}
