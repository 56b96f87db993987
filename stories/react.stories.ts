import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { createElement as h, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SqAccordion } from '../react-bindings/sq-accordion.ts';
import { SqGallery } from '../react-bindings/sq-gallery.ts';
import { accordionMarkupCss } from '../elements/accordion/accordion.styles.ts';
import { galleryMarkupCss } from '../elements/gallery/gallery.styles.ts';
import { withMarkupCss } from './markup-css.ts';

/** What the story's React app renders: which questions, in which order, and how many pieces. */
interface ReactArgs {
  questions: number;
  reversed: boolean;
  pieces: number;
}

const QUESTIONS: [string, string][] = [
  ['How long does shipping take?', 'Orders leave our workshop within two working days.'],
  ['Can I return an item?', 'Yes, within thirty days of delivery, unused and in its box.'],
  ['Do you ship abroad?', 'We ship to most countries; rates are shown at checkout.'],
  ['Are the pieces food safe?', 'Every glaze we use is lead-free and food safe.'],
];

const PIECES: [string, string][] = [
  ['bowl', 'A wide dark brown bowl'],
  ['jar', 'A round ochre jar'],
  ['vase', 'A pale green vase with a narrow neck'],
];

/** The app: React owns the children; changing the controls adds, removes and reorders them. */
function app({ questions, reversed, pieces }: ReactArgs): ReactNode {
  const shown = QUESTIONS.slice(0, questions);
  if (reversed) shown.reverse();
  return h(
    'div',
    { style: { display: 'grid', gap: '2rem', maxWidth: '40rem' } },
    h(
      SqAccordion,
      { blockJson: '{"allowMultipleOpen":false}' },
      shown.map(([title, answer]) =>
        h('details', { key: title }, h('summary', null, title), h('p', null, answer)),
      ),
    ),
    h(
      SqGallery,
      { blockJson: '{"design":"grid","lightbox":true}' },
      PIECES.slice(0, pieces).map(([id, alt]) =>
        h(
          'figure',
          { key: id, 'data-slide-id': id, 'data-type': 'image' },
          h('img', {
            src: `/stories/assets/lightbox-${id}.svg`,
            'data-image-dimensions': '1200x1200',
            alt,
          }),
        ),
      ),
    ),
  );
}

/** One React root for the story, kept across control changes so React updates in place. */
let mounted: { host: HTMLElement; root: Root } | undefined;

const meta = {
  title: 'React/Wrappers',
  tags: ['autodocs'],
  decorators: [withMarkupCss(accordionMarkupCss + galleryMarkupCss)],
  args: { questions: 3, reversed: false, pieces: 3 },
  argTypes: {
    questions: {
      control: { type: 'range', min: 0, max: 4 },
      description: 'Questions React renders.',
    },
    reversed: { control: 'boolean', description: 'React reorders the questions.' },
    pieces: { control: { type: 'range', min: 0, max: 3 }, description: 'Pieces React renders.' },
  },
  parameters: {
    docs: {
      description: {
        component:
          '`SqAccordion` and `SqGallery` from `sq-elements/react/…` in a React 19 app. React owns ' +
          'the children: the controls make it add, remove and reorder them, and the elements follow.',
      },
    },
  },
  render: (args) => {
    mounted ??= (() => {
      const host = document.createElement('div');
      return { host, root: createRoot(host) };
    })();
    mounted.root.render(app(args));
    return mounted.host;
  },
} satisfies Meta<ReactArgs>;

export default meta;
type Story = StoryObj<ReactArgs>;

export const AccordionAndGallery: Story = {};
