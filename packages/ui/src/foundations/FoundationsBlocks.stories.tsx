import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  BreakpointTable,
  ContrastTable,
  IconGallery,
  MotionTable,
  SpacingScale,
  TypeTable,
} from './FoundationsBlocks';

/**
 * The blocks of the Foundations pages as stories, so the test-runner checks each with axe and a screenshot
 * like any component (MDX pages are not tests). Designers read them on the Foundations/* pages.
 */
const meta = {
  title: 'Foundations/Blocks',
  component: ContrastTable,
  tags: ['!autodocs'],
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every text colour role on its surfaces, with its contrast ratio: all pass AA (4.5:1). */
export const Contrast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Fail')).not.toBeInTheDocument();
  },
};

/** The type scale. */
export const TypeScale: Story = { render: () => <TypeTable /> };

/** The spacing scale. */
export const Spacing: Story = { render: () => <SpacingScale /> };

/** Durations and delays. */
export const Motion: Story = { render: () => <MotionTable /> };

/** Responsive breakpoints. */
export const Breakpoints: Story = { render: () => <BreakpointTable /> };

/** The curated icon set. */
export const Icons: Story = { render: () => <IconGallery /> };
