/**
 * GraphQL `notices`: the same search as POST /api/records/search. The input is the wire filter in
 * camelCase; it is turned back into the wire shape and parsed by the one zod schema.
 */
import { eq, inArray } from 'drizzle-orm';
import { badUserInput, builder, guard } from '../graphql/builder';
import { describeZodError } from '../http/errors';
import { assertCan } from '../policy/index';
import { LeadRef } from '../leads/graphql';
import { loadLead, loadLeads, type LeadView } from '../leads/service';
import { SignalRef } from '../signals/graphql';
import { lots } from '../db/schema/awards';
import { notices as noticesTable } from '../db/schema/notices';
import { RecordSearchBodySchema, toRecordFilter } from './filter';
import { searchCaller } from './routes';
import { EMPTY_RESULT, ListNotFoundError, searchRecords, type FacetCount, type NamedRef, type NoticeView, type OrgRef, type RecordSearchResult } from './service';

const OrgRefRef = builder.objectRef<OrgRef>('NoticeOrganisation').implement({
  fields: (t) => ({ guid: t.exposeString('guid'), id: t.exposeID('id'), name: t.exposeString('name') }),
});

// Two types, not one: a category and a list can share an id, and the client cache keys by type + id.
const BuyerCategoryRef = builder.objectRef<NamedRef>('NoticeBuyerCategory').implement({
  description: 'A category (buyer type) of a notice’s buyer.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const BuyerListRefOfNotice = builder.objectRef<NamedRef>('NoticeBuyerList').implement({
  description: 'A buyer list of the caller holding one of a notice’s buyers.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const CpvRef = builder.objectRef<NoticeView['cpvCodes'][number]>('NoticeCpvCode').implement({
  fields: (t) => ({ code: t.exposeString('code'), dimensionCode: t.exposeString('dimensionCode'), name: t.exposeString('name') }),
});

const AssigneeRef = builder.objectRef<NonNullable<NoticeView['assignee']>>('NoticeAssignee').implement({
  fields: (t) => ({ firstName: t.exposeString('firstName'), guid: t.exposeString('guid'), lastName: t.exposeString('lastName') }),
});

const ProcurementStageRef = builder.objectRef<NonNullable<NoticeView['procurementStage']>>('ProcurementStage').implement({
  fields: (t) => ({ id: t.exposeID('id'), stage: t.exposeString('stage') }),
});

/** A notice with its team lead preloaded for a whole page (one query), or loaded on its own. */
type NoticeWithLead = NoticeView & { lead?: LeadView | null };

