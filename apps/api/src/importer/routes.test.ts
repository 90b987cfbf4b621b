import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { describeOnDatabases } from '../testing/api';
import { hasData } from './test-helpers';

const OCID = 'ocds-upload-test-1';
const pkg = {
  uri: 'https://example.org/upload.json',
  publisher: { name: 'Test publisher' },
  releases: [
    {
      ocid: OCID,
      id: `${OCID}-award`,
      date: '2026-11-10T09:00:00Z',
      tag: ['award'],
      parties: [
        { id: 'B1', name: 'Upload Test Borough Council', roles: ['buyer'] },
        { id: 'S1', name: 'Upload Test Supplies Ltd', roles: ['supplier'] },
      ],
      buyer: { id: 'B1', name: 'Upload Test Borough Council' },
      tender: {
        id: 't1',
        title: 'Uploaded award',
        status: 'complete',
        classification: { scheme: 'CPV', id: '72400000' },
      },
      awards: [
        {
          id: 'a1',
          status: 'active',
          date: '2026-11-10T00:00:00Z',
          value: { amount: 5000, currency: 'GBP' },
          suppliers: [{ id: 'S1', name: 'Upload Test Supplies Ltd' }],
        },
      ],
    },
  ],
};

await describeOnDatabases('admin bulk upload (POST /api/admin/import)', (api) => {
  it.skipIf(!hasData())(
    'imports an OCDS package for an admin, idempotently; anyone else is refused',
    async () => {
      const admin = await api().signIn('admin@tenderlens.test');
      const post = (t: Awaited<ReturnType<ReturnType<typeof api>['signIn']>>, body: string) =>
        api().authed(t, '/api/admin/import', { method: 'POST', body });
      const first = await post(admin, JSON.stringify(pkg));
      expect(first.status).toBe(200);
      expect(((await first.json()) as { files: { written: unknown }[] }).files[0]?.written).toMatchObject({
        noticesInserted: 1,
        awards: 1,
      });
      const [n] = await queryRows<{ stage: string; suppliers: string[] }>(
        api().app.database.db,
        sql`select n.stage, (select array_agg(o.name) from awards a join award_suppliers s on s.award_id = a.id
          join organisations o on o.id = s.organisation_id where a.notice_id = n.id) as suppliers from notices n where n.ocid = ${OCID}`,
      );
      expect(n).toMatchObject({ stage: 'AWARDED', suppliers: ['Upload Test Supplies Ltd'] });
      const again = await post(admin, JSON.stringify(pkg));
      expect(((await again.json()) as { files: { written: unknown }[] }).files[0]?.written).toMatchObject({
        noticesInserted: 0,
      });

      expect((await post(admin, '{"not": "a package"}')).status).toBe(400);
      expect((await post(admin, 'nope')).status).toBe(400);
      expect((await post(await api().signIn('maya@northwind.test'), JSON.stringify(pkg))).status).toBe(403);
    },
    120_000,
  );
});
