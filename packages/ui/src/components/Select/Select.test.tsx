import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

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
    // RAC restores focus to the trigger in an animation frame after the popover closes.
    await waitFor(() => expect(screen.getByRole('button', { name: /Sort by/ })).toHaveFocus());
  });

  it('opens with no options and shows the empty text', async () => {
    const user = userEvent.setup();
    render(<Select label="Sort by" items={[]} emptyText="No options yet" />);
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    expect(
      within(screen.getByRole('listbox', { name: 'Sort by' })).getByText('No options yet'),
    ).toBeInTheDocument();
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
