/**
 * The demo tenant's workspace on the real data: Northwind's signal settings (real keywords, CPV
 * divisions, real suppliers as competitors and partners), buyer lists, notice lists, a default
 * opportunity workflow, opportunities on real notices and buyers, qualifications (incl. hidden
 * notices), assignees, comments, seen-by, and synthetic contacts at real buyers (marked synthetic).
 *
 * Deterministic: every choice comes from the imported data in a fixed order or from a seeded PRNG.
 * Idempotent: the Northwind team's signal settings row is the marker; nothing is ever wiped.
 * Skipped while there are no notices (the tenant alone is seeded by `seedDemo`).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client';
import {
  buyerListEntries,
  buyerListPermissions,
  buyerLists,
  comments,
  companies,
  contacts,
  noticeSeenBy,
  opportunities,
  opportunityEntities,
  opportunityStages,
  opportunityTransitions,
  opportunityWorkflows,
  procurementStageAssignees,
  procurementStageQualifications,
  recordListEntries,
  recordLists,
  teamSignalSettings,
  teams,
  users,
  type JobFunction,
  type Qualification,
  type Seniority,
  type TransitionGroup,
} from '../db/schema/index';
import { DEMO_MARKER_COMPANY } from './demo';

/** Small, fast, seedable PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20250312;
/** Candidate keywords of a digital supplier; the ones that match real notices are kept. */
const KEYWORD_CANDIDATES = ['software', 'digital', 'website', 'cloud', 'data', 'cyber security', 'hosting', 'licences', 'telephony', 'network'];
/** IT divisions: 72 IT services, 48 software packages, 32 radio/telecom equipment, 79 business services. */
const CPV_DIVISION_CANDIDATES = ['72', '48', '32', '79'];

interface StageSeed {
  key: string;
  name: string;
  color: string;
  iconName: string;
  qualification: Qualification;
  group: TransitionGroup;
  order: number;
}

/** The default workflow: qualification first, then bidding (spec 2§4 qualification values). */
export const DEFAULT_WORKFLOW: StageSeed[] = [
  { key: 'preEngage', name: 'Pre-engage', color: '#6554C0', iconName: 'handshake', qualification: 'pre_engage_to_do', group: 'TenderQualification', order: 0 },
  { key: 'review', name: 'In review', color: '#0065FF', iconName: 'search', qualification: 'in_review', group: 'TenderQualification', order: 1 },
  { key: 'bidPrep', name: 'Bid preparation', color: '#FF8B00', iconName: 'edit', qualification: 'bid_prep', group: 'Bidding', order: 0 },
  { key: 'submitted', name: 'Bid submitted', color: '#00B8D9', iconName: 'send', qualification: 'bid_submitted', group: 'Bidding', order: 1 },
  { key: 'won', name: 'Won', color: '#36B37E', iconName: 'trophy', qualification: 'won', group: 'Bidding', order: 2 },
  { key: 'lost', name: 'Lost', color: '#FF5630', iconName: 'close', qualification: 'lost', group: 'Bidding', order: 3 },
  { key: 'noBid', name: 'No bid', color: '#97A0AF', iconName: 'stop', qualification: 'no_bid', group: 'Bidding', order: 4 },
];

