import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/popup-overlay/sq-popup-overlay.ts';
import type { SqPopupOverlay } from '../elements/popup-overlay/popup-overlay.ts';
import '../elements/newsletter/sq-newsletter.ts';

/** What the story's popup says. */
interface PopupArgs {
  heading: string;
  text: string;
}

/** Opens the popup beside the button (as the runtime does once the SPEC §4 rules allow it). */
function open(event: Event): void {
  const root = (event.currentTarget as HTMLElement).parentElement!;
  void root.querySelector<SqPopupOverlay>('sq-popup-overlay')!.show();
}

const meta = {
  title: 'Site/Popup overlay',
  component: 'sq-popup-overlay',
  // An open popup is modal: one per page, so no docs page stacking them.
  tags: ['!autodocs'],
  args: {
    heading: 'Studio notes',
    text: 'Firing dates, new work from the shelves and class openings, before anyone else hears of them.',
  },
  argTypes: {
    heading: { control: 'text', description: "The popup page's heading, which names the dialog." },
    text: { control: 'text' },
  },
  render: ({ heading, text }) =>
    html`<div>
      <button type="button" @click=${open}>Show the popup</button>
      <sq-popup-overlay>
        <h2>${heading}</h2>
        <p>${text}</p>
        <sq-newsletter
          data-block-json='{"formId":"newsletter","submitButtonText":"Sign Up","emailPlaceholder":"you@example.com","showName":false,"submissionText":"Thank you! The next studio notes will find you."}'
        ></sq-newsletter>
      </sq-popup-overlay>
    </div>`,
} satisfies Meta<PopupArgs>;

export default meta;

type Story = StoryObj<PopupArgs>;

/**
 * The site's popup page (page type 104) with its newsletter sign-up, sent with
 * `isOverlayForm: true`. Focus moves to its close button; Escape, the close button or a click on
 * the dimmed page closes it, and focus goes back to the button that opened it.
 */
export const Newsletter: Story = {};