export const NoticeRef = builder.objectRef<NoticeWithLead>('Notice').implement({
  fields: (t) => ({
    lead: t.field({
      type: LeadRef,
      nullable: true,
      description: 'The lead (procurement stage) of the notice’s current stage as the caller’s team works it; the client cache keys it by id.',
      resolve: (n, _args, ctx) =>
        n.lead !== undefined ? n.lead : n.procurementStage ? loadLead(ctx.deps.db, ctx.user, Number(n.procurementStage.id)) : null,
    }),
    addedAt: t.exposeString('addedAt'),
    assignee: t.field({ type: AssigneeRef, nullable: true, resolve: (n) => n.assignee }),
    awardDate: t.exposeString('awardDate', { nullable: true }),
    buyer: t.field({ type: OrgRefRef, nullable: true, resolve: (n) => n.buyer }),
    buyers: t.field({ type: [OrgRefRef], resolve: (n) => n.buyers }),
    buyerCategories: t.field({ type: [BuyerCategoryRef], description: 'Categories (buyer types) of the notice’s buyers.', resolve: (n) => n.buyerCategories }),
    buyerLists: t.field({
      type: [BuyerListRefOfNotice],
      description: 'The caller’s readable buyer lists that hold one of the notice’s buyers (none without buyer lists).',
      resolve: (n) => n.buyerLists,
    }),
    canonicalUrlPath: t.exposeString('canonicalUrlPath'),
    closeDate: t.exposeString('closeDate', { nullable: true }),
    commentCount: t.exposeInt('commentCount'),
    country: t.exposeString('country', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    cpvCodes: t.field({ type: [CpvRef], resolve: (n) => n.cpvCodes }),
    currency: t.exposeString('currency', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    expiryDate: t.exposeString('expiryDate', { nullable: true }),
    guid: t.exposeString('guid'),
    hiddenDate: t.exposeString('hiddenDate', { nullable: true }),
    id: t.exposeID('id'),
    isFramework: t.exposeBoolean('isFramework'),
    alsoPublishedOn: t.exposeStringList('alsoPublishedOn', {
      description: "The portals that also published this procurement: the row stands for its duplicate group ('Also published on …').",
    }),
    isSme: t.exposeBoolean('isSme', {
      nullable: true,
      description: 'An awarded supplier is an SME (true), none is (false), unknown (null); null without AWARDS.',
    }),
    language: t.exposeString('language', { nullable: true }),
    lists: t.exposeIDList('lists'),
    name: t.exposeString('name'),
    procurementStage: t.field({ type: ProcurementStageRef, nullable: true, resolve: (n) => n.procurementStage }),
    publishDate: t.exposeString('publishDate', { nullable: true }),
    qualification: t.exposeString('qualification'),
    redacted: t.exposeBoolean('redacted'),
    relevanceScore: t.exposeInt('relevanceScore'),
    signals: t.field({ type: [SignalRef], resolve: (n) => n.signals }),
    stage: t.exposeString('stage'),
    startDate: t.exposeString('startDate', { nullable: true, description: 'Contract start (awards and contracts, else lots); null when redacted.' }),
    suppliers: t.field({ type: [OrgRefRef], resolve: (n) => n.suppliers }),
    tenderDate: t.exposeString('tenderDate', { nullable: true }),
    tendersReceived: t.exposeInt('tendersReceived', { nullable: true }),
    type: t.exposeString('type', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    value: t.exposeFloat('value', { nullable: true }),
    valueSrc: t.exposeString('valueSrc', { nullable: true }),
  }),
});

const FacetRef = builder.objectRef<FacetCount>('FacetCount').implement({
  fields: (t) => ({ count: t.exposeInt('count'), key: t.exposeString('key') }),
});

const FacetsRef = builder.objectRef<RecordSearchResult['facets']>('NoticeFacets').implement({
  fields: (t) => ({
    countryCode: t.field({ type: [FacetRef], resolve: (f) => f.countryCode }),
    cpvDivision: t.field({ type: [FacetRef], resolve: (f) => f.cpvDivision }),
    sampled: t.exposeBoolean('sampled'),
    stage: t.field({ type: [FacetRef], resolve: (f) => f.stage }),
  }),
});

const ResultRef = builder.objectRef<RecordSearchResult>('NoticeSearchResult').implement({
  fields: (t) => ({
    facets: t.field({ type: FacetsRef, resolve: (r) => r.facets }),
    limit: t.exposeInt('limit'),
    nextOffset: t.exposeInt('nextOffset', { nullable: true }),
    offset: t.exposeInt('offset'),
    results: t.field({ type: [NoticeRef], resolve: (r) => r.results }),
    signals: t.field({ type: [SignalRef], resolve: (r) => r.signals }),
    totalIsEstimate: t.exposeBoolean('totalIsEstimate'),
    totalResults: t.exposeInt('totalResults'),
  }),
});

const DateRangeInput = builder.inputType('DateRangeInput', {
  fields: (t) => ({
    from: t.string(),
    includeNulls: t.boolean(),
    relativeFrom: t.string({ description: 'ISO 8601 duration from now, e.g. -P6M' }),
    relativeTo: t.string(),
    to: t.string(),
  }),
});

const NumericRangeInput = builder.inputType('NumericRangeInput', {
  fields: (t) => ({ from: t.float(), nulls: t.boolean(), to: t.float() }),
});

const SearchInput = builder.inputType('NoticeSearchInput', {
  description: 'The record search filter of spec 2§3 in camelCase (REST takes it in snake_case).',
  fields: (t) => ({
    addedDate: t.field({ type: DateRangeInput }),
    assignee: t.stringList(),
    awardDate: t.field({ type: DateRangeInput }),
    buyerCategoryId: t.idList(),
    buyerCountryCodes: t.stringList(),
    buyerGuids: t.stringList(),
    buyerIds: t.idList(),
    buyerListIds: t.idList(),
    buyerRegionIds: t.stringList(),
    deliveryRegionIds: t.stringList({ description: "NUTS codes of the notice's delivery location (a region covers its sub-regions); not in spec 2§3 (decision 0059)." }),
    closeDate: t.field({ type: DateRangeInput }),
    countryCode: t.stringList(),
    cpvCodes: t.stringList(),
    cpvDimensions: t.stringList(),
    excludeKeywords: t.stringList(),
    expiryDate: t.field({ type: DateRangeInput }),
    frameworks: t.idList(),
    includeAllDisqualifiedStates: t.boolean(),
    keywords: t.stringList(),
    limit: t.int(),
    noticeLists: t.idList(),
    offset: t.int(),
    procurementStageQualifications: t.stringList(),
    publishDate: t.field({ type: DateRangeInput }),
    recordListIds: t.idList(),
    relevanceScore: t.intList(),
    showUserHiddenLeads: t.boolean(),
    signalCategory: t.stringList(),
    signals: t.stringList(),
    sort: t.string(),
    sortOrder: t.string(),
    stage: t.stringList(),
    supplierSme: t.string({ description: 'all (default) | only | hide: SME suppliers of the suppliers filter' }),
    lotIds: t.idList({ description: 'Lots (ids of lot rows): notices that carry one of them' }),
    suppliers: t.idList(),
    text: t.string(),
    value: t.field({ type: NumericRangeInput }),
  }),
});

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** camelCase GraphQL input → the snake_case wire filter (nulls dropped). */
export function toWireFilter(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === null || v === undefined) continue;
    out[snake(k)] = typeof v === 'object' && !Array.isArray(v) ? toWireFilter(v as Record<string, unknown>) : v;
  }
  return out;
}

builder.queryFields((t) => ({
  notices: t.field({
    type: ResultRef,
    args: { filter: t.arg({ type: SearchInput }) },
    resolve: async (_root, args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'records.search' }));
      const parsed = RecordSearchBodySchema.safeParse(toWireFilter(args.filter ?? {}));
      if (!parsed.success) throw badUserInput(describeZodError(parsed.error));
      const filter = toRecordFilter(parsed.data, ctx.deps.now());
      let result: RecordSearchResult;
      try {
        result = await searchRecords(ctx.deps.db, filter, searchCaller(ctx.user));
      } catch (error) {
        if (error instanceof ListNotFoundError) return EMPTY_RESULT(filter);
        guard(() => {
          throw error;
        });
        throw error;
      }
      const stageIds = result.results.flatMap((n) => (n.procurementStage ? [Number(n.procurementStage.id)] : []));
      const leads = new Map((await loadLeads(ctx.deps.db, ctx.user, stageIds)).map((l) => [l.id, l]));
      return {
        ...result,
        results: result.results.map((n): NoticeWithLead => ({ ...n, lead: n.procurementStage ? (leads.get(n.procurementStage.id) ?? null) : null })),
      };
    },
  }),
}));

