import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with Space and reports the change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Email me updates</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Email me updates' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('shows the mixed state when indeterminate', () => {
    render(<Checkbox isIndeterminate>Select all</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });

  it('is described by its description, not named by it', () => {
    render(<Checkbox description="Sent once a week">Weekly digest</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Weekly digest' });
    expect(box).toHaveAccessibleDescription('Sent once a week');
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox isDisabled>Locked option</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Locked option' });
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Checkbox defaultSelected>One</Checkbox>
        <Checkbox isIndeterminate>Two</Checkbox>
        <Checkbox aria-label="Select row" />
      </div>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
