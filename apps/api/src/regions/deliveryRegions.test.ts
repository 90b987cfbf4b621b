/**
 * A notice's delivery regions (decision 0059): the importer reads `tender.items[].deliveryAddresses[].region`
 * (snippets copied from the real files), resolves codes and names against the ONS NUTS table as a
 * buyer's address is, migration 0036 backfills stored notices, and the record filter's
 * `delivery_region_ids` (a region covers its sub-regions) and the record page read it.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { CpvIndex } from '../importer/cpv';
import { mapRecord } from '../importer/map';
import { compileReleases } from '../importer/merge';
import { noticeRow, regionNameKey, resolveDeliveryRegions } from '../importer/persist';
import { loadNutsRegions } from '../importer/reference';
import { dataFile, hasData } from '../importer/test-helpers';
import type { OcdsRelease, ReleaseSource } from '../importer/types';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';

const source: ReleaseSource = { file: 'x.json', index: 0, package: { kind: 'releasePackage' } };
const map = (release: OcdsRelease) => {
  const [compiled] = compileReleases([{ release, source }]);
  if (!compiled) throw new Error('no record');
  return mapRecord(compiled, { cpv: new CpvIndex({}), now: new Date('2026-05-01T00:00:00Z') }).notice;
};

// uk_find_a_tender_2026_ocds_037689-2026.json (Find a Tender: an ITL/NUTS code).
const fts: OcdsRelease = {
  ocid: 'ocds-h6vhtk-068ae4', id: '037689-2026', date: '2026-04-24T15:28:33+01:00', tag: ['planning'],
  tender: { title: 'Northumberland County Council Heat Networks', items: [{ id: '1', deliveryAddresses: [{ region: 'UKC2', country: 'GB', countryName: 'United Kingdom' }], relatedLot: '1' }] },
};
// uk_contracts_finder_2025_ocds_CFServer1.json (Contracts Finder: a postcode and a region name; 'England').
const cf: OcdsRelease = {
  ocid: 'ocds-b5fd17-c08b0729-7e62-44eb-bbb0-ca59bbecde40', id: 'a97de298-c26f-461a-8c8d-7b3de63b6de7-819853', date: '2025-01-23T15:10:03Z', tag: ['award'],
  tender: { title: 'CF Extension Award Use of Novel Data Sources for Demographic Analysis of Transport Behaviours', items: [{ id: '1', deliveryAddresses: [{ postalCode: 'SW1P 4DR' }, { region: 'London', countryName: 'United Kingdom' }] }] },
};
const cfEngland: OcdsRelease = {
  ocid: 'ocds-b5fd17-96f40dcd-871e-47f5-8764-525bd1bdb5a0', id: '9e0b4136-6d1a-42c4-a1c9-8b28d697a960-819848', tag: ['award'],
  tender: { title: 'Care Home Assistant Practitioner (CHAPs) Training', items: [{ id: '1', deliveryAddresses: [{ region: 'England', countryName: 'United Kingdom' }] }] },
};
// uk_sell2wales_2025_ocds_CFServer1.json (several items, levels 0-3 repeated).
const wales: OcdsRelease = {
  ocid: 'ocds-kuma6s-148336', id: 'ocds-kuma6s-148336-release-148336', tag: ['tender'],
  tender: {
    title: 'Framework Agreement for Specialist Cot Beds, safe space equipment and associated spares and accessories',
    items: [
      { id: '1', deliveryAddresses: [{ region: 'UK' }, { region: 'UKL' }, { region: 'UKL2' }, { region: 'UKL21' }, { region: 'UKL16' }] },
      { id: '2', deliveryAddresses: [{ region: 'UKL' }, { region: 'UKL16' }, { region: 'UKL21' }, { region: 'UKL2' }] },
    ],
  },
};
// uk_contracts_finder_2014-15_ocds_sample-data.json (no delivery address at all).
const missing: OcdsRelease = {
  ocid: 'ocds-b5fd17-2c330cf9-adc8-11e6-9901-0019b9f3037b', id: 'ocds-b5fd17-2c330cf9-adc8-11e6-9901-0019b9f3037b-59429-metofc-9mgh-ghl8ty', tag: ['tender'],
  tender: { title: ' Climate Science for Service Partnership (CSSP): Calls for Expressions of Interest ', items: [{ id: 1, classification: { scheme: 'CPV', id: '73000000' }, description: 'See description of related tender.' }] },
};

describe.skipIf(!hasData('uk_nuts2018_level1-2_ons.csv'))('delivery regions at import (real NUTS table)', () => {
  let ids: Set<string>;
  let names: Map<string, string>;
  beforeAll(async () => {
    const rows = await loadNutsRegions(dataFile('uk_nuts2018_level1-2_ons.csv'), dataFile('uk_nuts2018_level3_ons.csv'));
    rows.sort((a, b) => a.level - b.level);
    ids = new Set(rows.map((r) => r.code));
    names = new Map();
    for (const r of rows) if (!names.has(regionNameKey(r.name))) names.set(regionNameKey(r.name), r.code);
  });

  it('reads the regions as written, in order, once each', () => {
    expect(map(fts).deliveryRegions).toEqual(['UKC2']);
    expect(map(cf).deliveryRegions).toEqual(['London']);
    expect(map(wales).deliveryRegions).toEqual(['UK', 'UKL', 'UKL2', 'UKL21', 'UKL16']);
    expect(map(missing).deliveryRegions).toBeUndefined();
  });

  it('keeps known NUTS codes, resolves region names and drops the rest (UK, England, postcodes)', () => {
    const resolve = (r: OcdsRelease) => resolveDeliveryRegions(map(r).deliveryRegions, ids, names);
    expect(resolve(fts)).toEqual(['UKC2']);
    expect(resolve(cf)).toEqual(['UKI']);
    expect(resolve(cfEngland)).toEqual([]);
    expect(resolve(wales)).toEqual(['UKL', 'UKL16', 'UKL2', 'UKL21']);
    expect(resolve(missing)).toEqual([]);
    const row = noticeRow(map(cf), { recordFamilyId: 1, buyerId: null }, [], { regionIds: ids, regionNames: names });
    expect(row.deliveryRegionIds).toEqual(['UKI']);
    expect(noticeRow(map(missing), { recordFamilyId: 1, buyerId: null }, [], { regionIds: ids, regionNames: names }).deliveryRegionIds).toEqual([]);
  });
});

const post = (api: ApiHarness, t: Tokens, path: string, body: unknown) => api.authed(t, path, { method: 'POST', body: JSON.stringify(body) });

await describeOnDatabases('delivery regions: backfill, record filter and record page (decision 0059)', (api) => {
  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    await db.execute(sql`insert into regions (id, name, level, parent_id, country_code, country_name) values
      ('UKE', 'Yorkshire and The Humber', 1, null, 'GB', 'England'),
      ('UKE4', 'West Yorkshire', 2, 'UKE', 'GB', 'England'),
      ('UKE42', 'Leeds', 3, 'UKE4', 'GB', 'England'),
      ('UKI', 'London', 1, null, 'GB', 'England'),
      ('UKL', 'Wales', 1, null, 'GB', 'Wales'),
      ('UKL1', 'West Wales and The Valleys', 2, 'UKL', 'GB', 'Wales'),
      ('UKL2', 'East Wales', 2, 'UKL', 'GB', 'Wales'),
      ('UKL22', 'Cardiff and Vale of Glamorgan', 3, 'UKL2', 'GB', 'Wales') on conflict do nothing`);
    // Stored releases as the importer keeps them; the migration's backfill derives the regions from them.
    const release = (guid: string, items: unknown, date: string) => sql`insert into ocds_releases (ocid, release_key, date, tag, source_file, source_index, package, data, content_hash)
      select n.ocid, ${`${guid}-${date}`}, ${date}, '{tender}', 'x.json', 0, '{}'::jsonb,
        jsonb_build_object('ocid', n.ocid, 'tender', jsonb_build_object('items', ${JSON.stringify(items)}::jsonb)), ${`${guid}-${date}`}
      from notices n where n.guid = ${guid}::uuid`;
    await db.execute(release(FX.notices.leedsCloud, [{ id: '1', deliveryAddresses: [{ region: 'UKE42' }, { postalCode: 'LS1 1UR' }] }], '2025-01-01'));
    await db.execute(release(FX.notices.leedsRoads, [{ id: '1', deliveryAddresses: [{ region: 'England' }] }], '2025-01-01'));
    // An older and a newer release of one item: the newer one's addresses win.
    await db.execute(release(FX.notices.cardiffCyber, [{ id: '1', deliveryAddresses: [{ region: 'UKE' }] }], '2025-01-01'));
    await db.execute(release(FX.notices.cardiffCyber, [{ id: '1', deliveryAddresses: [{ region: 'ukl22' }] }, { id: '2', deliveryAddresses: [{ region: 'London' }] }], '2025-02-01'));
    await db.execute(release(FX.notices.cardiffPin, [{ id: '1', deliveryAddresses: [{ region: 'Wales' }] }], '2025-01-01'));
    const migration = readFileSync(new URL('../../drizzle/0036_notice_delivery_regions.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('UPDATE notices');
    await db.execute(sql.raw(backfill));
  });

  it('backfills stored notices from their releases (codes, names; England and postcodes place nothing)', async () => {
    const rows = await queryRows<{ guid: string; ids: string[] }>(api().app.database.db, sql`select guid::text as guid, delivery_region_ids as ids from notices where delivery_region_ids <> '{}' order by guid`);
    expect(rows).toEqual([
      { guid: FX.notices.leedsCloud, ids: ['UKE42'] },
      { guid: FX.notices.cardiffCyber, ids: ['UKI', 'UKL22'] },
      { guid: FX.notices.cardiffPin, ids: ['UKL'] },
    ]);
  });

  it('filters by delivery region (a region covers its sub-regions), apart from the buyer region', async () => {
    const sam = await api().signIn('sam@freeco.test');
    const search = async (body: unknown) => {
      const res = await post(api(), sam, '/api/records/search', { show_user_hidden_leads: true, ...(body as object) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { results: { guid: string }[] }).results.map((r) => r.guid).sort();
    };
    expect(await search({ delivery_region_ids: ['UKL'] })).toEqual([FX.notices.cardiffCyber, FX.notices.cardiffPin].sort());
    expect(await search({ delivery_region_ids: ['ukl2'] })).toEqual([FX.notices.cardiffCyber]);
    expect(await search({ delivery_region_ids: ['UKE', 'UKI'] })).toEqual([FX.notices.leedsCloud, FX.notices.cardiffCyber].sort());
    expect(await search({ delivery_region_ids: ['UKL1'] })).toEqual([]);
    // With the buyer region the two filters AND: a Leeds buyer delivering in Wales is neither.
    await api().app.database.db.execute(sql`update organisations set nuts_region_id = 'UKE42' where guid = ${FX.buyers.leeds}::uuid`);
    expect(await search({ delivery_region_ids: ['UKE'], buyer_region_ids: ['UKE'] })).toEqual([FX.notices.leedsCloud]);
    expect((await post(api(), sam, '/api/records/search', { delivery_region_ids: ['not a code'] })).status).toBe(400);
    const gql = await api().graphql<{ notices: { results: { guid: string }[] } }>(sam, '{ notices(filter: { deliveryRegionIds: ["UKL22"], showUserHiddenLeads: true }) { results { guid } } }');
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.notices.results.map((r) => r.guid)).toEqual([FX.notices.cardiffCyber]);
  });

  it('names the delivery regions on the record page read', async () => {
    const sam = await api().signIn('sam@freeco.test');
    const read = (guid: string) => api().graphql<{ record: { deliveryRegions: { id: string; name: string; level: number }[] } | null }>(sam, `{ record(guid: "${guid}") { deliveryRegions { id name level } } }`);
    expect((await read(FX.notices.cardiffCyber)).data?.record?.deliveryRegions).toEqual([
      { id: 'UKI', name: 'London', level: 1 },
      { id: 'UKL22', name: 'Cardiff and Vale of Glamorgan', level: 3 },
    ]);
    expect((await read(FX.notices.leedsRoads)).data?.record?.deliveryRegions).toEqual([]);
  });
});
