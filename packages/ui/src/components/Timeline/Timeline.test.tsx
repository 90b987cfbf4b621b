import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { Timeline, timelineStepStatus, type TimelineStep } from './Timeline';

const steps: TimelineStep[] = [
  { id: 'plan', label: 'Planning' },
  {
    id: 'open',
    label: 'Open',
    lines: [
      { label: 'Published', value: '05 Mar 2024' },
      { label: 'Closes', value: '05 Apr 2024' },
      { label: 'Value', value: undefined },
    ],
  },
  { id: 'done', label: 'Decided', lines: [{ label: 'Decided on', value: undefined }] },
];

describe('timelineStepStatus', () => {
  it.each([
    [0, 1, 'done'],
    [1, 1, 'current'],
    [2, 1, 'upcoming'],
    [0, -1, 'upcoming'],
    [0, 0, 'current'],
  ])('step %s with current %s is %s', (index, current, status) => {
    expect(timelineStepStatus(index, current)).toBe(status);
  });
});

describe('Timeline', () => {
  it('is an ordered list of steps with the current one marked aria-current="step"', () => {
    render(<Timeline steps={steps} currentStepId="open" aria-label="Stages" />);
    const list = screen.getByRole('list', { name: 'Stages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items.map((i) => i.dataset.status)).toEqual(['done', 'current', 'upcoming']);
    expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Open');
    expect(items[1]).toHaveTextContent('Current');
  });

  it('lists label/value lines, dropping missing values', () => {
    render(<Timeline steps={steps} currentStepId="open" />);
    const current = screen.getAllByRole('listitem')[1]!;
    expect(within(current).getAllByRole('term').map((t) => t.textContent)).toEqual(['Published', 'Closes']);
    expect(within(current).getAllByRole('definition').map((t) => t.textContent)).toEqual([
      '05 Mar 2024',
      '05 Apr 2024',
    ]);
  });

  it('says "Not identified" for earlier steps without data, and nothing for later ones', () => {
    render(<Timeline steps={steps} currentStepId="open" />);
    const [first, , last] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Not identified');
    expect(last).not.toHaveTextContent('Not identified');
  });

  it('takes its own empty text and heading level', () => {
    render(<Timeline steps={steps} currentStepId="done" emptyText="No data" headingLevel={4} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('No data');
    expect(items[2]).toHaveTextContent('No data');
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Timeline steps={steps} currentStepId="open" aria-label="Stages" />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
