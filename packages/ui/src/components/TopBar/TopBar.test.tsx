import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { TopBar } from './TopBar';
import { TopBarButton } from './TopBarButton';
import { TopBarLink } from './TopBarLink';

describe('TopBar', () => {
  it('is a region named by its label, with its items in a list', () => {
    render(
      <TopBar label="Sandbox: demo" tone="caution">
        <TopBarLink href="/admin">Admin</TopBarLink>
        <TopBarButton>Switch team</TopBarButton>
      </TopBar>,
    );
    const region = screen.getByRole('region', { name: 'Sandbox: demo' });
    expect(region).toHaveAttribute('data-tone', 'caution');
    const list = within(region).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('uses an explicit aria-label and defaults to neutral', () => {
    render(<TopBar label={<em>Dev</em>} aria-label="Environment" />);
    expect(screen.getByRole('region', { name: 'Environment' })).toHaveAttribute('data-tone', 'neutral');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('its controls are reachable and operable by keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <TopBar label="Admin">
        <TopBarLink href="/admin">Admin home</TopBarLink>
        <TopBarButton onPress={onPress}>Switch company</TopBarButton>
      </TopBar>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Admin home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Switch company' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TopBar label="Admin" tone="critical">
        <TopBarLink href="/admin">Admin home</TopBarLink>
      </TopBar>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
