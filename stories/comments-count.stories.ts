import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/comments-count/sq-comments-count.ts';

interface CommentsCountArgs {
  /** The link's text as the server writes it. */
  text: string;
}

/**
 * A post's comment count. Storybook's page carries no site settings (comments enabled, load after
 * consent), so nothing is loaded here: the link stays as the server wrote it, as it does on a
 * site whose visitor has not allowed third parties.
 */
const meta = {
  title: 'Blocks/Comments count',
  component: 'sq-comments-count',
  tags: ['autodocs'],
  args: { text: 'Comments' },
  argTypes: { text: { control: 'text', description: 'The link text before the count.' } },
  render: ({ text }) =>
    html`<p>
      A firing diary, week 12 ·
      <sq-comments-count data-block-json="{}">
        <a class="disqus-comment-count" data-disqus-identifier="first-firing" href="#comments"
          >${text}</a
        >
      </sq-comments-count>
    </p>`,
} satisfies Meta<CommentsCountArgs>;

export default meta;

type Story = StoryObj<CommentsCountArgs>;

/** The link to the post's comments, as it is before (or without) the count script. */
export const LinkAsWritten: Story = {};
