import { SUPPLIER_GUIDS } from '../../suppliers/mocks/fixtures';
import type { SignalJson, SignalSettingsData } from '../graphql/fragments/SignalSettingsFields';

const COLOURS: Record<string, string> = {
  keyword: '#1d4ed8',
  partner: '#047857',
  competitor: '#b91c1c',
  cpv: '#6d28d9',
};

/** Names the mock server derives signals from (the real one reads organisations and CPV codes). */
export const SUPPLIER_NAMES: Record<string, string> = {
  [SUPPLIER_GUIDS.capita]: 'Capita Business Services Ltd',
  [SUPPLIER_GUIDS.acme]: 'Acme Digital Ltd',
  [SUPPLIER_GUIDS.bluebell]: 'Bluebell Facilities Management Ltd',
  [SUPPLIER_GUIDS.cardinal]: 'Cardinal Care Services CIC',
  [SUPPLIER_GUIDS.dales]: 'Dales Highways Contracting Ltd',
  [SUPPLIER_GUIDS.estuary]: 'Estuary Software Solutions Ltd',
};

/** Signals in chip order (keyword, partner, competitor, CPV), as the server derives them. */
export function deriveMockSignals(s: Omit<SignalSettingsData, 'signals'>): SignalJson[] {
  const sig = (category: string, id: string, name: string): SignalJson => ({
    id,
    name,
    category,
    colour: COLOURS[category] ?? '#333333',
  });
  return [
    ...s.keywords.map((k) => sig('keyword', `keyword:${k.toLowerCase()}`, k)),
    ...s.partnerGuids.map((g) => sig('partner', `partner:${g}`, SUPPLIER_NAMES[g] ?? g)),
    ...s.competitorGuids.map((g) => sig('competitor', `competitor:${g}`, SUPPLIER_NAMES[g] ?? g)),
    ...s.cpvCodes.map((c) => sig('cpv', `cpv:${c}`, c)),
  ];
}

export function signalSettingsFixture(
  overrides: Partial<Omit<SignalSettingsData, 'signals'>> = {},
): SignalSettingsData {
  const base = {
    countries: ['GB'],
    keywords: ['cloud hosting', 'data platform'],
    excludeKeywords: [],
    languages: ['en'],
    cpvCodes: ['72000000'],
    competitorGuids: [SUPPLIER_GUIDS.capita],
    partnerGuids: [SUPPLIER_GUIDS.acme],
    useSupplierName: false,
    ...overrides,
  };
  return { ...base, signals: deriveMockSignals(base) };
}
