import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

// User-event runs are slow on the shared CI cores; give each test room.
vi.setConfig({ testTimeout: 20_000 });

const items = [
  { id: 'newest', label: 'Newest first' },
  { id: 'oldest', label: 'Oldest first' },
  { id: 'value', label: 'Highest value', description: 'Unknown values last' },
  { id: 'closed', label: 'Closing soonest', isDisabled: true },
];

describe('Select', () => {
  it('shows the placeholder and opens a named listbox from the labelled button', async () => {
    const user = userEvent.setup();
    render(<Select label="Sort by" items={items} />);
    const button = screen.getByRole('button', { name: /Sort by/ });
    expect(button).toHaveTextContent('Select an option');
    await user.click(button);
    const listbox = screen.getByRole('listbox', { name: 'Sort by' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    expect(within(listbox).getByRole('option', { name: 'Closing soonest' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('chooses with the keyboard and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Sort by" items={items} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('oldest');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Oldest first');
    expect(screen.getByRole('button', { name: /Sort by/ })).toHaveFocus();
  });

  it('shows the error message when invalid', () => {
    render(<Select label="Sort by" items={items} isInvalid errorMessage="Choose an order" />);
    expect(screen.getByText('Choose an order')).toBeInTheDocument();
  });

  it('cannot be opened when disabled', () => {
    render(<Select label="Sort by" items={items} isDisabled />);
    expect(screen.getByRole('button', { name: /Sort by/ })).toBeDisabled();
  });
});
