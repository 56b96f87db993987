/**
 * The page address side of `<sq-lightbox>` (SPEC §2): item ids in the hash or the last path
 * segment, and the `historyHash` entry that opening pushes and closing takes away.
 */
import { deepLinkIndex } from '../shared/deep-link.ts';

/**
 * The address's hash without `#`, decoded: the whole of it, so a gallery's hash (a collection URL
 * ending in a slide id, SPEC §2) does not open a lightbox holding an item of the same id.
 */
export function hashId(): string {
  const hash = location.hash.slice(1);
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/**
 * The item a deep link names (SPEC §2): the one whose id is the address's hash, else (no hash,
 * or one that is not a gallery's) the one whose id is the last segment of its path; -1 for none.
 */
export function linkedIndex(ids: readonly (string | undefined)[]): number {
  const id = hashId();
  return deepLinkIndex(ids, id ? ids.indexOf(id) : -1);
}

/** The address without its hash. */
const bare = (): string => location.pathname + location.search;

/**
 * The `#id` of the item shown, kept in the address (`historyHash`): opening pushes an entry, so
 * Back closes the lightbox; moving replaces it; closing goes back over the pushed entry, or,
 * when the page was opened at `#id`, replaces the hash away. The browser takes that step back a
 * moment later: an opening in between waits for it (`settled`), and its `popstate` closes
 * nothing (`stepping`).
 */
export class HashHistory {
  /** The lightbox pushed the entry the page is on. */
  pushed = false;
  /** The step back that closing asked for, until the browser has taken it (its `popstate`). */
  #stepping?: Promise<void>;

  /** Whether the step back of the last closing is still on its way: its `popstate` is ours. */
  get stepping(): boolean {
    return this.#stepping !== undefined;
  }

  /** Resolves once the step back of the last closing has been taken (at once when none is due). */
  settled(): Promise<void> {
    return this.#stepping ?? Promise.resolve();
  }

  /** Puts `#id` (or no hash, for an item without id) in the address. */
  write(id: string | undefined, opening: boolean): void {
    if (hashId() === id) return;
    const url = id ? `#${encodeURIComponent(id)}` : bare();
    if (opening) {
      history.pushState(history.state, '', url);
      this.pushed = true;
    } else history.replaceState(history.state, '', url);
  }

  /** Takes an item's `#id` (one of `ids`) out of the address. */
  clear(ids: readonly (string | undefined)[]): void {
    if (this.pushed) {
      this.#stepping = new Promise<void>((taken) =>
        addEventListener('popstate', () => taken(), { once: true }),
      ).then(() => {
        this.#stepping = undefined;
      });
      history.back();
    } else if (hashId() && ids.includes(hashId())) history.replaceState(history.state, '', bare());
    this.pushed = false;
  }
}
