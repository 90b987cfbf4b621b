import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'UI/Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
    lines: { control: { type: 'number', min: 1, max: 10 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
  decorators: [(Story) => <SkeletonGroup>{Story()}</SkeletonGroup>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { variant: 'text', lines: 4, width: '60%' } };

export const Text: Story = { args: { variant: 'text', lines: 1, width: '40%' } };
export const Block: Story = { args: { variant: 'block', height: '120px' } };
export const Circle: Story = { args: { variant: 'circle' } };

/** A card-shaped loading state inside one SkeletonGroup (one "Loading" for screen readers). */
export const Loading: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', maxWidth: 480 }}>
      <Skeleton variant="circle" />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Skeleton width="50%" />
        <Skeleton lines={3} />
        <Skeleton variant="block" height="96px" />
      </div>
    </div>
  ),
};
