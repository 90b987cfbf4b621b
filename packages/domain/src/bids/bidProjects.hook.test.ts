import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { bidProjectFixtures, opportunityFixtures } from '../opportunities/mocks/fixtures';
import { createOpportunitiesMockRoot } from '../opportunities/mocks/store';
import { createSchemaClient } from '../testing/schemaClient';
import { useBidProjects } from './hooks/useBidProjects';

const render = (data = bidProjectFixtures()) => {
  const { client } = createSchemaClient(createOpportunitiesMockRoot(data).root);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { value: client }, children);
  return renderHook(() => useBidProjects(0), { wrapper });
};

describe('useBidProjects (real cache)', () => {
  it('lists the opportunities in active bidding stages, soonest due first', async () => {
    const t = render();
    await waitFor(() => expect(t.result.current.projects).toBeDefined(), { timeout: 10_000 });
    expect(t.result.current.errorMessage).toBeNull();
    expect(t.result.current.projects?.map((o) => o.name)).toEqual(['Leeds cloud hosting bid', 'Kent housing system']);
    expect(t.result.current.total).toBe(2);
  });
  it('is empty when no opportunity is in a bidding stage', async () => {
    const t = render(opportunityFixtures());
    await waitFor(() => expect(t.result.current.projects).toBeDefined(), { timeout: 10_000 });
    expect(t.result.current.total).toBe(0);
  });
});
