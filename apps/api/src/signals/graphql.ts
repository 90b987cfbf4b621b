import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { badUserInput, builder, guard } from '../graphql/builder';
import { describeZodError, HttpError } from '../http/errors';
import { assertCan } from '../policy/index';
import { getSignalSettings, SignalSettingsPatchSchema, updateSignalSettings, type SignalSettingsView } from './settings';
import type { Signal } from './signals';

export const SignalRef = builder.objectRef<Signal>('Signal').implement({
  description: 'A team signal: a keyword, competitor, partner or CPV code (id is stable, e.g. "keyword:cloud").',
  fields: (t) => ({
    category: t.exposeString('category'),
    colour: t.exposeString('colour'),
    id: t.exposeID('id'),
    name: t.exposeString('name'),
  }),
});

const SettingsRef = builder.objectRef<SignalSettingsView>('SignalSettings').implement({
  fields: (t) => ({
    competitorGuids: t.exposeStringList('competitorGuids'),
    countries: t.exposeStringList('countries'),
    cpvCodes: t.exposeStringList('cpvCodes'),
    excludeKeywords: t.exposeStringList('excludeKeywords'),
    keywords: t.exposeStringList('keywords'),
    languages: t.exposeStringList('languages'),
    partnerGuids: t.exposeStringList('partnerGuids'),
    signals: t.field({ type: [SignalRef], resolve: (s) => s.signals }),
    useSupplierName: t.exposeBoolean('useSupplierName'),
  }),
});

const SavedSuppliersRef = builder.objectRef<Pick<SignalSettingsView, 'competitorGuids' | 'partnerGuids'>>('SavedSuppliers').implement({
  fields: (t) => ({
    competitorGuids: t.exposeStringList('competitorGuids'),
    partnerGuids: t.exposeStringList('partnerGuids'),
  }),
});

const SettingsInput = builder.inputType('SignalSettingsInput', {
  description: 'Fields left out keep their value. competitorIds / partnerIds take organisation guids or ids.',
  fields: (t) => ({
    competitorIds: t.idList(),
    countries: t.stringList(),
    cpvCodes: t.stringList(),
    excludeKeywords: t.stringList(),
    keywords: t.stringList(),
    languages: t.stringList(),
    partnerIds: t.idList(),
    useSupplierName: t.boolean(),
  }),
});

/** Organisation ids (numeric) or guids → guids; unknown ids are a user error. */
async function toGuids(db: Database, ids: readonly string[] | null | undefined): Promise<string[] | undefined> {
  if (!ids) return undefined;
  const numeric = ids.filter((i) => /^\d{1,18}$/.test(i));
  const guids = ids.filter((i) => !/^\d{1,18}$/.test(i));
  if (!numeric.length) return guids;
  const rows = await queryRows<{ id: string; guid: string }>(
    db,
    sql`select id::text as id, guid::text as guid from organisations where id in (${sql.join(
      numeric.map((n) => sql`${n}::bigint`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r.guid]));
  const missing = numeric.filter((n) => !byId.has(n));
  if (missing.length) throw badUserInput(`Unknown organisation id(s): ${missing.join(', ')}`);
  return [...guids, ...numeric.map((n) => byId.get(n) ?? '')];
}

builder.queryFields((t) => ({
  signalSettings: t.field({
    type: SettingsRef,
    resolve: (_root, _args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'signalSettings.read' }));
      return getSignalSettings(ctx.deps.db, ctx.user.team.id);
    },
  }),
  savedSuppliers: t.field({
    type: SavedSuppliersRef,
    resolve: (_root, _args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'signalSettings.read' }));
      return getSignalSettings(ctx.deps.db, ctx.user.team.id);
    },
  }),
}));

builder.mutationFields((t) => ({
  updateSignalSettings: t.field({
    type: SettingsRef,
    args: { input: t.arg({ type: SettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      guard(() =>
        assertCan(ctx.subject, {
          type: 'signalSettings.update',
          competitors: input.competitorIds != null,
          partners: input.partnerIds != null,
        }),
      );
      const raw = {
        competitorGuids: await toGuids(ctx.deps.db, input.competitorIds),
        partnerGuids: await toGuids(ctx.deps.db, input.partnerIds),
        countries: input.countries ?? undefined,
        cpvCodes: input.cpvCodes ?? undefined,
        excludeKeywords: input.excludeKeywords ?? undefined,
        keywords: input.keywords ?? undefined,
        languages: input.languages ?? undefined,
        useSupplierName: input.useSupplierName ?? undefined,
      };
      const parsed = SignalSettingsPatchSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
      if (!parsed.success) throw badUserInput(describeZodError(parsed.error));
      try {
        return await updateSignalSettings(ctx.deps.db, ctx.user.team.id, parsed.data);
      } catch (error) {
        if (error instanceof HttpError && error.status === 400) throw badUserInput(error.message);
        throw error;
      }
    },
  }),
}));
