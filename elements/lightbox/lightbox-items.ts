/**
 * Items of `<sq-lightbox>`: the `LightboxItem` shape (SPEC §3 Lightbox item: content, meta), and
 * a standalone lightbox's children read into items with the elements that open them.
 */
import { parseDimensions } from '../../platform/images/image-sizing.ts';
import { lastSegment } from '../shared/deep-link.ts';

/** One item of the lightbox (SPEC §3 "Lightbox item: content, meta"). */
export interface LightboxItem {
  /** Identifier for deep links (SPEC §2): `#id` in the address or its last path segment. */
  id?: string;
  /**
   * What the item shows, large: typically an `<sq-image>` with `cropMode` `contain`. The
   * lightbox moves this element into its dialog while open, so give it an element of its own,
   * not one shown elsewhere on the page.
   */
  content: HTMLElement;
  /** The caption, shown as plain text (never parsed as HTML). */
  meta?: string;
  /**
   * Width divided by height of the content, when known: the content is then sized to it, so a
   * click beside the picture counts as a click on the backdrop.
   */
  ratio?: number;
}

/** An item read from a child of a standalone lightbox. */
export interface ChildItem extends LightboxItem {
  /** The child carrying `data-slide-id` / `data-slide-url`. */
  element: HTMLElement;
  /** What opens the item and gets focus back after closing: its link, else its image. */
  trigger: HTMLElement;
  /** The full-size source `content` shows. */
  source: string;
}

/** A new `<sq-image>` showing `source` whole (`cropMode` contain), with the thumbnail's alt text. */
function largeImage(source: string, thumbnail: HTMLImageElement | null): HTMLElement {
  const img = document.createElement('img');
  img.dataset.src = source;
  img.alt = thumbnail?.alt ?? '';
  const dimensions = thumbnail?.getAttribute('data-image-dimensions');
  if (dimensions) img.setAttribute('data-image-dimensions', dimensions);
  const content = document.createElement('sq-image');
  content.setAttribute('data-block-json', '{"cropMode":"contain"}');
  content.append(img);
  return content;
}

/** The children of a standalone lightbox that are items. */
export const SLIDES = ':scope > :is([data-slide-id], [data-slide-url])';

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/**
 * Reads the children of `host` that carry `data-slide-id` or `data-slide-url` (public contract 4)
 * into items. The full-size source is the child's link (`<a href="/full.jpg">`), else its
 * image's `data-src` or `src`; the caption is a `data-meta` attribute's value or the text of a `<figcaption>` or `[data-meta]` element. In a
 * child without a link or other focusable element, the image is made a focusable button
 * (`tabindex="0"`, role button: its alt text names it). A child without any source is skipped with a console warning (SPEC §8).
 * A child read before (in `previous`) with the same source keeps its content element.
 */
export function readChildItems(
  host: HTMLElement,
  previous: readonly ChildItem[] = [],
): ChildItem[] {
  const items: ChildItem[] = [];
  for (const element of host.querySelectorAll<HTMLElement>(SLIDES)) {
    const thumbnail = element.querySelector('img');
    const link = element.matches('a[href]') ? element : element.querySelector('a[href]');
    const source =
      link?.getAttribute('href') || thumbnail?.dataset.src || thumbnail?.getAttribute('src');
    if (!source) {
      console.warn('[sq-lightbox] an item has no image source (link, data-src or src); skipped.');
      continue;
    }
    const focusable = element.matches(FOCUSABLE) ? element : element.querySelector(FOCUSABLE);
    const trigger = (link ?? focusable ?? thumbnail ?? element) as HTMLElement;
    if (trigger !== focusable) {
      trigger.tabIndex = 0;
      if (!trigger.role) trigger.role = 'button';
    }
    trigger.ariaHasPopup = 'dialog';
    const size = parseDimensions(thumbnail?.getAttribute('data-image-dimensions'));
    const caption = element.querySelector<HTMLElement>('figcaption, [data-meta]');
    const meta = element.dataset.meta || caption?.dataset.meta || caption?.textContent;
    const before = previous.find((item) => item.element === element && item.source === source);
    items.push({
      id: element.dataset.slideId || lastSegment(element.dataset.slideUrl ?? ''),
      content: before?.content ?? largeImage(source, thumbnail),
      source,
      meta: meta?.replace(/\s+/g, ' ').trim(),
      ratio: size ? size.width / size.height : undefined,
      element,
      trigger,
    });
  }
  return items;
}

/**
 * The child item a click or key press on the page opens (SPEC §2: click, Enter or Space), or -1:
 * not in an item, a click with a modifier or another button (a new tab for the link), a press
 * away from the item's trigger, or a click on another control inside the item.
 */
export function openedChild(
  event: MouseEvent | KeyboardEvent,
  items: readonly ChildItem[],
): number {
  const target = event.target as Element;
  const i = items.findIndex((item) => item.element.contains(target));
  const item = items[i];
  if (!item || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return -1;
  if (event instanceof KeyboardEvent)
    return target === item.trigger && (event.key === 'Enter' || event.key === ' ') ? i : -1;
  const control = target.closest('a[href],button,input,select,textarea');
  const other = control && control !== item.trigger && item.element.contains(control);
  return event.button || event.shiftKey || other ? -1 : i;
}
