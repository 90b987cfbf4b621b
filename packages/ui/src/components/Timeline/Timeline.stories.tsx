import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline, type TimelineStep } from './Timeline';

const steps: TimelineStep[] = [
  { id: 'plan', label: 'Planning', lines: [{ label: 'Announced', value: '12 Jan 2024' }] },
  {
    id: 'open',
    label: 'Open',
    lines: [
      { label: 'Published', value: '05 Mar 2024' },
      { label: 'Closes', value: '05 Apr 2024' },
      { label: 'Value', value: '£1,250,000' },
    ],
  },
  { id: 'decided', label: 'Decided', lines: [{ label: 'Decided on', value: undefined }] },
];

const meta = {
  title: 'UI/Display/Timeline',
  component: Timeline,
  args: { steps, currentStepId: 'open', 'aria-label': 'Stages' },
  argTypes: {
    currentStepId: { control: 'inline-radio', options: ['plan', 'open', 'decided'] },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { emptyText: 'Not identified', currentText: 'Current', headingLevel: 3 } };

/** No step has data: the earlier steps and the current one say "Not identified". */
export const Empty: Story = {
  args: { steps: steps.map(({ id, label }) => ({ id, label })), currentStepId: 'decided' },
};

export const FirstStepCurrent: Story = { args: { currentStepId: 'plan' } };

export const LastStepCurrent: Story = { args: { currentStepId: 'decided' } };

export const OverflowingText: Story = {
  args: {
    steps: [
      {
        id: 'plan',
        label: 'A step label long enough to wrap onto several lines',
        lines: [{ label: 'A long line label', value: 'A value that is long enough to wrap inside a narrow step column' }],
      },
      ...steps.slice(1),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};
