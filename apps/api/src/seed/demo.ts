/**
 * The demo tenant (synthetic people and companies, marked is_demo). Idempotent: when the demo
 * company already exists nothing is written; nothing is ever wiped. Notification times are
 * relative to the moment of seeding so the panel shows Today / Yesterday / Past week / Past month.
 */
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { queryRows, type Database, type Executor } from '../db/client';
import { refreshStatistics } from '../db/statistics';
import { companies, teams, users } from '../db/schema/index';
import type { Plan } from '../db/schema/companies';
import type { NotificationTextAttributes } from '../db/schema/notifications';
import { createNotifications } from '../notifications/service';
import { seedDemoWorkspace } from './workspace';
import { seedSyntheticSpend } from '../spend/synthetic';
import type { NewNotification } from '../notifications/schemas';

export const DEMO_PASSWORD = 'tenderlens-demo';
/** Its presence means "already seeded". */
export const DEMO_MARKER_COMPANY = 'Northwind Digital Ltd';

export interface DemoLogin {
  email: string;
  name: string;
  description: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  { email: 'admin@tenderlens.test', name: 'Ada Admin', description: 'admin, Tenderlens Staff (Expert)' },
  { email: 'maya@northwind.test', name: 'Maya Patel', description: 'Northwind Digital Ltd (Growth), export permission' },
  { email: 'leo@northwind.test', name: 'Leo Okafor', description: 'Northwind Digital Ltd (Growth)' },
  { email: 'sam@freeco.test', name: 'Sam Reid', description: 'FreeCo (Free)' },
  { email: 'guest@guestpass.test', name: 'Guest pass', description: 'Guest pass' },
];

interface CompanySeed {
  key: string;
  name: string;
  plan: Plan;
  partnerProgramme: boolean;
  team: string;
}

const COMPANIES: CompanySeed[] = [
  { key: 'staff', name: 'Tenderlens Staff', plan: 'EXPERT', partnerProgramme: false, team: 'Staff' },
  { key: 'northwind', name: DEMO_MARKER_COMPANY, plan: 'GROWTH', partnerProgramme: true, team: 'Bid team' },
  { key: 'freeco', name: 'FreeCo', plan: 'FREEMIUM', partnerProgramme: false, team: 'FreeCo team' },
  { key: 'guest', name: 'Guest pass', plan: 'GUEST_PASS', partnerProgramme: false, team: 'Guests' },
];

interface UserSeed {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  admin?: boolean;
  hasExportPermission?: boolean;
  /** Company admin (team management). */
  role?: 'admin' | 'member';
}

