import { html } from 'lit';
import { SqBlock } from '../shared/sq-block.ts';
import { collectionLinkSchema, type CollectionLinkData } from './collection-link.schema.ts';
import { collectionLinkStyles } from './collection-link.styles.ts';

/**
 * A link to a collection (SPEC §2 blocks: collection link): a card with the collection's title,
 * description, how many items it holds and the latest (for events, the next) item's date, and a
 * picture of one of its items. The site's server writes the card into the empty block from
 * `collectionId`, a plain `<a class="sq-collection-link">` that works without JavaScript; a
 * template may write the same markup itself. The card is the server's and stays where it is
 * (slotted): the page's sq-markup.css draws it, before and after the upgrade alike, so nothing
 * moves. The element checks its settings (the error contract: an id that is not a collection id
 * marks the block with `data-sq-error`; the link still works).
 *
 * @summary A link card to a collection: title, description, item count, latest date.
 *
 * @slot - The card: the server's link.
 *
 * @event sq-error - `data-block-json` is invalid.
 *
 * @cssproperty [--sq-collection-link-padding=1rem] - Space inside the card (page CSS).
 * @cssproperty [--sq-collection-link-border-color=rgb(0 0 0/.2)] - The card's border.
 * @cssproperty [--sq-collection-link-radius=.5rem] - The card's corners.
 * @cssproperty [--sq-collection-link-image-width=10rem] - Width of the picture beside the text.
 * @cssproperty [--sq-collection-link-image-aspect-ratio=3/2] - The picture's box.
 * @cssproperty [--sq-collection-link-focus-color=currentColor] - Keyboard focus outline.
 */
export class SqCollectionLink extends SqBlock<CollectionLinkData> {
  static override styles = collectionLinkStyles;

  protected override readonly schema = collectionLinkSchema;

  /** The collection's page the card links to (the server's link), if any. */
  get href(): string | undefined {
    return this.querySelector<HTMLAnchorElement>('a[href]')?.href;
  }

  protected override renderBlock(): unknown {
    return html`<slot></slot>`;
  }
}
