/**
 * The inspector's controls for values made of values: a group of settings (object), a list
 * (add, remove, move up and down, focus kept on the moved or next item), a value of several
 * kinds (JSON Schema `anyOf`), and {@link SchemaField}, which picks the control for a schema.
 */
import {
  HtmlControl,
  IssueText,
  JsonControl,
  NumberControl,
  SelectControl,
  SwitchControl,
  TextControl,
  type ControlProps,
} from './fields.tsx';
import { useContext, useMemo, type ReactNode } from 'react';
import { FormContext, useField, type FormContextValue } from './form-context.ts';
import {
  branchesOf,
  controlOf,
  itemNameOf,
  labelOf,
  newItem,
  starterOf,
  typeOf,
  unwrap,
  type JsonSchema,
} from './json-schema.ts';
import { getAt, pathKey, setAt, type ValuePath } from './value-path.ts';

/** The control for the value at `path`, chosen from its schema. */
export function SchemaField(props: ControlProps) {
  const schema = unwrap(props.schema);
  const own = { ...props, schema };
  switch (controlOf(schema)) {
    case 'select':
      return <SelectControl {...own} />;
    case 'switch':
      return <SwitchControl {...own} />;
    case 'number':
      return <NumberControl {...own} />;
    case 'text':
      return <TextControl {...own} />;
    case 'html':
      return <HtmlControl {...own} />;
    case 'object':
      return <ObjectControl {...own} />;
    case 'list':
      return <ListControl {...own} />;
    case 'union':
      return <UnionControl {...own} />;
    default:
      return <JsonControl {...own} />;
  }
}

/** The controls of every property of an object schema, in the schema's order. */
export function PropertyFields({ path, schema }: { path: ValuePath; schema: JsonSchema }) {
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([key, property]) => (
        <SchemaField
          key={key}
          path={[...path, key]}
          schema={property}
          label={labelOf(key)}
          required={schema.required?.includes(key) ?? false}
        />
      ))}
    </>
  );
}

/** A group of settings under its name. */
function ObjectControl({ path, schema, label }: ControlProps) {
  const { id, error, errorId } = useField(path);
  return (
    <fieldset
      className="inspector__group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      id={id}
    >
      <legend>{label}</legend>
      <IssueText id={errorId} error={error} />
      <PropertyFields path={path} schema={schema} />
    </fieldset>
  );
}

