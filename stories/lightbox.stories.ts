import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import '../elements/lightbox/sq-lightbox.ts';
import type { SqLightbox } from '../elements/lightbox/sq-lightbox.ts';

/** The settings of `data-block-json` a story sets, plus how many items it shows. */
interface LightboxArgs {
  theme: 'dark' | 'light';
  loop: boolean;
  controls: boolean;
  count: number;
}

/** The pictures (in `stories/assets/`): id, size, alt text and caption. */
const PIECES = [
  [
    'vase',
    '1000x1250',
    'A pale green vase with a narrow neck',
    'Celadon bud vase. Porcelain, 24 cm.',
  ],
  ['bowl', '1500x1000', 'A wide dark brown bowl', 'Tenmoku serving bowl. Stoneware, 28 cm across.'],
  ['jar', '1200x1200', 'A round ochre jar', 'Ash-glazed jar. Stoneware, wood ash glaze, 20 cm.'],
] as const;

/**
 * Server markup of a standalone lightbox: one `<figure data-slide-id>` per piece, its thumbnail
 * in a link to the full-size image (which a visitor without JavaScript simply follows).
 */
const lightbox = ({ theme, loop, controls, count }: LightboxArgs): TemplateResult =>
  html`<sq-lightbox
    style="display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:1rem"
    data-block-json=${JSON.stringify({ theme, loop, controls })}
  >
    ${PIECES.slice(0, count).map(
      ([id, size, alt, caption]) =>
        html`<figure data-slide-id=${id} style="margin:0">
          <a href="/stories/assets/lightbox-${id}.svg">
            <img
              src="/stories/assets/lightbox-${id}.svg"
              data-image-dimensions=${size}
              alt=${alt}
              style="display:block;width:100%;aspect-ratio:1;object-fit:cover"
            />
          </a>
          <figcaption>${caption}</figcaption>
        </figure>`,
    )}
  </sq-lightbox>`;

/** Opens the story's lightbox at its first item, as a click on the thumbnail would. */
async function openFirst({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const el = canvasElement.querySelector<SqLightbox>('sq-lightbox')!;
  await el.updateComplete;
  await el.open(0);
}

const meta = {
  title: 'Blocks/Lightbox',
  component: 'sq-lightbox',
  tags: ['autodocs'],
  args: { theme: 'dark', loop: true, controls: true, count: 3 },
  argTypes: {
    theme: { control: 'inline-radio', options: ['dark', 'light'], description: 'Colours.' },
    loop: { control: 'boolean', description: 'The ends wrap (desktop).' },
    controls: { control: 'boolean', description: 'Show the previous and next buttons.' },
    count: { control: { type: 'range', min: 1, max: 3 }, description: 'Items in the story.' },
  },
  render: lightbox,
} satisfies Meta<LightboxArgs>;

export default meta;

type Story = StoryObj<LightboxArgs>;

/** Closed: the thumbnails on the page. Click one, or focus it and press Enter or Space. */
export const Closed: Story = {};

/** Open at the first item, dark theme: arrows, the buttons or a click on the image move on. */
export const Open: Story = { play: openFirst };

/** Open in the light theme. */
export const OpenLight: Story = { args: { theme: 'light' }, play: openFirst };

/** A single item: no previous or next button, no counter to move. */
export const SingleItem: Story = { args: { count: 1 }, play: openFirst };
