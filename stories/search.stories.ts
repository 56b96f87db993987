import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { searchMarkupCss } from '../elements/search/search.styles.ts';
import '../elements/search/sq-search.ts';
import { withMarkupCss } from './markup-css.ts';

interface SearchArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
  /** The query the server wrote into the field (the search page keeps it). */
  value: string;
  /** The label is visually hidden (`class="visually-hidden"`), as on the demo's search page. */
  labelHidden: boolean;
}

/**
 * The site search box. Storybook has no site server, so `GET /api/search` is not answered here:
 * typing asks, the call fails, and the list stays closed, as on a site whose search call fails
 * (the form still submits). Run `npm start` and open `/search` for live suggestions.
 */
const meta = {
  title: 'Blocks/Search',
  component: 'sq-search',
  tags: ['autodocs'],
  args: {
    settings: JSON.stringify({ suggestions: true, limit: 6 }),
    value: '',
    labelHidden: false,
  },
  argTypes: {
    settings: { control: 'text', description: '`placeholder`, `suggestions`, `limit` (1 to 20).' },
    value: { control: 'text', description: 'The field’s value in the server markup.' },
    labelHidden: { control: 'boolean', description: 'The label carries `visually-hidden`.' },
  },
  decorators: [withMarkupCss(searchMarkupCss)],
  render: ({ settings, value, labelHidden }) =>
    html`<sq-search data-block-json=${settings}>
      <form role="search" action="/search" method="get">
        <label for="story-q" class=${labelHidden ? 'visually-hidden' : ''}>Search the site</label>
        <input
          id="story-q"
          name="q"
          type="search"
          placeholder="Vase, class, glaze, open studio…"
          .value=${value}
        />
        <button type="submit">Search</button>
      </form>
    </sq-search>`,
} satisfies Meta<SearchArgs>;

export default meta;

type Story = StoryObj<SearchArgs>;

/** The upgraded box: a combobox whose suggestions list opens under it as the visitor types. */
export const Box: Story = {};

/** On the search page the server writes the query into the field; the box keeps it. */
export const WithQuery: Story = { args: { value: 'ash glaze' } };

/** The label visually hidden (a heading above says what the box is for); still its name. */
export const HiddenLabel: Story = { args: { labelHidden: true } };

/** A placeholder from the settings instead of the server field's. */
export const Placeholder: Story = {
  args: { settings: JSON.stringify({ placeholder: 'Search the journal and the shop' }) },
};

/** `suggestions: false`: the plain form, as the server wrote it. */
export const WithoutSuggestions: Story = { args: { settings: '{"suggestions": false}' } };

/** Invalid settings (a limit over 20): the server form stays as it is, and works. */
export const InvalidData: Story = { args: { settings: '{"limit": 50}' } };
