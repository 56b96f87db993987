import { fixture, html } from '@open-wc/testing';
import { computeAccessibleDescription, computeAccessibleName } from 'dom-accessibility-api';
import { render } from 'lit';
import {
  formFieldSchema,
  type FormField,
} from '../../../elements/shared/form/form-field.schema.ts';
import {
  fieldStyles,
  renderField,
  type FieldView,
} from '../../../elements/shared/form/fields/fields.ts';

/** The id prefix every test form uses. */
export const PREFIX = 'f1';

/** A field as `data-block-json` would give it (defaults filled in by the schema). */
export function field(input: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField {
  return formFieldSchema.parse(input);
}

/** A test-only host: a shadow root with the field styles and one `<form novalidate>`. */
export interface FieldHost {
  host: HTMLElement;
  root: ShadowRoot;
  form: HTMLFormElement;
  /** Draws the fields again with new views (errors, lengths), as the form element would. */
  draw(views?: Record<string, Partial<FieldView>>): void;
}

let hosts = 0;

/** Renders `fields` into a real `<form>` inside a fresh host on the page. */
export async function fieldHost(
  fields: readonly FormField[],
  views: Record<string, Partial<FieldView>> = {},
): Promise<FieldHost> {
  const host = await fixture<HTMLElement>(html`<div id=${`field-host-${++hosts}`}></div>`);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [fieldStyles.styleSheet!];
  const draw = (next: Record<string, Partial<FieldView>> = {}): void => {
    render(
      html`<form novalidate>
        ${fields.map((one) => renderField(one, { idPrefix: PREFIX, ...next[one.id] }))}
      </form>`,
      root,
    );
  };
  draw(views);
  return { host, root, form: root.querySelector('form')!, draw };
}

/** The accessible name assistive technology gets for `element` (W3C accname). */
export function nameOf(element: Element): string {
  return computeAccessibleName(element);
}

/** The accessible description of `element` (its `aria-describedby` texts, in order). */
export function descriptionOf(element: Element): string {
  return computeAccessibleDescription(element);
}

/** Every control of the field `id` (inputs, selects, textareas), in order. */
export function controlsOf(
  root: ShadowRoot,
  id: string,
): (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] {
  const wrapper = root.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(id)}"]`)!;
  if (wrapper instanceof HTMLInputElement) return [wrapper];
  return [...wrapper.querySelectorAll<HTMLInputElement>('input, select, textarea')];
}