const USERS: UserSeed[] = [
  { key: 'admin', email: 'admin@tenderlens.test', firstName: 'Ada', lastName: 'Admin', company: 'staff', admin: true, hasExportPermission: true, role: 'admin' },
  { key: 'maya', email: 'maya@northwind.test', firstName: 'Maya', lastName: 'Patel', company: 'northwind', hasExportPermission: true, role: 'admin' },
  { key: 'leo', email: 'leo@northwind.test', firstName: 'Leo', lastName: 'Okafor', company: 'northwind' },
  { key: 'sam', email: 'sam@freeco.test', firstName: 'Sam', lastName: 'Reid', company: 'freeco', role: 'admin' },
  { key: 'guest', email: 'guest@guestpass.test', firstName: 'Guest', lastName: 'pass', company: 'guest' },
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Real-looking UK public tenders (titles) with stable record guids for links. */
const RECORDS = {
  leedsCloud: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e01', title: 'Provision of Cloud Hosting Services for Leeds City Council' },
  nhsDigital: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e02', title: 'Digital Patient Engagement Platform for Manchester University NHS Foundation Trust' },
  bristolData: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e03', title: 'Data Analytics and Business Intelligence Framework for Bristol City Council' },
  hmrcSupport: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e04', title: 'Application Support and Maintenance Services for HM Revenue & Customs' },
  glasgowWeb: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e05', title: 'Website Redevelopment and Hosting for Glasgow City Council' },
  cardiffCyber: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e06', title: 'Cyber Security Operations Centre Services for Cardiff Council' },
  kentHousing: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e07', title: 'Housing Management System Replacement for Kent County Council' },
  dwpIdentity: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e08', title: 'Identity and Access Management Solution for the Department for Work and Pensions' },
  birminghamWifi: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e09', title: 'Public Wi-Fi Network Upgrade for Birmingham City Council' },
  yorkshireWater: { guid: '5f0c2a4e-8d1b-4c3a-9e7f-1a2b3c4d5e10', title: 'Geospatial Data Platform for the Environment Agency (Yorkshire Area)' },
} as const;

type RecordKey = keyof typeof RECORDS;

interface NotificationSeed {
  /** Milliseconds before the seeding moment. */
  ago: number;
  verb: NewNotification['verb'];
  record: RecordKey;
  actor: string | null;
  read?: boolean;
  text?: NotificationTextAttributes;
}

/**
 * "Today" offsets are squeezed into the part of today that has passed (local time), so that
 * seeding just after midnight still yields items in the Today group.
 */
function todayOffset(now: Date, wanted: number): number {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const sinceMidnight = now.getTime() - midnight.getTime();
  return Math.min(wanted, Math.max(1000, Math.floor(sinceMidnight * 0.8 * (wanted / (6 * HOUR)))));
}

function mayaNotifications(now: Date, guids: Record<string, string>): NotificationSeed[] {
  const t = (wanted: number) => todayOffset(now, wanted);
  return [
    { ago: t(4 * MINUTE), verb: 'comment', record: 'leedsCloud', actor: 'leo', text: { commentText: 'Their current contract with the incumbent ends in March: worth a call with the digital team before the tender opens.' } },
    { ago: t(35 * MINUTE), verb: 'assign', record: 'nhsDigital', actor: 'leo', text: { oldAssignee: { guid: guids.leo ?? null, name: 'Leo Okafor' }, newAssignee: { guid: guids.maya ?? null, name: 'Maya Patel' } } },
    { ago: t(2 * HOUR), verb: 'mention', record: 'bristolData', actor: 'leo', text: { commentText: '@Maya Patel can you check the lot structure? Lot 2 looks like a fit for our analytics team.' } },
    { ago: t(5 * HOUR), verb: 'qualify', record: 'hmrcSupport', actor: 'leo', read: true, text: { toStatusLabel: 'Qualified' } },
    { ago: DAY + 2 * HOUR, verb: 'comment', record: 'glasgowWeb', actor: 'leo', text: { commentText: 'Clarification deadline is Friday. I have drafted our questions in the bid folder.' } },
    { ago: DAY + 6 * HOUR, verb: 'qualify', record: 'cardiffCyber', actor: 'admin', read: true, text: { toStatusLabel: 'Bid' } },
    { ago: 3 * DAY, verb: 'comment', record: 'kentHousing', actor: 'leo', read: true, text: { commentText: 'This was an old note.', deletedAt: new Date(now.getTime() - 2 * DAY).toISOString() } },
    { ago: 4 * DAY, verb: 'assign', record: 'dwpIdentity', actor: 'leo', text: { oldAssignee: { guid: guids.maya ?? null, name: 'Maya Patel' }, newAssignee: null } },
    { ago: 5 * DAY, verb: 'mention', record: 'birminghamWifi', actor: 'leo', read: true, text: { commentText: '@Maya Patel the buyer published a prior information notice for this last year.' } },
    { ago: 6 * DAY, verb: 'qualify', record: 'yorkshireWater', actor: 'leo', read: true, text: { toStatusLabel: 'No bid' } },
    { ago: 10 * DAY, verb: 'assign', record: 'leedsCloud', actor: 'leo', read: true, text: { oldAssignee: null, newAssignee: { guid: guids.maya ?? null, name: 'Maya Patel' } } },
    { ago: 14 * DAY, verb: 'comment', record: 'nhsDigital', actor: 'leo', read: true, text: { commentText: 'Added the buyer contacts from the previous framework call-off.' } },
    { ago: 21 * DAY, verb: 'qualify', record: 'bristolData', actor: 'leo', text: { toStatusLabel: 'Pre-engage' } },
    { ago: 27 * DAY, verb: 'mention', record: 'glasgowWeb', actor: null, read: true, text: { actorName: 'Jordan Blake', commentText: '@Maya Patel sharing the accessibility requirements from the spec.' } },
  ];
}

function leoNotifications(now: Date, guids: Record<string, string>): NotificationSeed[] {
  const t = (wanted: number) => todayOffset(now, wanted);
  return [
    { ago: t(12 * MINUTE), verb: 'comment', record: 'nhsDigital', actor: 'maya', text: { commentText: 'Thanks, I will take it from here.' } },
    { ago: t(3 * HOUR), verb: 'mention', record: 'glasgowWeb', actor: 'maya', text: { commentText: '@Leo Okafor please send the draft questions to the buyer by Thursday.' } },
    { ago: DAY + HOUR, verb: 'assign', record: 'cardiffCyber', actor: 'maya', text: { oldAssignee: null, newAssignee: { guid: guids.leo ?? null, name: 'Leo Okafor' } } },
    { ago: 8 * DAY, verb: 'qualify', record: 'kentHousing', actor: 'maya', read: true, text: { toStatusLabel: 'Qualified' } },
  ];
}

function adminNotifications(now: Date): NotificationSeed[] {
  return [
    { ago: todayOffset(now, 20 * MINUTE), verb: 'qualify', record: 'dwpIdentity', actor: 'maya', text: { toStatusLabel: 'Qualified' } },
    { ago: 2 * DAY, verb: 'comment', record: 'leedsCloud', actor: 'leo', read: true, text: { commentText: 'Demo data check: comments render in the panel.' } },
  ];
}

function samNotifications(): NotificationSeed[] {
  return [{ ago: 3 * DAY, verb: 'qualify', record: 'birminghamWifi', actor: null, text: { actorName: 'Tenderlens', toStatusLabel: 'Open' } }];
}

export interface SeedResult {
  /** The tenant (companies, users, notifications) was created by this call. */
  seeded: boolean;
  /** The workspace on the real data (signals, lists, opportunities…) was created by this call. */
  workspace: boolean;
}

export async function isSeeded(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, DEMO_MARKER_COMPANY), eq(companies.isDemo, true)))
    .limit(1);
  return Boolean(row);
}

