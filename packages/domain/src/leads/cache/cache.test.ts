import { describe, expect, it } from 'vitest';
import { createSchemaClient, flush } from '../../testing/schemaClient';
import { AssignLeadMutation } from '../graphql/mutations/AssignLead';
import { CreateCommentMutation } from '../graphql/mutations/CreateComment';
import { CreateQualificationMutation } from '../graphql/mutations/CreateQualification';
import { DeleteCommentMutation } from '../graphql/mutations/DeleteComment';
import { DeleteQualificationMutation } from '../graphql/mutations/DeleteQualification';
import { MarkRecordSeenMutation } from '../graphql/mutations/MarkRecordSeen';
import { CommentsQuery } from '../graphql/queries/Comments';
import { CompanyUsersQuery } from '../graphql/queries/CompanyUsers';
import { LeadQuery } from '../graphql/queries/Lead';
import { LeadsByQualificationQuery } from '../graphql/queries/LeadsByQualification';
import { RecordWorkspaceQuery } from '../graphql/queries/RecordWorkspace';
import { leadFixtures, RECORD_GUIDS, teamUserFixtures } from '../mocks/fixtures';
import { createLeadsMockRoot } from '../mocks/store';
import { hideQualificationFor } from '../rules/qualification';

const HIDDEN = {
  qualifications: ['not_relevant', 'pre_engage_not_relevant'] as (
    'not_relevant' | 'pre_engage_not_relevant'
  )[],
};

async function setup() {
  const { root } = createLeadsMockRoot(leadFixtures(), () => new Date('2026-11-20T12:00:00Z'));
  const { client, server } = createSchemaClient(root);
  const subs = [
    client.query(LeadQuery, { id: '11' }).subscribe(() => undefined),
    client.query(LeadsByQualificationQuery, HIDDEN).subscribe(() => undefined),
    client.query(CommentsQuery, { procurementStageId: '11' }).subscribe(() => undefined),
  ];
  await client.query(LeadQuery, { id: '11' }).toPromise();
  await client.query(LeadQuery, { id: '20' }).toPromise();
  await client.query(LeadsByQualificationQuery, HIDDEN).toPromise();
  await client.query(CommentsQuery, { procurementStageId: '11' }).toPromise();
  await client.query(CompanyUsersQuery, {}).toPromise();
  const lead = (id: string) => client.readQuery(LeadQuery, { id })?.data?.lead;
  const hiddenIds = () =>
    client.readQuery(LeadsByQualificationQuery, HIDDEN)?.data?.leadsByQualification.map((l) => l.id);
  const commentIds = () =>
    client.readQuery(CommentsQuery, { procurementStageId: '11' })?.data?.comments.map((c) => c.id);
  return {
    client,
    server,
    lead,
    hiddenIds,
    commentIds,
    teardown: () => subs.forEach((s) => s.unsubscribe()),
  };
}

const hide = (id: string, stage: 'TENDER' | 'PRE_TENDER') => ({
  input: { procurementStageId: id, qualification: hideQualificationFor(stage), contextSource: 'feed' },
});

describe('leads cache: hide / restore', () => {
  it('hiding sets hiddenDate and qualification, and the hidden list gains the lead', async () => {
    const t = await setup();
    expect(t.hiddenIds()).toEqual(['20']);
    const res = await t.client.mutation(CreateQualificationMutation, hide('11', 'TENDER')).toPromise();
    expect(res.error).toBeUndefined();
    expect(t.lead('11')).toMatchObject({
      qualification: 'not_relevant',
      hiddenDate: '2026-11-20T12:00:00.000Z',
    });
    expect(t.hiddenIds()).toEqual(['11', '20']);
    t.teardown();
  });

  it('restoring clears hiddenDate and a list filtered by qualification drops the record', async () => {
    const t = await setup();
    await t.client.mutation(DeleteQualificationMutation, { procurementStageId: '20' }).toPromise();
    expect(t.lead('20')).toMatchObject({
      qualification: 'unqualified',
      hiddenDate: null,
      procurementStageQualification: null,
    });
    expect(t.hiddenIds()).toEqual([]);
    t.teardown();
  });

  it('a qualification that no longer matches the filter drops the lead (in_review is not hidden)', async () => {
    const t = await setup();
    await t.client
      .mutation(CreateQualificationMutation, {
        input: { procurementStageId: '20', qualification: 'in_review' },
      })
      .toPromise();
    expect(t.hiddenIds()).toEqual([]);
    t.teardown();
  });

  it('hides at once (optimistic) and rolls back when the server fails', async () => {
    const t = await setup();
    t.server.holdMutations = true;
    t.server.failNextMutation = true;
    const pending = t.client.mutation(CreateQualificationMutation, hide('11', 'TENDER')).toPromise();
    await flush();
    expect(t.lead('11')).toMatchObject({ qualification: 'not_relevant', hiddenDate: expect.any(String) });
    expect(t.hiddenIds()).toEqual(['11', '20']);
    t.server.release();
    expect((await pending).error).toBeDefined();
    await flush();
    expect(t.lead('11')).toMatchObject({ qualification: 'unqualified', hiddenDate: null });
    expect(t.hiddenIds()).toEqual(['20']);
    t.teardown();
  });
});

