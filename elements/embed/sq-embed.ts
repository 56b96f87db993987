/**
 * Registers `<sq-embed>`. The only module of the embed with a side effect: import it to use the
 * tag; import `./embed.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqEmbed } from './embed.ts';

export { SqEmbed };
export type { EmbedData } from './embed.schema.ts';
export type {
  FacadeState,
  SqEmbedErrorDetail,
  SqEmbedLoadDetail,
} from '../shared/facade/facade-controller.ts';

define('sq-embed', SqEmbed);

declare global {
  interface HTMLElementTagNameMap {
    'sq-embed': SqEmbed;
  }
}
