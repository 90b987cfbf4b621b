import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo';
import { createMigratedDatabase, databaseTargets, targetTitle } from '../testing/databases';
import { queryRows } from './client';
import { runMigrations } from './migrate';

const TABLES = ['app_secrets', 'companies', 'login_attempts', 'notifications', 'sessions', 'teams', 'users'];

for (const target of await databaseTargets()) {
  describe.skipIf(target.skipReason !== null)(`migrations and seed [${targetTitle(target)}]`, () => {
    it('migrations are idempotent and the seed runs once: a second run changes nothing', async () => {
      const test = await createMigratedDatabase(target);
      const { db } = test.handle;
      try {
        const snapshot = async () => {
          const tables = await queryRows<{ table_name: string }>(
            db,
            sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
          );
          const applied = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
          const counts = await queryRows<Record<string, number>>(db, sql`select
            (select count(*)::int from companies) as companies, (select count(*)::int from teams) as teams,
            (select count(*)::int from users) as users, (select count(*)::int from notifications) as notifications`);
          const rows = await queryRows(db, sql`select id, user_id, verb, created_at, read_at, text_attributes from notifications order by id`);
          return { tables: tables.map((r) => r.table_name), applied: applied[0]?.n, counts: counts[0], rows };
        };
        const empty = await snapshot();
        expect(empty.tables).toEqual(TABLES);
        await runMigrations(test.handle);
        expect(await snapshot()).toEqual(empty);

        expect((await seedDemo(db)).seeded).toBe(true);
        const seeded = await snapshot();
        expect(seeded.counts).toMatchObject({ companies: 4, teams: 4, users: 5 });
        expect(seeded.counts?.notifications).toBeGreaterThanOrEqual(14);

        expect((await seedDemo(db, new Date(Date.now() + 86_400_000))).seeded).toBe(false);
        await runMigrations(test.handle);
        expect(await snapshot()).toEqual(seeded);

        const bad = db.execute(sql`insert into notifications (user_id, verb) select id, 'like' from users limit 1`);
        await expect(bad).rejects.toThrow();
      } finally {
        await test.dispose();
      }
    });
  });
}
