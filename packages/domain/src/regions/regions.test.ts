import { describe, expect, it } from 'vitest';
import { createSchemaClient } from '../testing/schemaClient';
import { compressSearchParam } from '../url/searchParams';
import { DEFAULT_NOTICE_FILTERS, parseNoticeFiltersParam, serialiseNoticeFilters } from '../notices/schemas/noticeFilters';
import { noticeFilterChips } from '../notices/rules/filterChips';
import { toRecordSearchRequest } from '../notices/rules/recordSearchRequest';
import { RegionsQuery, type RegionData } from './graphql/operations';
import { regionFixtures } from './mocks/fixtures';
import { regionFilterItems, regionName } from './rules/index';

describe('region rules', () => {
  it('offers level-1 and level-2 regions in code order, a level-2 region naming its parent', () => {
    const items = regionFilterItems([...regionFixtures].reverse());
    expect(items.slice(0, 3)).toEqual([
      { id: 'UKE', label: 'Yorkshire and The Humber' },
      { id: 'UKE2', label: 'North Yorkshire (Yorkshire and The Humber)' },
      { id: 'UKE4', label: 'West Yorkshire (Yorkshire and The Humber)' },
    ]);
    expect(items.map((i) => i.id)).not.toContain('UKE42');
    expect(regionName(regionFixtures, 'UKL')).toBe('Wales');
    expect(regionName(regionFixtures, 'UKZ')).toBe('UKZ');
  });

  it('sends buyer regions as buyer_region_ids, keeps them in the URL and shows a chip', () => {
    const filters = { ...DEFAULT_NOTICE_FILTERS, buyerRegionIds: ['UKE4', 'UKL'] };
    expect(toRecordSearchRequest(filters, { offset: 0, limit: 20 }).buyer_region_ids).toEqual(['UKE4', 'UKL']);
    expect(toRecordSearchRequest(DEFAULT_NOTICE_FILTERS, { offset: 0, limit: 20 }).buyer_region_ids).toBeUndefined();
    expect(parseNoticeFiltersParam(serialiseNoticeFilters(filters)).buyerRegionIds).toEqual(['UKE4', 'UKL']);
    expect(parseNoticeFiltersParam(compressSearchParam({ buyerRegionIds: ['not a code'], buyerCategoryIds: ['7'] })).buyerRegionIds).toEqual([]);
    const chips = noticeFilterChips(filters, { buyerRegion: (id) => regionName(regionFixtures, id) });
    expect(chips.map((c) => c.label)).toEqual(['Buyer region: West Yorkshire', 'Buyer region: Wales']);
    expect(chips[0]?.remove(filters).buyerRegionIds).toEqual(['UKL']);
  });

  it('sends delivery regions as delivery_region_ids, apart from the buyer regions, with their own chip', () => {
    const filters = { ...DEFAULT_NOTICE_FILTERS, buyerRegionIds: ['UKE'], deliveryRegionIds: ['UKL'] };
    const request = toRecordSearchRequest(filters, { offset: 0, limit: 20 });
    expect([request.buyer_region_ids, request.delivery_region_ids]).toEqual([['UKE'], ['UKL']]);
    expect(toRecordSearchRequest(DEFAULT_NOTICE_FILTERS, { offset: 0, limit: 20 }).delivery_region_ids).toBeUndefined();
    expect(parseNoticeFiltersParam(serialiseNoticeFilters(filters)).deliveryRegionIds).toEqual(['UKL']);
    expect(parseNoticeFiltersParam(compressSearchParam({ deliveryRegionIds: ['wales'], buyerRegionIds: ['UKE'] }))).toMatchObject({ deliveryRegionIds: [], buyerRegionIds: ['UKE'] });
    const name = (id: string) => regionName(regionFixtures, id);
    const chips = noticeFilterChips(filters, { buyerRegion: name, deliveryRegion: name });
    expect(chips.map((c) => c.label)).toEqual(['Buyer region: Yorkshire and The Humber', 'Delivery region: Wales']);
    expect(chips[1]?.remove(filters)).toMatchObject({ deliveryRegionIds: [], buyerRegionIds: ['UKE'] });
  });
});

describe('regions cache', () => {
  function setup(regions: RegionData[]) {
    return createSchemaClient({
      regions: (args) => {
        const r = (args['request'] ?? {}) as { level?: number; text?: string };
        return regions.filter((x) => (r.level === undefined || x.level === r.level) && (!r.text || x.name.toLowerCase().includes(r.text.toLowerCase())));
      },
    });
  }

  it('keeps each region once by its NUTS code: a second list refreshes the region the first shows', async () => {
    const data = regionFixtures.map((r) => ({ ...r }));
    const { client, server } = setup(data);
    const first = await client.query(RegionsQuery, { request: { level: 1 } }).toPromise();
    expect(first.data?.regions.map((r) => r.id)).toEqual(['UKE', 'UKI', 'UKL', 'UKM']);
    // The server now counts one more London buyer; a search by name brings the same entity back.
    const london = data.find((r) => r.id === 'UKI');
    if (london) london.buyerCount = 6;
    await client.query(RegionsQuery, { request: { text: 'london' } }).toPromise();
    const cached = client.readQuery(RegionsQuery, { request: { level: 1 } })?.data?.regions.find((r) => r.id === 'UKI');
    expect(cached?.buyerCount).toBe(6);
    // Asked again, the level-1 list is answered from the cache.
    await client.query(RegionsQuery, { request: { level: 1 } }).toPromise();
    expect(server.calls.filter((c) => c === 'Regions')).toHaveLength(2);
  });
});
