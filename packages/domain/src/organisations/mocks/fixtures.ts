/** Fixtures for the buyer, supplier and framework pages (wire JSON, snake_case as the server answers). */

export const ORGANISATION_GUIDS = {
  leeds: '6a1c3c1e-7f4b-4a57-9a34-5d0a7a6f0b01',
  cardiff: '6a1c3c1e-7f4b-4a57-9a34-5d0a7a6f0b02',
  capita: '7b2d4d2f-8a5c-4b68-8b45-6e1b8b7a1c01',
  acme: '7b2d4d2f-8a5c-4b68-8b45-6e1b8b7a1c02',
  northgate: '7b2d4d2f-8a5c-4b68-8b45-6e1b8b7a1c03',
  framework: '8c3e5e3a-9b6d-4c79-9c56-7f2c9c8b2d01',
} as const;

const LONG_ALIAS = `Capita Business Services Limited trading as Capita Local Government Services and Capita Customer Management Solutions for the public sector`;

const org = (guid: string, name: string, role: 'BUYER' | 'SUPPLIER', extra: Record<string, unknown> = {}) => ({
  id: String(Object.values(ORGANISATION_GUIDS).indexOf(guid as never) + 101),
  guid,
  name,
  primary_role: role,
  aliases: [] as string[],
  country: 'United Kingdom',
  country_code: 'GB',
  address: null,
  town: null,
  postal_code: null,
  nuts_location: null,
  url: null,
  email: null,
  phone: null,
  oscar_id: null,
  companies_house_id: null,
  is_sme: null,
  scale: null,
  is_archived: false,
  created_at: '2024-01-10T09:00:00.000Z',
  categories: [] as { buyer_category_id: string; name: string; source: string }[],
  ...extra,
});

export const buyerDetailsFixture = {
  ...org(ORGANISATION_GUIDS.leeds, 'Leeds City Council', 'BUYER', {
    town: 'Leeds',
    postal_code: 'LS1 1UR',
    address: 'Civic Hall, Calverley Street',
    url: 'https://www.leeds.gov.uk',
    categories: [{ buyer_category_id: '3', name: 'Local authority', source: 'reference_match' }],
  }),
  stats: { all_records: 148, expiries: 23, last_activity: '2026-11-02T10:00:00.000Z', is_key_account: false },
};

const stats = (totalAwarded: number, totalValue: number, percentToSmes: number | null) => ({
  totalAwarded,
  totalValue,
  avgContractValue: totalAwarded ? Math.round((totalValue / totalAwarded) * 100) / 100 : null,
  percentToSmes,
});

export const cpvStatsFixture = (mode: 'historical' | 'expiries', years: number) => {
  const scale = years / 3;
  const s = (n: number) => Math.round(n * scale);
  return {
    buyer_guid: ORGANISATION_GUIDS.leeds,
    mode,
    years,
    from: mode === 'historical' ? `${2026 - years}-11-23T00:00:00.000Z` : '2026-11-23T00:00:00.000Z',
    to: mode === 'historical' ? '2026-11-23T00:00:00.000Z' : `${2026 + years}-11-23T00:00:00.000Z`,
    overallStats: stats(s(mode === 'historical' ? 64 : 23), s(mode === 'historical' ? 48_250_000 : 12_400_000), mode === 'historical' ? 31.46 : null),
    perCpvStats: [
      { code: '72', name: 'IT services: consulting, software development, Internet and support', ...stats(s(21), s(18_400_000), 42.1) },
      { code: '45', name: 'Construction work', ...stats(s(14), s(22_900_000), 12) },
      { code: '79', name: 'Business services: law, marketing, consulting, recruitment, printing and security', ...stats(s(11), s(3_100_000), 64.9) },
      { code: '85', name: 'Health and social work services', ...stats(s(6), s(2_800_000), 50) },
      { code: '90', name: 'Sewage, refuse, cleaning and environmental services', ...stats(0, 0, null) },
    ],
  };
};

