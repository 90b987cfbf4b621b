import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Banner } from './Banner';

describe('Banner', () => {
  it('is a region named by its title, with the tone read out first', () => {
    render(
      <Banner tone="caution" title="Unusual volume">
        More notices than usual matched this week.
      </Banner>,
    );
    const region = screen.getByRole('region', { name: 'Warning: Unusual volume' });
    expect(region).toHaveTextContent('More notices than usual matched this week.');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Unusual volume');
  });

  it('announces itself when live: status, or alert for critical', () => {
    const { rerender } = render(
      <Banner isLive tone="positive">
        Saved
      </Banner>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Success: Saved');
    rerender(
      <Banner isLive tone="critical">
        Could not save
      </Banner>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Could not save');
  });

  it('has a keyboard-operable dismiss button only when onDismiss is given', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner>Text</Banner>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Banner onDismiss={onDismiss}>Text</Banner>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('renders the action', () => {
    render(
      <Banner action={<a href="/request">Request contacts</a>}>Not found any relevant contacts?</Banner>,
    );
    expect(screen.getByRole('link', { name: 'Request contacts' })).toHaveAttribute('href', '/request');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Banner tone="info" title="Heads up" onDismiss={() => {}} action={<a href="/x">Learn more</a>}>
        Body
      </Banner>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
