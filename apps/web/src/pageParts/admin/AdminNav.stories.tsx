// States: Admin (the heading, the admin sections' navigation and the page body), Current (the section of the page marked current), NotAdmin ('Admins only', no navigation), Guest (a guest pass: the same), Loading.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockHandlers, userFixtures } from '@tenderlens/domain/mocks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ADMIN_SECTIONS } from '../../navigation/adminNav';
import { paths } from '../../navigation/routes';
import { AdminPage } from './AdminNav';

const T = { timeout: 8000 };

/** The admin page frame inside a router (its sections are NavLinks), opened at `path`. */
function Framed({ path }: { path: string }) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminPage heading="Reports">
            <p>The page body.</p>
          </AdminPage>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return <RouterProvider router={router} />;
}

const meta: Meta<typeof Framed> = {
  title: 'PageParts/AdminNav',
  component: Framed,
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.admin }) } },
  args: { path: '/admin' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const nav = within(await c.findByRole('navigation', { name: 'Admin sections' }, T));
    for (const section of ADMIN_SECTIONS) await expect(nav.getByRole('link', { name: section.label })).toBeVisible();
    await expect(c.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(c.getByText('The page body.')).toBeVisible();
  },
};

/** On /admin/reports the Reports section is the current page. */
export const Current: Story = {
  args: { path: paths.adminReports },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Admin sections' }, T));
    await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NotAdmin: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Admins only', undefined, T);
    await expect(c.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    await expect(c.queryByText('The page body.')).toBeNull();
  },
};

export const Guest: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admins only', undefined, T);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers({ user: 'loading' }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading admin', undefined, T);
  },
};
