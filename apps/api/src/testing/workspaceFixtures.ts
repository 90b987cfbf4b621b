/**
 * Notices, buyers and procurement stages for the workspace integration tests (the demo seed holds
 * people and notifications only; real notices come from the importer). Deterministic guids so a
 * test can name what it touches.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notices, organisations, procurementStages, recordFamilies, users } from '../db/schema/index';
import type { NoticeStageValue, ProcurementStageValue } from '../db/schema/notices';
import type { ApiHarness, Tokens } from './api';

export interface FixtureNotice {
  id: number;
  guid: string;
  name: string;
  stage: NoticeStageValue;
  /** Procurement stage ids by stage. */
  stages: Record<ProcurementStageValue, number>;
}

export interface WorkspaceFixtures {
  notices: FixtureNotice[];
  buyers: { id: number; guid: string; name: string }[];
  userIds: Record<string, number>;
  userGuids: Record<string, string>;
}

const NOTICE_SEEDS: { name: string; stage: NoticeStageValue }[] = [
  { name: 'Cloud hosting for a city council', stage: 'OPEN' },
  { name: 'Digital patient engagement platform', stage: 'PRE_TENDER' },
  { name: 'Data analytics framework', stage: 'AWARDED' },
  { name: 'Housing management system', stage: 'OPEN' },
];

const BUYER_SEEDS = ['Leeds City Council', 'Kent County Council', 'Bristol City Council'];

export async function insertWorkspaceFixtures(db: Database): Promise<WorkspaceFixtures> {
  const buyers: WorkspaceFixtures['buyers'] = [];
  for (const name of BUYER_SEEDS) {
    const [row] = await db
      .insert(organisations)
      .values({
        guid: randomUUID(),
        name,
        normalisedName: name.toLowerCase(),
        primaryRole: 'BUYER',
        roles: ['buyer'],
        countryCode: 'GB',
      })
      .returning({ id: organisations.id, guid: organisations.guid, name: organisations.name });
    if (row) buyers.push(row);
  }
  const list: FixtureNotice[] = [];
  for (const [index, seed] of NOTICE_SEEDS.entries()) {
    const ocid = `ocds-test-${index}-${randomUUID()}`;
    const [family] = await db
      .insert(recordFamilies)
      .values({ guid: randomUUID(), ocid })
      .returning({ id: recordFamilies.id });
    const [notice] = await db
      .insert(notices)
      .values({
        guid: randomUUID(),
        ocid,
        recordFamilyId: family?.id ?? 0,
        name: seed.name,
        description: `${seed.name}: test notice`,
        stage: seed.stage,
        stageReason: 'test fixture',
        contentHash: ocid,
        buyerId: buyers[index % buyers.length]?.id ?? null,
        publishDate: new Date('2025-02-01T00:00:00Z'),
        currency: 'GBP',
        value: 100_000 * (index + 1),
      })
      .returning({ id: notices.id, guid: notices.guid, name: notices.name, stage: notices.stage });
    if (!notice) throw new Error('fixture notice not created');
    const stageRows = await db
      .insert(procurementStages)
      .values((['PRE_TENDER', 'TENDER', 'AWARD'] as const).map((stage) => ({ noticeId: notice.id, stage })))
      .returning({ id: procurementStages.id, stage: procurementStages.stage });
    const stages = Object.fromEntries(stageRows.map((s) => [s.stage, s.id])) as Record<
      ProcurementStageValue,
      number
    >;
    list.push({ ...notice, stages });
  }
  const people = await db.select({ id: users.id, guid: users.guid, email: users.email }).from(users);
  const key = (email: string) => email.split('@')[0] ?? email;
  return {
    notices: list,
    buyers,
    userIds: Object.fromEntries(people.map((u) => [key(u.email), u.id])),
    userGuids: Object.fromEntries(people.map((u) => [key(u.email), u.guid])),
  };
}

/** A second, inactive teammate of Maya and Leo (for "active teammates only"). */
export async function deactivate(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ active: false }).where(eq(users.id, userId));
}

export interface DemoTokens {
  maya: Tokens;
  leo: Tokens;
  sam: Tokens;
  guest: Tokens;
  admin: Tokens;
}

/** Maya and Leo (Northwind, Growth), Sam (FreeCo, Free), a guest pass and the admin (another company). */
export async function signInDemoUsers(api: ApiHarness): Promise<DemoTokens> {
  const [maya, leo, sam, guest, admin] = await Promise.all(
    [
      'maya@northwind.test',
      'leo@northwind.test',
      'sam@freeco.test',
      'guest@guestpass.test',
      'admin@tenderlens.test',
    ].map((e) => api.signIn(e)),
  );
  if (!maya || !leo || !sam || !guest || !admin) throw new Error('demo sign-in failed');
  return { maya, leo, sam, guest, admin };
}

/** The workspace fixtures and the demo users' tokens, made before the tests of a describe. */
export function workspaceBeforeAll(api: () => ApiHarness): { fx: WorkspaceFixtures; t: DemoTokens } {
  const state = {} as { fx: WorkspaceFixtures; t: DemoTokens };
  beforeAll(async () => {
    state.fx = await insertWorkspaceFixtures(api().db.handle.db);
    state.t = await signInDemoUsers(api());
  });
  return state;
}
