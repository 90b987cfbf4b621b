import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCount } from './ResultCount';

const meta = {
  title: 'UI/Data/ResultCount',
  component: ResultCount,
  args: { count: 1234, singular: 'result', plural: 'results', announce: false },
  argTypes: { count: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** Exactly one: the singular label. */
export const Singular: Story = { args: { count: 1 } };

/** Nothing found. */
export const Empty: Story = { args: { count: 0 } };

/** A million or more is capped at "1,000,000+". */
export const Capped: Story = { args: { count: 4_250_000 } };

/** Custom labels. */
export const CustomLabels: Story = { args: { count: 42, singular: 'row', plural: 'rows' } };
