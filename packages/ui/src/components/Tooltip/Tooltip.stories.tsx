import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const openByFocus: Story['play'] = async ({ canvasElement }) => {
  await userEvent.tab();
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByRole('tooltip')).toBeVisible();
};

const meta = {
  title: 'UI/Overlays/Tooltip',
  component: Tooltip,
  args: { content: 'Download the results as a spreadsheet', children: <Button variant="secondary">Export</Button> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'hover'] },
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right', 'top start', 'bottom end'] },
    delay: { control: { type: 'number', min: 0 } },
    closeDelay: { control: { type: 'number', min: 0 } },
    showArrow: { control: 'boolean' },
    focusOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: 80, display: 'flex', justifyContent: 'center' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: openByFocus };

/** Every prop on the controls panel (hover the button: 700 ms, or 100 ms for `hover`). */
export const Playground: Story = { args: { variant: 'default', placement: 'top', showArrow: true } };

/** The quick variant: 100 ms hover delay. */
export const Hover: Story = { args: { variant: 'hover', content: 'Quick hint' }, play: openByFocus };

export const Bottom: Story = { args: { placement: 'bottom' }, play: openByFocus };
export const Right: Story = { args: { placement: 'right' }, play: openByFocus };
export const WithoutArrow: Story = { args: { showArrow: false }, play: openByFocus };

/** Long text wraps at the max width token. */
export const LongText: Story = {
  args: {
    content:
      'Results are refreshed every night. Changes made today will show tomorrow morning, and you will get a notification.',
  },
  play: openByFocus,
};
