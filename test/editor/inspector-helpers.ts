/** Finding and driving the inspector's controls as a user does: by their labels. */
import { sendKeys } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';

/** The control labelled `name` (a label, an `aria-labelledby` or an `aria-label`) in `root`. */
export function control<T extends HTMLElement = HTMLInputElement>(
  root: ParentNode,
  name: string,
): T {
  const found = [...root.querySelectorAll<HTMLElement>('input, select, textarea, button')].filter(
    (el) => accessibleName(el) === name,
  );
  if (found.length !== 1) throw new Error(`${found.length} controls are labelled "${name}".`);
  return found[0] as T;
}

/** The name a control gets from its label, `aria-labelledby` or `aria-label`. */
export function accessibleName(el: HTMLElement): string {
  const by = el.getAttribute('aria-labelledby');
  if (by)
    return by
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  const label = el.getAttribute('aria-label');
  if (label) return label;
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length) return [...labels].map((l) => l.textContent).join(' ');
  return el.textContent?.trim() ?? '';
}

/** The text of the message `el` is described by ('' when none). */
export function messageOf(el: HTMLElement): string {
  const ids = el.getAttribute('aria-describedby');
  return ids
    ? ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : '';
}

/** Types `text` into `input` after selecting what it holds (a user replacing the value). */
export async function typeInto(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: 'a' });
  await sendKeys({ up: 'Control' });
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

/** Picks the option whose text is `text` in `select`, as a user choosing it. */
export function choose(select: HTMLSelectElement, text: string): void {
  const index = [...select.options].findIndex((option) => option.text === text);
  if (index === -1) throw new Error(`"${text}" is not an option of ${accessibleName(select)}.`);
  select.selectedIndex = index;
  flushSync(() => select.dispatchEvent(new Event('change', { bubbles: true })));
}

/** Clicks `button` and lets React render what the click changed. */
export function press(button: HTMLElement): void {
  flushSync(() => button.click());
}
