import { badUserInput, builder, guard } from '../graphql/builder';
import { describeZodError } from '../http/errors';
import { assertCan } from '../policy/index';
import { CpvStatsQuerySchema, OrganisationSearchBodySchema } from './schemas';
import { buyerCpvStats, searchOrganisations, type BuyerCpvStats, type CpvStats, type OrganisationView, type SpendStats } from './service';

const OrganisationRef = builder.objectRef<OrganisationView>('Organisation').implement({
  fields: (t) => ({
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

builder.queryFields((t) => ({
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
      return searchOrganisations(ctx.deps.db, parsed.data);
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
