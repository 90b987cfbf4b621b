import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { LockedContent } from './LockedContent';

function renderLocked(onPress = vi.fn()) {
  return render(
    <LockedContent
      title="Unlock contacts"
      description="See who to talk to."
      planNote="Available on our Growth plan"
      action={{ label: 'Upgrade', onPress }}
    >
      <p>Secret preview</p>
      <button type="button">Hidden button</button>
    </LockedContent>,
  );
}

describe('LockedContent', () => {
  it('hides the blurred content from assistive technology and makes it inert', () => {
    renderLocked();
    const preview = screen.getByText('Secret preview').parentElement as HTMLElement;
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(preview).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: 'Hidden button' })).not.toBeInTheDocument();
  });

  it('shows a named prompt with a keyboard-operable action', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderLocked(onPress);
    expect(screen.getByRole('region', { name: 'Unlock contacts' })).toHaveTextContent(
      'Available on our Growth plan',
    );
    // jsdom does not implement `inert` for sequential focus, so the tab order is checked in the browser story.
    act(() => screen.getByRole('button', { name: 'Upgrade' }).focus());
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('renders a link action when it has an href', () => {
    render(
      <LockedContent title="Locked" action={{ label: 'View pricing', href: '/pricing' }}>
        x
      </LockedContent>,
    );
    expect(screen.getByRole('link', { name: 'View pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('has no axe violations', async () => {
    const { container } = renderLocked();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
