import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Inspector, type BlockData } from '../editor/inspector/index.ts';
// The inspector's styles (index.ts imports them too; a story file is where side effects are kept).
import '../editor/inspector/inspector.css';

/** What the story shows: a block kind and its data. */
interface InspectorArgs {
  tag: string;
  data: BlockData;
}

/** Data of each block kind, as a page's `data-block-json` holds it. */
const SAMPLES: Record<string, BlockData> = {
  'sq-gallery': {
    design: 'carousel',
    slidesPerRow: 3,
    lightbox: true,
    autoplay: { timeout: 4000 },
  },
  'sq-form': {
    formId: 'contact',
    submitButtonText: 'Send',
    postSubmitHtml: '<p>Thanks! We answer within <strong>two days</strong>.</p>',
    fields: [
      { id: 'name', type: 'name', title: 'Your name', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'topic', type: 'select', title: 'Topic', options: ['Orders', 'Classes'] },
    ],
  },
  'sq-button': { buttonText: 'Visit the shop', clickthroughUrl: '/shop', size: 'large' },
  'sq-image': { cropMode: 'cover', focalPoint: { x: 0.5, y: 0.3 } },
  'sq-video': { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', mode: 'fit' },
  'sq-cookie-banner': { cookieBannerVariant: 'BAR', cookieBannerText: '<p>We use cookies.</p>' },
};

let container: Element | undefined;
let root: Root | undefined;
let latest: InspectorArgs | undefined;

const view = ({ tag, data }: InspectorArgs) =>
  h(
    'div',
    { style: { maxWidth: '24rem' } },
    h(Inspector, { key: tag, tag, data, label: `${tag} settings` }),
  );

/** Mounts the React root in the story's container (once per container). */
function attach(el: Element | undefined): void {
  if (el === container) return;
  root?.unmount();
  container = el;
  root = el && createRoot(el);
  if (latest) root?.render(view(latest));
}

const meta = {
  title: 'Editor/Inspector',
  tags: ['autodocs'],
  args: { tag: 'sq-gallery', data: SAMPLES['sq-gallery']! },
  argTypes: {
    tag: { control: 'select', options: Object.keys(SAMPLES), description: 'The block kind.' },
    data: { control: 'object', description: "The block's data-block-json." },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The editor's block inspector: the settings form of one block, made from the element's " +
          'JSON Schema (`editor/generated/block-schemas.json`) and checked with its own zod ' +
          'schema. Only valid data leaves it (`onChange`, tweak events).',
      },
    },
  },
  render: (args) => {
    latest = args;
    root?.render(view(args));
    return html`<div ${ref(attach)}></div>`;
  },
} satisfies Meta<InspectorArgs>;

export default meta;
type Story = StoryObj<InspectorArgs>;

export const Gallery: Story = {};

/** Lists of objects (fields) and of texts (options), with add, remove and reorder. */
export const Form: Story = { args: { tag: 'sq-form', data: SAMPLES['sq-form']! } };

/** A value the element's schema refuses: its message beside the field. */
export const InvalidValue: Story = {
  args: { tag: 'sq-gallery', data: { design: 'grid', vSize: 150, slidesPerRow: 0 } },
};

export const CookieBanner: Story = {
  args: { tag: 'sq-cookie-banner', data: SAMPLES['sq-cookie-banner']! },
};
