import { describe, expect, it } from 'vitest';
import { createSchemaClient, flush } from '../../testing/schemaClient';
import { SuppliersQuery } from '../../suppliers/graphql/queries/Suppliers';
import { SUPPLIER_GUIDS } from '../../suppliers/mocks/fixtures';
import { UpdateSignalSettingsMutation } from '../graphql/mutations/UpdateSignalSettings';
import { SavedSuppliersQuery } from '../graphql/queries/SavedSuppliers';
import { SignalSettingsQuery } from '../graphql/queries/SignalSettings';
import { createSignalsMockRoot } from '../mocks/store';

async function setup() {
  const { root } = createSignalsMockRoot();
  const { client, server } = createSchemaClient(root);
  const all = { request: { sort: 'name' as const, sortOrder: 'asc' as const, offset: 0, limit: 20 } };
  const competitorsTab = { request: { ...all.request, signals: [`competitor:${SUPPLIER_GUIDS.capita}`] } };
  const subs = [
    client.query(SuppliersQuery, all).subscribe(() => undefined),
    client.query(SuppliersQuery, competitorsTab).subscribe(() => undefined),
    client.query(SavedSuppliersQuery, {}).subscribe(() => undefined),
    client.query(SignalSettingsQuery, {}).subscribe(() => undefined),
  ];
  await client.query(SuppliersQuery, all).toPromise();
  await client.query(SuppliersQuery, competitorsTab).toPromise();
  await client.query(SavedSuppliersQuery, {}).toPromise();
  await client.query(SignalSettingsQuery, {}).toPromise();
  const row = (guid: string) =>
    client.readQuery(SuppliersQuery, all)?.data?.suppliers.results.find((r) => r.guid === guid);
  return {
    client,
    server,
    saved: () => client.readQuery(SavedSuppliersQuery, {})?.data?.savedSuppliers,
    settings: () => client.readQuery(SignalSettingsQuery, {})?.data?.signalSettings,
    chips: (guid: string) => row(guid)?.signals.map((s) => s.id),
    teardown: () => subs.forEach((s) => s.unsubscribe()),
  };
}

describe('signals cache: updateSignalSettings', () => {
  it('updates saved suppliers, settings and supplier rows at once, and refetches the signal-filtered tabs', async () => {
    const t = await setup();
    expect(t.saved()).toMatchObject({
      competitorGuids: [SUPPLIER_GUIDS.capita],
      partnerGuids: [SUPPLIER_GUIDS.acme],
    });
    expect(t.chips(SUPPLIER_GUIDS.dales)).toEqual([]);
    const callsBefore = t.server.calls.length;
    await t.client
      .mutation(UpdateSignalSettingsMutation, {
        input: { competitorIds: [SUPPLIER_GUIDS.capita, SUPPLIER_GUIDS.dales] },
      })
      .toPromise();
    await flush();
    expect(t.saved()).toMatchObject({
      competitorGuids: [SUPPLIER_GUIDS.capita, SUPPLIER_GUIDS.dales],
      partnerGuids: [SUPPLIER_GUIDS.acme],
    });
    expect(t.settings()?.competitorGuids).toEqual([SUPPLIER_GUIDS.capita, SUPPLIER_GUIDS.dales]);
    expect(t.chips(SUPPLIER_GUIDS.dales)).toEqual([`competitor:${SUPPLIER_GUIDS.dales}`]);
    expect(t.chips(SUPPLIER_GUIDS.acme)).toEqual([`partner:${SUPPLIER_GUIDS.acme}`]);
    // The unfiltered table is not refetched; the competitors tab (filtered by signals) is.
    const after = t.server.calls.slice(callsBefore);
    expect(after.filter((c) => c === 'Suppliers')).toHaveLength(1);
    expect(after).not.toContain('SavedSuppliers');
    t.teardown();
  });

  it('removing a partner takes its chip off the row', async () => {
    const t = await setup();
    expect(t.chips(SUPPLIER_GUIDS.acme)).toEqual([`partner:${SUPPLIER_GUIDS.acme}`]);
    await t.client.mutation(UpdateSignalSettingsMutation, { input: { partnerIds: [] } }).toPromise();
    await flush();
    expect(t.chips(SUPPLIER_GUIDS.acme)).toEqual([]);
    expect(t.saved()?.partnerGuids).toEqual([]);
    t.teardown();
  });
});
