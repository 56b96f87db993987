import { html } from 'lit';
import { currentPageContext } from '../../platform/third-party/policy.ts';
import {
  loadThirdPartyScript,
  ThirdPartyLoadError,
} from '../../platform/third-party/load-script.ts';
import { thirdPartyUrl } from '../../platform/third-party/urls.ts';
import { FacadeController } from '../shared/facade/facade-controller.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { commentsCountSchema, type CommentsCountData } from './comments-count.schema.ts';

/** The comments service, as the facade names it. */
export const COMMENTS_PROVIDER = 'Disqus';

/** Time-out of the comments count script (SPEC §7 gives none: the library's 30 s). */
export const COMMENTS_SCRIPT_TIMEOUT_MS = 30_000;

/** The part of the count script's API the element uses. */
interface CountWidgets {
  getCount(options: { reset: boolean }): void;
}

/**
 * The comment count of a post (SPEC §7 "a comments count script"), on a site with comments
 * (`websiteSettings.commentsEnabled`). The server markup is the link to the post's comments, in
 * the comments service's markup:
 * `<a class="disqus-comment-count" data-disqus-identifier="ID" href="/journal/post#comments">Comments</a>`
 * (or a link whose address ends in `#disqus_thread`); it works on its own. The count script
 * (`websiteSettings.thirdPartyEmbeds.urls.comments`, else the site's `disqusShortname` count
 * script) then writes the count into that link ("3 Comments").
 *
 * A count is not worth a click, so it shows only where the site chose to load third parties
 * once allowed: the script loads when `commentsEnabled` is true, the site setting
 * `thirdPartyEmbeds.loadAfterConsent` is on, consent allows third parties (no restrictive
 * policy, or the visitor accepted) and the element is within 200 px of the viewport. Otherwise
 * nothing is requested and the link stays as it is. One script serves every count of the page;
 * each element asks it to count again (`getCount({reset: true})`), so counts added later fill in.
 *
 * @summary A post's comment count from the comments service, behind consent.
 *
 * @slot - The link to the post's comments, where the count script writes the count.
 *
 * @event sq-embed-load - Cancelable: the count script is about to load.
 * @event sq-embed-loaded - The count script counted.
 * @event sq-embed-error - The count script failed or timed out (the link stays as it is).
 * @event sq-error - `data-block-json` is invalid.
 *
 * @cssstate placeholder - Nothing loaded (yet).
 * @cssstate loading - The count script is loading.
 * @cssstate loaded - The count script counted.
 * @cssstate failed - The count script could not load.
 */
export class SqCommentsCount extends SqBlock<CommentsCountData> {
  protected override readonly schema = commentsCountSchema;

  /** The count's facade; none when the site has no comments. */
  readonly #facade =
    currentPageContext().websiteSettings?.commentsEnabled === true
      ? new FacadeController(this, {
          provider: COMMENTS_PROVIDER,
          shares: `Loading comment counts sends your IP address and this page's address to ${COMMENTS_PROVIDER}.`,
          label: 'Show comment counts',
          load: () => countComments(),
        })
      : undefined;

  /** The count's state; undefined on a site without comments. */
  get state() {
    return this.#facade?.state;
  }

  protected override renderBlock(): unknown {
    return html`<slot></slot>`;
  }
}

/** Loads the count script (once per page) and has it count every link of the page. */
async function countComments(): Promise<void> {
  const url = thirdPartyUrl('comments');
  await loadThirdPartyScript(url, { timeoutMs: COMMENTS_SCRIPT_TIMEOUT_MS });
  const widgets = (window as { DISQUSWIDGETS?: Partial<CountWidgets> }).DISQUSWIDGETS;
  if (typeof widgets?.getCount !== 'function') throw new ThirdPartyLoadError('failed', url);
  widgets.getCount({ reset: true });
}
