import { describe, expect, it } from 'vitest';
import { AssignLeadMutation } from '../../leads/graphql/mutations/AssignLead';
import { CreateCommentMutation } from '../../leads/graphql/mutations/CreateComment';
import { CreateQualificationMutation } from '../../leads/graphql/mutations/CreateQualification';
import { DeleteQualificationMutation } from '../../leads/graphql/mutations/DeleteQualification';
import { CompanyUsersQuery } from '../../leads/graphql/queries/CompanyUsers';
import { leadFixtures, noticeCommentFixtures, teamUserFixtures } from '../../leads/mocks/fixtures';
import { createLeadsMockRoot } from '../../leads/mocks/store';
import { createSchemaClient, flush } from '../../testing/schemaClient';
import { NoticesQuery } from '../graphql/queries/Notices';
import { noticeFixtures } from '../mocks/fixtures';
import { noticeListShows } from '../rules/noticeListFilter';

const DEFAULT = { filter: { limit: 20 } };
const HIDDEN_ONLY = { filter: { limit: 20, procurementStageQualifications: ['not_relevant', 'pre_engage_not_relevant'] } };

async function setup() {
  const base = leadFixtures();
  const leads = noticeFixtures.flatMap((n) => (n.lead ? [n.lead] : []));
  const store = createLeadsMockRoot({ ...base, leads: [...base.leads, ...leads], comments: [...base.comments, ...noticeCommentFixtures(leads)] });
  const root = {
    ...store.root,
    notices: (args: Record<string, unknown>) => {
      const filter = (args['filter'] ?? {}) as Parameters<typeof noticeListShows>[0];
      const rows = noticeFixtures
        .map((n) => ({ ...n, lead: store.leads.find((l) => l.id === n.procurementStage?.id) ?? null }))
        .filter((n) => noticeListShows(filter, n.lead?.qualification ?? 'unqualified'));
      return { totalResults: rows.length, totalIsEstimate: false, offset: 0, limit: 20, nextOffset: null, results: rows, signals: [], facets: { sampled: false, stage: [], countryCode: [], cpvDivision: [] } };
    },
  };
  const { client, server } = createSchemaClient(root);
  const subs = [client.query(NoticesQuery, DEFAULT).subscribe(() => undefined), client.query(NoticesQuery, HIDDEN_ONLY).subscribe(() => undefined)];
  await client.query(NoticesQuery, DEFAULT).toPromise();
  await client.query(NoticesQuery, HIDDEN_ONLY).toPromise();
  await client.query(CompanyUsersQuery, {}).toPromise();
  const rows = (vars: typeof DEFAULT) => client.readQuery(NoticesQuery, vars)?.data?.notices.results ?? [];
  const total = (vars: typeof DEFAULT) => client.readQuery(NoticesQuery, vars)?.data?.notices.totalResults;
  const row = (id: string) => rows(DEFAULT).find((n) => n.id === id);
  return { client, server, rows, row, total, teardown: () => subs.forEach((s) => s.unsubscribe()) };
}

const first = noticeFixtures[0];
const stageId = first?.procurementStage?.id ?? '';

describe('notices cache: lead cells read the Lead entity', () => {
  it('hiding updates the row’s lead at once and drops it from searches without hidden notices', async () => {
    const t = await setup();
    expect(t.rows(DEFAULT).map((n) => n.id)).toContain(first?.id);
    const before = t.total(DEFAULT) ?? 0;
    expect(before).toBe(t.rows(DEFAULT).length);
    t.server.holdMutations = true;
    const pending = t.client.mutation(CreateQualificationMutation, { input: { procurementStageId: stageId, qualification: 'not_relevant' } }).toPromise();
    await flush();
    // Optimistic: the lead is hidden, the default search no longer lists the notice and counts one fewer.
    expect(t.rows(DEFAULT).map((n) => n.id)).not.toContain(first?.id);
    expect(t.total(DEFAULT)).toBe(before - 1);
    t.server.release();
    expect((await pending).error).toBeUndefined();
    expect(t.rows(DEFAULT).map((n) => n.id)).not.toContain(first?.id);
    expect(t.total(DEFAULT)).toBe(before - 1);
    // A search that shows hidden notices keeps its row and its count.
    expect(t.total(HIDDEN_ONLY as typeof DEFAULT)).toBe(t.rows(HIDDEN_ONLY as typeof DEFAULT).length);
    t.teardown();
  });

  it('restoring drops the notice from a search filtered to hidden qualifications (it excludes unqualified)', async () => {
    const t = await setup();
    await t.client.mutation(CreateQualificationMutation, { input: { procurementStageId: stageId, qualification: 'not_relevant' } }).toPromise();
    await t.client.query(NoticesQuery, HIDDEN_ONLY, { requestPolicy: 'network-only' }).toPromise();
    const hidden = t.rows(HIDDEN_ONLY as typeof DEFAULT).find((n) => n.id === first?.id);
    expect(hidden?.lead).toMatchObject({ qualification: 'not_relevant', hiddenDate: expect.any(String) });
    const hiddenTotal = t.total(HIDDEN_ONLY as typeof DEFAULT) ?? 0;
    await t.client.mutation(DeleteQualificationMutation, { procurementStageId: stageId }).toPromise();
    expect(t.rows(HIDDEN_ONLY as typeof DEFAULT).map((n) => n.id)).not.toContain(first?.id);
    expect(t.total(HIDDEN_ONLY as typeof DEFAULT)).toBe(hiddenTotal - 1);
    t.teardown();
  });

  it('assigning and commenting update the row’s lead (assignee, comment count by one)', async () => {
    const t = await setup();
    expect(t.row(first?.id ?? '')?.lead?.commentCount).toBe(2);
    await t.client.mutation(AssignLeadMutation, { procurementStageId: stageId, userGuid: teamUserFixtures.leo.guid }).toPromise();
    expect(t.row(first?.id ?? '')?.lead?.assignee?.firstName).toBe('Leo');
    t.server.holdMutations = true;
    const pending = t.client.mutation(CreateCommentMutation, { procurementStageId: stageId, content: 'Looks good' }).toPromise();
    await flush();
    expect(t.row(first?.id ?? '')?.lead?.commentCount).toBe(3);
    t.server.release();
    await pending;
    expect(t.row(first?.id ?? '')?.lead?.commentCount).toBe(3);
    t.teardown();
  });
});

describe('noticeListShows', () => {
  it.each([
    [{}, 'unqualified', true],
    [{}, 'not_relevant', false],
    [{}, 'pre_engage_not_relevant', false],
    [{ showUserHiddenLeads: true }, 'not_relevant', true],
    [{ procurementStageQualifications: ['not_relevant'] }, 'not_relevant', true],
    [{ procurementStageQualifications: ['not_relevant'] }, 'unqualified', false],
    [{ procurementStageQualifications: ['pre_engage_not_relevant'], includeAllDisqualifiedStates: true }, 'not_relevant', true],
    [{ procurementStageQualifications: ['in_review', 'unqualified'] }, 'unqualified', true],
    [{ procurementStageQualifications: ['in_review'] }, 'bid_prep', false],
  ] as const)('%j shows %s: %s', (filter, q, shown) => {
    expect(noticeListShows(filter, q)).toBe(shown);
  });
});
