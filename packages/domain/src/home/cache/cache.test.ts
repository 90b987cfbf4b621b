import { gql } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { createSchemaClient } from '../../testing/schemaClient';
import { HomeQuery } from '../graphql/queries/Home';
import { RecordHomeVisitMutation } from '../graphql/mutations/RecordHomeVisit';
import { homeFixture } from '../mocks/fixtures';

const NOW = new Date('2026-11-20T10:30:00.000Z');

const AssignLead = gql`
  mutation AssignLead($id: ID!) {
    assignLead(procurementStageId: $id, userGuid: null) {
      id
    }
  }
`;

function setup() {
  const root = {
    home: () => homeFixture(NOW),
    recordHomeVisit: () => ({ lastVisitAt: NOW.toISOString(), previousVisitAt: null }),
    assignLead: () => ({ id: '11' }),
  };
  return createSchemaClient(root);
}

const homeCalls = (calls: string[]) => calls.filter((c) => c === 'Home').length;

describe('home cache', () => {
  it('keeps Home cached across a visit being recorded (the page keeps its boundary)', async () => {
    const { client, server } = setup();
    await client.query(HomeQuery, {}).toPromise();
    await client.mutation(RecordHomeVisitMutation, {}).toPromise();
    const again = await client.query(HomeQuery, {}).toPromise();
    expect(again.data?.home.newNotices.total).toBe(12);
    expect(homeCalls(server.calls)).toBe(1);
  });

  it('drops the cached Home after team work (an assignment), so Home asks the server again', async () => {
    const { client, server } = setup();
    await client.query(HomeQuery, {}).toPromise();
    expect(client.readQuery(HomeQuery, {})?.data?.home.closingLeads.items).toHaveLength(2);
    await client.mutation(AssignLead, { id: '11' }).toPromise();
    expect(client.readQuery(HomeQuery, {})?.data ?? null).toBeNull();
    await client.query(HomeQuery, {}).toPromise();
    expect(homeCalls(server.calls)).toBe(2);
  });
});
