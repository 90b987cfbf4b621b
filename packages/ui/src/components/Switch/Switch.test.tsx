import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch toggled by click and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch onChange={onChange} description="Sent every morning.">
        Email alerts
      </Switch>,
    );
    const sw = screen.getByRole('switch', { name: 'Email alerts' });
    expect(sw).toHaveAccessibleDescription('Sent every morning.');
    await user.click(screen.getByText('Email alerts'));
    expect(sw).toBeChecked();
    await user.keyboard(' ');
    expect(sw).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ignores input when disabled', async () => {
    const user = userEvent.setup();
    render(<Switch isDisabled>Email alerts</Switch>);
    await user.click(screen.getByText('Email alerts'));
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});