/** The tenant, then its workspace on the imported notices (each part once; see workspace.ts). */
export async function seedDemo(db: Database, now: Date = new Date()): Promise<SeedResult> {
  const seeded = await seedDemoTenant(db, now);
  const workspace = await seedDemoWorkspace(db, now);
  await linkDemoNotifications(db);
  await seedSyntheticSpend(db, now);
  if (seeded || workspace.seeded) await refreshStatistics(db);
  return { seeded, workspace: workspace.seeded };
}

/**
 * The tenant is seeded before (or without) any notices, so its notifications start out naming the
 * placeholder records above. Once real notices exist, each placeholder (and any link whose notice is
 * gone) is pointed at a distinct real notice, newest first, and takes that notice's title, so a
 * click on a seeded notification opens a notice that exists. Only demo companies' users are touched;
 * a second call changes nothing. Returns the number of notifications re-pointed.
 */
export async function linkDemoNotifications(db: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with demo as (
          select nt.id, nt.link from notifications nt join users u on u.id = nt.user_id join companies c on c.id = u.company_id
          where c.is_demo and nt.link like '/records/%'
            and not exists (select 1 from notices n where n.guid::text = substr(nt.link, length('/records/') + 1))),
        dangling as (select link, row_number() over (order by link) as rn from (select distinct link from demo) d),
        target as (
          select n.guid::text as guid, n.name, row_number() over (order by n.publish_date desc nulls last, n.id) as rn
          from notices n where not n.synthetic and n.stage <> 'STALE_PRE_TENDER'
          order by n.publish_date desc nulls last, n.id limit (select count(*) from dangling)),
        moved as (
          update notifications nt set link = '/records/' || t.guid, text_attributes = nt.text_attributes || jsonb_build_object('recordTitle', t.name)
          from demo join dangling d on d.link = demo.link join target t on t.rn = d.rn
          where nt.id = demo.id returning 1)
        select count(*)::int as n from moved`,
  );
  return row?.n ?? 0;
}

async function seedDemoTenant(db: Database, now: Date): Promise<boolean> {
  if (await isSeeded(db)) return false;
  // Hash before the transaction: argon2 is slow and must not hold locks.
  const hashes = new Map<string, string>();
  for (const u of USERS) hashes.set(u.key, await hashPassword(DEMO_PASSWORD));

  return db.transaction(async (tx) => {
    // Re-check inside the transaction (two processes seeding one PostgreSQL): take a lock first.
    await tx.execute(sql`select pg_advisory_xact_lock(7304118812)`);
    if (await isSeeded(tx)) return false;

    const companyIds = new Map<string, number>();
    const teamIds = new Map<string, number>();
    for (const c of COMPANIES) {
      const [company] = await tx
        .insert(companies)
        .values({ name: c.name, paymentType: c.plan, partnerProgramme: c.partnerProgramme, isDemo: true })
        .returning({ id: companies.id });
      if (!company) throw new Error(`company ${c.name} not created`);
      const [team] = await tx.insert(teams).values({ companyId: company.id, name: c.team }).returning({ id: teams.id });
      if (!team) throw new Error(`team ${c.team} not created`);
      companyIds.set(c.key, company.id);
      teamIds.set(c.key, team.id);
    }

    const userIds: Record<string, number> = {};
    const userGuids: Record<string, string> = {};
    for (const u of USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: u.email.toLowerCase(),
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash: hashes.get(u.key) ?? '',
          admin: u.admin ?? false,
          companyId: companyIds.get(u.company) ?? 0,
          teamId: teamIds.get(u.company) ?? 0,
          hasExportPermission: u.hasExportPermission ?? false,
          role: u.role ?? 'member',
        })
        .returning({ id: users.id, guid: users.guid });
      if (!user) throw new Error(`user ${u.email} not created`);
      userIds[u.key] = user.id;
      userGuids[u.key] = user.guid;
    }

    const names: Record<string, string> = Object.fromEntries(USERS.map((u) => [u.key, `${u.firstName} ${u.lastName}`]));
    const toRows = (owner: string, seeds: NotificationSeed[]): NewNotification[] =>
      seeds.map((s) => {
        const createdAt = new Date(now.getTime() - s.ago);
        const record = RECORDS[s.record];
        return {
          userId: userIds[owner] ?? 0,
          verb: s.verb,
          link: `/records/${record.guid}`,
          actorUserId: s.actor ? (userIds[s.actor] ?? null) : null,
          createdAt,
          readAt: s.read ? new Date(Math.min(createdAt.getTime() + 30 * MINUTE, now.getTime())) : null,
          textAttributes: {
            actorName: s.actor ? (names[s.actor] ?? null) : null,
            recordTitle: record.title,
            ...s.text,
          },
        };
      });

    await createNotifications(tx, [
      ...toRows('maya', mayaNotifications(now, userGuids)),
      ...toRows('leo', leoNotifications(now, userGuids)),
      ...toRows('admin', adminNotifications(now)),
      ...toRows('sam', samNotifications()),
    ]);
    return true;
  });
}
