import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SmallScreenWarning } from './SmallScreenWarning';

describe('SmallScreenWarning', () => {
  it('renders nothing when closed', () => {
    render(<SmallScreenWarning onDismiss={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a named dialog with focus on Continue anyway', () => {
    render(<SmallScreenWarning isOpen onDismiss={() => {}} message="Use a wider window." />);
    const dialog = screen.getByRole('dialog', { name: 'This app is designed for larger screens' });
    expect(dialog).toHaveTextContent('Use a wider window.');
    expect(screen.getByRole('button', { name: 'Continue anyway' })).toHaveFocus();
  });

  it.each([
    ['Continue anyway', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
    [
      'Close',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('dismisses with %s', async (_name, act) => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<SmallScreenWarning isOpen onDismiss={onDismiss} />);
    await act(user);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('takes a custom title and button text', () => {
    render(<SmallScreenWarning isOpen onDismiss={() => {}} title="Small screen" dismissLabel="Got it" />);
    expect(screen.getByRole('dialog', { name: 'Small screen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });
});
