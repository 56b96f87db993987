/**
 * The live suggestions of the search box: what the visitor types is asked of the site's search
 * call {@link SUGGEST_DEBOUNCE_MS} after the last keystroke; a request still running when a newer
 * one starts (or the text changes, or the box goes away) is aborted, so only the answer to what
 * the box now holds is ever shown. A failed request closes the list quietly: the form still
 * submits.
 *
 * It keeps the list's state (options, open, the active option) and the status line a screen
 * reader hears ("6 suggestions"); the element draws them and maps keys to its methods.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { searchSuggestions, type SearchSuggestion } from './search-client.ts';

/** Wait after the last keystroke before asking (a half-typed word is not asked for each key). */
export const SUGGEST_DEBOUNCE_MS = 150;

/** The status line for `n` suggestions. */
export const suggestionsText = (n: number): string =>
  n === 0 ? 'No suggestions' : `${n} suggestion${n === 1 ? '' : 's'}`;

export class SearchSuggestions implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #limit: () => number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #request: AbortController | undefined;
  /** The text the options answer. */
  #answered = '';

  /** The suggestions for the text the box holds (possibly not shown). */
  options: SearchSuggestion[] = [];
  /** The list shows. */
  open = false;
  /** Index of the active option (visual focus), -1 for none. */
  active = -1;
  /** What the live status line says. */
  status = '';

  /** Suggestions for the text in the box are on their way (typing has not paused, or asked). */
  get pending(): boolean {
    return this.#timer !== undefined || this.#request !== undefined;
  }

  constructor(host: ReactiveControllerHost, limit: () => number) {
    this.#host = host;
    this.#limit = limit;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.#cancel();
  }

  #cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#request?.abort();
    this.#request = undefined;
  }

  /** The box now holds `text` (the visitor typed): ask again once typing pauses. */
  typed(text: string): void {
    this.#cancel();
    this.active = -1;
    if (!text.trim()) {
      this.clear();
      return;
    }
    this.#timer = setTimeout(() => void this.#ask(text), SUGGEST_DEBOUNCE_MS);
    this.#host.requestUpdate();
  }

  async #ask(text: string): Promise<void> {
    this.#timer = undefined;
    const request = new AbortController();
    this.#request = request;
    try {
      const options = await searchSuggestions(text.trim(), this.#limit(), request.signal);
      if (request.signal.aborted) return;
      this.options = options;
      this.#answered = text;
      this.open = options.length > 0;
      this.active = -1;
      this.status = suggestionsText(options.length);
    } catch {
      if (request.signal.aborted) return;
      this.options = [];
      this.close();
      this.status = '';
    } finally {
      if (this.#request === request) this.#request = undefined;
    }
    this.#host.requestUpdate();
  }

  /** Whether there are options for `text` to show. */
  hasOptionsFor(text: string): boolean {
    return this.options.length > 0 && this.#answered === text;
  }

  /** Opens the list (when it has options for `text`), the active option unchanged. */
  show(text: string): boolean {
    if (!this.hasOptionsFor(text)) return false;
    this.open = true;
    this.#host.requestUpdate();
    return true;
  }

  /** Makes option `index` active, wrapping around the ends; opens the list. */
  move(index: number): void {
    const count = this.options.length;
    if (!count) return;
    this.open = true;
    this.active = ((index % count) + count) % count;
    this.#host.requestUpdate();
  }

  /** Closes the list; no option is active. */
  close(): void {
    this.open = false;
    this.active = -1;
    this.#host.requestUpdate();
  }

  /** Forgets the options and the status, stops any request. */
  clear(): void {
    this.#cancel();
    this.options = [];
    this.#answered = '';
    this.status = '';
    this.close();
  }
}
