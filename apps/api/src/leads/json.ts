/** REST (snake_case) shapes of leads, comments and users (docs/contracts.md). */
import type { CommentView, LeadView, QualificationStageView, SeenByUserView, TeamUserView } from './service';

export const toTeamUserJson = (u: TeamUserView) => ({
  id: u.id,
  guid: u.guid,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  active: u.active,
});

export function toLeadJson(l: LeadView) {
  const q = l.procurementStageQualification;
  return {
    id: l.id,
    procurement_stage_id: l.id,
    stage: l.stage,
    record_guid: l.recordGuid,
    qualification: l.qualification,
    procurement_stage_qualification: q
      ? {
          id: q.id,
          qualification: q.qualification,
          qualified_by_id: q.qualifiedById,
          context_source: q.contextSource,
          score: q.score,
          signal_types: q.signalTypes,
          created_at: q.createdAt,
          updated_at: q.updatedAt,
        }
      : null,
    hidden_date: l.hiddenDate,
    assignee: l.assignee ? toTeamUserJson(l.assignee) : null,
    comment_count: l.commentCount,
  };
}

export const toCommentJson = (c: CommentView) => ({
  id: c.id,
  procurement_stage_id: c.procurementStageId,
  content: c.content,
  author: c.author
    ? { guid: c.author.guid, first_name: c.author.firstName, last_name: c.author.lastName }
    : null,
  created_at: c.createdAt,
  last_edited_at: c.lastEditedAt,
  deleted_at: c.deletedAt,
});

export const toQualificationStageJson = (s: QualificationStageView) => ({
  id: s.id,
  label: s.label,
  disqualifies_lead: s.disqualifiesLead,
  count: s.count,
});

export const toSeenByJson = (u: SeenByUserView) => ({
  guid: u.guid,
  first_name: u.firstName,
  last_name: u.lastName,
});
