import { html, nothing } from 'lit';
import { emit, type SqEvent } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { KIND_LABELS, type SearchSuggestion } from './search-client.ts';
import { readSearchForm, type SearchForm } from './search-markup.ts';
import { searchSchema, type SearchData } from './search.schema.ts';
import { searchStyles } from './search.styles.ts';
import { SearchSuggestions } from './search-suggestions.ts';

/** Detail of `sq-search-select`: the suggestion chosen. */
export interface SearchSelectDetail {
  result: SearchSuggestion;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-search-select': SqEvent<SearchSelectDetail>;
  }
}

/** The address of a suggestion when it is a page of the web (never a `javascript:` one). */
function webAddress(url: string): string | undefined {
  try {
    const address = new URL(url, document.baseURI);
    return address.protocol === 'http:' || address.protocol === 'https:' ? address.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site search box (SPEC §2 search block and search page). The server markup is a plain
 * search form, `<form role="search" action="/search"><label for="q">Search the site</label>
 * <input id="q" type="search" name="q"><button>Search</button></form>`, which searches without
 * JavaScript: it goes to the search page, whose results the server writes.
 *
 * Upgraded, the same form (its label, placeholder, value, button text and address read from the
 * server markup) becomes the WAI-ARIA APG "combobox with listbox popup" with list autocomplete:
 * as the visitor types, the site's search call (`GET /api/search`) is asked for suggestions
 * 150 ms after the last keystroke (a request still running is aborted), and up to `limit` of
 * them show in a list under the box, each with its title and what it is (page, post, event,
 * product); a status line tells a screen reader how many there are. Until the suggestions for
 * the text in the box have come, the list is `aria-busy`.
 *
 * Keys (APG): Down opens the list and moves to the next option (from the last to the first), Up
 * to the previous (from the first to the last), Alt+Down opens the list without moving, Alt+Up
 * closes it; Enter on an option goes to that result (choosing a suggestion is not a counted site
 * search), Enter without one submits the form to the search page (the counted search, SPEC §3
 * census event 2); Escape closes the list, and with the list closed clears the box; Left, Right,
 * Home and End return to the text; Tab leaves. A click on an option goes to it. A failed request
 * closes the list quietly; the form still submits.
 *
 * @summary A site search box with live suggestions, on a form that works without JavaScript.
 *
 * @slot - The server markup: the search form. It shows only while the element is not upgraded
 *   (or with `suggestions: false`).
 *
 * @event sq-search-select - Cancelable: a suggestion was chosen (`detail.result`); unless
 *   prevented, the page goes to its address.
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart form - The form.
 * @csspart label - The label.
 * @csspart combo - The box and its list.
 * @csspart input - The search box (the combobox).
 * @csspart listbox - The list of suggestions.
 * @csspart option - One suggestion.
 * @csspart option-title - A suggestion's title.
 * @csspart option-kind - What a suggestion is (Page, Post, Event, Product).
 * @csspart button - The search button.
 *
 * @cssproperty [--sq-search-max-width=32rem] - Widest the form grows.
 * @cssproperty [--sq-search-gap=0.5rem] - Space between the box and the button.
 * @cssproperty [--sq-search-border-color=#767676] - Border of the box and the list.
 * @cssproperty [--sq-search-background=#fff] - Fill of the box and the list.
 * @cssproperty [--sq-search-color=inherit] - Text of the box and the list.
 * @cssproperty [--sq-search-radius=4px] - Corners of the box, list and button.
 * @cssproperty [--sq-search-button-background=var(--sq-button-background, #1f1f1f)] - The button's fill.
 * @cssproperty [--sq-search-button-color=#fff] - The button's text.
 * @cssproperty [--sq-search-active-background=#e8e8e8] - The active suggestion's fill.
 * @cssproperty [--sq-search-focus-color=var(--sq-button-focus-color, currentColor)] - Keyboard focus outline.
 *
 * @cssstate expanded - The list of suggestions shows.
 */
export class SqSearch extends SqBlock<SearchData> {
  static override styles = searchStyles;

  protected override readonly schema = searchSchema;

  readonly #internals = this.attachInternals();
  readonly #suggestions = new SearchSuggestions(this, () => this.data?.limit ?? 6);
  /** The server form, read when the element first draws its own. */
  #form: SearchForm | undefined;
  /** What the box holds. */
  #value = '';

  /** The suggestions list shows. */
  get expanded(): boolean {
    return this.#suggestions.open;
  }

  protected override updated(): void {
    const states = this.#internals.states;
    if (this.#suggestions.open) states.add('expanded');
    else states.delete('expanded');
  }

  #input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  protected override renderBlock(data: SearchData): unknown {
    if (!data.suggestions) return html`<slot></slot>`;
    if (!this.#form) {
      this.#form = readSearchForm(this);
      this.#value = this.#form.value;
      // Typing that began in the server field goes on in the upgraded one.
      if (this.#form.focused) void this.updateComplete.then(() => this.#input()?.focus());
    }
    const form = this.#form;
    const list = this.#suggestions;
    const active = list.open && list.active >= 0 ? `option-${list.active}` : '';
    return html`<form part="form" role="search" action=${form.action} method="get">
      <label part="label" for="input" class=${form.labelHidden ? 'visually-hidden' : 'label'}
        >${form.label}</label
      >
      <div part="combo" class="combo">
        <input
          id="input"
          part="input"
          type="search"
          name=${form.name}
          role="combobox"
          autocomplete="off"
          aria-autocomplete="list"
          aria-expanded=${list.open ? 'true' : 'false'}
          aria-controls="listbox"
          aria-activedescendant=${active || nothing}
          placeholder=${data.placeholder ?? form.placeholder}
          .value=${this.#value}
          @input=${this.#onInput}
          @keydown=${this.#onKeydown}
          @blur=${() => list.close()}
        />
        <ul
          id="listbox"
          part="listbox"
          role="listbox"
          aria-label="Suggestions"
          aria-busy=${list.pending ? 'true' : nothing}
          ?hidden=${!list.open}
        >
          ${list.options.map((option, i) => this.#option(option, i === list.active, i))}
        </ul>
      </div>
      <button part="button" type="submit">${form.button}</button>
      <p class="visually-hidden" role="status">${list.status}</p>
    </form>`;
  }

  #option(option: SearchSuggestion, selected: boolean, index: number): unknown {
    return html`<li
      id="option-${index}"
      part="option"
      role="option"
      aria-selected=${selected ? 'true' : 'false'}
      @mousedown=${(event: Event) => event.preventDefault()}
      @click=${() => this.#choose(option)}
    >
      <span part="option-title" class="title">${option.title}</span
      ><span part="option-kind" class="kind"
        ><span class="visually-hidden">, </span>${KIND_LABELS[option.kind]}</span
      >
    </li>`;
  }

  readonly #onInput = (event: Event): void => {
    this.#value = (event.target as HTMLInputElement).value;
    this.#suggestions.typed(this.#value);
  };

  readonly #onKeydown = (event: KeyboardEvent): void => {
    const list = this.#suggestions;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) list.show(this.#value);
        else if (list.show(this.#value)) list.move(list.active + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) list.close();
        else if (list.show(this.#value)) list.move(list.active < 0 ? -1 : list.active - 1);
        return;
      case 'Enter': {
        const option = list.open ? list.options[list.active] : undefined;
        if (!option) return; // the form submits to the search page
        event.preventDefault();
        this.#choose(option);
        return;
      }
      case 'Escape':
        if (list.open) {
          event.preventDefault();
          list.close();
        } else if (this.#value) {
          event.preventDefault();
          this.#value = '';
          // The field is the visitor's: its value is set here, not by a re-render.
          (event.target as HTMLInputElement).value = '';
          list.clear();
        }
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        if (list.active >= 0) {
          list.active = -1;
          this.requestUpdate();
        }
        return;
      case 'Tab':
        list.close();
        return;
      default:
        return;
    }
  };

  /** Goes to `option`'s page, unless a listener of `sq-search-select` prevents it. */
  #choose(option: SearchSuggestion): void {
    this.#suggestions.close();
    const address = webAddress(option.url);
    if (!address) return;
    if (emit(this, 'sq-search-select', { result: option }, { cancelable: true })) {
      window.location.assign(address);
    }
  }
}
