import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MiniBarChart, miniBarPercent, visibleMiniBarRows, type MiniBarChartRow } from './MiniBarChart';

const [alpha, beta, gamma] = [
  { id: 'a', label: 'Alpha', count: 12, value: 1_250_000, countPercent: 60, valuePercent: 140, countHref: '/a/count', valueHref: '/a/value' },
  { id: 'b', label: 'Beta', count: 3, value: 0, countPercent: -5, valuePercent: 0, countHref: '/b/count', valueHref: '/b/value' },
  { id: 'c', label: 'Gamma', count: 0, value: 0, countHref: '/c/count', valueHref: '/c/value' },
] as const satisfies readonly MiniBarChartRow[];
const rows: MiniBarChartRow[] = [alpha, beta, gamma];

describe('chart helpers', () => {
  it.each([
    [50, 1, 10, 50],
    [140, 1, 10, 100],
    [-5, 1, 10, 0],
    [undefined, 5, 10, 50],
    [undefined, 10, 10, 100],
    [undefined, 0, 0, 0],
  ])('miniBarPercent(%s, %s, %s) → %s', (percent, n, max, expected) => {
    expect(miniBarPercent(percent, n, max)).toBe(expected);
  });

  it('hides rows whose count and value are both zero', () => {
    expect(visibleMiniBarRows(rows).map((r) => r.id)).toEqual(['a', 'b']);
  });
});

describe('MiniBarChart', () => {
  it('renders a row per non-empty entry, each bar a new-tab link named with its figure', () => {
    render(<MiniBarChart rows={rows} aria-label="By category" />);
    const list = screen.getByRole('list', { name: 'By category' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Gamma')).not.toBeInTheDocument();
    const count = screen.getByRole('link', { name: 'Alpha, Count: 12 (opens in a new tab)' });
    expect(count).toHaveAttribute('href', '/a/count');
    expect(count).toHaveAttribute('target', '_blank');
    expect(count).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Alpha, Value: £1,250,000 (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/a/value',
    );
    expect(screen.getByRole('link', { name: 'Beta, Value: £0 (opens in a new tab)' })).toBeInTheDocument();
  });

  it('clamps bar lengths to 0–100', () => {
    render(<MiniBarChart rows={rows} />);
    expect(screen.getByRole('link', { name: /Alpha, Count/ })).toHaveAttribute('data-percent', '60');
    expect(screen.getByRole('link', { name: /Alpha, Value/ })).toHaveAttribute('data-percent', '100');
    expect(screen.getByRole('link', { name: /Beta, Count/ })).toHaveAttribute('data-percent', '0');
  });

  it('shows the tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<MiniBarChart rows={rows} tooltip="See items" />);
    await user.tab();
    expect(screen.getByRole('link', { name: /Alpha, Count/ })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('See items');
    await user.tab();
    expect(screen.getByRole('link', { name: /Alpha, Value/ })).toHaveFocus();
  });

  it('locked bars do not navigate and call onDisabledPress, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onDisabledPress = vi.fn();
    render(<MiniBarChart rows={rows} isDisabled onDisabledPress={onDisabledPress} disabledTooltip="Upgrade to see" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const bar = screen.getByRole('button', { name: 'Alpha, Count: 12, locked' });
    await user.click(bar);
    expect(onDisabledPress).toHaveBeenLastCalledWith(alpha, 'count');
    await user.tab(); // from the clicked count bar to the value bar
    expect(screen.getByRole('button', { name: 'Alpha, Value: £1,250,000, locked' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Upgrade to see');
    await user.keyboard('{Enter}');
    expect(onDisabledPress).toHaveBeenLastCalledWith(alpha, 'value');
  });

  it('locks a single row', () => {
    render(<MiniBarChart rows={[{ ...alpha, isDisabled: true }, beta]} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('renders a bar without href as a named static figure', () => {
    render(<MiniBarChart rows={[{ id: 'x', label: 'X', count: 2, value: 5 }]} currency="EUR" countLabel="Items" />);
    expect(screen.getByRole('img', { name: 'X, Items: 2' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'X, Value: €5' })).toBeInTheDocument();
  });

  it('shows the empty text when no row has data', () => {
    render(<MiniBarChart rows={[gamma]} emptyText="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <MiniBarChart rows={rows} aria-label="Chart" />
        <MiniBarChart rows={rows} aria-label="Locked chart" isDisabled />
      </div>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
