import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { confirmDialog, informationNotice } from '../elements/dialog/confirm-dialog.ts';
import '../elements/dialog/sq-dialog.ts';
import type { SqDialog, SqDialogStyle } from '../elements/dialog/sq-dialog.ts';

/** The dialog's attributes a story sets. */
interface DialogArgs {
  heading: string;
  message: string;
  dialogStyle: SqDialogStyle;
  confirmText: string;
  rejectText: string;
  cancelText: string;
  destructive: boolean;
  open: boolean;
}

/** Shows the dialog next to the button and writes its answer in the story's status line. */
async function ask(event: Event): Promise<void> {
  const root = (event.currentTarget as HTMLElement).parentElement!;
  const answer = await root.querySelector<SqDialog>('sq-dialog')!.show();
  root.querySelector('output')!.textContent = `Answer: ${answer}`;
}

const meta = {
  title: 'Site/Confirmation dialog',
  component: 'sq-dialog',
  // A shown dialog is modal: one per page, so no docs page stacking them all.
  tags: ['!autodocs'],
  args: {
    heading: 'Delete this class?',
    message: 'Wheel Throwing for Beginners and its 12 bookings will be removed.',
    dialogStyle: 'confirm-or-cancel',
    confirmText: '',
    rejectText: '',
    cancelText: '',
    destructive: false,
    open: false,
  },
  argTypes: {
    dialogStyle: {
      control: 'inline-radio',
      options: ['confirm-or-reject', 'confirm-or-cancel', 'confirm-only', 'no-buttons'],
      description: 'Which buttons it offers (SPEC §4).',
    },
    heading: { control: 'text' },
    message: { control: 'text', description: 'Plain text, never HTML.' },
    confirmText: { control: 'text', description: "Empty: 'Yes' (confirm-or-reject), else 'OK'." },
    rejectText: { control: 'text', description: "Empty: 'No'." },
    cancelText: { control: 'text', description: "Empty: 'Cancel'." },
    destructive: { control: 'boolean', description: 'Focus starts on reject or cancel.' },
    open: { control: 'boolean', description: 'Shown.' },
  },
  render: (args) =>
    html`<div>
      <button type="button" @click=${ask}>Open the dialog</button>
      <output aria-live="polite"></output>
      <sq-dialog
        heading=${args.heading}
        message=${args.message}
        dialog-style=${args.dialogStyle}
        confirm-text=${args.confirmText}
        reject-text=${args.rejectText}
        cancel-text=${args.cancelText}
        ?destructive=${args.destructive}
        ?open=${args.open}
      ></sq-dialog>
    </div>`,
} satisfies Meta<DialogArgs>;

export default meta;

type Story = StoryObj<DialogArgs>;

/** OK or Cancel. Escape and a click on the overlay cancel too. */
export const ConfirmOrCancel: Story = {};

/** A yes-or-no question; with `destructive`, focus starts on the choice that loses nothing. */
export const ConfirmOrReject: Story = {
  args: {
    dialogStyle: 'confirm-or-reject',
    heading: 'Save your changes?',
    message: 'You have changed the class description.',
    confirmText: 'Save',
    rejectText: 'Discard',
    destructive: true,
  },
};

/** Acknowledge only. */
export const ConfirmOnly: Story = {
  args: {
    dialogStyle: 'confirm-only',
    heading: 'Booking sent',
    message: 'We will write to you within a day.',
  },
};

/** No buttons: Escape or a click on the overlay close it. */
export const NoButtons: Story = {
  args: {
    dialogStyle: 'no-buttons',
    heading: 'Kiln firing in progress',
    message: 'The studio is closed until Monday.',
  },
};

/** Shown from the start (the `open` attribute). */
export const Open: Story = { args: { open: true } };

/** The promise API: `await confirmDialog({...})` and `await informationNotice({...})`. */
export const FromScript: Story = {
  render: () => {
    const say = (event: Event, text: string) =>
      ((event.target as HTMLElement).parentElement!.querySelector('output')!.textContent = text);
    return html`<div>
      <button
        type="button"
        @click=${async (event: Event) => {
          const answer = await confirmDialog({
            heading: 'Leave the waiting list?',
            message: 'Your place for the Saturday glaze class will go to the next person.',
            dialogStyle: 'confirm-or-cancel',
            confirmText: 'Leave',
            destructive: true,
          });
          say(event, `confirmDialog(): ${answer}`);
        }}
      >
        confirmDialog()
      </button>
      <button
        type="button"
        @click=${async (event: Event) => {
          const answer = await informationNotice({
            heading: 'Saved',
            message: 'Your changes are saved.',
          });
          say(event, `informationNotice(): ${answer}`);
        }}
      >
        informationNotice() (hides after 2000 ms)
      </button>
      <output aria-live="polite"></output>
    </div>`;
  },
};
