import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComboBox, type ComboBoxOption } from './ComboBox';

const all: ComboBoxOption[] = [
  { id: 1, label: 'Northshire Council' },
  { id: 2, label: 'North Vale Trust' },
  { id: 3, label: 'Southport Authority' },
];
const search = (query: string) => all.filter((o) => o.label.toLowerCase().includes(query.toLowerCase()));

describe('ComboBox (async)', () => {
  // Testing Library drains its async work with setTimeout unless it sees Jest's fake timers; show it vitest's.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const setup = () => userEvent.setup({ delay: null });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('waits for 2 characters and a 500 ms pause before loading, then lists the options', async () => {
    const user = setup();
    const loadOptions = vi.fn(async (q: string) => search(q));
    render(<ComboBox label="Organisation" loadOptions={loadOptions} />);
    const input = screen.getByRole('combobox', { name: 'Organisation' });
    await user.type(input, 'n');
    await wait(1000);
    expect(loadOptions).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toHaveTextContent('Type at least 2 characters');
    await user.type(input, 'or');
    await wait(499);
    expect(loadOptions).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toHaveTextContent('Loading…');
    await wait(1);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledWith('nor', expect.any(AbortSignal));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Northshire Council', 'North Vale Trust']);
  });

  it('chooses an option with the keyboard and does not query its label', async () => {
    const user = setup();
    const loadOptions = vi.fn(async (q: string) => search(q));
    const onSelectionChange = vi.fn();
    render(<ComboBox label="Organisation" loadOptions={loadOptions} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'south');
    await wait(500);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith(3, all[2]);
    expect(input).toHaveValue('Southport Authority');
    await wait(1000);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(input).toHaveValue('Southport Authority');
  });

  it('shows the empty text and the error text', async () => {
    const user = setup();
    let fail = false;
    const loadOptions = vi.fn(async (q: string) => {
      if (fail) throw new Error('network');
      return search(q);
    });
    render(
      <ComboBox
        label="Organisation"
        loadOptions={loadOptions}
        emptyText="Nothing found"
        errorText="Could not search"
      />,
    );
    const input = screen.getByRole('combobox');
    await user.type(input, 'zz');
    await wait(500);
    expect(screen.getByRole('listbox')).toHaveTextContent('Nothing found');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
    fail = true;
    await user.type(input, 'z');
    await wait(500);
    expect(screen.getByRole('listbox')).toHaveTextContent('Could not search');
  });

  it('aborts the previous request when a newer query starts', async () => {
    const user = setup();
    const signals: AbortSignal[] = [];
    const loadOptions = vi.fn(
      (q: string, signal: AbortSignal) =>
        new Promise<ComboBoxOption[]>((resolve) => {
          signals.push(signal);
          setTimeout(() => resolve(search(q)), 1000);
        }),
    );
    render(<ComboBox label="Organisation" loadOptions={loadOptions} debounceMs={100} minQueryLength={3} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'nor');
    await wait(100);
    await user.type(input, 't');
    await wait(100);
    expect(signals[0]?.aborted).toBe(true);
    await wait(1000);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
  });

  it('shows the field error', () => {
    render(
      <ComboBox
        label="Organisation"
        loadOptions={async () => []}
        isInvalid
        errorMessage="Choose an organisation"
      />,
    );
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Choose an organisation');
  });
});
