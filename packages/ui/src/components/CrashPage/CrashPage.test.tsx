import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CrashPage } from './CrashPage';

describe('CrashPage', () => {
  it('shows the default heading in a main landmark, with Refresh and Go to home', () => {
    render(<CrashPage onRefresh={() => {}} />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Something has gone wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('Refresh is keyboard operable and calls onRefresh', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<CrashPage onRefresh={onRefresh} homeHref="/home" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });

  it('offers chat and email support', async () => {
    const user = userEvent.setup();
    const openChat = vi.fn();
    render(
      <CrashPage
        onRefresh={() => {}}
        chatSupport={{ label: 'Chat with us', onPress: openChat }}
        supportEmail="help@example.com"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(openChat).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Email help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
  });

  it('renders a chat link when the chat option has an href', () => {
    render(
      <CrashPage
        onRefresh={() => {}}
        chatSupport={{ label: 'Open chat', href: 'https://chat.example.com' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Open chat' })).toHaveAttribute(
      'href',
      'https://chat.example.com',
    );
  });

  it('shows the event ID and copies it, announcing the result', async () => {
    const user = userEvent.setup();
    render(<CrashPage onRefresh={() => {}} eventId="abc123" />);
    expect(screen.getByText('abc123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy event ID' }));
    expect(await navigator.clipboard.readText()).toBe('abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Event ID copied');
  });

  it('has no event ID section without an event ID', () => {
    render(<CrashPage onRefresh={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Copy event ID' })).not.toBeInTheDocument();
  });

  it('shows collapsed error details, from details or from the error', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(
      <CrashPage onRefresh={() => {}} details="TypeError: x is undefined" />,
    );
    const details = container.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText('Error details').tagName).toBe('SUMMARY');
    await user.click(screen.getByText('Error details'));
    expect(details).toHaveAttribute('open');
    expect(container.querySelector('pre')).toHaveTextContent('TypeError: x is undefined');
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at thing';
    rerender(<CrashPage onRefresh={() => {}} error={error} />);
    expect(container.querySelector('pre')).toHaveTextContent('Error: boom at thing');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CrashPage onRefresh={() => {}} eventId="e1" supportEmail="help@example.com" details="stack" />,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
