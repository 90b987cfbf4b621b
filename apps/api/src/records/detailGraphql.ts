/** GraphQL `record(guid)` and `unlockAward(guid)`: the record page and preview (records/detail.ts). */
import { builder, guard } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { parseArgs } from '../workspace/http';
import { GuidSchema } from '../workspace/schemas';
import {
  recordDetail,
  unlockAward,
  type AwardAccess,
  type ContractView,
  type FrameworkProcessView,
  type LotView,
  type RecordDetailView,
} from './detail';
import { NoticeRef } from './graphql';
import { searchCaller } from './routes';
import type { OrgRef } from './service';

const SupplierRef = builder.objectRef<OrgRef>('RecordSupplier').implement({
  fields: (t) => ({ guid: t.exposeString('guid'), id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ContractPeriodRef = builder.objectRef<LotView['contractPeriod']>('ContractPeriod').implement({
  fields: (t) => ({
    endDate: t.exposeString('endDate', { nullable: true }),
    maxExtentDate: t.exposeString('maxExtentDate', { nullable: true }),
    startDate: t.exposeString('startDate', { nullable: true }),
  }),
});

const LotRef = builder.objectRef<LotView>('RecordLot').implement({
  fields: (t) => ({
    contractPeriod: t.field({ type: ContractPeriodRef, resolve: (l) => l.contractPeriod }),
    cpvCodes: t.exposeStringList('cpvCodes'),
    currency: t.exposeString('currency', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    id: t.exposeString('id', { description: 'The lot id inside the notice (OCDS lot id).' }),
    suppliers: t.field({ type: [SupplierRef], resolve: (l) => l.suppliers }),
    title: t.exposeString('title', { nullable: true }),
    value: t.exposeFloat('value', { nullable: true }),
  }),
});

const ContractCpvRef = builder.objectRef<ContractView['cpvCodes'][number]>('ContractCpvCode').implement({
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const ContractLotRef = builder.objectRef<ContractView['lots'][number]>('ContractLot').implement({
  fields: (t) => ({ id: t.exposeString('id'), title: t.exposeString('title', { nullable: true }) }),
});

const ContractRef = builder.objectRef<ContractView>('RecordContract').implement({
  fields: (t) => ({
    awardId: t.exposeString('awardId'),
    cpvCodes: t.field({ type: [ContractCpvRef], resolve: (c) => c.cpvCodes }),
    currency: t.exposeString('currency', { nullable: true }),
    endDate: t.exposeString('endDate', { nullable: true }),
    extensionMonths: t.exposeInt('extensionMonths', { nullable: true }),
    id: t.exposeID('id'),
    lots: t.field({ type: [ContractLotRef], resolve: (c) => c.lots }),
    maxExtentDate: t.exposeString('maxExtentDate', { nullable: true }),
    startDate: t.exposeString('startDate', { nullable: true }),
    suppliers: t.field({ type: [SupplierRef], resolve: (c) => c.suppliers }),
    title: t.exposeString('title', { description: "The award's title, or 'Contract {awardId}', or 'Unknown Contract Title'." }),
    value: t.exposeFloat('value', { nullable: true }),
  }),
});

const FrameworkProcessRef = builder.objectRef<FrameworkProcessView>('RelatedFrameworkProcess').implement({
  fields: (t) => ({
    frameworkId: t.exposeString('frameworkId'),
    frameworkName: t.exposeString('frameworkName'),
    processType: t.exposeString('processType'),
  }),
});

const DuplicateRef = builder.objectRef<RecordDetailView['duplicates'][number]>('RecordDuplicate').implement({
  fields: (t) => ({ guid: t.exposeString('guid'), name: t.exposeString('name'), url: t.exposeString('url', { nullable: true }) }),
});

const ContactRef = builder.objectRef<NonNullable<RecordDetailView['contact']>>('ProcurementContact').implement({
  fields: (t) => ({
    email: t.exposeString('email', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
  }),
});

const AwardAccessRef = builder.objectRef<AwardAccess>('AwardAccess').implement({
  description: 'Whether contract award details are shown: AWARDS, or a Free plan unlock of this notice.',
  fields: (t) => ({
    canUnlock: t.exposeBoolean('canUnlock'),
    freeUnlocked: t.exposeBoolean('freeUnlocked'),
    unlocksRemaining: t.exposeInt('unlocksRemaining', { nullable: true }),
    visible: t.exposeBoolean('visible'),
  }),
});

const DeliveryRegionRef = builder.objectRef<RecordDetailView['deliveryRegions'][number]>('DeliveryRegion').implement({
  description: "A NUTS region of the notice's delivery location (the items' delivery addresses; decision 0059).",
  fields: (t) => ({ id: t.exposeID('id'), level: t.exposeInt('level'), name: t.exposeString('name') }),
});

export const RecordDetailRef = builder.objectRef<RecordDetailView>('RecordDetail').implement({
  description: 'The record page: the notice plus lots, contracts, frameworks, duplicates and its procurement contact.',
  fields: (t) => ({
    awardAccess: t.field({ type: AwardAccessRef, resolve: (r) => r.awardAccess }),
    contact: t.field({ type: ContactRef, nullable: true, resolve: (r) => r.contact }),
    contracts: t.field({ type: [ContractRef], resolve: (r) => r.contracts }),
    deliveryRegions: t.field({ type: [DeliveryRegionRef], resolve: (r) => r.deliveryRegions }),
    duplicates: t.field({ type: [DuplicateRef], resolve: (r) => r.duplicates }),
    guid: t.exposeString('guid'),
    lots: t.field({ type: [LotRef], resolve: (r) => r.lots }),
    notice: t.field({ type: NoticeRef, resolve: (r) => r }),
    ocid: t.exposeString('ocid'),
    procurementMethod: t.exposeString('procurementMethod', { nullable: true }),
    recordFamilyId: t.exposeString('recordFamilyId'),
    relatedFrameworkProcess: t.field({ type: FrameworkProcessRef, nullable: true, resolve: (r) => r.relatedFrameworkProcess }),
  }),
});

builder.queryFields((t) => ({
  record: t.field({
    type: RecordDetailRef,
    nullable: true,
    description: 'One notice for the record page and preview; null when there is no such record.',
    args: { guid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'records.search' }));
      const guid = parseArgs(GuidSchema, args.guid);
      return recordDetail(ctx.deps.db, ctx.subject, searchCaller(ctx.user), guid, ctx.deps.now());
    },
  }),
}));

builder.mutationFields((t) => ({
  unlockAward: t.field({
    type: RecordDetailRef,
    nullable: true,
    description: "The Free plan's contract award unlock (docs/decisions/0012-record-page.md); returns the record with its awards shown.",
    args: { guid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const guid = parseArgs(GuidSchema, args.guid);
      const now = ctx.deps.now();
      try {
        await unlockAward(ctx.deps.db, ctx.subject, guid, now);
      } catch (error) {
        guard(() => {
          throw error;
        });
        throw error;
      }
      return recordDetail(ctx.deps.db, ctx.subject, searchCaller(ctx.user), guid, now);
    },
  }),
}));
