import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import '../elements/newsletter/sq-newsletter.ts';
import type { SqNewsletter } from '../elements/newsletter/sq-newsletter.ts';

/** The settings of `data-block-json` a story sets, and the sign-up's width. */
interface NewsletterArgs {
  json: Record<string, unknown>;
  width: string;
}

/** Calls `then` on the sign-up once it has drawn itself. */
const whenDrawn = (id: string, then: (el: SqNewsletter) => void): void => {
  void customElements.whenDefined('sq-newsletter').then(async () => {
    const el = document.getElementById(id) as SqNewsletter | null;
    if (!el) return;
    await el.updateComplete;
    then(el);
  });
};

const newsletter = ({ json, width }: NewsletterArgs, id = 'story-newsletter'): TemplateResult =>
  html`<sq-newsletter id=${id} style="max-width:${width}" data-block-json=${JSON.stringify(json)}
    ><form method="post" action="/api/form/SaveFormSubmission">
      <label>Email Address <input type="email" name="email" required /></label>
      <button>Sign Up</button>
    </form></sq-newsletter
  >`;

const meta = {
  title: 'Blocks/Newsletter',
  component: 'sq-newsletter',
  tags: ['autodocs'],
  args: {
    json: {
      formId: 'story-newsletter',
      title: 'Studio news',
      description: 'New work and kiln openings, once a month.',
    },
    width: '40rem',
  },
  argTypes: {
    json: { control: 'object', description: '`data-block-json` (SPEC §3 newsletter keys).' },
    width: { control: 'text', description: 'The width the page gives the sign-up.' },
  },
  render: (args) => newsletter(args),
} satisfies Meta<NewsletterArgs>;

export default meta;

type Story = StoryObj<NewsletterArgs>;

/** Email only: field and button in one row. */
export const Idle: Story = {};

/** With `showName`, a name field comes first. */
export const WithName: Story = {
  args: {
    json: { formId: 'story-newsletter', title: 'Studio news', showName: true },
  },
};

/** Narrower than 320 px: the small layout stacks field and button. */
export const Small: Story = { args: { width: '300px' } };

/** An empty sign-up submitted: the email's inline error and the inline status, no banner. */
export const ValidationError: Story = {
  render: (args) => {
    whenDrawn('story-newsletter-error', (el) => void el.submit());
    return newsletter(args, 'story-newsletter-error');
  },
};

/** The success view (`previewSuccess()`). */
export const Success: Story = {
  args: {
    json: { formId: 'story-newsletter', submissionText: 'Thanks for signing up!' },
    width: '40rem',
  },
  render: (args) => {
    whenDrawn('story-newsletter-success', (el) => el.previewSuccess());
    return newsletter(args, 'story-newsletter-success');
  },
};
