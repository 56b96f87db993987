import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { memberAreaMarkupCss } from '../elements/member-area/member-area.styles.ts';
import '../elements/member-area/sq-member-area.ts';
import { withMarkupCss } from './markup-css.ts';

/** What a story sets: the area the server writes into the block (block type 67). */
interface MemberAreaArgs {
  name: string;
  signedIn: boolean;
  monthlyPrice: string;
  yearlyPrice: string;
}

/** The block as the server writes it: the area's JSON and both options' join forms. */
const memberArea = (args: MemberAreaArgs, blockJson = '{"memberAreaId":"studio"}') => {
  const area = {
    memberAreaId: 'studio',
    name: args.name,
    signedIn: args.signedIn,
    options: [
      {
        id: 'monthly',
        label: 'Monthly',
        price: args.monthlyPrice,
        joinText: 'Join monthly',
        description: 'Stop whenever you like. Clay is sold at cost.',
      },
      {
        id: 'yearly',
        label: 'Yearly',
        price: args.yearlyPrice,
        joinText: 'Join yearly',
        description: 'Two months free, and a guest pass each season.',
      },
    ],
  };
  const choices = area.options
    .map(
      (o, i) =>
        `<input class="sq-member-area__choice" type="radio" name="story-option" id="story-${o.id}"${i ? '' : ' checked'}><label class="sq-member-area__label" for="story-${o.id}">${o.label}</label>`,
    )
    .join('');
  const sections = area.options
    .map(
      (
        o,
      ) => `<section class="sq-member-area__option"><p class="sq-member-area__price">${o.price}</p>
<form class="sq-member-area__form" method="post" action="/member-areas/studio/join">
<input type="hidden" name="pricingOption" value="${o.id}"><button class="sq-member-area__join" type="submit">${o.joinText}</button></form></section>`,
    )
    .join('');
  const markup = `<script type="application/json" data-sq-member-area>${JSON.stringify(area)}</script>
<div class="sq-member-area"><h2 class="sq-member-area__title">Join ${args.name}</h2><div class="sq-member-area__options" role="radiogroup" aria-label="Pricing options">${choices}</div>${sections}</div>`;
  return html`<sq-member-area data-block-json=${blockJson}>${unsafeHTML(markup)}</sq-member-area>`;
};

const meta = {
  title: 'Blocks/Member area',
  component: 'sq-member-area',
  tags: ['autodocs'],
  args: {
    name: "the members' studio",
    signedIn: false,
    monthlyPrice: '$145.00 a month',
    yearlyPrice: '$1,450.00 a year',
  },
  argTypes: {
    name: { control: 'text', description: 'The member area’s name.' },
    signedIn: { control: 'boolean', description: 'Whether the visitor is signed in.' },
    monthlyPrice: { control: 'text', description: 'The left option’s price.' },
    yearlyPrice: { control: 'text', description: 'The right option’s price.' },
  },
  decorators: [withMarkupCss(memberAreaMarkupCss)],
  render: (args) => memberArea(args),
} satisfies Meta<MemberAreaArgs>;

export default meta;

type Story = StoryObj<MemberAreaArgs>;

/** Two pricing options, the left one chosen; an anonymous visitor also gets the log-in link. */
export const Default: Story = {};

/** A signed-in site user: no log-in link; joining goes straight to the join call. */
export const SignedIn: Story = { args: { signedIn: true } };

/** In the studio's colours, through the block's custom properties. */
export const Themed: Story = {
  render: (args) =>
    html`<div
      style="--sq-member-area-accent: #8a3b1c; --sq-member-area-focus-color: #8a3b1c; background: #efe6da; padding: 1rem 1.5rem"
    >
      ${memberArea(args)}
    </div>`,
};

/**
 * Settings naming another area than the markup's: the element keeps the server markup (both
 * options' join forms), sets `data-sq-error` and logs one console error.
 */
export const InvalidData: Story = {
  render: (args) => memberArea(args, '{"memberAreaId":"club"}'),
};
