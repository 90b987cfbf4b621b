import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by aria-label and its icon is hidden', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<IconButton aria-label="Close" icon="X" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows its name as a tooltip on keyboard focus when asked', async () => {
    const user = userEvent.setup();
    render(<IconButton aria-label="Settings" icon="Settings" tooltip />);
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Settings');
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-describedby', tooltip.id);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<IconButton aria-label="Delete" icon="Trash2" variant="danger" />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
