import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedOrganisation } from '../importer/organisations';
import { organisationRow, regionNameKey, resolveRegion } from '../importer/persist';
import { describeOnDatabases, type ApiHarness, type Tokens } from '../testing/api';
import { FX, seedSearchFixtures } from '../testing/searchFixtures';

const post = (api: ApiHarness, t: Tokens, path: string, body: unknown) => api.authed(t, path, { method: 'POST', body: JSON.stringify(body) });

type RegionJson = { id: string; name: string; countryCode: string; level: number; parentId: string | null; buyerCount: number; geoJson: unknown; description: string | null };

describe('address region → NUTS code at import', () => {
  const ids = new Set(['UKE', 'UKE4', 'UKE42', 'UKI', 'UKL']);
  const names = new Map([
    [regionNameKey('Yorkshire and The Humber'), 'UKE'],
    [regionNameKey('London'), 'UKI'],
    [regionNameKey('Wales'), 'UKL'],
  ]);
  it('keeps a known code, resolves a region name and drops the rest', () => {
    expect(resolveRegion(' uke42 ', ids, names)).toBe('UKE42');
    expect(resolveRegion('Yorkshire and the Humber', ids, names)).toBe('UKE');
    expect(resolveRegion('LONDON', ids, names)).toBe('UKI');
    expect(resolveRegion('England', ids, names)).toBeNull();
    expect(resolveRegion('UKZ99', ids, names)).toBeNull();
    expect(resolveRegion(undefined, ids, names)).toBeNull();
  });
  it("places a buyer by its address region, else by the public register entry's region", () => {
    const org: ResolvedOrganisation = {
      guid: '6a1c3c1e-7f4b-4a57-9a34-5d0a7a6f0b01', key: 'name:leeds city council', name: 'Leeds City Council', normalisedName: 'leeds city council',
      aliases: [], identifiers: [], address: { region: 'UKE42' }, roles: ['buyer'], mentions: 1,
    };
    expect(organisationRow(org, ids, names, 'Wales').nutsRegionId).toBe('UKE42');
    expect(organisationRow({ ...org, address: { region: 'England' } }, ids, names, 'Yorkshire and The Humber').nutsRegionId).toBe('UKE');
    expect(organisationRow({ ...org, address: {} }, ids, names).nutsRegionId).toBeNull();
  });
});

await describeOnDatabases('regions (spec 2§3 Region, 2§7 POST /api/regions/search)', (api) => {
  beforeAll(async () => {
    const db = api().app.database.db;
    await seedSearchFixtures(db);
    await db.execute(sql`insert into regions (id, name, level, parent_id, country_code, country_name) values
      ('UKE', 'Yorkshire and The Humber', 1, null, 'GB', 'England'),
      ('UKE4', 'West Yorkshire', 2, 'UKE', 'GB', 'England'),
      ('UKE42', 'Leeds', 3, 'UKE4', 'GB', 'England'),
      ('UKL', 'Wales', 1, null, 'GB', 'Wales'),
      ('UKL2', 'East Wales', 2, 'UKL', 'GB', 'Wales'),
      ('UKL22', 'Cardiff and Vale of Glamorgan', 3, 'UKL2', 'GB', 'Wales') on conflict do nothing`);
    await db.execute(sql`update organisations set nuts_region_id = 'UKE42' where guid = ${FX.buyers.leeds}::uuid`);
    await db.execute(sql`update organisations set nuts_region_id = 'UKL22' where guid = ${FX.buyers.cardiff}::uuid`);
  });

  it('lists regions by level, text, parent and ids with their buyer counts', async () => {
    const sam = await api().signIn('sam@freeco.test');
    const top = (await (await post(api(), sam, '/api/regions/search', { level: 1 })).json()) as { regions: RegionJson[] };
    expect(top.regions.map((r) => [r.id, r.name, r.buyerCount])).toEqual([
      ['UKE', 'Yorkshire and The Humber', 1],
      ['UKL', 'Wales', 1],
    ]);
    expect(top.regions[0]).toMatchObject({ countryCode: 'GB', parentId: null, geoJson: null, description: null });
    const text = (await (await post(api(), sam, '/api/regions/search', { text: 'cardiff' })).json()) as { regions: RegionJson[] };
    expect(text.regions.map((r) => r.id)).toEqual(['UKL22']);
    const children = (await (await post(api(), sam, '/api/regions/search', { parent_id: 'uke' })).json()) as { regions: RegionJson[] };
    expect(children.regions.map((r) => [r.id, r.buyerCount])).toEqual([['UKE4', 1]]);
    const byIds = (await (await post(api(), sam, '/api/regions/search', { ids: ['UKL2', 'UKE42'] })).json()) as { regions: RegionJson[] };
    expect(byIds.regions.map((r) => r.id)).toEqual(['UKE42', 'UKL2']);
  });

  it('answers bad input with 400 and the GraphQL twin with the same regions', async () => {
    const sam = await api().signIn('sam@freeco.test');
    expect((await post(api(), sam, '/api/regions/search', { level: 4 })).status).toBe(400);
    expect((await post(api(), sam, '/api/regions/search', { ids: ['not a code'] })).status).toBe(400);
    expect((await post(api(), sam, '/api/regions/search', { region: 'UKE' })).status).toBe(400);
    const gql = await api().graphql<{ regions: { id: string; buyerCount: number; parentId: string | null }[] }>(
      sam,
      '{ regions(request: { countryCode: "gb", level: 2 }) { id name parentId buyerCount } }',
    );
    expect(gql.data?.regions).toEqual([
      { id: 'UKE4', name: 'West Yorkshire', parentId: 'UKE', buyerCount: 1 },
      { id: 'UKL2', name: 'East Wales', parentId: 'UKL', buyerCount: 1 },
    ]);
    const bad = await api().graphql(sam, '{ regions(request: { level: 9 }) { id } }');
    expect(bad.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('puts the categories and NUTS location on buyer search results', async () => {
    const sam = await api().signIn('sam@freeco.test');
    type R = { results: { guid: string; categories: { name: string; source: string }[]; nuts_location: { id: string; name: string } | null }[] };
    const res = (await (await post(api(), sam, '/api/organisations/search', { text: 'leeds council', role: 'buyer' })).json()) as R;
    expect(res.results[0]).toMatchObject({ guid: FX.buyers.leeds, categories: [{ name: 'Local authority', source: 'admin' }], nuts_location: { id: 'UKE42', name: 'Leeds' } });
    const cardiff = (await (await post(api(), sam, '/api/organisations/search', { text: 'cardiff', role: 'buyer' })).json()) as R;
    expect(cardiff.results[0]?.categories).toEqual([]);
  });
});
