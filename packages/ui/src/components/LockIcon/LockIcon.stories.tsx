import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockIcon } from './LockIcon';

const meta = {
  title: 'UI/Display/LockIcon',
  component: LockIcon,
  args: { label: 'Locked' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'inherit'] },
    tone: { control: 'inline-radio', options: ['inherit', 'muted', 'caution'] },
  },
} satisfies Meta<typeof LockIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { size: 'md', tone: 'muted' } };

/** Decorative: the text beside it says it is locked. */
export const Decorative: Story = {
  args: { label: undefined },
  render: (args) => (
    <span>
      <LockIcon {...args} /> Locked feature
    </span>
  ),
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) =>
        (['muted', 'caution', 'inherit'] as const).map((tone) => (
          <LockIcon key={`${size}-${tone}`} size={size} tone={tone} label={`Locked (${size}, ${tone})`} />
        )),
      )}
    </div>
  ),
};
