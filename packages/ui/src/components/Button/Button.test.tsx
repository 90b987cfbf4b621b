import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Button } from './Button';
import { LinkButton } from './LinkButton';

describe('Button', () => {
  it('is a button named by its label and fires onPress from Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} iconStart="Plus">
        Add item
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add item' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps focus but ignores presses while pending, and exposes a named progress indicator', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Save</Button>);
    await user.tab();
    rerender(
      <Button onPress={onPress} isPending pendingLabel="Saving">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('reflects variant and size through its class and has no axe violations', async () => {
    const { container } = render(
      <div>
        <Button variant="danger">Delete</Button>
        <Button variant="link" size="sm">
          More
        </Button>
        <Button isPending>Busy</Button>
      </div>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('LinkButton', () => {
  it('is a link', () => {
    render(<LinkButton href="/pricing">See plans</LinkButton>);
    const link = screen.getByRole('link', { name: 'See plans' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens in a new tab safely and says so to screen readers', () => {
    render(
      <LinkButton href="https://example.com/help" newTab variant="secondary">
        Help centre
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("reads 'View {object}' and opens a new tab when given an objectName", () => {
    render(<LinkButton href="/records/42" objectName="record" />);
    const link = screen.getByRole('link', { name: 'View record (opens in a new tab)' });
    expect(link).toHaveTextContent(/^View record/);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
