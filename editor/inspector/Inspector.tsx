/**
 * `<Inspector>`: the settings form of one block, made from the element's JSON Schema
 * (editor/generated/block-schemas.json) and checked with the element's own schema (validate.ts).
 */
import {
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { blockSchemaOf } from './block-schemas.ts';
import { FormContext, type FormContextValue } from './form-context.ts';
import { IssueText } from './fields.tsx';
import { PropertyFields } from './groups.tsx';
import { fireTweak, type BlockData, type TweakEventProps } from './tweak-events.ts';
import { issuesOf, type Issue } from './validate.ts';
import { pathKey, setAt, type ValuePath } from './value-path.ts';

/** What the app can ask of an open inspector (through the `ref` prop). */
export interface InspectorHandle {
  /** The form's value, valid or not. */
  readonly value: BlockData;
  /** The schema's complaints about {@link value}; `[]` when valid. */
  readonly issues: readonly Issue[];
  /**
   * Save: with valid data fires `save` (detail: tag, data) and answers the data, which the app
   * then stores; with invalid data fires nothing, moves focus to the first invalid control and
   * answers undefined.
   */
  save(): BlockData | undefined;
  /**
   * Reset: the form takes `data` (the block's saved version), its messages go, and `reset`
   * fires (detail: tag, data, previous). onChange is not called: the app gave the data.
   */
  reset(data: BlockData): void;
  /** Close: fires `close` (detail: tag, last valid data, valid), hides the form, then `after-close`. */
  close(): void;
  /** Opens again after {@link close}: `before-open` (cancelable), then `after-show`. */
  open(): void;
}

export interface InspectorProps extends TweakEventProps {
  /** The block's tag (`sq-gallery`): which schema builds and checks the form. */
  tag: string;
  /**
   * The block's data (its `data-block-json`, parsed). The form follows a new `data` that is not
   * what it last sent through onChange (undo, redo, another block's data).
   */
  data: BlockData;
  /** The form's name for assistive technology; default "Block settings". */
  label?: string;
  /** Called with the new data after each edit the element's schema accepts; never with invalid data. */
  onChange?: (data: BlockData) => void;
  /** The handle of the open inspector: save, reset, close, open, value, issues. */
  ref?: Ref<InspectorHandle>;
}

type OpenState = 'opening' | 'open' | 'closed';

/**
 * The settings form of one block. Every control is labelled; each schema message shows beside
 * its control (`aria-invalid`, `aria-describedby`); a message about the whole block shows above
 * the form. Only data the element's own schema accepts leaves the form (onChange, `change`).
 *
 * Tweak events (SPEC §3), each a {@link TweakEvent} handed to its prop:
 * - `onTweakBeforeOpen` (cancelable: `preventDefault()` keeps it closed): on mount and on
 *   `open()`, before the form shows; then `onTweakAfterShow` once it is on screen.
 * - `onTweakChange`: each valid edit, with the new data and the path of the setting.
 * - `onTweakSave`: `ref.save()` with valid data (wire the app's Save button to it, or store the
 *   data `save()` answers).
 * - `onTweakReset`: `ref.reset(savedData)` (the app's Reset button, with the saved version).
 * - `onTweakClose`, then `onTweakAfterClose` once it is hidden: `ref.close()` (the app's close
 *   button). Unmounting fires nothing: close first when the events matter.
 */
export function Inspector(props: InspectorProps) {
  const { tag, data, label = 'Block settings', ref } = props;
  const schema = blockSchemaOf(tag);
  const idPrefix = useId().replace(/:/g, '');
  const [value, setValue] = useState<BlockData>(data);
  const [openState, setOpenState] = useState<OpenState>('opening');
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<string>(null);
  const sent = useRef<BlockData>(data);
  const lastValid = useRef<BlockData>(data);
  const events = useRef(props);
  events.current = props;

  // A new `data` from the app that is not what the form sent: the form takes it.
  const [given, setGiven] = useState(data);
  if (data !== given) {
    setGiven(data);
    if (data !== sent.current) {
      setValue(data);
      sent.current = data;
      lastValid.current = data;
    }
  }

  const issues = useMemo(() => issuesOf(tag, value), [tag, value]);
  const issueMap = useMemo(
    () => new Map(issues.map((issue) => [pathKey(issue.path), issue.message])),
    [issues],
  );

  // The latest value, for edits made before React renders the one before (fast typing).
  const current = useRef(value);
  current.current = value;
  const set = useCallback(
    (path: ValuePath, next: unknown) => {
      const updated = setAt(current.current, path, next) as BlockData;
      current.current = updated;
      setValue(updated);
      if (issuesOf(tag, updated).length > 0) return;
      sent.current = updated;
      lastValid.current = updated;
      events.current.onChange?.(updated);
      fireTweak(events.current, 'change', { tag, data: updated, path });
    },
    [tag],
  );

  const focusLater = useCallback((selector: string) => {
    pendingFocus.current = selector;
  }, []);

  useLayoutEffect(() => {
    const selector = pendingFocus.current;
    if (!selector) return;
    pendingFocus.current = null;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const requestOpen = useCallback(() => {
    const event = fireTweak(events.current, 'before-open', { tag, data: lastValid.current });
    setOpenState(event.defaultPrevented ? 'closed' : 'open');
  }, [tag]);

  // Opening on mount (before the first paint), and `after-show` / `after-close` once committed.
  useLayoutEffect(requestOpen, [requestOpen]);
  const shown = useRef(false);
  useEffect(() => {
    if (openState === 'opening') return;
    const isOpen = openState === 'open';
    if (isOpen === shown.current) return;
    shown.current = isOpen;
    const detail = { tag, data: lastValid.current };
    fireTweak(events.current, isOpen ? 'after-show' : 'after-close', detail);
  }, [openState, tag]);

  const openNow = useRef(openState);
  openNow.current = openState;
  useImperativeHandle(
    ref,
    (): InspectorHandle => ({
      get value() {
        return current.current;
      },
      get issues() {
        return issuesOf(tag, current.current);
      },
      save() {
        if (issuesOf(tag, current.current).length > 0) {
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
          return undefined;
        }
        fireTweak(events.current, 'save', { tag, data: current.current });
        return current.current;
      },
      reset(saved) {
        const previous = current.current;
        current.current = saved;
        sent.current = saved;
        lastValid.current = saved;
        setValue(saved);
        fireTweak(events.current, 'reset', { tag, data: saved, previous });
      },
      close() {
        if (openNow.current !== 'open') return;
        openNow.current = 'closed';
        const valid = issuesOf(tag, current.current).length === 0;
        fireTweak(events.current, 'close', { tag, data: lastValid.current, valid });
        setOpenState('closed');
      },
      open() {
        if (openNow.current === 'closed') requestOpen();
      },
    }),
    [tag, requestOpen],
  );

  const context = useMemo<FormContextValue>(
    () => ({ value, issues: issueMap, idPrefix, set, focusLater }),
    [value, issueMap, idPrefix, set, focusLater],
  );

  if (openState !== 'open') return null;
  if (!schema) {
    return <p className="inspector__empty">This block has no settings to change here.</p>;
  }
  const rootError = issueMap.get('');
  return (
    <FormContext value={context}>
      <form
        ref={formRef}
        className="inspector__form"
        aria-label={label}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <IssueText id={`${idPrefix}-block-error`} error={rootError} />
        <PropertyFields path={[]} schema={schema} />
      </form>
    </FormContext>
  );
}
