import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ORGANISATION_GUIDS, mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

/** Lazy routes, the user and the page's reads arrive one after another: allow for a busy machine. */
const T = { timeout: 10_000 };

const meta: Meta<typeof AppStory> = {
  title: 'Screens/FrameworkCallOffs',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: `/frameworks/${ORGANISATION_GUIDS.framework}/call-offs` },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The framework's call-off stats and every call-off. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { level: 1, name: /Digital and Technology Services Framework/ }, T);
    await expect(await c.findByRole('link', { name: 'Call-off: Data platform discovery' }, T)).toBeVisible();
  },
};

/** The supplier filter narrows the call-offs. */
export const SupplierFilter: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Call-off: Data platform discovery' }, T);
    await userEvent.click(c.getByRole('button', { name: /Supplier/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Capita Business Services Ltd (2)' }, T));
    await waitFor(() => expect(c.queryByRole('link', { name: 'Call-off: Data platform discovery' })).toBeNull(), T);
    await expect(await c.findByRole('link', { name: 'Call-off: Contact centre platform' }, T)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Loading framework', undefined, T);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('No call-offs found', undefined, T);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ organisations: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};

/** Free plan (no FRAMEWORKS): the paywall. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Find the frameworks your buyers use' }, T);
  },
};

/** A guest pass has no FRAMEWORKS: the paywall. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Find the frameworks your buyers use' }, T);
  },
};
