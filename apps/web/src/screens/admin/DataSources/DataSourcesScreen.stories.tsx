// No Locked story: staff pages are not sold by plan.
// No Guest story: staff-only; a guest gets the not-admin answer.
// States: Default, Loading, Empty, Error. No Locked or Guest story: /admin/data-sources is an admin tool, not a paid
// feature: the server answers anyone but an admin with 403, which this screen shows as its Error state.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { syncSourcesFixture } from '@tenderlens/domain/mocks';
import { fn } from 'storybook/test';
import { DataSourcesScreen } from './DataSourcesScreen';

const now = new Date('2026-11-25T12:00:00Z');

const meta = {
  title: 'Screens/Admin/DataSources',
  component: DataSourcesScreen,
  args: { data: syncSourcesFixture(now), fetching: false, error: null, now, requesting: null, onSyncNow: fn() },
} satisfies Meta<typeof DataSourcesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four publishers: last sync, next run, counts, Contracts Finder's last error. */
export const Default: Story = {};

export const Loading: Story = { args: { data: null, fetching: true } };

/** Nothing synced and nothing scheduled. */
export const Empty: Story = { args: { data: syncSourcesFixture(now, 'empty') } };

export const Error: Story = { args: { data: null, error: new globalThis.Error('failed') } };
