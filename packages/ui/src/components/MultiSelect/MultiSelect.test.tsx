import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelect } from './MultiSelect';

const items = [
  { id: 'open', label: 'Open' },
  { id: 'closed', label: 'Closed' },
  { id: 'awarded', label: 'Awarded' },
  { id: 'cancelled', label: 'Cancelled', isDisabled: true },
];

describe('MultiSelect', () => {
  it('opens a multi-selectable listbox and keeps it open while choosing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MultiSelect label="Status" items={items} onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Status/ });
    expect(button).toHaveTextContent('Select options');
    await user.click(button);
    const listbox = screen.getByRole('listbox', { name: 'Status' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Open' }));
    await user.click(within(listbox).getByRole('option', { name: 'Awarded' }));
    expect(onChange).toHaveBeenLastCalledWith(['open', 'awarded']);
    expect(within(listbox).getByRole('option', { name: 'Awarded' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('2 selected');
  });

  it('opens with no options and shows the empty text', async () => {
    const user = userEvent.setup();
    render(<MultiSelect label="Status" items={[]} emptyText="No options yet" />);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(
      within(screen.getByRole('listbox', { name: 'Status' })).getByText('No options yet'),
    ).toBeInTheDocument();
  });

  it('shows the choices as tags that remove the option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <MultiSelect label="Status" items={items} defaultValue={['open', 'closed']} onChange={onChange} />,
    );
    const grid = screen.getByRole('grid', { name: 'Status' });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Open', 'Closed']);
    await user.click(screen.getByRole('button', { name: 'Remove Open' }));
    expect(onChange).toHaveBeenLastCalledWith(['closed']);
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('Closed');
  });

  it('chooses with the keyboard (Space/Enter toggles)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <MultiSelect label="Status" items={items} onChange={onChange} formatSelected={(n) => `${n} chosen`} />,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['open', 'closed']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('2 chosen');
    await waitFor(() => expect(screen.getByRole('button', { name: /Status/ })).toHaveFocus());
  });

  it('shows the error message when invalid', () => {
    render(<MultiSelect label="Status" items={items} isInvalid errorMessage="Choose a status" />);
    expect(screen.getByText('Choose a status')).toBeInTheDocument();
  });
});
