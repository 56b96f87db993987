import { expect } from '@open-wc/testing';
import { FIELD_KINDS, type FormField } from '../../../elements/shared/form/form-field.schema.ts';
import {
  controlId,
  errorId,
  readFormValues,
  writeFormValues,
} from '../../../elements/shared/form/fields/fields.ts';
import { KIND_CASES, type KindCase } from './field-cases.ts';
import {
  controlsOf,
  descriptionOf,
  fieldHost,
  nameOf,
  PREFIX,
  type FieldHost,
} from './field-host.ts';

const ERROR = 'Please check this field.';

/** The element assistive technology names with the title: the control, the group or the heading. */
function named(h: FieldHost, one: FormField): Element {
  const wrapper = h.root.querySelector(`[data-field-id="${one.id}"]`)!;
  if (wrapper instanceof HTMLFieldSetElement) return wrapper;
  return wrapper.querySelector('h3') ?? h.root.getElementById(controlId(PREFIX, one.id))!;
}

/** Kinds a visitor sees and can get wrong: every kind but sections and hidden fields. */
const hasControls = (c: KindCase): boolean => c.kind !== 'section' && c.kind !== 'hidden';

describe('form fields: one shared suite for every field kind', () => {
  it('SPEC §3: the table holds one example of every field kind', () => {
    expect(KIND_CASES.map((c) => c.kind)).to.have.members([...FIELD_KINDS]);
  });

  for (const c of KIND_CASES) {
    describe(`${c.kind}`, () => {
      if (c.kind !== 'hidden') {
        it(`SPEC §3: ${c.kind} has the accessible name of its title`, async () => {
          const h = await fieldHost([c.field]);
          expect(nameOf(named(h, c.field))).to.equal(c.field.title);
          expect(h.root.querySelector('[part~="field"]')!.getAttribute('data-field-id')).to.equal(
            c.field.id,
          );
        });
      } else {
        it('SPEC §3: hidden is an input of type hidden, out of sight and out of the accessibility tree', async () => {
          const h = await fieldHost([c.field]);
          const [input] = controlsOf(h.root, c.field.id);
          expect(input).to.be.instanceOf(HTMLInputElement);
          expect((input as HTMLInputElement).type).to.equal('hidden');
          expect(h.root.querySelector('label, legend')).to.equal(null);
        });
      }

      if (hasControls(c)) {
        it(`SPEC §3: a required ${c.kind} is exposed as required, with a marker hidden from AT`, async () => {
          const optional = await fieldHost([c.field]);
          const h = await fieldHost([{ ...c.field, required: true }]);
          const nameOfGroup = nameOf(named(h, c.field));
          const requiredControls = controlsOf(h.root, c.field.id).filter(
            (control) => control.required,
          );
          if (c.kind === 'checkbox') {
            expect(nameOfGroup).to.equal(`${c.field.title} (required)`);
          } else {
            expect(requiredControls.length, 'controls with native required').to.be.greaterThan(0);
            expect(nameOfGroup).to.equal(c.field.title);
          }
          const marker = h.root.querySelector('[part="required-marker"]')!;
          expect(marker.textContent).to.equal('*');
          expect(marker.getAttribute('aria-hidden')).to.equal('true');
          expect(
            controlsOf(optional.root, c.field.id).filter((control) => control.required),
          ).to.have.length(0);
          expect(optional.root.querySelector('[part="required-marker"]')).to.equal(null);
          expect(nameOf(named(optional, c.field))).to.equal(c.field.title);
        });

        it(`SPEC §3: controlId names the first control of ${c.kind}`, async () => {
          const h = await fieldHost([c.field]);
          expect(h.root.getElementById(controlId(PREFIX, c.field.id))).to.equal(
            controlsOf(h.root, c.field.id)[0],
          );
        });
      }

      it(`SPEC §3: a visitor fills ${c.kind} and readFormValues gives the SPEC shape, kept across re-renders`, async () => {
        const h = await fieldHost([c.field]);
        await c.fill(h.root);
        const expected = c.filled === undefined ? {} : { [c.field.id]: c.filled };
        expect(readFormValues(h.form, [c.field], PREFIX)).to.deep.equal(expected);
        h.draw({ [c.field.id]: { error: ERROR, length: 3 } });
        h.draw();
        expect(readFormValues(h.form, [c.field], PREFIX), 'after re-rendering').to.deep.equal(
          expected,
        );
      });

      it(`SPEC §3: writeFormValues restores a saved ${c.kind} and readFormValues gives it back`, async () => {
        const h = await fieldHost([c.field]);
        writeFormValues(h.form, [c.field], PREFIX, { [c.field.id]: c.saved });
        const expected = c.restored === undefined ? {} : { [c.field.id]: c.restored };
        expect(readFormValues(h.form, [c.field], PREFIX)).to.deep.equal(expected);
      });

      it(`SPEC §3: ${c.kind} is accessible (axe) when idle`, async () => {
        const h = await fieldHost([
          { ...c.field, description: c.kind === 'hidden' ? undefined : 'Some help.' },
        ]);
        await expect(h.host).to.be.accessible();
      });

      if (hasControls(c)) {
        it(`SPEC §5: the error of ${c.kind} shows under it, described by and invalid on every control`, async () => {
          const h = await fieldHost([{ ...c.field, description: 'Some help.' }], {
            [c.field.id]: { error: ERROR },
          });
          const error = h.root.getElementById(errorId(PREFIX, c.field.id))!;
          expect(error.getAttribute('part')).to.equal('field-error');
          expect(error.textContent!.trim()).to.contain(ERROR);
          expect(error.compareDocumentPosition(controlsOf(h.root, c.field.id).at(-1)!)).to.equal(
            Node.DOCUMENT_POSITION_PRECEDING,
          );
          for (const control of controlsOf(h.root, c.field.id)) {
            expect(control.getAttribute('aria-invalid'), control.id).to.equal('true');
            expect(control.getAttribute('aria-describedby')!.split(' ')).to.include(error.id);
            expect(descriptionOf(control)).to.match(new RegExp(`^${ERROR} Some help\\.`));
          }
          await expect(h.host).to.be.accessible();

          h.draw();
          expect(h.root.getElementById(errorId(PREFIX, c.field.id))).to.equal(null);
          for (const control of controlsOf(h.root, c.field.id)) {
            expect(control.hasAttribute('aria-invalid'), control.id).to.equal(false);
          }
        });
      }
    });
  }
});
