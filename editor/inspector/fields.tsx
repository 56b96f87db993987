/**
 * The inspector's controls for one value: select (enumerations), switch (true or false), number
 * (with the schema's bounds), text, HTML (sanitized preview), and a JSON text for anything else.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { setSanitizedHtml } from 'sq-elements/platform/dom/sanitize-html';
import { useField } from './form-context.ts';
import { optionLabelOf, typeOf, type JsonSchema } from './json-schema.ts';
import type { ValuePath } from './value-path.ts';

/** What every control gets. */
export interface ControlProps {
  path: ValuePath;
  schema: JsonSchema;
  label: string;
  /** The key must be present (JSON Schema `required`). */
  required: boolean;
}

/** The schema's message for a control, tied to it by `aria-describedby`. */
export function IssueText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="inspector__issue">
      {error}
    </p>
  ) : null;
}

function Field({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'inspector__field inspector__field--wide' : 'inspector__field'}>
      {children}
    </div>
  );
}

const hasDefault = (schema: JsonSchema) => 'default' in schema;

/** An enumeration as a select; a value outside it stays shown (with the schema's message). */
export function SelectControl({ path, schema, label, required }: ControlProps) {
  const { id, error, errorId, aria, value, set } = useField(path);
  const options = schema.enum ?? [];
  const shown = value === undefined || value === null ? schema.default : value;
  const index = options.findIndex((option) => option === shown);
  const unset = shown === undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        required={required}
        value={unset ? '' : index === -1 ? 'other' : String(index)}
        onChange={(event) => {
          const choice = event.currentTarget.value;
          set(choice === '' ? undefined : options[Number(choice)]);
        }}
        {...aria}
      >
        {(unset || (!required && !hasDefault(schema))) && <option value="">Not set</option>}
        {index === -1 && !unset && <option value="other">{String(shown)} (not allowed)</option>}
        {options.map((option, i) => (
          <option key={String(option)} value={String(i)}>
            {optionLabelOf(option)}
          </option>
        ))}
      </select>
      <IssueText id={errorId} error={error} />
    </Field>
  );
}

/** True or false as a switch (WAI-ARIA switch: a button with `aria-checked`). */
export function SwitchControl({ path, schema, label }: ControlProps) {
  const { id, error, errorId, aria, value, set } = useField(path);
  const on = (typeof value === 'boolean' ? value : schema.default) === true;
  return (
    <Field>
      <div className="inspector__switch-row">
        <span id={`${id}-label`}>{label}</span>
        <button
          id={id}
          type="button"
          role="switch"
          className="inspector__switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          onClick={() => set(!on)}
          {...aria}
        >
          <span className="inspector__switch-thumb" aria-hidden="true" />
        </button>
      </div>
      <IssueText id={errorId} error={error} />
    </Field>
  );
}

/** The text a number input shows for `value`. */
const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** A number with the schema's bounds (`min`, `max`, whole numbers step 1); empty removes it. */
export function NumberControl({ path, schema, label, required }: ControlProps) {
  const { id, error, errorId, aria, value, set } = useField(path);
  const [text, setText] = useState(numberText(value));
  const [seen, setSeen] = useState(value);
  // A value changed from outside (undo, reset) replaces what is typed; typing "1." keeps "1.".
  if (value !== seen) {
    setSeen(value);
    if (value !== (text.trim() === '' ? undefined : Number(text))) setText(numberText(value));
  }
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode={typeOf(schema) === 'integer' ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={typeOf(schema) === 'integer' ? 1 : 'any'}
        required={required}
        placeholder={hasDefault(schema) ? String(schema.default) : undefined}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          if (next.trim() === '') set(undefined);
          else if (Number.isFinite(Number(next))) set(Number(next));
        }}
        {...aria}
      />
      <IssueText id={errorId} error={error} />
    </Field>
  );
}

/** A line of text; emptied, an optional key is removed (its default then applies). */
export function TextControl({ path, schema, label, required }: ControlProps) {
  const { id, error, errorId, aria, value, set } = useField(path);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        required={required}
        placeholder={typeof schema.default === 'string' ? schema.default : undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          const next = event.currentTarget.value;
          set(next === '' && !required ? undefined : next);
        }}
        {...aria}
      />
      <IssueText id={errorId} error={error} />
    </Field>
  );
}

/** `html` as the package's sanitizer leaves it. */
async function sanitized(html: string): Promise<string> {
  const box = document.createElement('div');
  await setSanitizedHtml(box, html);
  return box.innerHTML;
}

/**
 * HTML as a text area with a sanitized preview beside it. Leaving the text area replaces the
 * HTML with its sanitized form, so what is stored is what the page will show.
 */
export function HtmlControl({ path, label, required }: ControlProps) {
  const { id, error, errorId, aria, value, set } = useField(path);
  const html = typeof value === 'string' ? value : '';
  const preview = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview.current) void setSanitizedHtml(preview.current, html);
  }, [html]);
  return (
    <Field wide>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        spellCheck={false}
        required={required}
        value={html}
        onChange={(event) => {
          const next = event.currentTarget.value;
          set(next === '' && !required ? undefined : next);
        }}
        onBlur={async () => {
          if (html === '') return;
          const clean = await sanitized(html);
          if (clean !== html) set(clean);
        }}
        {...aria}
      />
      <IssueText id={errorId} error={error} />
      <div className="inspector__preview" role="group" aria-label={`${label}: preview`}>
        <div ref={preview} />
      </div>
    </Field>
  );
}

/** Any other value as JSON text; text that is not JSON is kept here and not sent. */
export function JsonControl({ path, label }: ControlProps) {
  const { id, error, errorId, aria, value, set } = useField(path);
  const [text, setText] = useState(value === undefined ? '' : JSON.stringify(value));
  const [parseError, setParseError] = useState<string>();
  const shown = parseError ?? error;
  return (
    <Field wide>
      <label htmlFor={id}>{label} (JSON)</label>
      <textarea
        id={id}
        rows={3}
        spellCheck={false}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          try {
            set(next.trim() === '' ? undefined : JSON.parse(next));
            setParseError(undefined);
          } catch {
            setParseError('must be JSON');
          }
        }}
        {...aria}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
      />
      <IssueText id={errorId} error={shown} />
    </Field>
  );
}
