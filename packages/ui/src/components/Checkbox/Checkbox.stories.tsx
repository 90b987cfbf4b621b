import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { withRightToLeft } from '../../test/withRightToLeft';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Email me a weekly summary', onChange: fn() },
  argTypes: {
    isSelected: { control: 'boolean' },
    isIndeterminate: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    description: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {
  args: { description: 'Sent every Monday morning.', isIndeterminate: false },
};

export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Select all' } };
export const WithDescription: Story = { args: { description: 'Sent every Monday morning.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const Invalid: Story = { args: { isInvalid: true } };

/** Keyboard: Tab to focus (ring), Space to toggle. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

function SelectAllExample() {
  const items = ['Alpha', 'Beta', 'Gamma'];
  const [selected, setSelected] = useState<string[]>(['Alpha']);
  const all = selected.length === items.length;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(on) => setSelected(on ? items : [])}
      >
        Select all
      </Checkbox>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, paddingLeft: 28 }}>
        {items.map((item) => (
          <Checkbox
            key={item}
            isSelected={selected.includes(item)}
            onChange={(on) => setSelected((s) => (on ? [...s, item] : s.filter((x) => x !== item)))}
          >
            {item}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

/** Tri-state: "Select all" is mixed while some are selected. */
export const SelectAll: Story = { render: () => <SelectAllExample /> };

/** Right to left (dir="rtl"): the layout mirrors, text and icons keep their order from the inline start. */
export const RightToLeft: Story = { args: { isIndeterminate: true }, decorators: [withRightToLeft] };
