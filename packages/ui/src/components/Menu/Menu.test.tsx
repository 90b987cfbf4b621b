import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '../IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

function Example({ onAction = vi.fn() }: { onAction?: (key: React.Key) => void }) {
  return (
    <MenuTrigger>
      <IconButton aria-label="More actions" icon="MoreHorizontal" />
      <Menu onAction={onAction}>
        <MenuSection title="Item">
          <MenuItem id="edit" icon="Pencil">
            Edit
          </MenuItem>
          <MenuItem id="copy" icon="Copy" description="Copies the link">
            Copy link
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="help" href="/help" icon="HelpCircle">
          Help
        </MenuItem>
        <MenuItem id="delete" icon="Trash2" tone="destructive">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  it('opens from the keyboard, moves with arrows and runs the chosen action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Example onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Edit', 'Copy linkCopies the link', 'Help', 'Delete']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0]).toBe('copy');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('groups items under a named section and renders href items as links', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('group', { name: 'Item' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    const help = screen.getByRole('menuitem', { name: 'Help' });
    expect(help.tagName).toBe('A');
    expect(help).toHaveAttribute('href', '/help');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'More actions' });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
