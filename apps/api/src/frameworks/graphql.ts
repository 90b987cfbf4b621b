/**
 * GraphQL frameworks search (issue 15): `frameworks`, the twin of POST /api/frameworks/search for the
 * client's normalised cache (a framework is one entity wherever it shows). The same body schema
 * validates both; both need FRAMEWORKS.
 */
import { builder, guard } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { FrameworkSearchBodySchema, toFrameworkSearch } from './routes';
import { frameworkProcedureTypes, searchFrameworks, type FrameworkRow } from './service';

const FrameworkBuyerRef = builder.objectRef<{ guid: string; name: string }>('FrameworkBuyer').implement({
  fields: (t) => ({ guid: t.exposeID('guid'), name: t.exposeString('name') }),
});

const FrameworkRef = builder.objectRef<FrameworkRow>('Framework').implement({
  description: 'A framework agreement (spec 2§3 Framework: title, stage, procedureType, awardType, lots, suppliers, callOff).',
  fields: (t) => ({
    id: t.exposeID('id'),
    guid: t.exposeID('guid'),
    title: t.exposeString('title'),
    noticeGuid: t.exposeID('noticeGuid'),
    ocid: t.exposeString('ocid'),
    stage: t.exposeString('stage'),
    procedureType: t.exposeString('procedureType', { nullable: true }),
    awardType: t.exposeString('awardType', { nullable: true }),
    publishDate: t.exposeString('publishDate', { nullable: true }),
    expiryDate: t.exposeString('expiryDate', { nullable: true }),
    value: t.exposeFloat('value', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    buyer: t.field({ type: FrameworkBuyerRef, nullable: true, resolve: (f) => f.buyer }),
    lots: t.exposeInt('lots'),
    suppliers: t.exposeInt('suppliers'),
    callOffs: t.exposeInt('callOffs'),
    lastActivity: t.exposeString('lastActivity', { nullable: true }),
  }),
});

const StageCountRef = builder.objectRef<{ stage: string; count: number }>('FrameworkStageCount').implement({
  fields: (t) => ({ stage: t.exposeString('stage'), count: t.exposeInt('count') }),
});

interface FrameworkSearchPage {
  results: FrameworkRow[];
  totalResults: number;
  offset: number;
  limit: number;
  nextOffset: number | null;
  stageCounts: { stage: string; count: number }[];
  procedureTypes: string[];
  sort: string;
  sortOrder: string;
}

const FrameworkSearchResultsRef = builder.objectRef<FrameworkSearchPage>('FrameworkSearchResults').implement({
  fields: (t) => ({
    results: t.field({ type: [FrameworkRef], resolve: (p) => p.results }),
    totalResults: t.exposeInt('totalResults'),
    offset: t.exposeInt('offset'),
    limit: t.exposeInt('limit'),
    nextOffset: t.exposeInt('nextOffset', { nullable: true }),
    stageCounts: t.field({ type: [StageCountRef], description: 'Frameworks per stage under the other filters.', resolve: (p) => p.stageCounts }),
    procedureTypes: t.exposeStringList('procedureTypes'),
    sort: t.exposeString('sort'),
    sortOrder: t.exposeString('sortOrder'),
  }),
});

const FrameworkSearchInput = builder.inputType('FrameworkSearchRequest', {
  fields: (t) => ({
    text: t.string(),
    buyerGuids: t.idList(),
    cpvCodes: t.stringList(),
    stages: t.stringList({ description: 'STALE_PRE_TENDER | PRE_TENDER | OPEN | CLOSED | AWARDED' }),
    procedureTypes: t.stringList(),
    awardTypes: t.stringList(),
    expiryFrom: t.string({ description: 'YYYY-MM-DD' }),
    expiryTo: t.string({ description: 'YYYY-MM-DD' }),
    sort: t.string(),
    sortOrder: t.string(),
    limit: t.int(),
    offset: t.int(),
  }),
});

builder.queryFields((t) => ({
  frameworks: t.field({
    type: FrameworkSearchResultsRef,
    description: 'Frameworks by text, buyer, CPV, stage, procedure, award type and expiry (needs FRAMEWORKS).',
    args: { request: t.arg({ type: FrameworkSearchInput, required: true }) },
    resolve: (_root, { request: r }, ctx) =>
      resolving(async () => {
        guard(() => assertCan(ctx.subject, { type: 'dataType.use', dataType: 'FRAMEWORKS' }));
        const set = <T>(v: T | null | undefined) => (v === null || v === undefined ? undefined : v);
        const expiry = r.expiryFrom || r.expiryTo ? { ...(r.expiryFrom ? { from: r.expiryFrom } : {}), ...(r.expiryTo ? { to: r.expiryTo } : {}) } : undefined;
        const b = parseArgs(FrameworkSearchBodySchema, {
          text: set(r.text),
          buyer_guids: set(r.buyerGuids),
          cpv_codes: set(r.cpvCodes),
          stage: set(r.stages),
          procedure_types: set(r.procedureTypes),
          award_types: set(r.awardTypes),
          expiry_date: expiry,
          sort: set(r.sort),
          sort_order: set(r.sortOrder),
          limit: set(r.limit),
          offset: set(r.offset),
        });
        const [page, procedureTypes] = await Promise.all([
          searchFrameworks(ctx.deps.db, { ...toFrameworkSearch(b), limit: b.limit, offset: b.offset }),
          frameworkProcedureTypes(ctx.deps.db),
        ]);
        const end = b.offset + page.results.length;
        return {
          results: page.results,
          totalResults: page.total,
          offset: b.offset,
          limit: b.limit,
          nextOffset: end < page.total ? end : null,
          stageCounts: Object.entries(page.stageCounts).map(([stage, count]) => ({ stage, count })),
          procedureTypes,
          sort: page.sort,
          sortOrder: page.sortOrder,
        };
      }),
  }),
}));
