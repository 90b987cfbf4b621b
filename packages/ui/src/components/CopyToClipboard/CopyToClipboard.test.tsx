import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CopyToClipboard } from './CopyToClipboard';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CopyToClipboard', () => {
  it('copies with the keyboard and announces success in a status region', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const onCopy = vi.fn();
    render(<CopyToClipboard text="https://example.com/item/1" onCopy={onCopy} />);
    mockClipboard(writeText); // user-event installs its own clipboard on setup; ours replaces it
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('https://example.com/item/1');
    expect(await screen.findByText('Copied!')).toBe(status);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(onCopy).toHaveBeenCalledWith({ ok: true });
  });

  it('announces failure when the clipboard rejects', async () => {
    const user = userEvent.setup();
    const error = new Error('denied');
    const onCopy = vi.fn();
    render(<CopyToClipboard text="x" onCopy={onCopy} />);
    mockClipboard(vi.fn().mockRejectedValue(error));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy to clipboard');
    expect(onCopy).toHaveBeenCalledWith({ ok: false, error });
  });

  it('announces failure when there is no clipboard', async () => {
    const user = userEvent.setup();
    render(<CopyToClipboard text="x" />);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true, writable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy to clipboard');
  });

  it('takes custom messages and label, and clears the message after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<CopyToClipboard text="x" successMessage="Link copied" resetAfterMs={1000}>Copy link</CopyToClipboard>);
    mockClipboard(vi.fn().mockResolvedValue(undefined));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    render(<CopyToClipboard text="x" isDisabled />);
    mockClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CopyToClipboard text="x" />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
