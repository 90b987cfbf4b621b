import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DataFreshness, relativeTime } from './DataFreshness';

const now = new Date('2026-11-25T12:00:00Z');

describe('DataFreshness', () => {
  it('names the most recent source with a relative time', () => {
    render(
      <DataFreshness
        now={now}
        sources={[
          { label: 'Contracts Finder', lastSuccessAt: '2026-11-25T10:00:00Z' },
          { label: 'Find a Tender', lastSuccessAt: '2026-11-25T11:48:00Z' },
        ]}
      />,
    );
    expect(screen.getByText(/Updated/).textContent).toBe('Updated 12 minutes ago from Find a Tender');
  });

  it('says when nothing has synced', () => {
    render(<DataFreshness now={now} sources={[{ label: 'Find a Tender', lastSuccessAt: null }]} />);
    expect(screen.getByText('Not synced from the publishers yet')).toBeTruthy();
  });

  it.each([
    ['2026-11-25T11:59:30Z', 'just now'],
    ['2026-11-25T11:59:00Z', '1 minute ago'],
    ['2026-11-25T09:00:00Z', '3 hours ago'],
    ['2026-11-23T12:00:00Z', '2 days ago'],
  ])('%s → %s', (at, text) => {
    expect(relativeTime(new Date(at), now)).toBe(text);
  });
});
