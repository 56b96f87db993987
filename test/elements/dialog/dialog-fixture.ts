/** Shared helpers of the `<sq-dialog>` tests: a page with a focused trigger, parts, event logs. */
import { fixture, html, oneEvent } from '@open-wc/testing';
import '../../../elements/dialog/sq-dialog.ts';
import type { SqDialog, SqDialogResult } from '../../../elements/dialog/sq-dialog.ts';

export { focused } from '../shared/apg.ts';

/** The events of the dialog, in the order a test reads them. */
export const EVENTS = [
  'sq-open',
  'sq-after-show',
  'sq-close',
  'sq-confirm',
  'sq-reject',
  'sq-cancel',
  'sq-after-close',
] as const;

/** What each button answers, by style (SPEC §4). */
export const STYLE_BUTTONS = {
  'confirm-or-reject': ['reject', 'confirm'],
  'confirm-or-cancel': ['cancel', 'confirm'],
  'confirm-only': ['confirm'],
  'no-buttons': [],
} as const satisfies Record<SqDialog['dialogStyle'], readonly SqDialogResult[]>;

export const STYLES = Object.keys(STYLE_BUTTONS) as SqDialog['dialogStyle'][];

/** A page with a focused 'Delete' button and a hidden dialog with `props`. */
export async function page(
  props: Partial<
    Pick<SqDialog, 'heading' | 'message' | 'dialogStyle' | 'destructive' | 'autoHide'>
  > = {},
): Promise<{ trigger: HTMLButtonElement; el: SqDialog }> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div><button id="trigger">Delete</button><sq-dialog></sq-dialog></div>`,
  );
  const el = wrapper.querySelector('sq-dialog')!;
  Object.assign(el, { heading: 'Delete this class?', message: 'It cannot be undone.' }, props);
  await el.updateComplete;
  const trigger = wrapper.querySelector<HTMLButtonElement>('#trigger')!;
  trigger.focus();
  return { trigger, el };
}

/** As `page`, with the dialog shown and its show animation over; `answer` is `show()`'s promise. */
export async function shown(
  props: Parameters<typeof page>[0] = {},
): Promise<{ trigger: HTMLButtonElement; el: SqDialog; answer: Promise<SqDialogResult> }> {
  const { trigger, el } = await page(props);
  const after = oneEvent(el, 'sq-after-show');
  const answer = el.show();
  await after;
  return { trigger, el, answer };
}

export const dialog = (el: SqDialog): HTMLDialogElement => el.shadowRoot!.querySelector('dialog')!;

export const part = (el: SqDialog, name: string): HTMLElement =>
  el.shadowRoot!.querySelector(`[part~="${name}"]`)!;

/** The names of the parts of the buttons shown, in order. */
export const buttonParts = (el: SqDialog): string[] =>
  [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.getAttribute('part')!);

/** Records every dialog event with the `state` the dialog was in when it fired. */
export function record(el: SqDialog): string[] {
  const log: string[] = [];
  for (const type of EVENTS) el.addEventListener(type, () => log.push(`${type}:${el.state}`));
  return log;
}

/** Resolves with the element's `detail` the next time `type` fires. */
export const nextDetail = async <T>(el: EventTarget, type: string): Promise<T> =>
  ((await oneEvent(el, type)) as CustomEvent<T>).detail;
