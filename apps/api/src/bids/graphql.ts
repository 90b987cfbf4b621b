/** GraphQL: bid/no-bid reports and credits (spec 2§7: bidReport(s), create, update, update publicity, remainingCredits). */
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { BidReportQuestion } from '../db/schema/bids';
import { builder } from '../graphql/builder';
import { safeText } from '../http/input';
import { enforceRateLimits, RATE_LIMITS } from '../http/rateLimit';
import { assertCan, ForbiddenError } from '../policy/index';
import { parseArgs, resolving } from '../workspace/http';
import { IdSchema } from '../workspace/schemas';
import { OpportunityRef } from '../opportunities/graphql';
import { createBuyerSummaryGenerator, regenerateBuyerSummary } from './buyerSummary';
import { BID_REPORT_CREDIT, bidCredits, type CreditsView } from './credits';
import {
  bidReportOf,
  createBidReportGenerator,
  generateBidReport,
  listBidReports,
  updateBidReportAnswer,
  updateBidReportPublicity,
  type BidReportView,
} from './service';

/** As `resolving`, keeping a refusal's reason (`paywall`: the client shows the CREATE_BIDS paywall). */
const resolvingBids = <T>(fn: () => Promise<T>): Promise<T> =>
  resolving(async () => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof ForbiddenError) throw new GraphQLError(error.message, { extensions: { code: 'FORBIDDEN', reason: error.code } });
      throw error;
    }
  });

const QuestionRef = builder.objectRef<BidReportQuestion>('BidReportQuestion').implement({
  fields: (t) => ({
    promptId: t.string({ resolve: (q) => q.promptId ?? `${q.order}` }),
    title: t.exposeString('title'),
    question: t.exposeString('question'),
    order: t.exposeInt('order'),
    autoQualify: t.boolean({ resolve: (q) => q.autoQualify ?? false }),
    answer: t.string({ nullable: true, resolve: (q) => q.answer ?? null }),
    evidence: t.stringList({ resolve: (q) => q.evidence ?? [] }),
    rating: t.string({ nullable: true, resolve: (q) => q.rating ?? null }),
    edited: t.boolean({ resolve: (q) => q.edited ?? false }),
  }),
});

const GroupRef = builder.objectRef<{ title: string; questions: BidReportQuestion[] }>('BidReportQuestionGroup').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    questions: t.field({ type: [QuestionRef], resolve: (g) => g.questions }),
  }),
});

export const BidReportRef = builder.objectRef<BidReportView>('BidReport').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    guid: t.exposeString('guid'),
    opportunityId: t.exposeID('opportunityId'),
    opportunityName: t.exposeString('opportunityName'),
    status: t.exposeString('status'),
    publicHash: t.exposeString('publicHash', { nullable: true }),
    recommendation: t.string({ nullable: true, resolve: (r) => r.content.recommendation ?? null }),
    recommendationReason: t.string({ nullable: true, resolve: (r) => r.content.recommendationReason ?? null }),
    questionGroups: t.field({ type: [GroupRef], resolve: (r) => r.content.questionGroups ?? [] }),
    factsUsed: t.stringList({ resolve: (r) => r.content.factsUsed ?? [] }),
    generator: t.string({ nullable: true, resolve: (r) => r.content.generator ?? null }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const CreditsRef = builder.objectRef<CreditsView>('Credits').implement({
  fields: (t) => ({
    holderType: t.exposeString('holderType'),
    creditType: t.exposeString('creditType'),
    totalCredits: t.exposeInt('totalCredits', { nullable: true, description: 'null: unlimited' }),
    remainingCredits: t.exposeInt('remainingCredits', { nullable: true, description: 'null: unlimited' }),
    period: t.exposeString('period'),
  }),
});

const CreditTypeSchema = z.literal(BID_REPORT_CREDIT, { message: `creditType must be ${BID_REPORT_CREDIT}` });
const PromptIdSchema = z.string().regex(/^[a-z0-9.]{1,60}$/, 'promptId: not a question id');
const AnswerSchema = safeText({ trim: true, min: 1, max: 10_000, message: 'Answer is required (up to 10,000 characters)' });

builder.queryFields((t) => ({
  bidReport: t.field({
    type: BidReportRef,
    nullable: true,
    description: 'The latest bid/no-bid report of an opportunity of your company.',
    args: { opportunityId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resolvingBids(() => bidReportOf(ctx.deps.db, ctx.subject, parseArgs(IdSchema, args.opportunityId))),
  }),
  bidReports: t.field({
    type: [BidReportRef],
    resolve: (_r, _a, ctx) => resolvingBids(() => listBidReports(ctx.deps.db, ctx.subject)),
  }),
  remainingCredits: t.field({
    type: CreditsRef,
    args: { creditType: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolvingBids(() => {
        assertCan(ctx.subject, { type: 'workspace.read' });
        parseArgs(CreditTypeSchema, args.creditType);
        return bidCredits(ctx.deps.db, ctx.subject.plan, ctx.subject.companyId, ctx.deps.now());
      }),
  }),
}));

builder.mutationFields((t) => ({
  regenerateBuyerSummary: t.field({
    type: OpportunityRef,
    description: "Writes the opportunity's buyer summary afresh from our data, through the AI interface.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolvingBids(async () => {
        assertCan(ctx.subject, { type: 'opportunity.write' });
        const id = parseArgs(IdSchema, args.id);
        await enforceRateLimits(ctx.deps.db, [{ rule: RATE_LIMITS.aiSummariesPerUser, subject: ctx.subject.id }], ctx.deps.now());
        return regenerateBuyerSummary(ctx.deps.db, createBuyerSummaryGenerator(ctx.deps.config), ctx.subject, id, ctx.deps.now());
      }),
  }),
  createBidReport: t.field({
    type: BidReportRef,
    description: 'Generates a bid/no-bid report, spending one BID_REPORT credit (FORBIDDEN reason paywall when none are left).',
    args: { opportunityId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolvingBids(async () => {
        assertCan(ctx.subject, { type: 'opportunity.write' });
        const opportunityId = parseArgs(IdSchema, args.opportunityId);
        await enforceRateLimits(ctx.deps.db, [{ rule: RATE_LIMITS.bidReportsPerUser, subject: ctx.subject.id }], ctx.deps.now());
        return generateBidReport(ctx.deps.db, createBidReportGenerator(ctx.deps.config), ctx.subject, opportunityId, ctx.deps.now());
      }),
  }),
  updateBidReportAnswer: t.field({
    type: BidReportRef,
    args: { id: t.arg.id({ required: true }), promptId: t.arg.string({ required: true }), answer: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolvingBids(() =>
        updateBidReportAnswer(
          ctx.deps.db,
          ctx.subject,
          parseArgs(IdSchema, args.id),
          parseArgs(PromptIdSchema, args.promptId),
          parseArgs(AnswerSchema, args.answer),
          ctx.deps.now(),
        ),
      ),
  }),
  updateBidReportPublicity: t.field({
    type: BidReportRef,
    description: "'update publicity': make a public link (publicHash) or remove it.",
    args: { id: t.arg.id({ required: true }), isPublic: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) =>
      resolvingBids(() => updateBidReportPublicity(ctx.deps.db, ctx.subject, parseArgs(IdSchema, args.id), args.isPublic, ctx.deps.now())),
  }),
}));
