/** REST: qualifications, assignees, company users, comments, seen-by (docs/contracts.md). */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { parseInput, readBody } from '../workspace/http';
import { GuidSchema, IdSchema } from '../workspace/schemas';
import { toCommentJson, toLeadJson, toQualificationStageJson, toSeenByJson, toTeamUserJson } from './json';
import {
  AssignSchema,
  CommentBodySchema,
  CreateQualificationSchema,
  DeleteQualificationSchema,
} from './schemas';
import {
  assertOwnCompany,
  assignLead,
  companyUsers,
  createComment,
  createQualification,
  deleteComment,
  deleteQualification,
  listComments,
  loadLead,
  markRecordSeen,
  noticeIdByGuid,
  qualificationStages,
  seenByUsers,
  updateComment,
} from './service';

const StagePathSchema = z.object({ company_guid: GuidSchema, procurement_stage_id: IdSchema });

export function leadRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const session = (c: { get: (k: 'auth') => { user: Parameters<typeof toPolicySubject>[0] } }) => {
    const { user } = c.get('auth');
    return { user, subject: toPolicySubject(user) };
  };

  app.post('/create_qualification', async (c) => {
    const { user, subject } = session(c);
    const input = await readBody(c, CreateQualificationSchema);
    const result = await createQualification(deps.db, user, subject, input, deps.now());
    return c.json({ assignee_id: result.assigneeId, lead: toLeadJson(result.lead) });
  });

  app.post('/delete_qualification', async (c) => {
    const { user, subject } = session(c);
    const { procurementStageId } = await readBody(c, DeleteQualificationSchema);
    return c.json({
      lead: toLeadJson(await deleteQualification(deps.db, user, subject, procurementStageId)),
    });
  });

  app.get('/qualification_stages', async (c) => {
    const { user, subject } = session(c);
    assertCan(subject, { type: 'workspace.read' });
    return c.json({
      qualification_stages: (await qualificationStages(deps.db, user)).map(toQualificationStageJson),
    });
  });

  app.get('/companies/:company_guid/users', async (c) => {
    const { user, subject } = session(c);
    const { company_guid } = parseInput(z.object({ company_guid: GuidSchema }), c.req.param());
    await assertOwnCompany(deps.db, user, company_guid);
    assertCan(subject, { type: 'workspace.read' });
    return c.json({ users: (await companyUsers(deps.db, user)).map(toTeamUserJson) });
  });

  app.put('/companies/:company_guid/procurement_stages/:procurement_stage_id/assignee', async (c) => {
    const { user, subject } = session(c);
    const path = parseInput(StagePathSchema, c.req.param());
    await assertOwnCompany(deps.db, user, path.company_guid);
    const body = await readBody(c, AssignSchema.extend({ user_guid: GuidSchema.nullish() }));
    const guid = body.userGuid ?? body.user_guid ?? null;
    return c.json({
      lead: toLeadJson(await assignLead(deps.db, user, subject, path.procurement_stage_id, guid, deps.now())),
    });
  });

  app.get('/companies/:company_guid/procurement_stages/:procurement_stage_id/comments', async (c) => {
    const { user, subject } = session(c);
    const path = parseInput(StagePathSchema, c.req.param());
    await assertOwnCompany(deps.db, user, path.company_guid);
    assertCan(subject, { type: 'workspace.read' });
    const list = await listComments(deps.db, user, path.procurement_stage_id);
    return c.json({ comments: list.map(toCommentJson) });
  });

  app.post('/companies/:company_guid/procurement_stages/:procurement_stage_id/comments', async (c) => {
    const { user, subject } = session(c);
    const path = parseInput(StagePathSchema, c.req.param());
    await assertOwnCompany(deps.db, user, path.company_guid);
    const { content } = await readBody(c, CommentBodySchema);
    const comment = await createComment(
      deps.db,
      user,
      subject,
      path.procurement_stage_id,
      content,
      deps.now(),
    );
    const lead = await loadLead(deps.db, user, path.procurement_stage_id);
    return c.json({ comment: toCommentJson(comment), comment_count: lead.commentCount }, 201);
  });

  app.put('/comments/:id', async (c) => {
    const { subject } = session(c);
    const { id } = parseInput(z.object({ id: IdSchema }), c.req.param());
    const { content } = await readBody(c, CommentBodySchema);
    return c.json({ comment: toCommentJson(await updateComment(deps.db, subject, id, content, deps.now())) });
  });

  app.delete('/comments/:id', async (c) => {
    const { subject } = session(c);
    const { id } = parseInput(z.object({ id: IdSchema }), c.req.param());
    return c.json({ comment: toCommentJson(await deleteComment(deps.db, subject, id, deps.now())) });
  });

  app.put('/users/:user_id/seen_records/:record_guid', async (c) => {
    const { user, subject } = session(c);
    const path = parseInput(z.object({ user_id: IdSchema, record_guid: GuidSchema }), c.req.param());
    assertCan(subject, { type: 'record.seen', userId: path.user_id });
    await markRecordSeen(deps.db, user.id, path.record_guid, deps.now());
    const notice = await noticeIdByGuid(deps.db, path.record_guid);
    return c.json({
      record_guid: path.record_guid.toLowerCase(),
      seen_by_users: (await seenByUsers(deps.db, user, notice.id)).map(toSeenByJson),
    });
  });

  return app;
}
