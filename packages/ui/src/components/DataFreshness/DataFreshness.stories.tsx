import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataFreshness } from './DataFreshness';

const now = new Date('2026-11-25T12:00:00Z');
const sources = [
  { label: 'Find a Tender', lastSuccessAt: '2026-11-25T11:48:00Z' },
  { label: 'Contracts Finder', lastSuccessAt: '2026-11-25T11:18:00Z' },
  { label: 'Public Contracts Scotland', lastSuccessAt: null },
];

const meta = {
  title: 'UI/Data/DataFreshness',
  component: DataFreshness,
  args: { sources, now },
} satisfies Meta<typeof DataFreshness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The most recent source: "Updated 12 minutes ago from Find a Tender". */
export const Default: Story = {};

/** Last synced yesterday. */
export const Stale: Story = { args: { sources: [{ label: 'Sell2Wales', lastSuccessAt: '2026-11-24T09:00:00Z' }] } };

/** No source has synced yet. */
export const NeverSynced: Story = { args: { sources: [{ label: 'Find a Tender', lastSuccessAt: null }] } };
