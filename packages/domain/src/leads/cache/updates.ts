import type { Cache, UpdatesConfig, Variables } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import { matchesQualificationFilter } from '../rules/qualification';
import type { Qualification } from '../schemas/lead';

const CommentCountFragment = gql`
  fragment LeadCommentCount on Lead {
    id
    commentCount
  }
`;

/** Query fields that list leads filtered by qualification (the search branch's lists can join in). */
export const QUALIFICATION_FILTERED_FIELDS = ['leadsByQualification'];

/**
 * After a lead's qualification changes, every cached list filtered by qualification drops the lead
 * when it no longer matches (spec 2§4), and a first page it now matches gets it on top (the server
 * orders by latest change); a later page is refetched instead.
 */
export function applyQualificationToLists(cache: Cache, leadId: string, qualification: Qualification): void {
  const leadKey = cache.keyOfEntity({ __typename: 'Lead', id: leadId });
  if (!leadKey) return;
  for (const field of cache.inspectFields('Query')) {
    if (!QUALIFICATION_FILTERED_FIELDS.includes(field.fieldName)) continue;
    const filter = field.arguments?.['qualifications'];
    const list = cache.resolve('Query', field.fieldKey);
    if (!Array.isArray(list)) continue;
    const keys = list.filter((k): k is string => typeof k === 'string');
    const matches = matchesQualificationFilter(
      qualification,
      Array.isArray(filter) ? (filter as string[]) : null,
    );
    if (!matches && keys.includes(leadKey)) {
      cache.link('Query', field.fieldKey, keys.filter((k) => k !== leadKey) as never);
    } else if (matches && !keys.includes(leadKey)) {
      if (!field.arguments?.['offset']) cache.link('Query', field.fieldKey, [leadKey, ...keys] as never);
      else cache.invalidate('Query', field.fieldKey);
    }
  }
}

/** The comment count moves by one (spec 1§4); a lead the cache does not hold is left alone. */
export function moveCommentCount(cache: Cache, procurementStageId: string, delta: number): void {
  const data = cache.readFragment(CommentCountFragment, { __typename: 'Lead', id: procurementStageId }) as {
    commentCount?: number;
  } | null;
  if (!data || typeof data.commentCount !== 'number') return;
  cache.writeFragment(CommentCountFragment, {
    __typename: 'Lead',
    id: procurementStageId,
    commentCount: Math.max(0, data.commentCount + delta),
  });
}

const commentsField = (cache: Cache, stageId: string) =>
  cache
    .inspectFields('Query')
    .filter((f) => f.fieldName === 'comments' && String(f.arguments?.['procurementStageId']) === stageId);

type CommentResult = { id?: string; procurementStageId?: string } | null | undefined;

export const leadUpdates: UpdatesConfig = {
  Mutation: {
    createQualification(result, _args: Variables, cache) {
      const lead = (
        result['createQualification'] as { lead?: { id?: string; qualification?: Qualification } } | null
      )?.lead;
      if (lead?.id && lead.qualification) applyQualificationToLists(cache, lead.id, lead.qualification);
    },
    deleteQualification(result, _args: Variables, cache) {
      const lead = result['deleteQualification'] as { id?: string; qualification?: Qualification } | null;
      if (lead?.id) applyQualificationToLists(cache, lead.id, lead.qualification ?? 'unqualified');
    },
    createComment(result, args: Variables, cache) {
      const comment = result['createComment'] as CommentResult;
      const stageId = String(args['procurementStageId']);
      if (!comment?.id) return;
      moveCommentCount(cache, stageId, +1);
      const key = cache.keyOfEntity({ __typename: 'Comment', id: comment.id });
      for (const field of commentsField(cache, stageId)) {
        const list = cache.resolve('Query', field.fieldKey);
        // Entity keys are valid links; graphcache's types only list entity objects.
        if (Array.isArray(list) && key && !(list as unknown[]).includes(key))
          cache.link('Query', field.fieldKey, [...(list as string[]), key] as never);
      }
    },
    deleteComment(result, _args: Variables, cache) {
      const comment = result['deleteComment'] as CommentResult;
      if (comment?.procurementStageId) moveCommentCount(cache, comment.procurementStageId, -1);
    },
  },
};
