/** Query.home and Mutation.recordHomeVisit (issue 11 §5, decision 0031). */
import { builder, guard } from '../graphql/builder';
import { assertCan } from '../policy/index';
import {
  homeFor,
  saveHomeVisit,
  type HomeActivityItem,
  type HomeAlertItem,
  type HomeNoticeCard,
  type HomeNoticeItem,
  type HomeView,
} from './service';

const HomeNoticeItemRef = builder.objectRef<HomeNoticeItem>('HomeNoticeItem').implement({
  fields: (t) => ({
    guid: t.exposeString('guid'),
    name: t.exposeString('name'),
    buyerName: t.exposeString('buyerName', { nullable: true }),
    stage: t.exposeString('stage'),
    date: t.exposeString('date', { nullable: true }),
    relevanceScore: t.exposeInt('relevanceScore'),
  }),
});

const HomeNoticeCardRef = builder.objectRef<HomeNoticeCard>('HomeNoticeCard').implement({
  fields: (t) => ({
    lock: t.exposeString('lock', { nullable: true, description: 'GUEST or PAYWALL when the caller may not see this card.' }),
    total: t.exposeInt('total'),
    totalIsEstimate: t.exposeBoolean('totalIsEstimate'),
    items: t.field({ type: [HomeNoticeItemRef], resolve: (c) => c.items }),
    noticeFilters: t.exposeString('noticeFilters', { description: "The notices page's noticeFilters parameter for this card." }),
  }),
});

const HomeActivityItemRef = builder.objectRef<HomeActivityItem>('HomeActivityItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'COMMENT, ASSIGNMENT or HIDE.' }),
    at: t.exposeString('at'),
    actorName: t.exposeString('actorName', { nullable: true }),
    assigneeName: t.exposeString('assigneeName', { nullable: true }),
    commentText: t.exposeString('commentText', { nullable: true }),
    recordGuid: t.exposeString('recordGuid'),
    recordName: t.exposeString('recordName'),
  }),
});

const HomeActivityCardRef = builder.objectRef<HomeView['teamActivity']>('HomeActivityCard').implement({
  fields: (t) => ({
    lock: t.exposeString('lock', { nullable: true }),
    items: t.field({ type: [HomeActivityItemRef], resolve: (c) => c.items }),
  }),
});

const HomeAlertItemRef = builder.objectRef<HomeAlertItem>('HomeAlertItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    frequency: t.exposeString('frequency'),
    disabled: t.exposeBoolean('disabled'),
    destinationType: t.exposeString('destinationType'),
  }),
});

const HomeAlertsCardRef = builder.objectRef<HomeView['alerts']>('HomeAlertsCard').implement({
  fields: (t) => ({
    lock: t.exposeString('lock', { nullable: true }),
    total: t.exposeInt('total'),
    items: t.field({ type: [HomeAlertItemRef], resolve: (c) => c.items }),
  }),
});

const HomeRef = builder.objectRef<HomeView>('Home').implement({
  fields: (t) => ({
    since: t.exposeString('since', { description: 'Start of "new since my last visit" (ISO 8601).' }),
    hasSignals: t.exposeBoolean('hasSignals'),
    hasBuyerLists: t.exposeBoolean('hasBuyerLists'),
    newNotices: t.field({ type: HomeNoticeCardRef, resolve: (h) => h.newNotices }),
    closingLeads: t.field({ type: HomeNoticeCardRef, resolve: (h) => h.closingLeads }),
    expiringContracts: t.field({ type: HomeNoticeCardRef, resolve: (h) => h.expiringContracts }),
    teamActivity: t.field({ type: HomeActivityCardRef, resolve: (h) => h.teamActivity }),
    alerts: t.field({ type: HomeAlertsCardRef, resolve: (h) => h.alerts }),
  }),
});

const HomeVisitRef = builder.objectRef<{ lastVisitAt: Date; previousVisitAt: Date | null }>('HomeVisit').implement({
  fields: (t) => ({
    lastVisitAt: t.string({ resolve: (v) => v.lastVisitAt.toISOString() }),
    previousVisitAt: t.string({ nullable: true, resolve: (v) => v.previousVisitAt?.toISOString() ?? null }),
  }),
});

builder.queryFields((t) => ({
  home: t.field({
    type: HomeRef,
    description: 'What is new for the signed-in user (Home). Reads only; recordHomeVisit moves "since".',
    resolve: (_root, _args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'records.search' }));
      return homeFor(ctx.deps.db, ctx.user, ctx.deps.now());
    },
  }),
}));

builder.mutationFields((t) => ({
  recordHomeVisit: t.field({
    type: HomeVisitRef,
    description: "Records the signed-in user's visit to Home (a visit goes on within the visit gap).",
    resolve: (_root, _args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'currentUser.read' }));
      return saveHomeVisit(ctx.deps.db, ctx.user.id, ctx.deps.now());
    },
  }),
}));