const FIRST_NAMES = ['Aisha', 'Ben', 'Catrin', 'Daniel', 'Eilidh', 'Fiona', 'Gareth', 'Hannah', 'Imran', 'Joanna', 'Kieran', 'Laura', 'Mohammed', 'Niamh', 'Owen', 'Priya', 'Rhys', 'Sophie', 'Tom', 'Yasmin'];
const LAST_NAMES = ['Ahmed', 'Bell', 'Campbell', 'Davies', 'Evans', 'Fraser', 'Griffiths', 'Hughes', 'Iqbal', 'Jones', 'Khan', 'Lewis', 'MacDonald', 'Morgan', 'Patel', 'Roberts', 'Shaw', 'Thomas', 'Walker', 'Wright'];
const ROLES: { jobTitle: string; seniority: Seniority; functions: JobFunction[] }[] = [
  { jobTitle: 'Chief Executive', seniority: 'Chief Officer', functions: ['Operations'] },
  { jobTitle: 'Director of Digital and IT', seniority: 'Top Level Director', functions: ['IT & Digital'] },
  { jobTitle: 'Head of Procurement', seniority: 'Second Level / Head of Service', functions: ['Procurement'] },
  { jobTitle: 'Category Manager, ICT', seniority: 'Third Level/Head of Service/Manager', functions: ['Procurement', 'IT & Digital'] },
  { jobTitle: 'Deputy Chief Finance Officer', seniority: 'Deputy/Assistant Chief Officer', functions: ['Finance'] },
  { jobTitle: 'Head of Customer Services', seniority: 'Second Level / Head of Service', functions: ['Service Delivery'] },
  { jobTitle: 'Chair of the Board', seniority: 'Chairman', functions: ['Admin & Support'] },
  { jobTitle: 'Clerk to the Council', seniority: 'Clerk/Secretary', functions: ['Legal & Compliance', 'Admin & Support'] },
  { jobTitle: 'Vice Chair', seniority: 'Vice/Deputy Chairman', functions: ['Admin & Support'] },
  { jobTitle: 'Communications Manager', seniority: 'Third Level/Head of Service/Manager', functions: ['Marketing, Communications, & Sales'] },
  { jobTitle: 'HR Business Partner', seniority: 'Unspecified', functions: ['HR & Training'] },
  { jobTitle: 'Contracts Officer', seniority: 'Unspecified', functions: ['Procurement', 'Uncategorised'] },
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

async function ids<T extends Record<string, unknown>>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(db, query);
}

export interface WorkspaceSeedResult {
  seeded: boolean;
  reason?: string;
}

