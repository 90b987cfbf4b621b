import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelevanceIndicator } from './RelevanceIndicator';

const meta = {
  title: 'UI/Display/RelevanceIndicator',
  component: RelevanceIndicator,
  args: { score: 3 },
  argTypes: { score: { control: { type: 'range', min: 0, max: 3, step: 1 } } },
} satisfies Meta<typeof RelevanceIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = { args: { score: 2, prefix: 'Relevance', showPrefix: true, showLabel: true } };

/** No score. */
export const Empty: Story = { args: { score: null } };

export const High: Story = { args: { score: 3 } };
export const Medium: Story = { args: { score: 2 } };
export const Low: Story = { args: { score: 1 } };
export const None: Story = { args: { score: 0 } };

/** Bars only; screen readers still hear the level. */
export const BarsOnly: Story = { args: { showLabel: false, prefix: 'Relevance' } };

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[3, 2, 1, 0].map((score) => (
        <div key={score} style={{ display: 'flex', gap: 24 }}>
          <RelevanceIndicator score={score} />
          <RelevanceIndicator score={score} prefix="Relevance" showPrefix />
          <RelevanceIndicator score={score} showLabel={false} prefix="Relevance" />
        </div>
      ))}
    </div>
  ),
};
