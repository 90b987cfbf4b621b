import type { SupplierRowData } from '../graphql/queries/Suppliers';

/** Synthetic supplier rows (names in the style of the real Contracts Finder suppliers). */
export const SUPPLIER_GUIDS = {
  capita: '00000000-0000-4000-8000-00000000a001',
  acme: '00000000-0000-4000-8000-00000000a002',
  bluebell: '00000000-0000-4000-8000-00000000a003',
  cardinal: '00000000-0000-4000-8000-00000000a004',
  dales: '00000000-0000-4000-8000-00000000a005',
  estuary: '00000000-0000-4000-8000-00000000a006',
} as const;

/** The framework the fixtures' call-offs were awarded under (the organisations mocks' framework). */
export const SUPPLIER_CALL_OFF_FRAMEWORK = '8c3e5e3a-9b6d-4c79-9c56-7f2c9c8b2d01';

const spend = (totalValue: number, totalAwarded: number, isSme: boolean | null) => ({
  totalValue,
  totalAwarded,
  avgContractValue: totalAwarded ? Math.round((totalValue / totalAwarded) * 100) / 100 : null,
  percentToSmes: totalValue > 0 && isSme !== null ? (isSme ? 100 : 0) : null,
});

const row = (
  id: string,
  guid: string,
  name: string,
  extra: Partial<SupplierRowData> = {},
): SupplierRowData => ({
  id,
  guid,
  name,
  country: 'United Kingdom',
  countryCode: 'GB',
  isSme: null,
  awardsCount: 0,
  expiriesCount: 0,
  latestActivity: null,
  frameworkLots: 0,
  frameworkCallOffs: 0,
  frameworkLastActivity: null,
  callOffFrameworkGuid: null,
  spend: { totalValue: 0, totalAwarded: 0, avgContractValue: null, percentToSmes: null },
  spendSource: 'awarded',
  signals: [],
  ...extra,
});

export function supplierFixtures(): SupplierRowData[] {
  return [
    row('101', SUPPLIER_GUIDS.acme, 'Acme Digital Ltd', {
      isSme: true,
      awardsCount: 4,
      expiriesCount: 1,
      latestActivity: '2026-08-14T00:00:00.000Z',
      spend: spend(1_240_000, 4, true),
      frameworkCallOffs: 2,
      callOffFrameworkGuid: SUPPLIER_CALL_OFF_FRAMEWORK,
      frameworkLastActivity: '2026-08-14T00:00:00.000Z',
    }),
    row('102', SUPPLIER_GUIDS.bluebell, 'Bluebell Facilities Management Ltd', {
      isSme: false,
      awardsCount: 2,
      latestActivity: '2026-05-02T00:00:00.000Z',
      spend: spend(380_500, 2, false),
    }),
    row('103', SUPPLIER_GUIDS.capita, 'Capita Business Services Ltd', {
      isSme: false,
      awardsCount: 12,
      expiriesCount: 3,
      latestActivity: '2026-10-01T00:00:00.000Z',
      spend: spend(48_750_000, 12, false),
      frameworkLots: 3,
      frameworkCallOffs: 5,
      callOffFrameworkGuid: SUPPLIER_CALL_OFF_FRAMEWORK,
      frameworkLastActivity: '2026-10-01T00:00:00.000Z',
    }),
    row('104', SUPPLIER_GUIDS.cardinal, 'Cardinal Care Services CIC', {
      isSme: true,
      awardsCount: 1,
      spend: spend(96_000, 1, true),
      country: 'United Kingdom',
      latestActivity: '2025-12-09T00:00:00.000Z',
    }),
    row('105', SUPPLIER_GUIDS.dales, 'Dales Highways Contracting Ltd', {
      awardsCount: 3,
      expiriesCount: 2,
      latestActivity: '2026-03-20T00:00:00.000Z',
      spend: spend(2_310_000, 3, null),
      frameworkLots: 1,
      frameworkLastActivity: '2026-03-20T00:00:00.000Z',
    }),
    row('106', SUPPLIER_GUIDS.estuary, 'Estuary Software Solutions Ltd', {
      isSme: true,
      awardsCount: 0,
      country: 'Ireland',
      countryCode: 'IE',
    }),
  ];
}
