import { define } from '../shared/define.ts';
import { SqImage } from './image.ts';

export { SqImage };
export type { SqImageLoadDetail, SqImageState } from './image.ts';
// What draws an `<img>` where it stands, as `<sq-image>` does: the gallery and the video load it
// from here, with the element's code, for the pictures of the markup they upgrade.
export { ImageDriver } from '../shared/image/image-driver.ts';
export type { ImageDriverOptions, ImageSettings } from '../shared/image/image-driver.ts';

define('sq-image', SqImage);

declare global {
  interface HTMLElementTagNameMap {
    'sq-image': SqImage;
  }
}
