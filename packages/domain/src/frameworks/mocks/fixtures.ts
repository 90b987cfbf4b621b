/** Fixtures of the framework search (wire JSON, snake_case as the server answers). */
import { ORGANISATION_GUIDS } from '../../organisations/mocks/fixtures';

const row = (n: number, extra: Record<string, unknown>) => ({
  id: String(500 + n),
  guid: `8c3e5e3a-9b6d-4c79-9c56-7f2c9c8b2d${String(n).padStart(2, '0')}`,
  notice_guid: `9d4f6f4b-0c7e-4d8a-8d67-8a3d0d9c3f${String(n).padStart(2, '0')}`,
  ocid: `ocds-b5fd17-framework-${n}`,
  stage: 'AWARDED',
  procedure_type: 'Open procedure' as string | null,
  award_type: 'Multi-supplier' as string | null,
  publish_date: '2025-03-03T00:00:00.000Z' as string | null,
  expiry_date: '2029-03-02T00:00:00.000Z' as string | null,
  value: 6_500_000 as number | null,
  currency: 'GBP' as string | null,
  buyer: { guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council' } as { guid: string; name: string } | null,
  lots: 2,
  suppliers: 2,
  call_offs: 0,
  last_activity: null as string | null,
  title: '',
  ...extra,
});

export const frameworkListFixtures = [
  row(1, { guid: ORGANISATION_GUIDS.framework, title: 'Digital and Technology Services Framework', call_offs: 3, last_activity: '2026-09-14T00:00:00.000Z' }),
  row(2, {
    title: 'Cardiff Council Highways Maintenance Framework',
    buyer: { guid: ORGANISATION_GUIDS.cardiff, name: 'Cardiff Council' },
    procedure_type: 'Restricted procedure',
    award_type: 'Single supplier',
    expiry_date: '2027-01-31T00:00:00.000Z',
    lots: 1,
    suppliers: 1,
  }),
  row(3, { title: 'Leeds Temporary Agency Staff Framework', stage: 'OPEN', publish_date: '2026-11-01T00:00:00.000Z', expiry_date: null, value: null, lots: 4, suppliers: 0 }),
];

export const frameworkProcedureTypesFixture = ['Open procedure', 'Restricted procedure'];
