/** Fixtures of the spend-data API (wire JSON). */
import { ORGANISATION_GUIDS } from '../../organisations/mocks/fixtures';

export const spendBuyersFixture = {
  buyers: [
    { guid: ORGANISATION_GUIDS.cardiff, name: 'Cardiff Council', total_value: 412_000, payments: 31, synthetic: true },
    { guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council', total_value: 1_284_500.5, payments: 96, synthetic: true },
  ],
};

export const spendOverviewFixture = {
  stats: { totalValue: 1_284_500.5, totalAwarded: 96, avgContractValue: 13_380.21, percentToSmes: 24.6 },
  over_time: [
    { period: '2025-10-01', total_value: 198_000, payments: 14 },
    { period: '2026-01-01', total_value: 301_250, payments: 22 },
    { period: '2026-04-01', total_value: 265_000.5, payments: 20 },
    { period: '2026-07-01', total_value: 310_250, payments: 23 },
    { period: '2026-10-01', total_value: 210_000, payments: 17 },
  ],
  top_suppliers: [
    { guid: ORGANISATION_GUIDS.capita, name: 'Capita Business Services Ltd', is_sme: false, total_value: 720_000, payments: 48 },
    { guid: ORGANISATION_GUIDS.acme, name: 'Acme Cloud Analytics Ltd', is_sme: true, total_value: 316_000.5, payments: 30 },
    { guid: null, name: 'Greenfields Gardening', is_sme: null, total_value: 248_500, payments: 18 },
  ],
  by_buyer: [{ guid: ORGANISATION_GUIDS.leeds, name: 'Leeds City Council', total_value: 1_284_500.5, payments: 96 }],
  synthetic: true,
  first_payment: '2025-10-03',
  last_payment: '2026-11-20',
  interval: 'quarter',
};
