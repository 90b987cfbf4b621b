import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Collapsible } from './Collapsible';

const meta = {
  title: 'UI/Data/Collapsible',
  component: Collapsible,
  args: {
    title: 'Region',
    subtitle: 'Any region',
    collapsedText: 'Show',
    expandedText: 'Hide',
    bordered: false,
    isDisabled: false,
    onExpandedChange: fn(),
    children: <p>Choose one or more regions to narrow the list.</p>,
  },
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** Open from the start. */
export const Expanded: Story = { args: { defaultExpanded: true } };

/** Pressing the trigger expands it. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Region/ }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
  },
};

/** With a border and a footer. */
export const BorderedWithFooter: Story = {
  args: {
    bordered: true,
    defaultExpanded: true,
    footer: (
      <Button variant="link" size="sm">
        View all
      </Button>
    ),
  },
};

/** Disabled: the trigger ignores presses. */
export const Disabled: Story = { args: { isDisabled: true, subtitle: 'Not available on your plan' } };

/** autoExpand: opens once when content arrives. */
export const AutoExpand: Story = {
  render: function Render(args) {
    const [loaded, setLoaded] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setLoaded(true)}>
          Load content
        </Button>
        <Collapsible {...args} autoExpand={loaded}>
          {loaded ? <p>Content arrived.</p> : null}
        </Collapsible>
      </>
    );
  },
};

/** A long title wraps. */
export const OverflowingText: Story = {
  args: {
    title: 'A very long section title that runs on and on to show how the trigger wraps its text onto a new line',
  },
};