/** A list: each item's controls with Move up, Move down and Remove, and an Add button. */
function ListControl({ path, schema, label }: ControlProps) {
  const { form, id, error, errorId, value, set } = useField(path);
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const name = itemNameOf(String(path.at(-1) ?? 'item'));
  const listKey = pathKey(path);
  const target = (index: number, action: string) => `[data-focus="${listKey}:${index}:${action}"]`;

  const move = (from: number, to: number, action: 'up' | 'down') => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    set(next);
    const stays = (action === 'up' && to > 0) || (action === 'down' && to < items.length - 1);
    form.focusLater(target(to, stays ? action : action === 'up' ? 'down' : 'up'));
  };
  const remove = (index: number) => {
    set(items.filter((_item, i) => i !== index));
    const left = items.length - 1;
    form.focusLater(left === 0 ? target(0, 'add') : target(Math.min(index, left - 1), 'remove'));
  };
  const add = () => {
    set([...items, newItem(itemSchema, items, name)]);
    form.focusLater(`${target(items.length, 'first')} :is(input, select, textarea, button)`);
  };

  return (
    <fieldset
      className="inspector__list"
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{label}</legend>
      <IssueText id={errorId} error={error} />
      <ol>
        {items.map((item, index) => {
          const itemLabel = `${capital(name)} ${index + 1}`;
          const summary = summaryOf(item);
          return (
            <li key={index} className="inspector__item" data-focus={`${listKey}:${index}:first`}>
              {typeOf(unwrap(itemSchema)) === 'object' ? (
                <fieldset className="inspector__group">
                  <legend>
                    {itemLabel}
                    {summary && <span className="inspector__summary">: {summary}</span>}
                  </legend>
                  <PropertyFields path={[...path, index]} schema={unwrap(itemSchema)} />
                </fieldset>
              ) : (
                <SchemaField
                  path={[...path, index]}
                  schema={itemSchema}
                  label={itemLabel}
                  required
                />
              )}
              <div
                className="inspector__item-actions"
                role="group"
                aria-label={`${itemLabel} actions`}
              >
                <button
                  type="button"
                  className="button button--quiet"
                  data-focus={`${listKey}:${index}:up`}
                  disabled={index === 0}
                  aria-label={`Move up ${itemLabel}`}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  data-focus={`${listKey}:${index}:down`}
                  disabled={index === items.length - 1}
                  aria-label={`Move down ${itemLabel}`}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  data-focus={`${listKey}:${index}:remove`}
                  aria-label={`Remove ${itemLabel}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" data-focus={`${listKey}:0:add`} onClick={add}>
        Add {name}
      </button>
    </fieldset>
  );
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A few words naming a list item: its title, or its id. */
function summaryOf(item: unknown): string {
  if (item === null || typeof item !== 'object') return '';
  const { title, id } = item as { title?: unknown; id?: unknown };
  return typeof title === 'string' && title.trim()
    ? title.trim()
    : typeof id === 'string'
      ? id
      : '';
}

/** The words for a branch of a value of several kinds. */
function kindName(branch: JsonSchema): string {
  if (branch.enum) return 'Choice';
  switch (typeOf(branch)) {
    case 'boolean':
      return 'On or off';
    case 'number':
      return 'Number';
    case 'integer':
      return 'Whole number';
    case 'string':
      return 'Text';
    case 'object':
      return 'Settings';
    case 'array':
      return 'List';
    default:
      return 'Other';
  }
}

/** Whether `value` is of the kind of `branch`. */
function fits(branch: JsonSchema, value: unknown): boolean {
  if (branch.enum) return branch.enum.includes(value as never);
  switch (typeOf(branch)) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
    case 'integer':
      return typeof value === 'number';
    case 'string':
      return typeof value === 'string';
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    default:
      return false;
  }
}

/** A value of several kinds (`anyOf`): which kind, then that kind's control. */
function UnionControl({ path, schema, label, required }: ControlProps) {
  const { id, error, errorId, value, set } = useField(path);
  const branches = branchesOf(schema);
  const shown = value === undefined ? schema.default : value;
  const index = branches.findIndex((branch) => fits(branch, shown));
  const branch = branches[index];
  return (
    <fieldset
      className="inspector__group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{label}</legend>
      <div className="inspector__field">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select
          id={`${id}-kind`}
          value={index === -1 ? '' : String(index)}
          onChange={(event) => {
            const choice = event.currentTarget.value;
            set(choice === '' ? undefined : starterOf(branches[Number(choice)] ?? {}));
          }}
        >
          {(index === -1 || (!required && !('default' in schema))) && (
            <option value="">Not set</option>
          )}
          {branches.map((option, i) => (
            <option key={i} value={String(i)}>
              {kindName(option)}
            </option>
          ))}
        </select>
      </div>
      {branch && typeOf(branch) === 'object' ? (
        <KeptObject path={path}>
          <PropertyFields path={path} schema={branch} />
        </KeptObject>
      ) : branch ? (
        <SchemaField path={path} schema={branch} label={label} required={required} />
      ) : null}
      {(!branch || typeOf(branch) === 'object') && <IssueText id={errorId} error={error} />}
    </fieldset>
  );
}

/**
 * Edits below `path` keep the object at `path` even when its last key goes: an object branch of a
 * value of several kinds means something empty (`autoplay: {}` autoplays with the defaults),
 * where an optional group of settings left empty is removed (value-path.ts `setAt`).
 */
function KeptObject({ path, children }: { path: ValuePath; children: ReactNode }) {
  const form = useContext(FormContext)!;
  const scoped = useMemo<FormContextValue>(
    () => ({
      ...form,
      set(at, next) {
        const inside =
          at.length > path.length && pathKey(at.slice(0, path.length)) === pathKey(path);
        if (!inside) return form.set(at, next);
        form.set(path, setAt(getAt(form.value, path) ?? {}, at.slice(path.length), next));
      },
    }),
    [form, path],
  );
  return <FormContext value={scoped}>{children}</FormContext>;
}
