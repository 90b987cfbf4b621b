/**
 * POST /api/record_summary/details and /stored (spec 2§7): `{ record_guid, attributes? }` →
 * `{ record_guid, summary: { attribute: text|null }, redacted: [..], generator }`. Details generates
 * the missing sections (guests: 403 — generation is a paid-for call); a failed AI call is a 502
 * `ai_failed` and stores nothing.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { enforceRateLimits, RATE_LIMITS } from '../http/rateLimit';
import { assertCan, ForbiddenError, isGuestPlan, type PolicySubject } from '../policy/index';
import { viewerForNotices } from '../policy/projection';
import { toPolicySubject } from '../users/currentUser';
import { notFound, readBody } from '../workspace/http';
import { SummaryRequestSchema } from './attributes';
import { SummaryGenerationError, type SummaryGenerator } from './generator';
import { createSummaryGenerator, RecordNotFoundError, storedSummary, summaryDetails, type SummaryCaller, type SummaryView } from './service';

const toJson = (v: SummaryView) => ({ record_guid: v.recordGuid, summary: v.summary, redacted: v.redacted, generator: v.generator });

export function recordSummaryRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const generator = createSummaryGenerator(deps.config);

  const callerOf = (subject: PolicySubject): SummaryCaller => ({
    viewerFor: (noticeId) => viewerForNotices(deps.db, { plan: subject.plan, companyId: subject.companyId, extraDataTypes: subject.extraDataTypes }, [noticeId]),
  });

  /** Generation is the paid-for call: it counts against the caller's and the company's hourly limits. */
  const limitedGenerator = (subject: PolicySubject): SummaryGenerator => ({
    name: generator.name,
    generate: async (...args) => {
      await enforceRateLimits(
        deps.db,
        [
          { rule: RATE_LIMITS.aiSummariesPerUser, subject: subject.id },
          { rule: RATE_LIMITS.aiSummariesPerCompany, subject: subject.companyId },
        ],
        deps.now(),
      );
      return generator.generate(...args);
    },
  });

  const run = async <T>(fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof RecordNotFoundError) throw notFound('Record not found');
      if (error instanceof SummaryGenerationError) {
        deps.logger.warn({ err: error }, 'AI summary generation failed');
        throw new HttpError(502, 'ai_failed', 'We could not generate the AI summary. Please try again.');
      }
      throw error;
    }
  };

  app.post('/record_summary/stored', async (c) => {
    const subject = toPolicySubject(c.get('auth').user);
    assertCan(subject, { type: 'records.search' });
    const body = await readBody(c, SummaryRequestSchema);
    return c.json(toJson(await run(() => storedSummary(deps.db, callerOf(subject), body.record_guid, body.attributes))));
  });

  app.post('/record_summary/details', async (c) => {
    const subject = toPolicySubject(c.get('auth').user);
    assertCan(subject, { type: 'records.search' });
    if (isGuestPlan(subject.plan)) throw new ForbiddenError('Upgrade to generate AI summaries', 'guest');
    const body = await readBody(c, SummaryRequestSchema);
    return c.json(toJson(await run(() => summaryDetails(deps.db, limitedGenerator(subject), callerOf(subject), body.record_guid, body.attributes))));
  });

  return app;
}
