import { define } from '../shared/define.ts';
import { SqImage } from './image.ts';

export { SqImage };
export type { SqImageLoadDetail, SqImageState } from './image.ts';

define('sq-image', SqImage);

declare global {
  interface HTMLElementTagNameMap {
    'sq-image': SqImage;
  }
}
