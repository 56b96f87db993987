import { controlsOf, type AnyFormBlock, typeInto } from './form-fixture.ts';

/** A contact form using most field shapes of SPEC §3. */
export const CONTACT_FIELDS = [
  { id: 'fullName', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'topic', type: 'select', title: 'Topic', options: ['Orders', 'Returns'] },
  { id: 'extras', type: 'checkbox', title: 'Extras', options: ['Gift wrap', 'Rush delivery'] },
  { id: 'about', type: 'section', title: 'About your order', underline: true },
  { id: 'message', type: 'textarea', title: 'Message', maxLength: 200 },
  { id: 'source', type: 'hidden', value: 'footer' },
];

/** What `fillContact` types, in the SPEC §3 submitted shapes. */
export const CONTACT_VALUES = {
  fullName: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  topic: 'Returns',
  extras: ['Gift wrap'],
  message: 'Where is my parcel?',
  source: 'footer',
};

/** Fills the contact form as a visitor would. */
export function fillContact(el: AnyFormBlock): void {
  const [first, last] = controlsOf(el, 'fullName');
  typeInto(first!, 'Ada');
  typeInto(last!, 'Lovelace');
  typeInto(controlsOf(el, 'email')[0]!, 'ada@example.com');
  typeInto(controlsOf(el, 'topic')[0]!, 'Returns');
  controlsOf(el, 'extras')[0]!.click();
  typeInto(controlsOf(el, 'message')[0]!, 'Where is my parcel?');
}

/** The values of the contact form's controls as the visitor sees them. */
export function shownContact(el: AnyFormBlock): Record<string, unknown> {
  return {
    fullName: controlsOf(el, 'fullName').map((input) => input.value),
    email: controlsOf(el, 'email')[0]!.value,
    topic: controlsOf(el, 'topic')[0]!.value,
    extras: controlsOf(el, 'extras').map((input) => input.checked),
    message: controlsOf(el, 'message')[0]!.value,
  };
}

/** `shownContact` after `fillContact`. */
export const SHOWN_CONTACT = {
  fullName: ['Ada', 'Lovelace'],
  email: 'ada@example.com',
  topic: 'Returns',
  extras: [true, false],
  message: 'Where is my parcel?',
};
