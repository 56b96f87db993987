import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { accordionMarkupCss } from '../elements/accordion/accordion.styles.ts';
import '../elements/accordion/sq-accordion.ts';
import { withMarkupCss } from './markup-css.ts';

/** The settings of `data-block-json` a story sets, plus which items the server marks open. */
interface AccordionArgs {
  allowMultipleOpen: boolean;
  headingLevel: number;
  open: number[];
}

const questions: [string, string][] = [
  ['How long does shipping take?', 'Orders leave our workshop within two working days.'],
  ['Can I return an item?', 'Yes, within thirty days of delivery, unused and in its box.'],
  ['Do you ship abroad?', 'We ship to most countries; rates are shown at checkout.'],
];

/** Server markup of the items: native `<details>`, usable before the element upgrades. */
const items = (open: number[]): TemplateResult[] =>
  questions.map(
    ([title, answer], index) =>
      html`<details ?open=${open.includes(index)}>
        <summary>${title}</summary>
        <p>${answer}</p>
      </details>`,
  );

const accordion = (json: string, open: number[]): TemplateResult =>
  html`<sq-accordion data-block-json=${json}>${items(open)}</sq-accordion>`;

const meta = {
  title: 'Blocks/Accordion',
  component: 'sq-accordion',
  tags: ['autodocs'],
  args: { allowMultipleOpen: false, headingLevel: 3, open: [] },
  argTypes: {
    allowMultipleOpen: { control: 'boolean', description: 'Several items may be open at once.' },
    headingLevel: {
      control: { type: 'number', min: 2, max: 6 },
      description: 'aria-level of the titles.',
    },
    open: { control: 'object', description: 'Items marked `open` in the server markup.' },
  },
  decorators: [withMarkupCss(accordionMarkupCss)],
  render: ({ allowMultipleOpen, headingLevel, open }) =>
    accordion(JSON.stringify({ allowMultipleOpen, headingLevel }), open),
} satisfies Meta<AccordionArgs>;

export default meta;

type Story = StoryObj<AccordionArgs>;

/** Every item closed. */
export const Closed: Story = {};

/** The second item is `open` in the server markup, so it starts open. */
export const OneOpen: Story = { args: { open: [1] } };

/** With `allowMultipleOpen`, opening an item leaves the others open. */
export const MultipleOpenAllowed: Story = { args: { allowMultipleOpen: true, open: [0, 2] } };

/**
 * `data-block-json` that the schema rejects: the element keeps the server markup (native
 * `<details>`, still working), sets `data-sq-error` and logs one console error.
 */
export const InvalidData: Story = {
  render: ({ open }) => accordion('{"allowMultipleOpen":"yes"}', open),
  args: { open: [0] },
};

/**
 * With `prefers-reduced-motion: reduce` in the system settings, or `?nomotion=true` in the page
 * address, items open and close at once instead of over 250 ms.
 */
export const ReducedMotion: Story = {
  render: ({ allowMultipleOpen, headingLevel, open }) => html`
    <p>
      Turn on “reduce motion” in the system settings, or add <code>?nomotion=true</code> to the page
      address, and the items below open and close without animation.
    </p>
    ${accordion(JSON.stringify({ allowMultipleOpen, headingLevel }), open)}
  `,
};
