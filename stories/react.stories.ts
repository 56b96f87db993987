import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ref } from 'lit/directives/ref.js';
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

const PIECES: [id: string, alt: string, dimensions: string][] = [
  ['bowl', 'A wide dark brown bowl', '1500x1000'],
  ['jar', 'A round ochre jar', '1200x1200'],
  ['vase', 'A pale green vase with a narrow neck', '1000x1250'],
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
      PIECES.slice(0, pieces).map(([id, alt, dimensions]) =>
        h(
          'figure',
          { key: id, 'data-slide-id': id, 'data-type': 'image' },
          h('img', {
            src: `/stories/assets/lightbox-${id}.svg`,
            'data-image-dimensions': dimensions,
            alt,
          }),
        ),
      ),
    ),
  );
}

/** The story's container and the React root in it, kept across control changes. */
let container: Element | undefined;
let root: Root | undefined;
let latest: ReactArgs | undefined;

/**
 * lit's ref callback (one function, so lit calls it only when the container itself changes):
 * mounts the app in the story's container, and unmounts it when lit lets go of the container.
 */
function attach(el: Element | undefined): void {
  if (el === container) return;
  root?.unmount();
  container = el;
  root = el && createRoot(el);
  if (latest) root?.render(app(latest));
}

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
    // The same container on every control change: React adds, removes and reorders in place.
    latest = args;
    root?.render(app(args));
    return html`<div ${ref(attach)}></div>`;
  },
} satisfies Meta<ReactArgs>;

export default meta;
type Story = StoryObj<ReactArgs>;

export const AccordionAndGallery: Story = {};
