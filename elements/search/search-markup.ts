/**
 * What `<sq-search>` reads from its server markup, the plain search form
 * (`<form role="search" action="/search"><label for="q">…</label><input type="search" name="q">
 * <button>Search</button></form>`), so the upgraded box says and sends the same.
 */

/** The form as the server wrote it. */
export interface SearchForm {
  /** Where the form goes (`/search`). */
  action: string;
  /** The field's name, the query parameter (`q`). */
  name: string;
  /** The label's text. */
  label: string;
  /** The label is visually hidden (its class is `visually-hidden` or `sr-only`). */
  labelHidden: boolean;
  placeholder: string;
  /** What the field holds now (the query on the results page, or what the visitor typed). */
  value: string;
  /** The button's text. */
  button: string;
  /** The field has the keyboard focus. */
  focused: boolean;
}

const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The form of `host`'s light DOM, read now. */
export function readSearchForm(host: Element): SearchForm {
  const form = host.querySelector('form');
  const input = host.querySelector<HTMLInputElement>('input[type="search"], input[name]');
  const label =
    (input?.id ? host.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null) ??
    input?.closest('label') ??
    host.querySelector('label');
  const button = host.querySelector('button, input[type="submit"]');
  return {
    action: form?.getAttribute('action') || '/search',
    name: input?.name || 'q',
    label: text(label) || input?.getAttribute('aria-label') || 'Search',
    labelHidden: !!label?.matches('.visually-hidden, .sr-only'),
    placeholder: input?.placeholder ?? '',
    value: input?.value ?? '',
    button: (button instanceof HTMLInputElement ? button.value : text(button)) || 'Search',
    focused: !!input && input.matches(':focus'),
  };
}