describe('leads cache: assignee', () => {
  it('assign sets the assignee at once and unassign clears it', async () => {
    const t = await setup();
    t.server.holdMutations = true;
    const pending = t.client
      .mutation(AssignLeadMutation, { procurementStageId: '11', userGuid: teamUserFixtures.maya.guid })
      .toPromise();
    await flush();
    expect(t.lead('11')?.assignee?.guid).toBe(teamUserFixtures.maya.guid);
    t.server.holdMutations = false;
    t.server.release();
    await pending;
    expect(t.lead('11')?.assignee?.firstName).toBe('Maya');
    await t.client.mutation(AssignLeadMutation, { procurementStageId: '11', userGuid: null }).toPromise();
    expect(t.lead('11')?.assignee).toBeNull();
    t.teardown();
  });
});

describe('leads cache: comment count moves by one', () => {
  it('a new comment shows at once, appends to the list and adds one', async () => {
    const t = await setup();
    expect(t.lead('11')?.commentCount).toBe(2);
    t.server.holdMutations = true;
    const pending = t.client
      .mutation(CreateCommentMutation, { procurementStageId: '11', content: 'Hello team' })
      .toPromise();
    await flush();
    expect(t.lead('11')?.commentCount).toBe(3);
    expect(t.commentIds()?.at(-1)).toMatch(/^optimistic-/);
    t.server.release();
    const res = await pending;
    expect(t.lead('11')?.commentCount).toBe(3);
    expect(t.commentIds()).toEqual(['501', '502', '503', res.data?.createComment.id]);
    t.teardown();
  });

  it('deleting a comment takes one off and keeps the deleted comment (deletedAt)', async () => {
    const t = await setup();
    await t.client.mutation(DeleteCommentMutation, { id: '502' }).toPromise();
    expect(t.lead('11')?.commentCount).toBe(1);
    const deleted = t.client
      .readQuery(CommentsQuery, { procurementStageId: '11' })
      ?.data?.comments.find((c) => c.id === '502');
    expect(deleted?.deletedAt).toEqual(expect.any(String));
    t.teardown();
  });

  it('a failed comment rolls the count back', async () => {
    const t = await setup();
    t.server.failNextMutation = true;
    await t.client.mutation(CreateCommentMutation, { procurementStageId: '11', content: 'x' }).toPromise();
    await flush();
    expect(t.lead('11')?.commentCount).toBe(2);
    expect(t.commentIds()).toEqual(['501', '502', '503']);
    t.teardown();
  });
});

describe('leads cache: seen-by', () => {
  it('a user is added once', async () => {
    const t = await setup();
    const vars = { guid: RECORD_GUIDS.leedsCloud };
    await t.client.query(RecordWorkspaceQuery, vars).toPromise();
    await t.client.mutation(MarkRecordSeenMutation, vars).toPromise();
    await t.client.mutation(MarkRecordSeenMutation, vars).toPromise();
    const seen = t.client
      .readQuery(RecordWorkspaceQuery, vars)
      ?.data?.recordWorkspace.seenByUsers.map((u) => u.firstName);
    expect(seen).toEqual(['Leo', 'Maya']);
    t.teardown();
  });
});
