import type { MockRoot } from '../../mocks/executeMock';
import { hideQualificationFor, isHidden } from '../rules/qualification';
import type { Comment, Lead, Qualification, SeenByUser, TeamUser } from '../schemas/lead';

export interface LeadsMockData {
  leads: Lead[];
  users: TeamUser[];
  comments: Comment[];
  /** The signed-in user (author of new comments). */
  me: TeamUser;
  seenBy?: Record<string, SeenByUser[]>;
}

/**
 * An in-memory leads server (GraphQL root fields) used by the msw handlers and the cache tests:
 * qualifications, assignees, comments and seen-by behave as the API does.
 */
export function createLeadsMockRoot(data: LeadsMockData, clock: () => Date = () => new Date()) {
  const leads = data.leads.map((l) => ({ ...l }));
  const comments = data.comments.map((c) => ({ ...c }));
  const seenBy: Record<string, SeenByUser[]> = { ...(data.seenBy ?? {}) };
  let nextComment = 1000;
  const find = (id: unknown) => {
    const lead = leads.find((l) => l.id === String(id));
    if (!lead) throw new Error('Procurement stage not found');
    return lead;
  };
  const countComments = (lead: Lead) => {
    lead.commentCount = comments.filter((c) => c.procurementStageId === lead.id && !c.deletedAt).length;
  };
  const setQualification = (lead: Lead, q: Qualification) => {
    const now = clock().toISOString();
    lead.qualification = q;
    lead.procurementStageQualification =
      q === 'unqualified'
        ? null
        : {
            id: `q-${lead.id}`,
            qualification: q,
            qualifiedById: data.me.id,
            contextSource: null,
            score: null,
            signalTypes: [],
            createdAt: now,
            updatedAt: now,
          };
    lead.hiddenDate = isHidden(q) ? now : null;
  };
  const opportunityOf = new Map<string, string>();
  const ownComment = (id: unknown) => {
    const c = comments.find((x) => x.id === String(id) && !x.deletedAt);
    if (!c) throw new Error('Comment not found');
    if (c.author?.guid !== data.me.guid) throw new Error('You do not have permission to do that');
    return c;
  };
  const workspace = (guid: string) => ({
    guid,
    seenByUsers: seenBy[guid] ?? [],
    leads: leads.filter((l) => l.recordGuid === guid),
    lists: [],
  });
  const root: MockRoot = {
    lead: (args) => find(args['id']),
    leadsByQualification: (args) => {
      const wanted = (args['qualifications'] as string[]) ?? [];
      return leads.filter((l) => wanted.includes(l.qualification));
    },
    companyUsers: () => data.users,
    comments: (args) => comments.filter((c) => c.procurementStageId === String(args['procurementStageId'])),
    // Opportunity comments share the store, so updateComment / deleteComment work on them too.
    opportunityComments: (args) => comments.filter((c) => opportunityOf.get(c.id) === String(args['opportunityId'])),
    createOpportunityComment: (args) => {
      const comment: Comment = {
        id: String(nextComment++),
        procurementStageId: '',
        content: String(args['content']),
        author: { guid: data.me.guid, firstName: data.me.firstName, lastName: data.me.lastName },
        createdAt: clock().toISOString(),
        lastEditedAt: null,
        deletedAt: null,
      };
      comments.push(comment);
      opportunityOf.set(comment.id, String(args['opportunityId']));
      return comment;
    },
    recordWorkspace: (args) => workspace(String(args['guid'])),
    createQualification: (args) => {
      const input = args['input'] as { procurementStageId: string; qualification: Qualification };
      const lead = find(input.procurementStageId);
      setQualification(lead, input.qualification);
      return { assigneeId: lead.assignee?.id ?? null, lead };
    },
    deleteQualification: (args) => {
      const lead = find(args['procurementStageId']);
      setQualification(lead, 'unqualified');
      return lead;
    },
    assignLead: (args) => {
      const lead = find(args['procurementStageId']);
      const guid = args['userGuid'];
      lead.assignee = guid ? (data.users.find((u) => u.guid === guid) ?? null) : null;
      return lead;
    },
    createComment: (args) => {
      const lead = find(args['procurementStageId']);
      const comment: Comment = {
        id: String(nextComment++),
        procurementStageId: lead.id,
        content: String(args['content']),
        author: { guid: data.me.guid, firstName: data.me.firstName, lastName: data.me.lastName },
        createdAt: clock().toISOString(),
        lastEditedAt: null,
        deletedAt: null,
      };
      comments.push(comment);
      countComments(lead);
      return comment;
    },
    updateComment: (args) => {
      const c = ownComment(args['id']);
      c.content = String(args['content']);
      c.lastEditedAt = clock().toISOString();
      return c;
    },
    deleteComment: (args) => {
      const c = ownComment(args['id']);
      c.deletedAt = clock().toISOString();
      c.content = '';
      if (!opportunityOf.has(c.id)) countComments(find(c.procurementStageId));
      return c;
    },
    markRecordSeen: (args) => {
      const guid = String(args['guid']);
      const list = (seenBy[guid] ??= []);
      if (!list.some((u) => u.guid === data.me.guid))
        list.push({ guid: data.me.guid, firstName: data.me.firstName, lastName: data.me.lastName });
      return workspace(guid);
    },
  };
  return { root, leads, comments, hideQualificationFor };
}
