/** Generated notices open like real ones: their guids pass the API's own guid check and the record route reads them. */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases } from '../testing/api';
import { seedSearchFixtures } from '../testing/searchFixtures';
import { GuidSchema } from '../workspace/schemas';
import { generateNotices } from './generate';

const RECORD = `query Record($guid: String!) { record(guid: $guid) { guid recordFamilyId notice { guid name stage } } }`;

await describeOnDatabases('tl generate: generated notices open through the record route', (api) => {
  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    await generateNotices(db, { notices: 40, seed: 11, chunkSize: 40, now: new Date('2025-03-12T00:00:00Z') });
  }, 120_000);

  it('gives every generated notice and family a guid the API accepts, and the record page reads it', async () => {
    const db = api().app.database.db;
    const rows = await queryRows<{ guid: string; family: string; name: string }>(
      db,
      sql`select n.guid::text as guid, f.guid::text as family, n.name from notices n join record_families f on f.id = n.record_family_id
          where n.synthetic order by n.ocid`,
    );
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(GuidSchema.safeParse(row.guid).success, row.guid).toBe(true);
      expect(GuidSchema.safeParse(row.family).success, row.family).toBe(true);
    }
    const maya = await api().signIn('maya@northwind.test');
    for (const row of rows.slice(0, 3)) {
      const res = await api().graphql<{ record: { guid: string; recordFamilyId: string; notice: { name: string } } | null }>(maya, RECORD, {
        guid: row.guid,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.record).toMatchObject({ guid: row.guid, recordFamilyId: row.family, notice: { name: row.name } });
    }
  });
});
