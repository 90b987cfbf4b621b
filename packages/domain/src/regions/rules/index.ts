import type { RegionData } from '../graphql/operations';

/** The buyer-region filter offers the UK's NUTS level-1 regions and the level-2 regions inside them. */
export const REGION_FILTER_REQUEST = { countryCode: 'GB', limit: 200 } as const;
export const REGION_FILTER_MAX_LEVEL = 2;

export interface RegionFilterItem {
  id: string;
  label: string;
}

/**
 * Options of the buyer-region filter, in code order (each level-1 region before its children): a
 * level-2 region names its parent ('West Yorkshire (Yorkshire and The Humber)').
 */
export function regionFilterItems(regions: readonly RegionData[]): RegionFilterItem[] {
  const byId = new Map(regions.map((r) => [r.id, r]));
  return regions
    .filter((r) => r.level <= REGION_FILTER_MAX_LEVEL)
    .slice()
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((r) => {
      const parent = r.parentId ? byId.get(r.parentId) : undefined;
      return { id: r.id, label: parent ? `${r.name} (${parent.name})` : r.name };
    });
}

/** The name of a region id for chips and labels, else the code itself. */
export function regionName(regions: readonly RegionData[] | undefined, id: string): string {
  return regions?.find((r) => r.id === id)?.name ?? id;
}
