import type { RegionData } from '../graphql/operations';

const region = (id: string, name: string, parentId: string | null, buyerCount: number): RegionData => ({
  __typename: 'Region',
  id,
  name,
  description: null,
  countryCode: 'GB',
  level: id.length - 2,
  parentId,
  buyerCount,
});

/** A few NUTS 2018 regions with their ONS names (uk_nuts2018_level1-2_ons.csv, level3). */
export const regionFixtures: RegionData[] = [
  region('UKE', 'Yorkshire and The Humber', null, 3),
  region('UKE2', 'North Yorkshire', 'UKE', 1),
  region('UKE4', 'West Yorkshire', 'UKE', 2),
  region('UKE42', 'Leeds', 'UKE4', 2),
  region('UKI', 'London', null, 5),
  region('UKI3', 'Inner London - West', 'UKI', 3),
  region('UKL', 'Wales', null, 1),
  region('UKL2', 'East Wales', 'UKL', 1),
  region('UKL22', 'Cardiff and Vale of Glamorgan', 'UKL2', 1),
  region('UKM', 'Scotland', null, 2),
  region('UKM7', 'Eastern Scotland', 'UKM', 2),
];
