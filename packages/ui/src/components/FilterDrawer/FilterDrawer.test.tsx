import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterDrawer, type FilterDrawerGroup } from './FilterDrawer';

const groups: FilterDrawerGroup[] = [
  { id: 'status', title: 'Status', subtitle: 'Any', content: <p>Status options</p>, defaultExpanded: true },
  { id: 'region', title: 'Region', content: <p>Region options</p> },
];

describe('FilterDrawer', { timeout: 20_000 }, () => {
  it('is a named dialog with collapsible groups', async () => {
    const user = userEvent.setup();
    render(<FilterDrawer isOpen groups={groups} onApply={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const status = within(dialog).getByRole('button', { name: /Status/ });
    expect(status).toHaveAttribute('aria-expanded', 'true');
    const region = within(dialog).getByRole('button', { name: 'Region' });
    expect(region).toHaveAttribute('aria-expanded', 'false');
    await user.click(region);
    expect(region).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Region options')).toBeVisible();
  });

  it('applies and closes, cancels without applying, and clears', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onOpenChange = vi.fn();
    const onClearFilters = vi.fn();
    render(
      <FilterDrawer
        isOpen
        onOpenChange={onOpenChange}
        groups={groups}
        onApply={onApply}
        onClearFilters={onClearFilters}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});
