import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const tones = ['critical', 'info', 'positive', 'caution', 'neutral', 'brand'] as const;

const meta = {
  title: 'UI/Data display/Badge',
  component: Badge,
  args: { count: 3, label: '3 unread' },
  argTypes: {
    count: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 } },
    tone: { control: 'select', options: tones },
    showZero: { control: 'boolean' },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { count: 42, max: 99, tone: 'info', showZero: false } };

/** Above `max` the badge reads "99+". */
export const OverMax: Story = { args: { count: 250, label: 'More than 99 unread' } };

/** Zero renders nothing by default… */
export const Zero: Story = { args: { count: 0, label: 'No unread' } };

/** …unless `showZero`. */
export const ZeroShown: Story = { args: { count: 0, showZero: true, tone: 'neutral', label: 'No unread' } };

/** Every tone. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {tones.map((tone, i) => (
        <Badge key={tone} tone={tone} count={[1, 12, 99, 100, 5, 7][i] ?? 1} />
      ))}
    </div>
  ),
};
