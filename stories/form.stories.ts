import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import '../elements/form/sq-form.ts';
import type { SqForm } from '../elements/form/sq-form.ts';

/** A contact form using several SPEC §3 field kinds. */
const FIELDS = [
  { id: 'fullName', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
  { id: 'topic', type: 'select', title: 'Topic', options: ['Orders', 'Returns', 'Something else'] },
  { id: 'contact', type: 'radio', title: 'Reply by', options: ['Email', 'Phone'] },
  {
    id: 'message',
    type: 'textarea',
    title: 'Message',
    maxLength: 500,
    description: 'How can we help?',
  },
];

/** The settings of `data-block-json` a story sets. */
interface FormArgs {
  json: Record<string, unknown>;
}

/** The no-JavaScript fallback the server sends inside the tag. */
const serverMarkup = html`<form method="post" action="/api/form/SaveFormSubmission">
  <label>Email <input type="email" name="email" required /></label>
  <button>Submit</button>
</form>`;

/** Calls `then` on the form once it has drawn itself. */
const whenDrawn = (id: string, then: (el: SqForm) => void): void => {
  void customElements.whenDefined('sq-form').then(async () => {
    const el = document.getElementById(id) as SqForm | null;
    if (!el) return;
    await el.updateComplete;
    then(el);
  });
};

const form = ({ json }: FormArgs, id = 'story-form'): TemplateResult =>
  html`<sq-form id=${id} style="max-width:36rem" data-block-json=${JSON.stringify(json)}
    >${serverMarkup}</sq-form
  >`;

const meta = {
  title: 'Blocks/Form',
  component: 'sq-form',
  tags: ['autodocs'],
  args: { json: { formId: 'story-contact', fields: FIELDS } },
  argTypes: {
    json: { control: 'object', description: '`data-block-json` (SPEC §3 form keys and fields).' },
  },
  render: (args) => form(args),
} satisfies Meta<FormArgs>;

export default meta;

type Story = StoryObj<FormArgs>;

/** The form as a visitor first sees it. */
export const Idle: Story = {};

/**
 * After a submit with required fields left empty: the inline errors and the banner 'One or more
 * fields is invalid, please check your entries.' (`reportValidity()`; nothing is sent).
 */
export const ValidationErrors: Story = {
  render: (args) => {
    whenDrawn('story-form-errors', (el) => el.reportValidity());
    return form(args, 'story-form-errors');
  },
};

/** The success view: submission text and (sanitized) post-submit HTML, shown with `previewSuccess()`. */
export const Success: Story = {
  args: {
    json: {
      formId: 'story-contact',
      fields: FIELDS,
      submissionText: 'Thank you! We will reply within two working days.',
      postSubmitHtml: '<p>Meanwhile, see our <a href="#faq">frequently asked questions</a>.</p>',
    },
  },
  render: (args) => {
    whenDrawn('story-form-success', (el) => el.previewSuccess());
    return form(args, 'story-form-success');
  },
};

/** Custom texts: button, in-progress text and a short form. */
export const CustomTexts: Story = {
  args: {
    json: {
      formId: 'story-short',
      submitButtonText: 'Request a quote',
      inProgressText: 'Requesting…',
      fields: FIELDS.slice(0, 2),
    },
  },
};

/**
 * `data-block-json` that the schema rejects (an unknown field kind): the element keeps the
 * server markup, sets `data-sq-error` and logs one console error.
 */
export const InvalidData: Story = {
  args: { json: { formId: 'story-broken', fields: [{ id: 'a', type: 'colour', title: 'A' }] } },
};
