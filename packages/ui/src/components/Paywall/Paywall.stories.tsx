import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button';
import { tokens } from '../../theme/tokens';
import { formatPlanNote, type PaywallContentProps } from './PaywallContent';
import { PaywallModal } from './PaywallModal';
import { PaywallPage } from './PaywallPage';
import { PaywallPopover } from './PaywallPopover';

// A deterministic inline illustration (no network), drawn with token colours.
const illustration = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300"><rect width="480" height="300" fill="${tokens.color.brand.subtle}"/><rect x="40" y="40" width="400" height="36" rx="6" fill="${tokens.color.surface.base}"/><rect x="40" y="96" width="400" height="36" rx="6" fill="${tokens.color.surface.base}"/><rect x="40" y="152" width="400" height="36" rx="6" fill="${tokens.color.surface.base}"/><rect x="40" y="208" width="260" height="36" rx="6" fill="${tokens.color.brand.solid}"/></svg>`,
)}`;
const captions = `data:text/vtt,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:05.000\nA short tour of the feature.\n')}`;

const content: PaywallContentProps = {
  title: 'Unlock this feature',
  description: 'Upgrade to see the full history and act on it before anyone else.',
  bullets: ['Every past result, searchable', 'Alerts when something changes', 'Export to spreadsheet'],
  planNote: formatPlanNote({ plan: 'Growth' }),
  media: { type: 'image', src: illustration, alt: 'A preview of the feature: a table of results' },
  primaryAction: { label: 'Upgrade', onPress: fn() },
  secondaryActions: [
    { label: 'View pricing', href: '#pricing' },
    { label: 'Compare all plans', onPress: fn() },
  ],
};

const meta = {
  title: 'UI/Paywall/Paywall',
  component: PaywallPage,
  parameters: { layout: 'fullscreen' },
  args: content,
} satisfies Meta<typeof PaywallPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full-page form. */
export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** Full page with a video (native controls, captions track, poster). */
export const PageWithVideo: Story = {
  args: { media: { type: 'video', src: '#no-video', poster: illustration, captionsSrc: captions } },
  // Chromium's native controls show a loading spinner that turns at its own pace: the snapshot leaves the
  // controls out (the poster, the layout and the caption track are what this story pins).
  parameters: { screenshot: { style: 'video::-webkit-media-controls { display: none !important; }' } },
};

/** 'Book a demo' as the main action, for features sold through a conversation rather than self-serve. */
export const BookADemo: Story = {
  args: {
    planNote: formatPlanNote({ addOnTo: 'Growth' }),
    primaryAction: { label: 'Book a demo', onPress: fn() },
  },
};

/** Full page without media: one column. */
export const PageWithoutMedia: Story = { args: { media: undefined } };

/** The modal form, opened by its trigger. */
export const Modal: Story = {
  render: (args) => (
    <div style={{ padding: tokens.space.lg }}>
      <DialogTrigger>
        <Button variant="secondary">See what you get</Button>
        <PaywallModal {...args} />
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See what you get' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};

/** The popover form, anchored to a locked control. */
export const Popover: Story = {
  render: ({ media: _media, ...args }) => (
    <div style={{ padding: tokens.space.lg }}>
      <PaywallPopover {...args} planNote={formatPlanNote({ addOnTo: 'Growth' })}>
        <Button variant="secondary" iconStart="Lock">
          Export
        </Button>
      </PaywallPopover>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};
