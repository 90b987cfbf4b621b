import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ScrollBody } from './ScrollBody';

// jsdom has no layout: sizes are stubbed on the prototype, and ResizeObserver is driven by hand.
function stubSizes(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => clientHeight);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ScrollBody', () => {
  it('is a tab stop while its content overflows, so the keyboard can scroll it', () => {
    stubSizes(900, 300);
    render(<ScrollBody className="body">Long text</ScrollBody>);
    expect(screen.getByText('Long text')).toHaveAttribute('tabindex', '0');
  });

  it('adds no tab stop when everything fits', () => {
    stubSizes(300, 300);
    render(<ScrollBody className="body">Short text</ScrollBody>);
    expect(screen.getByText('Short text')).not.toHaveAttribute('tabindex');
  });

  it('measures again when its size changes', () => {
    const callbacks: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: ResizeObserverCallback) {
          callbacks.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    stubSizes(300, 300);
    render(<ScrollBody className="body">Growing text</ScrollBody>);
    const body = screen.getByText('Growing text');
    expect(body).not.toHaveAttribute('tabindex');
    stubSizes(1200, 300);
    act(() => callbacks.forEach((cb) => cb([], {} as ResizeObserver)));
    expect(body).toHaveAttribute('tabindex', '0');
  });
});
