import { badUserInput, builder, guard } from '../graphql/builder';
import { describeZodError } from '../http/errors';
import { assertCan } from '../policy/index';
import { viewerOf } from '../policy/projection';
import { SignalRef } from '../signals/graphql';
import { parseArgs, resolving } from '../workspace/http';
import { CpvStatsQuerySchema, OrganisationSearchBodySchema, SupplierSearchBodySchema } from './schemas';
import {
  buyerCpvStats,
  searchOrganisations,
  type BuyerCpvStats,
  type CpvStats,
  type OrganisationView,
  type SpendStats,
  type SupplierRow,
} from './service';
import { runSupplierSearch } from './supplierSearch';

const OrganisationCategoryRef = builder.objectRef<OrganisationView['categories'][number]>('OrganisationCategory').implement({
  fields: (t) => ({ buyerCategoryId: t.exposeID('buyerCategoryId'), name: t.exposeString('name'), source: t.exposeString('source') }),
});

const NutsLocationRef = builder.objectRef<{ id: string; name: string }>('NutsLocation').implement({
  description: 'The NUTS region of an address (the Region with this id).',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const OrganisationRef = builder.objectRef<OrganisationView>('Organisation').implement({
  fields: (t) => ({
    categories: t.field({ type: [OrganisationCategoryRef], resolve: (o) => o.categories }),
    nutsLocation: t.field({ type: NutsLocationRef, nullable: true, resolve: (o) => o.nutsLocation }),
    aliases: t.exposeStringList('aliases'),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    guid: t.exposeString('guid'),
    id: t.exposeID('id'),
    isSme: t.exposeBoolean('isSme', { nullable: true }),
    name: t.exposeString('name'),
    noticeCount: t.exposeInt('noticeCount'),
    oscarId: t.exposeString('oscarId', { nullable: true }),
    primaryRole: t.exposeString('primaryRole'),
    town: t.exposeString('town', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
  }),
});

const OrgSearchResultRef = builder.objectRef<{ orgs: OrganisationView[]; total: number }>('OrganisationSearchResult').implement({
  fields: (t) => ({
    orgs: t.field({ type: [OrganisationRef], resolve: (r) => r.orgs }),
    total: t.exposeInt('total'),
  }),
});

const OrgSearchInput = builder.inputType('SearchOrganisationsRequest', {
  fields: (t) => ({
    countryCodes: t.stringList(),
    ids: t.idList(),
    isSme: t.boolean(),
    limit: t.int(),
    names: t.stringList(),
    page: t.int(),
    primaryRole: t.string({ description: 'BUYER or SUPPLIER' }),
    sortBy: t.string({ description: 'relevance, notice_count or name' }),
    sortOrder: t.string(),
    text: t.string(),
  }),
});

const spendFields = <T extends SpendStats>(name: string) =>
  builder.objectRef<T>(name);

const SpendRef = spendFields<SpendStats>('SpendStats').implement({
  fields: (t) => ({
    avgContractValue: t.exposeFloat('avgContractValue', { nullable: true }),
    percentToSmes: t.exposeFloat('percentToSmes', { nullable: true }),
    totalAwarded: t.exposeInt('totalAwarded'),
    totalValue: t.exposeFloat('totalValue'),
  }),
});

const CpvStatsRef = spendFields<CpvStats>('CpvSpendStats').implement({
  fields: (t) => ({
    avgContractValue: t.exposeFloat('avgContractValue', { nullable: true }),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    percentToSmes: t.exposeFloat('percentToSmes', { nullable: true }),
    totalAwarded: t.exposeInt('totalAwarded'),
    totalValue: t.exposeFloat('totalValue'),
  }),
});

const BuyerCpvStatsRef = builder.objectRef<BuyerCpvStats>('BuyerCpvStats').implement({
  fields: (t) => ({
    buyerGuid: t.exposeString('buyerGuid'),
    from: t.exposeString('from'),
    mode: t.exposeString('mode'),
    overallStats: t.field({ type: SpendRef, resolve: (s) => s.overallStats }),
    perCpvStats: t.field({ type: [CpvStatsRef], resolve: (s) => s.perCpvStats }),
    to: t.exposeString('to'),
    years: t.exposeInt('years'),
  }),
});

const CpvStatsOptions = builder.inputType('BuyerCpvStatsOptions', {
  fields: (t) => ({ expiries: t.boolean(), years: t.int() }),
});

const SupplierRef = builder.objectRef<SupplierRow>('Supplier').implement({
  description: 'A row of the suppliers table (spec 1§3 "Supplier row"); framework columns are computed from awards.',
  fields: (t) => ({
    awardsCount: t.exposeInt('awardsCount'),
    country: t.exposeString('country', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    expiriesCount: t.exposeInt('expiriesCount'),
    frameworkCallOffs: t.exposeInt('frameworkCallOffs'),
    frameworkLastActivity: t.exposeString('frameworkLastActivity', { nullable: true }),
    frameworkLots: t.exposeInt('frameworkLots'),
    guid: t.exposeString('guid'),
    id: t.exposeID('id'),
    isSme: t.exposeBoolean('isSme', { nullable: true }),
    latestActivity: t.exposeString('latestActivity', { nullable: true }),
    name: t.exposeString('name'),
    signals: t.field({ type: [SignalRef], description: 'Competitor/partner signals, at most 3.', resolve: (s) => s.signals }),
    callOffFrameworkGuid: t.exposeString('callOffFrameworkGuid', {
      nullable: true,
      description: "The framework holding most of the supplier's call-offs (the call-offs link opens it).",
    }),
    spend: t.field({
      type: SpendRef,
      nullable: true,
      description: 'Contract-award value to the supplier in the search scope (docs/decisions/0015); null without the SPEND data type.',
      resolve: (s) => s.spend,
    }),
    spendSource: t.string({
      nullable: true,
      description: "Where `spend` comes from: 'invoiced' (buyers' payment files, decision 0046) or 'awarded' (award values, decision 0015); null with `spend`.",
      resolve: (s) => s.spend?.source ?? null,
    }),
  }),
});

type SupplierSearchResult = { results: SupplierRow[]; total: number; sort: string; sortOrder: string; offset: number; limit: number };
const SupplierSearchResultRef = builder.objectRef<SupplierSearchResult>('SupplierSearchResult').implement({
  fields: (t) => ({
    limit: t.exposeInt('limit'),
    nextOffset: t.int({ nullable: true, resolve: (r) => (r.offset + r.results.length < r.total ? r.offset + r.results.length : null) }),
    offset: t.exposeInt('offset'),
    results: t.field({ type: [SupplierRef], resolve: (r) => r.results }),
    sort: t.exposeString('sort'),
    sortOrder: t.exposeString('sortOrder'),
    totalResults: t.exposeInt('total'),
  }),
});

const SupplierSearchInput = builder.inputType('SupplierSearchInput', {
  description: 'POST /api/suppliers in camelCase (spec 1§3 "Supplier search request").',
  fields: (t) => ({
    buyerCategoryIds: t.idList({ description: 'Buyer types (buyer categories; a category covers its children)' }),
    buyerGuids: t.stringList(),
    buyerIds: t.idList(),
    buyerListIds: t.idList(),
    buyerName: t.string(),
    countryCodes: t.stringList(),
    isSme: t.boolean({ description: 'true: only SMEs; false: hide SMEs; left out: all' }),
    limit: t.int(),
    offset: t.int(),
    showKeyAccountsOnly: t.boolean(),
    signals: t.stringList(),
    sort: t.string({ description: 'name, awards_count, expiries_count or latest_activity' }),
    sortOrder: t.string(),
    supplierGuids: t.stringList(),
    text: t.string(),
  }),
});

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

builder.queryFields((t) => ({
  suppliers: t.field({
    type: SupplierSearchResultRef,
    args: { request: t.arg({ type: SupplierSearchInput }) },
    resolve: (_root, { request }, ctx) =>
      resolving(async () => {
        guard(() => assertCan(ctx.subject, { type: 'suppliers.search' }));
        const wire = Object.fromEntries(
          Object.entries(request ?? {})
            .filter(([, v]) => v !== null && v !== undefined)
            .map(([k, v]) => [snake(k), v]),
        );
        const b = parseArgs(SupplierSearchBodySchema, wire);
        const result = await runSupplierSearch(ctx.deps.db, ctx.user, b, ctx.deps.now());
        return { ...result, offset: b.offset, limit: b.limit };
      }),
  }),
  searchOrganisations: t.field({
    type: OrgSearchResultRef,
    args: { request: t.arg({ type: OrgSearchInput, required: true }) },
    resolve: (_root, { request: r }, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'organisations.search' }));
      const wire = {
        text: r.text ?? undefined,
        sort_by: r.sortBy ?? undefined,
        sort_order: r.sortOrder?.toLowerCase() ?? undefined,
        primary_role: r.primaryRole ?? undefined,
        limit: r.limit ?? undefined,
        page: r.page ?? undefined,
        ids: r.ids ?? undefined,
        names: r.names ?? undefined,
        country_codes: r.countryCodes ?? undefined,
        is_sme: r.isSme ?? undefined,
      };
      const parsed = OrganisationSearchBodySchema.safeParse(Object.fromEntries(Object.entries(wire).filter(([, v]) => v !== undefined)));
      if (!parsed.success) throw badUserInput(describeZodError(parsed.error));
      return searchOrganisations(ctx.deps.db, { ...parsed.data, viewer: viewerOf(ctx.subject) });
    },
  }),
  buyerCpvStats: t.field({
    type: BuyerCpvStatsRef,
    nullable: true,
    args: { buyerId: t.arg.id({ required: true }), options: t.arg({ type: CpvStatsOptions }) },
    resolve: (_root, args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'buyers.stats' }));
      if (!/^(\d{1,18}|[0-9a-fA-F-]{36})$/.test(args.buyerId)) throw badUserInput('buyerId is a number or a guid');
      const q = CpvStatsQuerySchema.safeParse({
        expiries: args.options?.expiries ? 'Y' : 'N',
        years: args.options?.years ?? undefined,
      });
      if (!q.success) throw badUserInput(describeZodError(q.error));
      return buyerCpvStats(ctx.deps.db, args.buyerId, q.data, ctx.deps.now());
    },
  }),
}));
