/**
 * REST for bid reports: the signed-out public report by its hash (`GET /api/bid_reports/public/:hash`)
 * and the PDF export of a report (`GET /api/bid_reports/:id/pdf`, company members; the public one by hash).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context';
import { assertCan } from '../policy/index';
import { toPolicySubject } from '../users/currentUser';
import { parseInput } from '../workspace/http';
import { IdSchema } from '../workspace/schemas';
import { checkExport, streamExportResponse } from '../exports/service';
import { opportunitiesExportSource } from '../opportunities/export';
import { OpportunityExportBodySchema } from '../opportunities/schemas';
import { readBody } from '../workspace/http';
import { bidReportPdf } from './pdf';
import { bidReportById, publicBidReport, type BidReportView } from './service';

const HashParam = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'not a report link') });

export const publicReportJson = (r: BidReportView) => ({
  opportunity_name: r.opportunityName,
  recommendation: r.content.recommendation ?? null,
  recommendation_reason: r.content.recommendationReason ?? null,
  question_groups: r.content.questionGroups ?? [],
  facts_used: r.content.factsUsed ?? [],
  generator: r.content.generator ?? null,
  created_at: r.createdAt,
});

const pdfResponse = async (c: Context, report: BidReportView) => {
  const body = await bidReportPdf(report);
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="bid-report-${report.id}.pdf"`);
  c.header('Cache-Control', 'no-store');
  return c.body(new Uint8Array(body));
};

/** Signed-out routes (mounted before the session check). */
export function publicBidReportRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/bid_reports/public/:hash', async (c) => {
    const { hash } = parseInput(HashParam, c.req.param());
    c.header('Cache-Control', 'no-store');
    return c.json(publicReportJson(await publicBidReport(deps.db, hash)));
  });
  app.get('/bid_reports/public/:hash/pdf', async (c) => {
    const { hash } = parseInput(HashParam, c.req.param());
    return pdfResponse(c, await publicBidReport(deps.db, hash));
  });
  return app;
}

export function bidReportRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/bid_reports/:id/pdf', async (c) => {
    const subject = toPolicySubject(c.get('auth').user);
    assertCan(subject, { type: 'workspace.read' });
    const { id } = parseInput(z.object({ id: IdSchema }), c.req.param());
    return pdfResponse(c, await bidReportById(deps.db, subject.companyId, id));
  });
  /** The team's opportunities under the /opportunities filters as csv or xlsx (the export rules apply). */
  app.post('/opportunities/export', async (c) => {
    const { user } = c.get('auth');
    const subject = toPolicySubject(user);
    const body = await readBody(c, OpportunityExportBodySchema);
    const source = opportunitiesExportSource(deps.db, user, { ...body.search, buyerIds: [] }, deps.config.publicUrl);
    await checkExport(subject, source);
    return streamExportResponse(deps, source, body.format);
  });
  return app;
}
