// States: Default, Filtered (award type), Sorted, Loading, Empty, Error, Locked (Free plan), Guest (a guest pass has no FRAMEWORKS: the paywall).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { AppStory } from '../../../testing/AppStory';

const T = { timeout: 10_000 };

const meta: Meta<typeof AppStory> = {
  title: 'Screens/Frameworks',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  args: { path: '/frameworks' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every framework, soonest expiry first, with stage counts and the call-offs link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Frameworks' }, T);
    await expect(await c.findByRole('link', { name: 'Digital and Technology Services Framework' }, T)).toBeVisible();
    await expect(c.getByRole('link', { name: '3 call-offs of Digital and Technology Services Framework' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Cardiff Council Highways Maintenance Framework' })).toBeVisible();
  },
};

/** The award type filter narrows the list. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Digital and Technology Services Framework' }, T);
    await userEvent.click(c.getByRole('button', { name: /Award type/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Single supplier' }, T));
    await waitFor(() => expect(c.queryByRole('link', { name: 'Digital and Technology Services Framework' })).toBeNull(), T);
    await expect(await c.findByRole('link', { name: 'Cardiff Council Highways Maintenance Framework' }, T)).toBeVisible();
  },
};

/** Sorted by title from the URL. */
export const Sorted: Story = {
  args: { path: '/frameworks?sort=title&order=asc' },
  play: async ({ canvasElement }) => {
    const c = page(canvasElement);
    await c.findByRole('link', { name: 'Cardiff Council Highways Maintenance Framework' }, T);
    const links = c.getAllByRole('link', { name: /Framework$/ }).map((l) => l.textContent);
    await expect(links[0]).toBe('Cardiff Council Highways Maintenance Framework');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ frameworks: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Frameworks' }, T);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: mockHandlers({ frameworks: 'empty' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('No frameworks found', undefined, T);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: mockHandlers({ frameworks: 'error' }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('Sorry something has gone wrong. If this error persists please contact support', undefined, T);
  },
};

/** Free plan (no FRAMEWORKS): the paywall page. */
export const Locked: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.free }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Find the frameworks your buyers use' }, T);
  },
};

/** A guest pass has no FRAMEWORKS: the paywall page. */
export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { level: 1, name: 'Find the frameworks your buyers use' }, T);
  },
};
