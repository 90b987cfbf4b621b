import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { createSchemaClient } from '../../testing/schemaClient';
import { pipelineFixtures } from '../mocks/fixtures';
import { createOpportunitiesMockRoot } from '../mocks/store';
import { EMPTY_PIPELINE_FILTERS } from '../rules/pipeline';
import { useOpportunityBoard, useUpdateOpportunity } from './usePipeline';

function setup(count: number) {
  const mock = createOpportunitiesMockRoot(pipelineFixtures(count));
  const { client, server } = createSchemaClient(mock.root);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { value: client }, children);
  const hook = renderHook(() => ({ board: useOpportunityBoard(EMPTY_PIPELINE_FILTERS), update: useUpdateOpportunity() }), {
    wrapper,
  });
  return { ...hook, server };
}

const cards = (columns: { items: unknown[] }[] | undefined) => (columns ?? []).reduce((n, c) => n + c.items.length, 0);

describe('useOpportunityBoard (real cache)', () => {
  it('pages a board of 2,000 opportunities in five hundreds until every card is on it', async () => {
    const t = setup(2_000);
    await waitFor(() => expect(t.result.current.board.fetching).toBe(false), { timeout: 10_000 });
    expect(t.result.current.board.total).toBe(2_000);
    expect(cards(t.result.current.board.columns)).toBe(2_000);
    expect(t.server.calls.filter((c) => c === 'OpportunityPipeline')).toHaveLength(4);
    // Column counts are the cards' own once every page is in.
    for (const column of t.result.current.board.columns ?? []) expect(column.count).toBe(column.items.length);
  });

  it('keeps every card once after a move re-orders the pages', async () => {
    const t = setup(1_200);
    await waitFor(() => expect(t.result.current.board.fetching).toBe(false), { timeout: 10_000 });
    const last = t.result.current.board.columns?.flatMap((c) => c.items).at(-1);
    const target = t.result.current.board.stages.find((s) => s.id !== last?.stage?.id);
    if (!last || !target) throw new Error('fixture');
    await act(async () => {
      await t.result.current.update.update(last.id, { stageId: target.id });
    });
    await waitFor(() =>
      expect(t.result.current.board.columns?.find((c) => c.id === target.id)?.items.some((o) => o.id === last.id)).toBe(true),
    );
    await waitFor(() => expect(t.result.current.board.fetching).toBe(false));
    expect(cards(t.result.current.board.columns)).toBe(1_200);
  });

  it('needs one page for a small team', async () => {
    const t = setup(10);
    await waitFor(() => expect(t.result.current.board.columns).toBeDefined());
    expect(cards(t.result.current.board.columns)).toBe(10);
    expect(t.server.calls.filter((c) => c === 'OpportunityPipeline')).toHaveLength(1);
  });
});
