import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Icons } from '../Icon';
import { BetaTag } from './BetaTag';
import { Tag } from './Tag';

const tones = ['neutral', 'info', 'positive', 'caution', 'critical', 'beta'] as const;

const meta = {
  title: 'UI/Data display/Tag',
  component: Tag,
  args: { children: 'Open', tone: 'neutral', size: 'md' },
  argTypes: {
    tone: { control: 'select', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: 'select', options: [undefined, ...Object.keys(Icons)] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { tone: 'info', icon: 'Info', children: 'New' } };

export const Positive: Story = { args: { tone: 'positive', children: 'Active' } };
export const Caution: Story = { args: { tone: 'caution', children: 'Closing soon', icon: 'AlertTriangle' } };
export const Critical: Story = { args: { tone: 'critical', children: 'Expired' } };
export const Small: Story = { args: { size: 'sm' } };

/** Tones × sizes. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, max-content)', gap: 12 }}>
      {(['md', 'sm'] as const).map((size) =>
        tones.map((tone) => (
          <Tag key={`${tone}-${size}`} tone={tone} size={size}>
            {tone}
          </Tag>
        )),
      )}
    </div>
  ),
};

/** The BETA marker on its own. */
export const Beta: Story = { render: () => <BetaTag /> };

/** BetaTag with a note: hovering shows the note. */
export const BetaNoteOnHover: Story = {
  render: () => (
    <div style={{ padding: 64 }}>
      <BetaTag note="This feature is new. Tell us what you think." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // A real mouse moves over the page before it reaches the tag (react-aria needs a pointer modality).
    await userEvent.hover(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Beta' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('This feature is new.');
  },
};

/** BetaTag with a note: a click or tap shows the note (touch has no hover), and the tag is described by it. */
export const BetaNoteOnPress: Story = {
  render: () => (
    <div style={{ padding: 64 }}>
      <BetaTag note="This feature is new. Tell us what you think." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByRole('button', { name: 'Beta' });
    await expect(tag).toHaveAccessibleDescription('This feature is new. Tell us what you think.');
    await userEvent.click(tag);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('This feature is new.');
  },
};

/** BetaTag with a note: focus shows the note in a tooltip. */
export const BetaWithNote: Story = {
  render: () => (
    <div style={{ padding: 64 }}>
      <BetaTag note="This feature is new. Tell us what you think." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('This feature is new.');
  },
};
