/**
 * Showing a checkout form's problems the way the site server's refused page shows them, in the
 * same markup and classes (so the checkout stylesheet gives them the same look): an error
 * summary before the form (GOV.UK pattern: a focusable box whose alert lists each problem as a
 * link to its field) and each field's error in its `.sq-field`, tied to the control with
 * `aria-describedby` and `aria-invalid`. Nothing typed is touched: only error nodes, classes and
 * ARIA attributes change.
 */
import { CHECKOUT_MESSAGES } from '../../platform/forms/checkout-messages.ts';
import type { FieldProblem } from './checkout-checks.ts';

const SUMMARY_TITLE_ID = 'checkout-error-summary-title';

/** The controls an error belongs to: a radio's whole group, or the control itself. */
function groupOf(control: HTMLInputElement | HTMLTextAreaElement): HTMLElement[] {
  if (control instanceof HTMLInputElement && control.type === 'radio' && control.form) {
    const group = control.form.elements.namedItem(control.name);
    if (group instanceof RadioNodeList) return Array.from(group) as HTMLElement[];
  }
  return [control];
}

/** The element whose `aria-describedby` names the error: a radio group's fieldset, or the control. */
function describedOf(control: HTMLElement): HTMLElement {
  const isRadio = control instanceof HTMLInputElement && control.type === 'radio';
  return (isRadio && control.closest('fieldset')) || control;
}

/** The id of `control`'s error paragraph, the server's `{id}-error`. */
const errorIdOf = (control: HTMLElement) => `${control.id || control.getAttribute('name')}-error`;

function setDescribedBy(element: HTMLElement, id: string, on: boolean): void {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const next = on ? [...new Set([...ids, id])] : ids.filter((other) => other !== id);
  if (next.length) element.setAttribute('aria-describedby', next.join(' '));
  else element.removeAttribute('aria-describedby');
}

/** Shows `message` as `control`'s inline error, or clears it (undefined). */
export function showFieldError(
  control: HTMLInputElement | HTMLTextAreaElement,
  message: string | undefined,
): void {
  const doc = control.ownerDocument;
  const id = errorIdOf(control);
  const described = describedOf(control);
  const field = described.closest('.sq-field');
  let error = doc.getElementById(id);
  if (message !== undefined && !error) {
    error = doc.createElement('p');
    error.id = id;
    error.className = 'sq-field__error';
    // The server's place: after the label, legend and hint, before the control(s).
    const before = described === control ? control : field?.querySelector('.sq-radio');
    (before ?? control).before(error);
  }
  if (error) {
    error.hidden = message === undefined;
    if (message !== undefined) {
      const hidden = doc.createElement('span');
      hidden.className = 'visually-hidden';
      hidden.textContent = 'Error: ';
      error.replaceChildren(hidden, message);
    }
  }
  field?.classList.toggle('sq-field--error', message !== undefined);
  for (const item of groupOf(control)) {
    if (message === undefined) item.removeAttribute('aria-invalid');
    else item.setAttribute('aria-invalid', 'true');
  }
  setDescribedBy(described, id, message !== undefined);
}

/**
 * Shows `problems` in the error summary before `form` (made when the page has none), keeping the
 * server's form-level problems (those not about a field: an expired page, stock that ran out)
 * first, and focuses it. Without problems and without form-level ones, the summary is hidden.
 */
export function showSummary(form: HTMLFormElement, problems: readonly FieldProblem[]): void {
  const doc = form.ownerDocument;
  let summary = form.parentElement?.querySelector<HTMLElement>(':scope > .sq-error-summary');
  if (!summary) {
    if (problems.length === 0) return;
    summary = doc.createElement('div');
    summary.className = 'sq-error-summary';
    summary.tabIndex = -1;
    summary.setAttribute('aria-labelledby', SUMMARY_TITLE_ID);
    const alert = doc.createElement('div');
    alert.setAttribute('role', 'alert');
    const title = doc.createElement('h2');
    title.className = 'sq-error-summary__title';
    title.id = SUMMARY_TITLE_ID;
    title.textContent = CHECKOUT_MESSAGES.summaryTitle;
    const list = doc.createElement('ul');
    list.className = 'sq-error-summary__list';
    alert.append(title, list);
    summary.append(alert);
    form.before(summary);
  }
  const list = summary.querySelector('ul')!;
  const formLevel = Array.from(list.children).filter((item) => !item.querySelector('a[href^="#"]'));
  const items = problems.map(({ control, message }) => {
    const item = doc.createElement('li');
    const link = doc.createElement('a');
    link.href = `#${control.id}`;
    link.textContent = message;
    item.append(link);
    return item;
  });
  list.replaceChildren(...formLevel, ...items);
  summary.hidden = list.children.length === 0;
  if (!summary.hidden) summary.focus();
}

/**
 * Follows a summary link to its field: focuses the control and brings its label (or legend)
 * into view with it, as the GOV.UK summary does. Returns false for any other link.
 */
export function followSummaryLink(link: HTMLAnchorElement): boolean {
  const id = decodeURIComponent(link.hash.slice(1));
  const control = id ? link.ownerDocument.getElementById(id) : null;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
    return false;
  }
  const fieldset = control.type === 'radio' ? control.closest('fieldset') : null;
  const heading = fieldset?.querySelector('legend') ?? control.labels?.[0] ?? control;
  heading.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
  return true;
}
