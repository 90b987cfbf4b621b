/**
 * Migration 0013 backfills organisations' countries with the importer's rule written in SQL: the two
 * must agree. The migration's own file is run on rows whose addresses are the rule's cases.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { createMigratedDatabase, databaseTargets, targetTitle, type TestDatabase } from '../testing/databases';
import { countryFromStreet } from './organisations';

const ADDRESSES = [
  '30 Lismore Drive, Birmingham, West Midlands, United Kingdom, B17 0TP',
  'Coppice Trading Estate, Stourport Road, Kidderminster, Worcestershire, United Kingdom, DY11 7QY',
  '1 High Street, Cardiff, Wales, CF10 1AA',
  'Unit 2, Dublin 2, Ireland',
  '10 Downing Street, London, UK',
  '4 Market Square, Kidderminster, DY11 7QY',
  'Rue de Rivoli, Paris,  France , 75001',
  'Milton Keynes, MK',
  'Somewhere, Narnia',
  'Northern  Ireland, Belfast, Scotland',
];

for (const target of await databaseTargets()) {
  describe.skipIf(target.skipReason !== null)(`migration 0013 supplier country [${targetTitle(target)}]`, () => {
    let test: TestDatabase | undefined;
    beforeAll(async () => {
      test = await createMigratedDatabase(target);
    });
    afterAll(async () => {
      await test?.dispose();
    });

    it('derives the same country as the importer, and only where none is stored', async () => {
      const db = test?.handle.db;
      if (!db) throw new Error('database not ready');
      for (const [i, address] of ADDRESSES.entries()) {
        await db.execute(sql`insert into organisations (guid, name, normalised_name, primary_role, address)
          values (gen_random_uuid(), ${`Supplier ${i}`}, ${`supplier ${i}`}, 'SUPPLIER', ${address})`);
      }
      await db.execute(sql`insert into organisations (guid, name, normalised_name, primary_role, address, country, country_code)
        values (gen_random_uuid(), 'Kept', 'kept', 'SUPPLIER', 'Paris, France', 'Ireland', 'IE')`);
      const migration = readFileSync(join(migrationsFolder(), '0013_supplier_country.sql'), 'utf8');
      await db.execute(sql.raw(migration));
      const rows = await queryRows<{ address: string; country: string | null; code: string | null }>(
        db,
        sql`select address, country, country_code as code from organisations order by id`,
      );
      const expected = ADDRESSES.map((address) => {
        const derived = countryFromStreet(address);
        return { address, country: derived?.countryName ?? null, code: derived?.countryCode ?? null };
      });
      expect(rows).toEqual([...expected, { address: 'Paris, France', country: 'Ireland', code: 'IE' }]);
      expect(rows.filter((r) => r.code === 'GB')).toHaveLength(6);
    });
  });
}
