import { describe, expect, it } from 'vitest';
import { createSchemaClient } from '../testing/schemaClient';
import { BidResponseQuery, BidResponsesQuery, CreateBidResponseMutation, DeleteBidResponseMutation, ExtractBidResponsesMutation, UpdateBidResponseMutation } from './graphql/bidResponses';
import { bidResponsesExportPath } from './hooks/useBidResponses';
import { createBidResponsesMockRoot } from './mocks/handlers';

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('bid responses cache: edits update in place, deletes and creates change the list at once', () => {
  it('runs the real cache against the mock schema', async () => {
    const { root } = createBidResponsesMockRoot();
    const { client } = createSchemaClient(root);
    const vars = { opportunityId: '61' };
    const sub = client.query(BidResponsesQuery, vars).subscribe(() => undefined);
    await client.query(BidResponsesQuery, vars).toPromise();
    const read = () => client.readQuery(BidResponsesQuery, vars)?.data?.bidResponses;
    expect(read()?.total).toBe(3);

    const updated = await client.mutation(UpdateBidResponseMutation, { id: '802', input: { assigneeId: '3', response: 'ISO 27001 certified.' } }).toPromise();
    expect(updated.data?.updateBidResponse.changes[0]?.response).toBe('ISO 27001 certified.');
    expect(read()?.responses.find((r) => r.id === '802')).toMatchObject({ assignee: { name: 'Leo Okafor' }, response: 'ISO 27001 certified.' });

    await client.mutation(DeleteBidResponseMutation, { id: '801' }).toPromise();
    await settle();
    expect(read()?.responses.map((r) => r.id)).toEqual(['802', '803']);
    expect(read()?.total).toBe(2);

    await client.mutation(CreateBidResponseMutation, { opportunityId: '61', input: { title: 'Pricing schedule' } }).toPromise();
    await settle();
    expect(read()?.responses.map((r) => r.title).at(-1)).toBe('Pricing schedule');
    expect(read()?.total).toBe(3);

    const one = await client.query(BidResponseQuery, { id: '802' }).toPromise();
    expect(one.data?.bidResponse.changes).toHaveLength(1);
    sub.unsubscribe();
  });

  it('a retried extraction marks the list as extracting again', async () => {
    const { root } = createBidResponsesMockRoot({ scenario: 'failed' });
    const { client } = createSchemaClient(root);
    const vars = { opportunityId: '61' };
    const sub = client.query(BidResponsesQuery, vars).subscribe(() => undefined);
    const first = await client.query(BidResponsesQuery, vars).toPromise();
    expect(first.data?.bidResponses.sources[0]?.status).toBe('failed');
    await client.mutation(ExtractBidResponsesMutation, { sourceId: '703' }).toPromise();
    await settle();
    const again = await client.query(BidResponsesQuery, vars).toPromise();
    expect(again.data?.bidResponses).toMatchObject({ extracting: true, sources: [{ status: 'processing', error: null }] });
    sub.unsubscribe();
  });

  it('exports through the opportunity', () => {
    expect(bidResponsesExportPath('61')).toBe('/api/opportunities/61/bid_responses/export');
  });
});