export async function seedDemoWorkspace(db: Database, now: Date = new Date()): Promise<WorkspaceSeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7304118813)`);
    const [northwind] = await tx
      .select({ companyId: companies.id, teamId: teams.id })
      .from(companies)
      .innerJoin(teams, eq(teams.companyId, companies.id))
      .where(and(eq(companies.name, DEMO_MARKER_COMPANY), eq(companies.isDemo, true)))
      .orderBy(teams.id)
      .limit(1);
    if (!northwind) return { seeded: false, reason: 'no demo tenant' };
    const [done] = await tx.select({ id: teamSignalSettings.teamId }).from(teamSignalSettings).where(eq(teamSignalSettings.teamId, northwind.teamId));
    if (done) return { seeded: false, reason: 'already seeded' };
    const [{ n: noticeCount } = { n: 0 }] = await ids<{ n: number }>(tx, sql`select count(*)::int as n from notices where not synthetic`);
    if (noticeCount === 0) return { seeded: false, reason: 'no notices imported' };

    const random = prng(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const people = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.companyId, northwind.companyId));
    const maya = people.find((u) => u.email === 'maya@northwind.test')?.id ?? null;
    const leo = people.find((u) => u.email === 'leo@northwind.test')?.id ?? null;
    const { companyId, teamId } = northwind;

    // --- signal settings: real keywords, CPV divisions and suppliers -------------------------------
    const keywords: string[] = [];
    for (const kw of KEYWORD_CANDIDATES) {
      const [hit] = await ids<{ n: number }>(tx, sql`select count(*)::int as n from notices where search @@ plainto_tsquery('english', ${kw})`);
      if ((hit?.n ?? 0) > 0) keywords.push(kw);
    }
    const divisions = (
      await ids<{ division: string }>(
        tx,
        sql`select distinct division from notice_cpv_codes where division in ${CPV_DIVISION_CANDIDATES} order by division`,
      )
    ).map((r) => r.division);
    const suppliers = await ids<{ guid: string; id: number; name: string }>(
      tx,
      sql`select guid, id, name from organisations where primary_role = 'SUPPLIER' and not synthetic order by notice_count desc, name limit 6`,
    );
    await tx.insert(teamSignalSettings).values({
      teamId,
      countries: ['GB'],
      keywords,
      languages: ['en'],
      cpvCodes: divisions,
      competitorGuids: suppliers.slice(0, 4).map((s) => s.guid),
      partnerGuids: suppliers.slice(4, 6).map((s) => s.guid),
      useSupplierName: true,
      updatedAt: now,
    });

    // --- buyer lists --------------------------------------------------------------------------------
    const topBuyers = await ids<{ id: number; name: string }>(
      tx,
      sql`select id, name from organisations where primary_role = 'BUYER' and not synthetic order by notice_count desc, name limit 12`,
    );
    const councils = await ids<{ id: number }>(
      tx,
      sql`select distinct o.id, o.notice_count from organisations o join buyer_category_assignments a on a.organisation_id = o.id
          join buyer_categories c on c.id = a.buyer_category_id and c.slug = 'local-authority' order by o.notice_count desc, o.id limit 8`,
    );
    const welsh = await ids<{ id: number }>(
      tx,
      sql`select o.id from organisations o where o.primary_role = 'BUYER' and exists (select 1 from notices n where n.buyer_id = o.id and n.source_file like '%sell2wales%')
          order by o.notice_count desc, o.id limit 6`,
    );
    const lists = [
      { name: 'Key accounts', sharingType: 'PRIVATE' as const, ownerId: maya, buyers: topBuyers.slice(0, 5) },
      { name: 'Councils to watch', sharingType: 'TEAM' as const, ownerId: maya, buyers: councils },
      { name: 'Welsh public bodies', sharingType: 'PRIVATE' as const, ownerId: leo, buyers: welsh },
    ];
    for (const l of lists) {
      const [list] = await tx
        .insert(buyerLists)
        .values({ companyId, teamId, ownerId: l.ownerId, name: l.name, sharingType: l.sharingType, createdAt: now, updatedAt: now })
        .returning({ id: buyerLists.id });
      if (!list) continue;
      if (l.buyers.length) await tx.insert(buyerListEntries).values(l.buyers.map((b) => ({ buyerListId: list.id, organisationId: b.id, addedById: l.ownerId })));
      const perms = [{ buyerListId: list.id, accessorType: 'USER', accessorId: l.ownerId ?? 0, roleName: 'OWNER' }];
      if (l.sharingType === 'TEAM') perms.push({ buyerListId: list.id, accessorType: 'TEAM', accessorId: teamId, roleName: 'EDITOR' });
      await tx.insert(buyerListPermissions).values(perms);
    }

    // --- notice lists ---------------------------------------------------------------------------------
    const matching = await ids<{ id: number }>(
      tx,
      sql`select id from notices where not synthetic and search @@ to_tsquery('english', 'software | digital | website | cloud')
          order by publish_date desc nulls last, id limit 12`,
    );
    const frameworksList = await ids<{ id: number }>(tx, sql`select notice_id as id from frameworks order by notice_id limit 5`);
    for (const l of [
      { name: 'Digital pipeline', userId: maya, sharingType: 'TEAM' as const, notices: matching.slice(0, 8) },
      { name: 'Frameworks to join', userId: leo, sharingType: 'TEAM' as const, notices: frameworksList },
      { name: 'My reading list', userId: leo, sharingType: 'PRIVATE' as const, notices: matching.slice(8, 12) },
    ]) {
      const [list] = await tx
        .insert(recordLists)
        .values({ companyId, teamId, userId: l.userId, name: l.name, sharingType: l.sharingType, createdAt: now, updatedAt: now })
        .returning({ id: recordLists.id });
      if (list && l.notices.length) {
        await tx.insert(recordListEntries).values(l.notices.map((n) => ({ recordListId: list.id, noticeId: n.id, addedById: l.userId })));
      }
    }

    // --- workflow -------------------------------------------------------------------------------------
    const [workflow] = await tx
      .insert(opportunityWorkflows)
      .values({ companyId, name: 'Default workflow', kind: 'opportunity', isDefault: true })
      .returning({ id: opportunityWorkflows.id });
    if (!workflow) throw new Error('workflow not created');
    const stageIds = new Map<string, number>();
    for (const s of DEFAULT_WORKFLOW) {
      const [stage] = await tx
        .insert(opportunityStages)
        .values({ workflowId: workflow.id, name: s.name, color: s.color, iconName: s.iconName, iconColor: s.color, qualification: s.qualification })
        .returning({ id: opportunityStages.id });
      if (!stage) continue;
      stageIds.set(s.key, stage.id);
      await tx.insert(opportunityTransitions).values({ workflowId: workflow.id, stageId: stage.id, group: s.group, order: s.order });
    }

    // --- contacts (synthetic people at real buyers) ---------------------------------------------------
    const contactIds = new Map<number, number[]>();
    let person = 0;
    for (const buyer of topBuyers) {
      const count = 2 + Math.floor(random() * 3);
      const rows = [];
      for (let i = 0; i < count; i++) {
        const first = FIRST_NAMES[(person * 7) % FIRST_NAMES.length] ?? 'Alex';
        const last = LAST_NAMES[(person * 11 + 3) % LAST_NAMES.length] ?? 'Smith';
        const role = ROLES[person % ROLES.length];
        person++;
        if (!role) continue;
        rows.push({
          organisationId: buyer.id,
          title: random() < 0.5 ? 'Ms' : 'Mr',
          firstName: first,
          lastName: last,
          // Reserved names only: the .example domain and Ofcom's drama range 01632 960000–960999.
          email: random() < 0.85 ? `${first}.${last}@${slug(buyer.name)}.example`.toLowerCase() : null,
          phone: random() < 0.6 ? `01632 960${String(person % 1000).padStart(3, '0')}` : null,
          jobTitle: role.jobTitle,
          seniority: role.seniority,
          jobFunctions: role.functions,
          synthetic: true,
          createdAt: now,
          updatedAt: now,
        });
      }
      const inserted = await tx.insert(contacts).values(rows).returning({ id: contacts.id });
      contactIds.set(buyer.id, inserted.map((c) => c.id));
    }

    // --- opportunities on real notices ----------------------------------------------------------------
    const candidates = await ids<{ id: number; name: string; value: number | null; buyerId: number; stage: string; closeDate: string | null; expiryDate: string | null }>(
      tx,
      sql`select n.id, n.name, n.value::float8 as value, n.buyer_id as "buyerId", n.stage, n.close_date::date::text as "closeDate", n.expiry_date::date::text as "expiryDate"
          from notices n where not n.synthetic and n.buyer_id is not null and n.search @@ to_tsquery('english', 'software | digital | website | data | system')
          order by n.publish_date desc nulls last, n.id limit 7`,
    );
    const plan = ['review', 'bidPrep', 'submitted', 'won', 'preEngage', 'lost', 'noBid'];
    const opportunityIds: number[] = [];
    for (const [i, n] of candidates.entries()) {
      const stageKey = plan[i % plan.length] ?? 'review';
      const [opp] = await tx
        .insert(opportunities)
        .values({
          companyId,
          teamId,
          name: n.name.length > 120 ? `${n.name.slice(0, 117)}…` : n.name,
          description: `Opportunity from the notice "${n.name}".`,
          value: n.value,
          stageId: stageIds.get(stageKey) ?? null,
          assignedToId: i % 2 === 0 ? maya : leo,
          createdById: maya,
          closeDate: n.closeDate,
          existingExpiryDate: n.expiryDate,
          createdAt: new Date(now.getTime() - (i + 1) * 86_400_000),
          updatedAt: new Date(now.getTime() - i * 3_600_000),
        })
        .returning({ id: opportunities.id });
      if (!opp) continue;
      opportunityIds.push(opp.id);
      const entities: (typeof opportunityEntities.$inferInsert)[] = [
        { opportunityId: opp.id, entityType: 'Notice', noticeId: n.id },
        { opportunityId: opp.id, entityType: 'Organisation', organisationId: n.buyerId },
      ];
      // A decision-maker seeded above, else the buyer's own procurement contact from its notices (import).
      const contact =
        contactIds.get(n.buyerId)?.[0] ??
        (await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.organisationId, n.buyerId)).orderBy(contacts.id).limit(1))[0]?.id;
      if (contact !== undefined) entities.push({ opportunityId: opp.id, entityType: 'Contact', contactId: contact });
      await tx.insert(opportunityEntities).values(entities);
    }

    // --- leads: qualifications (incl. hidden), assignees, comments, seen-by ---------------------------
    const leadStages = await ids<{ id: number; noticeId: number; stage: string }>(
      tx,
      sql`select ps.id, ps.notice_id as "noticeId", ps.stage from procurement_stages ps
          where ps.notice_id in ${candidates.length ? candidates.map((c) => c.id) : [0]} order by ps.notice_id, ps.id`,
    );
    const qualificationRows: (typeof procurementStageQualifications.$inferInsert)[] = [];
    for (const [i, c] of candidates.entries()) {
      const stage = leadStages.filter((s) => s.noticeId === c.id).at(-1);
      const q = DEFAULT_WORKFLOW.find((s) => s.key === plan[i % plan.length])?.qualification;
      if (stage && q) qualificationRows.push({ teamId, procurementStageId: stage.id, qualification: q, qualifiedById: maya, contextSource: 'opportunity', createdAt: now, updatedAt: now });
    }
    // Hidden for the team: not_relevant on tender leads, pre_engage_not_relevant on the others.
    const hideTender = await ids<{ id: number }>(
      tx,
      sql`select ps.id from procurement_stages ps join notices n on n.id = ps.notice_id
          where ps.stage = 'TENDER' and n.search @@ to_tsquery('english', 'grounds | catering | cleaning | waste') order by ps.id limit 3`,
    );
    const hideOther = await ids<{ id: number }>(
      tx,
      sql`select ps.id from procurement_stages ps where ps.stage in ('PRE_TENDER', 'AWARD') order by ps.id limit 2`,
    );
    for (const h of hideTender) qualificationRows.push({ teamId, procurementStageId: h.id, qualification: 'not_relevant', qualifiedById: leo, contextSource: 'feed', createdAt: now, updatedAt: now });
    for (const h of hideOther) qualificationRows.push({ teamId, procurementStageId: h.id, qualification: 'pre_engage_not_relevant', qualifiedById: leo, contextSource: 'feed', createdAt: now, updatedAt: now });
    const uniqueQualifications = [...new Map(qualificationRows.map((q) => [q.procurementStageId, q])).values()];
    if (uniqueQualifications.length) await tx.insert(procurementStageQualifications).values(uniqueQualifications);

    const assigned = leadStages.filter((_, i) => i % 2 === 0).slice(0, 4);
    if (assigned.length && maya !== null) {
      await tx.insert(procurementStageAssignees).values(
        assigned.map((s, i) => ({ teamId, procurementStageId: s.id, userId: (i % 2 === 0 ? maya : leo) ?? maya, assignedById: maya, assignedAt: now })),
      );
    }
    const texts = [
      'The incumbent contract ends next spring: worth a call with the digital team before the tender opens.',
      'Lot 2 looks like a fit for our analytics practice. Checking the social value requirements.',
      'Clarification questions drafted in the bid folder.',
      'We bid for the previous round and came second on price.',
    ];
    const commentRows: (typeof comments.$inferInsert)[] = leadStages.slice(0, 4).map((s, i) => ({
      companyId,
      procurementStageId: s.id,
      authorId: i % 2 === 0 ? maya : leo,
      content: texts[i] ?? pick(texts),
      createdAt: new Date(now.getTime() - (4 - i) * 86_400_000),
      lastEditedAt: i === 1 ? new Date(now.getTime() - 2 * 86_400_000) : null,
      deletedAt: i === 3 ? new Date(now.getTime() - 86_400_000) : null,
    }));
    if (opportunityIds[0] !== undefined) {
      commentRows.push({ companyId, opportunityId: opportunityIds[0], authorId: leo, content: 'Kick-off call booked with the buyer for Thursday.', createdAt: now });
    }
    if (commentRows.length) await tx.insert(comments).values(commentRows);

    const seen = candidates.slice(0, 4).flatMap((c, i) => [maya, i % 2 === 0 ? leo : null].filter((u): u is number => u !== null).map((userId) => ({ noticeId: c.id, userId, seenAt: now })));
    if (seen.length) await tx.insert(noticeSeenBy).values(seen).onConflictDoNothing();
    return { seeded: true };
  });
}

/** Rows the workspace seed owns, for tests and the start-up log. */
export async function countWorkspace(db: Executor, companyName = DEMO_MARKER_COMPANY) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, companyName)).limit(1);
  if (!company) return undefined;
  const teamIds = (await db.select({ id: teams.id }).from(teams).where(eq(teams.companyId, company.id))).map((t) => t.id);
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from buyer_lists where company_id = ${company.id}) as "buyerLists",
      (select count(*)::int from buyer_list_entries e join buyer_lists l on l.id = e.buyer_list_id where l.company_id = ${company.id}) as "buyerListEntries",
      (select count(*)::int from record_lists where company_id = ${company.id}) as "noticeLists",
      (select count(*)::int from opportunities where company_id = ${company.id}) as opportunities,
      (select count(*)::int from opportunity_entities e join opportunities o on o.id = e.opportunity_id where o.company_id = ${company.id}) as "opportunityEntities",
      (select count(*)::int from opportunity_transitions t join opportunity_workflows w on w.id = t.workflow_id where w.company_id = ${company.id}) as transitions,
      (select count(*)::int from comments where company_id = ${company.id}) as comments,
      (select count(*)::int from contacts where synthetic) as contacts`,
  );
  const hidden = teamIds.length
    ? await db
        .select({ q: procurementStageQualifications.qualification })
        .from(procurementStageQualifications)
        .where(and(inArray(procurementStageQualifications.teamId, teamIds), inArray(procurementStageQualifications.qualification, ['not_relevant', 'pre_engage_not_relevant'])))
    : [];
  return { ...row, hidden: hidden.length };
}
