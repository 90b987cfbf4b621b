/**
 * generateOutreach (spec 1§7): gathers the facts — the contact (CONTACTS), the buyer's latest notices,
 * its latest awards when the caller sees AWARDS, the sender and their company — and asks the
 * generator; rate-limited per user and company (the AI summary limits: one AI budget) and logged in
 * outreach_generations.
 */
import { sql } from 'drizzle-orm';
import type { OutreachIntent, OutreachLength, OutreachTone } from '@tenderlens/domain/crm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { outreachGenerations } from '../db/schema/crm';
import { HttpError } from '../http/errors';
import { enforceRateLimits, RATE_LIMITS } from '../http/rateLimit';
import type { PolicySubject } from '../policy/index';
import { viewerOf, sees } from '../policy/projection';
import { SummaryGenerationError } from '../recordSummary/generator';
import { embeddedOutreachGenerator } from './embedded';
import type { OutreachDraft, OutreachFacts, OutreachGenerator } from './generator';
import { createOpenAiOutreachGenerator } from './openai';

export interface OutreachRequest {
  intent: OutreachIntent;
  tone: OutreachTone[];
  length: OutreachLength;
  companyInformation: string | null;
  senderPersonalisation: string | null;
  numberOfResponses: number;
  /** Our contact's id or guid. */
  contactId: string | null;
  buyerId: number | null;
  buyerName: string | null;
  contactName: string | null;
  contactJobTitle: string | null;
}

export const createOutreachGenerator = (config: AppConfig): OutreachGenerator => (config.ai ? createOpenAiOutreachGenerator(config.ai) : embeddedOutreachGenerator);

interface Sender {
  firstName: string;
  lastName: string;
  companyName: string;
}

export async function outreachFacts(db: Database, subject: PolicySubject, sender: Sender, req: OutreachRequest, seed: number): Promise<{ facts: OutreachFacts; buyerId: number | null }> {
  let contact: OutreachFacts['contact'] = { name: req.contactName, firstName: req.contactName?.split(' ')[0] ?? null, jobTitle: req.contactJobTitle, seniority: null, functions: [] };
  let buyerId = req.buyerId;
  let buyerName = req.buyerName;
  if (req.contactId) {
    const [c] = await queryRows<{ first_name: string; last_name: string; job_title: string; seniority: string; job_functions: string[]; organisation_id: string; buyer_name: string }>(
      db,
      sql`select c.first_name, c.last_name, c.job_title, c.seniority, c.job_functions, c.organisation_id::text, o.name as buyer_name
          from contacts c join organisations o on o.id = c.organisation_id
          where ${/^\d+$/.test(req.contactId) ? sql`c.id = ${req.contactId}::bigint` : sql`c.guid = ${req.contactId.toLowerCase()}::uuid`}`,
    );
    if (!c) throw new HttpError(404, 'not_found', 'Contact not found');
    contact = { name: `${c.first_name} ${c.last_name}`.trim(), firstName: c.first_name, jobTitle: c.job_title, seniority: c.seniority, functions: c.job_functions };
    buyerId = Number(c.organisation_id);
    buyerName = c.buyer_name;
  }
  if (buyerId && !req.contactId) {
    const [o] = await queryRows<{ name: string }>(db, sql`select name from organisations where id = ${buyerId}`);
    if (!o) throw new HttpError(404, 'not_found', 'Buyer not found');
    buyerName = o.name;
  }
  if (!buyerId && buyerName) {
    // A buyer named but not identified: ours when one organisation has that very name, so its notices can be used.
    const found = await queryRows<{ id: string }>(db, sql`select id::text from organisations where lower(name) = lower(${buyerName}) limit 2`);
    if (found.length === 1) buyerId = Number(found[0]!.id);
  }
  if (!buyerName) throw new HttpError(400, 'bad_request', 'Name a contact, a buyer or a buyer name');
  const recentNotices = buyerId
    ? await queryRows<{ name: string; stage: string; publish_date: string | null; close_date: string | null }>(
        db,
        sql`select n.name, n.stage, n.publish_date::text, n.close_date::text from notices n where n.buyer_id = ${buyerId}
            order by n.publish_date desc nulls last limit 5`,
      )
    : [];
  const showAwards = sees(viewerOf(subject), 'AWARDS');
  const recentAwards =
    buyerId && showAwards
      ? await queryRows<{ title: string; supplier: string | null; award_date: string | null }>(
          db,
          sql`select coalesce(a.title, n.name) as title, (select o.name from award_suppliers s join organisations o on o.id = s.organisation_id where s.award_id = a.id limit 1) as supplier,
                a.award_date::text
              from awards a join notices n on n.id = a.notice_id where n.buyer_id = ${buyerId}
              order by a.award_date desc nulls last limit 5`,
        )
      : null;
  return {
    buyerId,
    facts: {
      intent: req.intent,
      tones: req.tone,
      length: req.length,
      numberOfResponses: req.numberOfResponses,
      companyInformation: req.companyInformation,
      senderPersonalisation: req.senderPersonalisation,
      sender,
      contact,
      buyer: {
        name: buyerName,
        recentNotices: recentNotices.map((n) => ({ name: n.name, stage: n.stage, publishDate: n.publish_date, closeDate: n.close_date })),
        recentAwards: recentAwards ? recentAwards.map((a) => ({ title: a.title, supplier: a.supplier, date: a.award_date })) : null,
      },
      seed,
    },
  };
}

export async function generateOutreach(
  deps: { db: Database; now: () => Date; logger: { warn(obj: unknown, msg: string): void } },
  generator: OutreachGenerator,
  subject: PolicySubject,
  sender: Sender,
  req: OutreachRequest,
): Promise<OutreachDraft[]> {
  await enforceRateLimits(
    deps.db,
    [
      { rule: RATE_LIMITS.aiSummariesPerUser, subject: subject.id },
      { rule: RATE_LIMITS.aiSummariesPerCompany, subject: subject.companyId },
    ],
    deps.now(),
  );
  const started = Date.now();
  const seed = Math.floor(Math.random() * 1000);
  const { facts, buyerId } = await outreachFacts(deps.db, subject, sender, req, seed);
  const log = (count: number, error: string | null) =>
    deps.db.insert(outreachGenerations).values({
      companyId: subject.companyId,
      userId: subject.id,
      contactId: /^\d+$/.test(req.contactId ?? '') ? Number(req.contactId) : null,
      buyerId,
      generator: generator.name,
      request: { ...req },
      responseCount: count,
      error,
      durationMs: Date.now() - started,
      createdAt: deps.now(),
    });
  try {
    const drafts = await generator.generate(facts);
    await log(drafts.length, null);
    return drafts;
  } catch (error) {
    await log(0, error instanceof Error ? error.message : String(error));
    if (error instanceof SummaryGenerationError) {
      deps.logger.warn({ err: error }, 'AI outreach generation failed');
      throw new HttpError(502, 'ai_failed', 'We could not generate outreach emails. Please try again.');
    }
    throw error;
  }
}
