import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Bell, FileText, House, List } from 'lucide-react';
import { NavShell } from './NavShell';
import type { NavShellItem } from './NavShell.types';

const items: NavShellItem[] = [
  { id: 'home', label: 'Home', icon: <House />, href: '/' },
  { id: 'inbox', label: 'Inbox', icon: <Bell />, onPress: vi.fn(), badge: { count: 3, label: '3 unread' } },
  { id: 'reports', label: 'Reports', icon: <FileText />, href: '/reports', locked: true },
  { id: 'insights', label: 'Insights', href: '/insights', beta: { note: 'New: tell us what you think' } },
  {
    id: 'lists',
    label: 'Lists',
    icon: <List />,
    children: [
      { id: 'a', label: 'Saved items', href: '/lists/saved' },
      { id: 'b', label: 'Shared items', href: '/lists/shared' },
    ],
  },
];
const bottomItems: NavShellItem[] = [
  { id: 'settings', label: 'Settings', href: '/settings' },
  { id: 'help', label: 'Help', href: 'https://help.example.com', isExternal: true },
];

describe('NavShell', () => {
  it('is a named navigation landmark with links, buttons and slots', () => {
    render(
      <NavShell
        items={items}
        bottomItems={bottomItems}
        header={<span>Product</span>}
        footer={<span>Team</span>}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Product')).toBeInTheDocument();
    expect(within(nav).getByText('Team')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Inbox, 3 unread' })).toBeInTheDocument();
    expect(within(nav).getByText('3')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('an item with onPress is a button that calls it', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<NavShell items={[{ id: 'p', label: 'Notifications', onPress }]} />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('marks the link whose path equals currentPath with aria-current="page"', () => {
    render(<NavShell items={items} currentPath="/lists/shared" />);
    expect(screen.getByRole('link', { name: 'Shared items' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Saved items' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Lists' })).toHaveAttribute('data-current-ancestor');
  });

  it('a locked item is a button named "…, locked" that calls onLockedPress instead of navigating', async () => {
    const user = userEvent.setup();
    const onLockedPress = vi.fn();
    render(<NavShell items={items} onLockedPress={onLockedPress} currentPath="/reports" />);
    expect(screen.queryByRole('link', { name: /Reports/ })).not.toBeInTheDocument();
    const locked = screen.getByRole('button', { name: 'Reports, locked' });
    locked.focus();
    await user.keyboard('{Enter}');
    expect(onLockedPress).toHaveBeenCalledWith(expect.objectContaining({ id: 'reports' }));
    expect(locked).not.toHaveAttribute('aria-current');
  });

  it('groups start expanded and collapse with a button whose aria-expanded follows', async () => {
    const user = userEvent.setup();
    render(<NavShell items={items} />);
    const toggle = screen.getByRole('button', { name: 'Lists' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Saved items' })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('respects defaultCollapsedGroups', () => {
    render(<NavShell items={items} defaultCollapsedGroups={['lists']} />);
    expect(screen.getByRole('button', { name: 'Lists' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses and expands with a labelled toggle (uncontrolled)', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    render(<NavShell items={items} onCollapsedChange={onCollapsedChange} />);
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-collapsed');
    // Names survive collapsing: the label is visually hidden, not removed.
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inbox, 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Insights, beta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
  });

  it('is controlled by collapsed', () => {
    const { rerender } = render(<NavShell items={items} collapsed />);
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
    rerender(<NavShell items={items} collapsed={false} />);
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toBeInTheDocument();
  });

  it('shows a tooltip with the label on keyboard focus when collapsed, and Escape hides it', async () => {
    const user = userEvent.setup();
    render(<NavShell items={items} collapsed />);
    await user.tab(); // collapse toggle
    await user.tab(); // Home
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Home');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the beta note in a tooltip of the BETA tag', async () => {
    const user = userEvent.setup();
    render(<NavShell items={items} />);
    const tag = screen.getByRole('button', { name: 'Beta' });
    for (let i = 0; i < 10 && document.activeElement !== tag; i += 1) await user.tab();
    expect(tag).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('New: tell us what you think');
  });

  it('opens external links in a new tab and says so', () => {
    render(<NavShell items={[]} bottomItems={bottomItems} />);
    const help = screen.getByRole('link', { name: 'Help (opens in a new tab)' });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders links through renderLink', () => {
    render(
      <NavShell
        items={items}
        currentPath="/"
        renderLink={({ item, ...props }) => <a data-router-link={item.id} {...props} />}
      />,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('data-router-link', 'home');
    expect(home).toHaveAttribute('aria-current', 'page');
  });

  it('renders the beforeItems slot', () => {
    render(<NavShell items={items} beforeItems={<button type="button">Upgrade</button>} />);
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('has no axe violations, expanded or collapsed', async () => {
    const { container, rerender } = render(
      <NavShell items={items} bottomItems={bottomItems} currentPath="/" />,
    );
    const options = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, options)).violations).toEqual([]);
    rerender(<NavShell items={items} bottomItems={bottomItems} currentPath="/" collapsed />);
    expect((await axe.run(container, options)).violations).toEqual([]);
  });
});

describe('NavShell on a narrow screen', () => {
  const phone = (matches: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );

  it('is a top bar whose menu button opens the navigation as a dialog; Escape closes it and focus returns', async () => {
    window.matchMedia ??= (() => ({ matches: false })) as never;
    const spy = phone(true);
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(
      <NavShell items={[...items.slice(0, 1), { ...items[1]!, onPress }]} header={<span>Product</span>} currentPath="/" />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    const open = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Main navigation' });
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(open).toHaveFocus());

    // An item that opens something closes the sheet first; so does following a link (the path changes).
    await user.click(open);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Inbox/ }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(open);
    rerender(<NavShell items={items.slice(0, 1)} header={<span>Product</span>} currentPath="/elsewhere" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    spy.mockRestore();
  });

  it('stays a sidebar at 768 px and wider', () => {
    window.matchMedia ??= (() => ({ matches: false })) as never;
    const spy = phone(false);
    render(<NavShell items={items} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    spy.mockRestore();
  });
});
