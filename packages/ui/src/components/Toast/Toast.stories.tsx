import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion, toast, type ToastOptions, type ToastTone } from './Toast';

interface ToastDemoProps {
  /** Tone of the toast the button shows. */
  tone: ToastTone;
  /** Message of the toast. */
  message: string;
  /** Longer timeout. */
  long?: boolean;
  /** Keep the toast until closed (stories keep toasts so snapshots are stable). */
  persistent?: boolean;
  /** Action label; shown when set. */
  actionLabel?: string;
  /** Called by the action. */
  onAction?: () => void;
}

/** Story harness: the region plus a button that adds a toast. */
function ToastDemo({ tone, message, long, persistent = true, actionLabel, onAction }: ToastDemoProps) {
  const options: ToastOptions = {
    long,
    timeout: persistent ? false : undefined,
    action: actionLabel ? { label: actionLabel, onAction: onAction ?? (() => {}) } : undefined,
  };
  return (
    <>
      <ToastRegion />
      <Button variant="secondary" onPress={() => toast[tone](message, options)}>
        Show toast
      </Button>
    </>
  );
}

const show: Story['play'] = async ({ canvasElement }) => {
  toast.clear();
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByRole('alertdialog')).toBeVisible();
};

const meta = {
  title: 'UI/Feedback/Toast',
  component: ToastDemo,
  args: { tone: 'success', message: 'Saved to your list', persistent: true },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info'] },
    long: { control: 'boolean' },
    persistent: { control: 'boolean' },
    actionLabel: { control: 'text' },
  },
  parameters: { layout: 'fullscreen' },
  // The queue is global: start every story with none showing.
  loaders: [
    () => {
      toast.clear();
      return {};
    },
  ],
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: show };

/** Every prop on the controls panel (untick `persistent` to see the 5 s / 8 s timers). */
export const Playground: Story = { args: { persistent: false } };

export const Success: Story = { args: { tone: 'success', message: 'Changes saved' }, play: show };
export const Error: Story = { args: { tone: 'error', message: 'Could not save your changes' }, play: show };
export const Info: Story = { args: { tone: 'info', message: 'Your export is being prepared' }, play: show };

/** With an action that closes the toast. */
export const WithAction: Story = {
  args: { tone: 'error', message: 'Could not delete the item', actionLabel: 'Try again', onAction: fn() },
  play: show,
};

/** Several stacked, top centre. */
export const Stacked: Story = {
  render: () => <ToastRegion />,
  play: async ({ canvasElement }) => {
    toast.clear();
    toast.success('Saved', { timeout: false });
    toast.info('Export started', { timeout: false });
    toast.error('One file could not be uploaded', { timeout: false, action: { label: 'Details', href: '#details' } });
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findAllByRole('alertdialog')).toHaveLength(3);
  },
};