const supplierRow = (guid: string, name: string, extra: Record<string, unknown>) => ({
  id: String(Object.values(ORGANISATION_GUIDS).indexOf(guid as never) + 101),
  guid,
  name,
  aliases: [] as string[],
  country: 'United Kingdom',
  country_code: 'GB',
  is_sme: null as boolean | null,
  awards_count: 0,
  expiries_count: 0,
  latest_activity: null as string | null,
  framework_lots: 0,
  framework_last_activity: null as string | null,
  framework_call_offs: 0,
  call_off_framework_guid: null as string | null,
  spend: null as { totalValue: number; totalAwarded: number; avgContractValue: number | null; percentToSmes: number | null } | null,
  signals: [] as { id: string; name: string; category: string; colour: string }[],
  ...extra,
});

export const buyerSupplierFixtures = [
  supplierRow(ORGANISATION_GUIDS.capita, 'Capita Business Services Ltd', {
    aliases: [LONG_ALIAS, 'Capita plc'],
    is_sme: false,
    awards_count: 12,
    expiries_count: 4,
    latest_activity: '2026-09-14T00:00:00.000Z',
    framework_lots: 3,
    framework_last_activity: '2026-08-01T00:00:00.000Z',
    framework_call_offs: 5,
    call_off_framework_guid: ORGANISATION_GUIDS.framework,
    spend: { totalValue: 6_120_000, totalAwarded: 12, avgContractValue: 510_000, percentToSmes: 0 },
  }),
  supplierRow(ORGANISATION_GUIDS.acme, 'Acme Cloud Analytics Ltd', {
    is_sme: true,
    awards_count: 7,
    expiries_count: 2,
    latest_activity: '2026-10-02T00:00:00.000Z',
    spend: { totalValue: 845_300, totalAwarded: 7, avgContractValue: 120_757.14, percentToSmes: 100 },
  }),
  supplierRow(ORGANISATION_GUIDS.northgate, 'Northgate Public Services', {
    awards_count: 3,
    latest_activity: '2025-03-11T00:00:00.000Z',
    spend: { totalValue: 0, totalAwarded: 3, avgContractValue: null, percentToSmes: null },
    framework_lots: 1,
    framework_last_activity: '2025-03-11T00:00:00.000Z',
  }),
];

export const supplierDetailsFixture = {
  ...org(ORGANISATION_GUIDS.capita, 'Capita Business Services Ltd', 'SUPPLIER', {
    aliases: ['Capita plc'],
    is_sme: false,
    town: 'London',
    companies_house_id: '02299747',
    url: 'https://www.capita.com',
  }),
  stats: {
    allRecordsCount: 31,
    keywordRecordsCount: 9,
    keyAccountsCount: 4,
    expiriesCount: 6,
    latestActivity: '2026-09-14T00:00:00.000Z',
    signalName: 'Competitor',
    signals: [{ id: `competitor:${ORGANISATION_GUIDS.capita}`, name: 'Capita Business Services Ltd', category: 'competitor', colour: '#B42318' }],
  },
};

