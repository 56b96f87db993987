import { expect } from '@open-wc/testing';
import '../../../elements/form/sq-form.ts';
import type { SqForm } from '../../../elements/form/sq-form.ts';
import { FORM_MESSAGES } from '../../../platform/forms/messages.ts';
import {
  controlsOf,
  errorOf,
  focused,
  freshId,
  part,
  received,
  sqForm,
  still,
  submitAndWait,
  textOf,
  typeInto,
  upgraded,
} from './form-fixture.ts';

/** The per-kind message a visitor sees for a number field (SPEC silent wording). */
const ENTER_A_NUMBER = 'Enter a number.';

const FIELDS = [
  { id: 'note', type: 'text', title: 'Note', required: true },
  { id: 'pieces', type: 'number', title: 'Pieces' },
];

/** A fresh order form with its note filled in. */
async function orderForm(formId: string): Promise<SqForm> {
  const el = await sqForm<SqForm>({ formId, fields: FIELDS });
  await upgraded(el);
  typeInto(controlsOf(el, 'note')[0]!, 'Celadon bowls');
  return el;
}

describe('<sq-form> per-kind checks before sending', () => {
  beforeEach(() => sessionStorage.clear());

  it('SPEC silent: a number field holding "twelve" shows its error inline and nothing is sent', async () => {
    const formId = freshId();
    const el = await orderForm(formId);
    const pieces = controlsOf(el, 'pieces')[0]!;
    typeInto(pieces, 'twelve');
    const detail = await submitAndWait(el, 'sq-submit-error');
    expect(detail?.fieldErrors).to.deep.equal({ pieces: ENTER_A_NUMBER });
    expect(errorOf(el, 'pieces')).to.equal(ENTER_A_NUMBER);
    expect(pieces.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(el, 'note')).to.equal('');
    expect(textOf(el, 'banner')).to.equal(FORM_MESSAGES.invalidFields);
    expect(focused(el)).to.equal(part(el, 'banner'));
    expect(pieces.value).to.equal('twelve');
    expect(await received(formId)).to.have.length(0);
    await still(el);
    await expect(el).to.be.accessible();
  });

  it('SPEC silent: the error is checked again as the visitor edits, then the fixed form is sent', async () => {
    const formId = freshId();
    const el = await orderForm(formId);
    const pieces = controlsOf(el, 'pieces')[0]!;
    typeInto(pieces, 'twelve');
    await submitAndWait(el, 'sq-submit-error');
    typeInto(pieces, '12 pieces');
    await el.updateComplete;
    expect(errorOf(el, 'pieces')).to.equal(ENTER_A_NUMBER);
    typeInto(pieces, '12');
    await el.updateComplete;
    expect(errorOf(el, 'pieces')).to.equal('');
    expect(pieces.hasAttribute('aria-invalid')).to.equal(false);
    await submitAndWait(el, 'sq-submit-success');
    const [request, ...more] = await received(formId);
    expect(more).to.have.length(0);
    expect(JSON.parse(request!.body.form as string)).to.deep.equal({
      note: 'Celadon bowls',
      pieces: '12',
    });
  });
});
