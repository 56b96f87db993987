/**
 * A block rendered with `fixture()` while its console errors and `sq-error` events are recorded:
 * what the error contract (public contract 3) is asserted on.
 */
import { fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import type { SqErrorDetail } from '../../../elements/shared/events.ts';

/** What rendering a block left behind: the element, its console errors and `sq-error` details. */
export interface RecordedBlock<El extends Element> {
  el: El;
  errors: string[];
  events: SqErrorDetail[];
}

/** Renders `template` (one block) and records what it logs and dispatches while it upgrades. */
export async function blockFixture<El extends Element>(
  template: TemplateResult,
): Promise<RecordedBlock<El>> {
  const errors: string[] = [];
  const events: SqErrorDetail[] = [];
  const original = console.error;
  const onError = (event: GlobalEventHandlersEventMap['sq-error']) => events.push(event.detail);
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  document.addEventListener('sq-error', onError);
  try {
    return { el: await fixture<El>(template), errors, events };
  } finally {
    console.error = original;
    document.removeEventListener('sq-error', onError);
  }
}

/**
 * Sets `data-block-json` of an upgraded block to `json` and waits for its update, keeping what it
 * logs off the console; answers the console errors it logged.
 */
export async function changeBlockJson(
  el: Element & { updateComplete: Promise<boolean> },
  json: string,
): Promise<string[]> {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  try {
    el.setAttribute('data-block-json', json);
    await el.updateComplete;
  } finally {
    console.error = original;
  }
  return errors;
}
