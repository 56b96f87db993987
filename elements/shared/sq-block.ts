import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { safeParse, type ZodMiniType } from 'zod/mini';
import { readBlockData, reportBlockError, type BlockCheck } from './block-data.ts';
import { SqElement } from './sq-element.ts';

export { describeValue } from './block-data.ts';

/** Formats a zod issue path as `fields.0.type`; the whole document is `(root)`. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(root)';
}

/**
 * Base of every block element: reads `data-block-json`, checks it with the element's `zod/mini`
 * schema and hands the typed result to `renderBlock`. Public contract 3 of ARCHITECTURE.md
 * (elements/shared/block-data.ts, which the cookie banner shares): on invalid JSON or data, the server markup stays untouched (the
 * shadow root only slots it), the host gets `data-sq-error`, one console error
 * `[sq-NAME] invalid data-block-json: path: message` is logged, `sq-error` is dispatched, and
 * nothing throws.
 *
 * Like every sq- element (SqElement), it waits while it carries `defer-hydration`.
 *
 * @fires sq-error - `data-block-json` is not valid JSON or the schema rejects it.
 */
export abstract class SqBlock<Data> extends SqElement {
  /** The block's settings as JSON, keys spelled as in SPEC §3. A missing attribute means `{}`. */
  @property({ attribute: 'data-block-json' }) blockJson: string | null = null;

  /** The settings that passed the schema; undefined while `data-block-json` is invalid. */
  @state() protected data: Data | undefined;

  /** The element's schema of `data-block-json`. */
  protected abstract readonly schema: ZodMiniType<Data>;

  /** Draws the upgraded block from valid settings. */
  protected abstract renderBlock(data: Data): unknown;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('blockJson') || !this.hasUpdated) this.data = this.parseBlockJson();
  }

  protected override render(): unknown {
    if (this.data === undefined) return html`<slot></slot>`;
    try {
      return this.renderBlock(this.data);
    } catch (error) {
      this.data = undefined;
      this.reportError('(root)', error instanceof Error ? error.message : String(error));
      // A change made while rendering is not seen by this update: one more lets the element's
      // willUpdate/updated see the invalid state (and restore what it had upgraded).
      void this.updateComplete.then(() => this.requestUpdate('data', error));
      return html`<slot></slot>` as TemplateResult;
    }
  }

  private parseBlockJson(): Data | undefined {
    return readBlockData(
      this,
      this.blockJson,
      (json): BlockCheck<Data> => {
        const result = safeParse(this.schema, json);
        if (result.success) return { data: result.data };
        const issue = result.error.issues[0];
        return { path: formatPath(issue?.path ?? []), message: issue?.message ?? 'invalid' };
      },
      (path, message) => this.reportError(path, message),
    );
  }

  /** Applies the error contract: attribute, one console error, `sq-error`. */
  protected reportError(path: string, message: string): void {
    reportBlockError(this, path, message);
  }
}
