import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/tooltip/sq-tooltip.ts';

/** What a story sets: the trigger's text, the tip, and where the trigger stands. */
interface TooltipArgs {
  term: string;
  tip: string;
  showDelay: number;
}

const meta = {
  title: 'Site/Tooltip',
  component: 'sq-tooltip',
  tags: ['autodocs'],
  args: {
    term: 'bisque firing',
    tip: 'The first, low firing (about 1800 °F) that turns dry clay into porous, hard bisque ready to glaze.',
    showDelay: 1200,
  },
  argTypes: {
    term: { control: 'text', description: 'The trigger: a term in the text.' },
    tip: { control: 'text', description: 'The tip (the `content` slot).' },
    showDelay: {
      control: { type: 'number', min: 0, step: 100 },
      description: 'Time in ms the pointer rests on the term before the tip shows (SPEC §9: 1200).',
    },
  },
  render: ({ term, tip, showDelay }) =>
    html`<p style="max-width: 36rem">
      Pieces dry for a week, then go through a
      <sq-tooltip show-delay=${showDelay}
        ><dfn>${term}</dfn><small slot="content">${tip}</small></sq-tooltip
      >
      before the glazing session.
    </p>`,
} satisfies Meta<TooltipArgs>;

export default meta;

type Story = StoryObj<TooltipArgs>;

/**
 * Rest the pointer on the term for 1200 ms, or Tab to it (the tip shows at once). Move the
 * pointer onto the tip and it stays; Escape hides it and focus stays on the term.
 */
export const Term: Story = {};

/** A button as the trigger: the tip describes it to assistive technology. */
export const OnAButton: Story = {
  render: ({ tip, showDelay }) =>
    html`<sq-tooltip show-delay=${showDelay}
      ><button type="button">Reserve a wheel</button
      ><small slot="content">${tip}</small></sq-tooltip
    >`,
  args: { tip: 'Wheels are held for 15 minutes while you check out.' },
};

/** Shown from the start (`open`), as a screenshot or review would need it. */
export const Open: Story = {
  render: ({ term, tip }) =>
    html`<div style="padding: 1rem 1rem 8rem">
      <sq-tooltip open><dfn>${term}</dfn><small slot="content">${tip}</small></sq-tooltip>
    </div>`,
};
