import { supplierSignalsOf } from '../cache/updates';
import type { MockRoot } from '../../mocks/executeMock';
import { supplierFixtures } from '../../suppliers/mocks/fixtures';
import type { SupplierRowData, SupplierSearchInput } from '../../suppliers/graphql/queries/Suppliers';
import type { SignalSettingsData } from '../graphql/fragments/SignalSettingsFields';
import type { SignalSettingsInput } from '../graphql/mutations/UpdateSignalSettings';
import { deriveMockSignals, signalSettingsFixture, SUPPLIER_NAMES } from './fixtures';

export interface SignalsMockData {
  settings: SignalSettingsData;
  suppliers: SupplierRowData[];
}

/**
 * An in-memory team: signal settings, saved suppliers and the suppliers table answered from it, so
 * saving a supplier shows in the tabs and the rows' signal chips like on the real server.
 */
export function createSignalsMockRoot(
  data: SignalsMockData = { settings: signalSettingsFixture(), suppliers: supplierFixtures() },
  options: { redactSpend?: boolean } = {},
) {
  let settings = data.settings;
  const suppliers = data.suppliers;
  for (const s of suppliers) SUPPLIER_NAMES[s.guid] ??= s.name;
  const root: MockRoot = {
    signalSettings: () => settings,
    savedSuppliers: () => ({
      competitorGuids: settings.competitorGuids,
      partnerGuids: settings.partnerGuids,
    }),
    updateSignalSettings: ({ input }) => {
      const i = input as SignalSettingsInput;
      const next = {
        ...settings,
        ...Object.fromEntries(
          Object.entries(i).filter(
            ([k, v]) => v !== undefined && v !== null && k !== 'competitorIds' && k !== 'partnerIds',
          ),
        ),
        ...(i.competitorIds ? { competitorGuids: [...new Set(i.competitorIds)] } : {}),
        ...(i.partnerIds ? { partnerGuids: [...new Set(i.partnerIds)] } : {}),
      };
      settings = { ...next, signals: deriveMockSignals(next) };
      return settings;
    },
    suppliers: ({ request }) => {
      const r = (request ?? {}) as SupplierSearchInput;
      const text = r.text?.toLowerCase();
      const orgSignals = (r.signals ?? [])
        .filter((s) => s.startsWith('competitor:') || s.startsWith('partner:'))
        .map((s) => s.slice(s.indexOf(':') + 1));
      const rows = suppliers
        .filter(
          (s) =>
            (!text || s.name.toLowerCase().includes(text)) &&
            (!orgSignals.length || orgSignals.includes(s.guid)) &&
            (r.isSme === undefined || (r.isSme ? s.isSme === true : s.isSme !== true)) &&
            (!r.supplierGuids?.length || r.supplierGuids.includes(s.guid)) &&
            (!r.countryCodes?.length || r.countryCodes.includes(s.countryCode ?? '')),
        )
        .map((s) => ({
          ...s,
          signals: supplierSignalsOf(s.guid, settings.signals),
          // Like the server: spend is left out without the SPEND data type.
          spend: options.redactSpend ? null : s.spend,
          spendSource: options.redactSpend ? null : s.spendSource,
        }));
      const sort = r.sort ?? 'name';
      const desc = (r.sortOrder ?? 'asc') === 'desc';
      rows.sort((a, b) => {
        const d = sort === 'awards_count' ? a.awardsCount - b.awardsCount : a.name.localeCompare(b.name);
        return (desc ? -d : d) || a.name.localeCompare(b.name);
      });
      const offset = r.offset ?? 0;
      const limit = r.limit ?? 20;
      return {
        totalResults: rows.length,
        sort,
        sortOrder: desc ? 'desc' : 'asc',
        offset,
        limit,
        nextOffset: offset + limit < rows.length ? offset + limit : null,
        results: rows.slice(offset, offset + limit),
      };
    },
    searchOrganisations: ({ request }) => {
      const r = request as { text?: string; ids?: string[]; limit?: number };
      const text = r.text?.toLowerCase();
      const orgs = suppliers
        .filter(
          (s) =>
            (!r.ids?.length || r.ids.includes(s.guid) || r.ids.includes(s.id)) &&
            (!text || s.name.toLowerCase().includes(text)),
        )
        .map((s) => ({
          id: s.id,
          guid: s.guid,
          name: s.name,
          aliases: [],
          countryCode: s.countryCode,
          noticeCount: s.awardsCount,
          primaryRole: 'SUPPLIER',
          isSme: s.isSme,
          oscarId: null,
          town: null,
          url: null,
        }));
      return { total: orgs.length, orgs: orgs.slice(0, r.limit ?? 20) };
    },
  };
  return { root, current: () => settings };
}