interface LotView {
  id: string;
  lotKey: string;
  title: string | null;
  noticeGuid: string;
}

const LotRef = builder.objectRef<LotView>('NoticeLot').implement({
  description: 'A lot of a notice, as the notices lots filter shows it ("id: title").',
  fields: (t) => ({
    id: t.exposeID('id'),
    lotKey: t.exposeString('lotKey'),
    title: t.exposeString('title', { nullable: true }),
    noticeGuid: t.exposeString('noticeGuid'),
  }),
});

builder.queryFields((t) => ({
  lotsByIds: t.field({
    type: [LotRef],
    description: 'Lots by their ids (at most 100), for the lots filter of the notices page.',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'records.search' }));
      const ids = args.ids.map(String).filter((v) => /^\d{1,18}$/.test(v)).slice(0, 100).map(Number);
      if (ids.length === 0) return [];
      const rows = await ctx.deps.db
        .select({ id: lots.id, lotKey: lots.lotKey, title: lots.title, noticeGuid: noticesTable.guid })
        .from(lots)
        .innerJoin(noticesTable, eq(noticesTable.id, lots.noticeId))
        .where(inArray(lots.id, ids));
      return rows.map((r) => ({ id: String(r.id), lotKey: r.lotKey, title: r.title, noticeGuid: r.noticeGuid }));
    },
  }),
}));
