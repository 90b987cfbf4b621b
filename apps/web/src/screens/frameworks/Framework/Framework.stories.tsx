// No Empty story: a framework page shows one framework or NotFound; a framework without call-offs is shown by its call-off section's empty text in Default.
// States: Default (framework with call-offs), WithoutCallOffs, Loading, Error, Locked (Free plan), Guest (a guest pass has no FRAMEWORKS: the paywall). Empty is WithoutCallOffs: a framework always has a title.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORGANISATION_GUIDS, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Framework',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: `/frameworks/${ORGANISATION_GUIDS.framework}` },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);

/** Stage, procedure and award type, lots with their suppliers, call-off statistics and the call-offs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Digital and Technology Services Framework' }, T);
    await expect(c.getByText('Multi-supplier')).toBeVisible();
    await expect(c.getByRole('heading', { level: 3, name: /Lot 1: Software development/ })).toBeVisible();
    await expect(await c.findByRole('link', { name: 'Call-off: Data platform discovery' }, T)).toBeVisible();
    await expect(c.getAllByText('£412,500')[0]).toBeVisible();
  },
};

/** A framework nobody has called off yet. */
export const WithoutCallOffs: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'empty' }) } },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Digital and Technology Services Framework' }, T);
    await c.findByText('No call-offs found', undefined, T);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading framework', undefined, T);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};

export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Find the frameworks your buyers use' }, T);
  },
};

export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Find the frameworks your buyers use' }, T);
  },
};