export const supplierBuyerFixtures = [
  { id: '101', guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council', country_code: 'GB', awards_count: 12, total_value: 8_450_000, latest_award: '2026-09-14T00:00:00.000Z' },
  { id: '102', guid: ORGANISATION_GUIDS.cardiff, name: 'Cardiff Council', country_code: 'GB', awards_count: 2, total_value: 750_000, latest_award: '2026-05-02T00:00:00.000Z' },
];

export const buyerSearchFixtures = [
  {
    id: '101', guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council', country_code: 'GB', primary_role: 'BUYER', notice_count: 148, aliases: [], is_sme: null, town: 'Leeds',
    categories: [
      { buyer_category_id: '3', name: 'Local authority', source: 'reference_match' },
      { buyer_category_id: '7', name: 'Metropolitan district', source: 'reference_match' },
    ],
    nuts_location: { id: 'UKE42', name: 'Leeds' },
  },
  {
    id: '102', guid: ORGANISATION_GUIDS.cardiff, name: 'Cardiff Council', country_code: 'GB', primary_role: 'BUYER', notice_count: 96, aliases: [], is_sme: null, town: 'Cardiff',
    categories: [
      { buyer_category_id: '3', name: 'Local authority', source: 'reference_match' },
      { buyer_category_id: '9', name: 'Welsh unitary authority', source: 'reference_match' },
    ],
    nuts_location: { id: 'UKL22', name: 'Cardiff and Vale of Glamorgan' },
  },
  {
    id: '110', guid: '6a1c3c1e-7f4b-4a57-9a34-5d0a7a6f0b10', name: 'Leeds Teaching Hospitals NHS Trust', country_code: 'GB', primary_role: 'BUYER', notice_count: 41, aliases: [], is_sme: null, town: 'Leeds',
    categories: [] as { buyer_category_id: string; name: string; source: string }[],
    nuts_location: null as { id: string; name: string } | null,
  },
];

export const frameworkFixture = {
  id: '501',
  guid: ORGANISATION_GUIDS.framework,
  title: 'Digital and Technology Services Framework',
  notice_guid: '9d4f6f4b-0c7e-4d8a-8d67-8a3d0d9c3e01',
  procedure_type: 'Open procedure',
  award_type: 'Multi-supplier' as string | null,
  stage: 'AWARDED',
  publish_date: '2025-03-03T00:00:00.000Z',
  expiry_date: '2029-03-02T00:00:00.000Z' as string | null,
  buyer: { guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council' },
  call_off_stats: { count: 3, average_amount: { amount: 412_500, currency: 'GBP' }, last_activity: '2026-09-14T00:00:00.000Z' },
  suppliers: [
    { guid: ORGANISATION_GUIDS.capita, name: 'Capita Business Services Ltd', call_offs: 2 },
    { guid: ORGANISATION_GUIDS.acme, name: 'Acme Cloud Analytics Ltd', call_offs: 1 },
  ],
  lots: [
    {
      key: '1',
      title: 'Lot 1: Software development',
      value: 4_000_000,
      currency: 'GBP',
      suppliers: [
        { guid: ORGANISATION_GUIDS.acme, name: 'Acme Cloud Analytics Ltd' },
        { guid: ORGANISATION_GUIDS.capita, name: 'Capita Business Services Ltd' },
      ],
    },
    { key: '2', title: 'Lot 2: Managed services', value: 2_500_000, currency: 'GBP', suppliers: [{ guid: ORGANISATION_GUIDS.capita, name: 'Capita Business Services Ltd' }] },
  ],
};

export const callOffFixtures = [
  {
    guid: '9d4f6f4b-0c7e-4d8a-8d67-8a3d0d9c3e11',
    name: 'Call-off: Revenues and benefits system support',
    stage: 'AWARDED',
    publish_date: '2026-09-14T00:00:00.000Z',
    award_date: '2026-09-10T00:00:00.000Z',
    value: 600_000,
    currency: 'GBP',
    buyer: { guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council' },
    suppliers: [{ guid: ORGANISATION_GUIDS.capita, name: 'Capita Business Services Ltd' }],
  },
  {
    guid: '9d4f6f4b-0c7e-4d8a-8d67-8a3d0d9c3e12',
    name: 'Call-off: Data platform discovery',
    stage: 'AWARDED',
    publish_date: '2026-06-02T00:00:00.000Z',
    award_date: '2026-05-28T00:00:00.000Z',
    value: 225_000,
    currency: 'GBP',
    buyer: { guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council' },
    suppliers: [{ guid: ORGANISATION_GUIDS.acme, name: 'Acme Cloud Analytics Ltd' }],
  },
  {
    guid: '9d4f6f4b-0c7e-4d8a-8d67-8a3d0d9c3e13',
    name: 'Call-off: Contact centre platform',
    stage: 'AWARDED',
    publish_date: '2026-02-20T00:00:00.000Z',
    award_date: '2026-02-18T00:00:00.000Z',
    value: 412_500,
    currency: 'GBP',
    buyer: { guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council' },
    suppliers: [{ guid: ORGANISATION_GUIDS.capita, name: 'Capita Business Services Ltd' }],
  },
];
