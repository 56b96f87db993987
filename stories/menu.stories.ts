import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/menu/sq-menu.ts';
import { menuMarkupCss } from '../elements/menu/menu.styles.ts';
import { withMarkupCss } from './markup-css.ts';

interface MenuArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
}

/** The café's menu as the template writes it: sections, each a heading and a list of items. */
const cafe = (settings: string) =>
  html`<sq-menu data-block-json=${settings}>
    <section>
      <h3>Coffee</h3>
      <ul>
        <li>
          <h4>Espresso</h4>
          <data value="3.25">$3.25</data>
          <p>A double shot of the house blend.</p>
        </li>
        <li>
          <h4>Cortado</h4>
          <data value="4.25">$4.25</data>
          <p>Espresso cut with as much warm milk.</p>
        </li>
        <li>
          <h4>Latte</h4>
          <data value="5.25">$5.25</data>
        </li>
      </ul>
    </section>
    <section>
      <h3>Tea</h3>
      <ul>
        <li>
          <h4>Sencha</h4>
          <data value="3.75">$3.75</data>
        </li>
        <li>
          <h4>Chai latte</h4>
          <data value="5">$5.00</data>
        </li>
      </ul>
    </section>
    <section>
      <h3>Bakes</h3>
      <ul>
        <li>
          <h4>Cardamom bun</h4>
          <data value="4.5">$4.50</data>
          <p>Baked each morning down the street.</p>
        </li>
        <li>
          <h4>Seasonal tart</h4>
          <data>Ask at the counter</data>
        </li>
      </ul>
    </section>
  </sq-menu>`;

const meta = {
  title: 'Blocks/Menu',
  component: 'sq-menu',
  tags: ['autodocs'],
  args: { settings: JSON.stringify({ label: 'Café menu' }) },
  argTypes: {
    settings: {
      control: 'text',
      description:
        '`label` (the tab list’s name), `sections: [{title, items: [{name, description, price}]}]` (else read from the markup).',
    },
  },
  decorators: [withMarkupCss(menuMarkupCss)],
  render: ({ settings }) => cafe(settings),
} satisfies Meta<MenuArgs>;

export default meta;

type Story = StoryObj<MenuArgs>;

/** The sections of the server markup as tabs, the first selected. */
export const FromMarkup: Story = {};

/** Sections from `data-block-json`: they win over the markup; a price may be text. */
export const FromData: Story = {
  args: {
    settings: JSON.stringify({
      label: 'Drinks',
      sections: [
        {
          title: 'Soft drinks',
          items: [
            { name: 'Lemonade', description: 'Made here every morning.', price: 4 },
            { name: 'Apple cider', description: 'Cold, or hot with cinnamon.', price: 3.75 },
          ],
        },
        { title: 'Seasonal', items: [{ name: 'Pumpkin latte', price: 'Ask us' }] },
      ],
    }),
  },
};

/** One section: a heading over its items, no tab list. */
export const OneSection: Story = {
  args: {
    settings: JSON.stringify({
      sections: [{ title: 'Bakes', items: [{ name: 'Cardamom bun', price: 4.5 }] }],
    }),
  },
};

/** Invalid data: the server markup stays, every section shown (public contract 3). */
export const InvalidData: Story = {
  args: { settings: '{"sections":[{"title":""}]}' },
};
