import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import {
  Bell,
  BookOpen,
  ChartColumn,
  CircleHelp,
  FileText,
  FolderOpen,
  House,
  Layers,
  ListChecks,
  Settings,
  Users,
  Wallet,
} from 'lucide-react';
import { vars } from '../../theme/vars.css';
import { NavShell } from './NavShell';
import type { NavShellItem } from './NavShell.types';

const items: NavShellItem[] = [
  { id: 'home', label: 'Home', icon: <House />, href: '/' },
  { id: 'inbox', label: 'Inbox', icon: <Bell />, onPress: fn() },
  { id: 'projects', label: 'Projects', icon: <Layers />, href: '/projects' },
  {
    id: 'spend',
    label: 'Spending',
    icon: <Wallet />,
    href: '/spending',
    beta: { note: 'New and still improving: tell us what you think.' },
  },
  { id: 'documents', label: 'Documents', icon: <FolderOpen />, href: '/documents' },
  { id: 'contacts', label: 'Contacts', icon: <Users />, href: '/contacts' },
  {
    id: 'lists',
    label: 'Lists',
    icon: <ListChecks />,
    children: [
      { id: 'saved', label: 'Saved lists', href: '/lists/saved' },
      { id: 'shared', label: 'Shared lists', href: '/lists/shared' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    icon: <ChartColumn />,
    children: [
      { id: 'briefings', label: 'Briefings', href: '/reports/briefings' },
      { id: 'industry', label: 'Industry reports', href: '/reports/industry' },
    ],
  },
];

const bottomItems: NavShellItem[] = [
  { id: 'library', label: 'Library', icon: <BookOpen />, href: '/library' },
  { id: 'settings', label: 'Settings', icon: <Settings />, href: '/settings' },
  { id: 'help', label: 'Help', icon: <CircleHelp />, href: 'https://help.example.com', isExternal: true },
];

const meta = {
  title: 'UI/Layout/NavShell',
  component: NavShell,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: '100vh', background: vars.color.surface.page }}>
        <Story />
      </div>
    ),
  ],
  args: {
    items,
    bottomItems,
    currentPath: '/',
    header: <strong style={{ fontSize: vars.font.size.lg }}>Product</strong>,
    footer: (
      <Button variant="secondary" size="sm" iconEnd="ChevronUp">
        My team
      </Button>
    ),
    onCollapsedChange: fn(),
    onLockedPress: fn(),
  },
} satisfies Meta<typeof NavShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every prop on the controls panel. */
export const Playground: Story = {};

/** Icons only (size.navCollapsed); the label shows in a tooltip on hover or focus. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'Home',
    );
  },
};

/** Locked items show a lock and call onLockedPress (e.g. to open a paywall) instead of navigating. */
export const WithLockedItems: Story = {
  args: {
    items: items.map((item) =>
      item.id === 'contacts' || item.id === 'documents' ? { ...item, locked: true } : item,
    ),
    beforeItems: <Button variant="primary">Upgrade</Button>,
  },
};

/** A count badge (e.g. unread), also visible when collapsed. */
export const WithBadge: Story = {
  args: {
    items: items.map((item) =>
      item.id === 'inbox' ? { ...item, badge: { count: 12, label: '12 unread' } } : item,
    ),
  },
};

/** The sub-link whose path equals the current path is highlighted (aria-current="page"). */
export const ActiveSubLink: Story = {
  args: { currentPath: '/reports/industry' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Industry reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Long labels wrap rather than overflow. */
export const LongLabels: Story = {
  args: {
    items: [
      ...items.slice(0, 2),
      {
        id: 'long',
        label: 'A very long navigation label that needs to wrap onto two lines',
        icon: <FileText />,
        href: '/long',
      },
      {
        id: 'group',
        label: 'A group with a long heading that wraps',
        icon: <ListChecks />,
        children: [{ id: 'sub', label: 'A sub-link with an equally long label for testing', href: '/sub' }],
      },
    ],
  },
};
