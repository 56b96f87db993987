import { fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { SqSubmitErrorDetail } from '../../../elements/shared/form/form-events.ts';
import type { SqFormBlock } from '../../../elements/shared/form/form-engine.ts';
import type { FormBlockData } from '../../../elements/shared/form/form-block.schema.ts';

/** A form block of either kind. */
export type AnyFormBlock = SqFormBlock<FormBlockData>;

/** A formId the test endpoints have never seen (`ok-…` succeeds). */
export const freshId = (prefix = 'ok'): string => `${prefix}-${crypto.randomUUID()}`;

/** One SaveFormSubmission (or form-render) request as the test endpoint recorded it. */
export interface Received {
  body: Record<string, unknown>;
  query: Record<string, string>;
  cookies: Record<string, string>;
}

/** What the form endpoint received for `formId`. */
export async function received(formId: string): Promise<Received[]> {
  const answer = await fetch(`/test-forms/received?formId=${encodeURIComponent(formId)}`);
  return (await answer.json()) as Received[];
}

/** The form-render census requests recorded for `formId`. */
export async function renders(formId: string): Promise<Received[]> {
  const answer = await fetch(`/test-forms/renders?formId=${encodeURIComponent(formId)}`);
  return (await answer.json()) as Received[];
}

/** Renders `<sq-form>` with `data` as its data-block-json. */
export function sqForm<T extends HTMLElement = AnyFormBlock>(
  data: Record<string, unknown>,
  tag: 'sq-form' | 'sq-newsletter' = 'sq-form',
): Promise<T> {
  const json = JSON.stringify(data);
  return fixture<T>(
    tag === 'sq-form'
      ? html`<sq-form data-block-json=${json}><p>Server form</p></sq-form>`
      : html`<sq-newsletter data-block-json=${json}><p>Server form</p></sq-newsletter>`,
  );
}

const root = (el: HTMLElement): ShadowRoot => el.shadowRoot!;

/** The element with `part` (a single part name) in the shadow root. */
export const part = (el: HTMLElement, name: string): HTMLElement | null =>
  root(el).querySelector<HTMLElement>(`[part~="${name}"]`);

/** The wrapper of field `id`. */
export const fieldOf = (el: HTMLElement, id: string): HTMLElement =>
  root(el).querySelector<HTMLElement>(`[data-field-id="${id}"]`)!;

/** The controls of field `id`, in order. */
export const controlsOf = (el: HTMLElement, id: string): HTMLInputElement[] => [
  ...fieldOf(el, id).querySelectorAll<HTMLInputElement>('input, textarea, select'),
];

/** Sets a control's value as typing would, firing `input` and `change`. */
export function typeInto(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** The inline error text of field `id` ('' when none), without its icon. */
export function errorOf(el: HTMLElement, id: string): string {
  const error = fieldOf(el, id).querySelector('[part~="field-error"]');
  return error?.textContent?.replace('!', '').trim() ?? '';
}

/** The visible text of `part` ('' when hidden or absent). */
export function textOf(el: HTMLElement, name: string): string {
  const element = part(el, name);
  return element && !element.hidden ? (element.textContent ?? '').trim() : '';
}

/** Clicks the submit button and waits for the outcome event. */
export async function submitAndWait(
  el: AnyFormBlock,
  outcome: 'sq-submit-success' | 'sq-submit-error',
): Promise<SqSubmitErrorDetail | undefined> {
  const event = oneEvent(el, outcome);
  part(el, 'submit')!.click();
  const detail = ((await event) as CustomEvent<SqSubmitErrorDetail | undefined>).detail;
  await el.updateComplete;
  return detail;
}

/** Waits until the element has drawn the form. */
export async function upgraded(el: HTMLElement): Promise<void> {
  await waitUntil(() => part(el, 'form'), 'the form is drawn');
}

/** The element that has focus, looking into the element's shadow root. */
export const focused = (el: HTMLElement): Element | null => root(el).activeElement;

/**
 * Puts a page context holding a captcha site key and `scriptUrl` (default: the test double);
 * returns its remover.
 */
export function captchaContext(scriptUrl = '/captcha/api.js'): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-context';
  script.textContent = JSON.stringify({
    website: { captchaSettings: { siteKey: 'test-site-key', scriptUrl } },
  });
  document.head.append(script);
  return () => script.remove();
}

/** Resolves once every animation in `el`'s shadow root has finished (the success fade-in). */
export async function still(el: HTMLElement): Promise<void> {
  await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
}
