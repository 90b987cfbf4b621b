/**
 * A team's signal settings (spec 2§3): read, validated partial update, and the JSON both APIs
 * answer. An update re-materialises only the signals that changed (relevance.ts).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../db/client';
import { teamSignalSettings } from '../db/schema/index';
import { HttpError } from '../http/errors';
import { currentTeamSignals, type TeamSignals } from './relevance';
import { normaliseCpv, type Signal, type SignalSettingsValues } from './signals';

const unique = <T>(values: T[]): T[] => [...new Set(values)];

const keywordList = z
  .array(z.string().trim().min(1, 'Keywords cannot be empty').max(100, 'Keywords are at most 100 characters'))
  .max(200, 'At most 200 keywords')
  .transform(unique);

/** Partial update: a field left out keeps its value. */
export const SignalSettingsPatchSchema = z
  .object({
    countries: z
      .array(z.string().regex(/^[A-Za-z]{2}$/, 'Countries are ISO 3166-1 alpha-2 codes'))
      .max(250)
      .transform((v) => unique(v.map((c) => c.toUpperCase()))),
    keywords: keywordList,
    excludeKeywords: keywordList,
    languages: z
      .array(z.string().regex(/^[A-Za-z]{2}$/, 'Languages are ISO 639-1 codes'))
      .max(50)
      .transform((v) => unique(v.map((c) => c.toLowerCase()))),
    cpvCodes: z
      .array(z.string().trim().regex(/^(\d{2}|\d{8})(-\d)?$/, 'CPV codes are 2-digit divisions or 8-digit codes'))
      .max(500)
      .transform((v) => unique(v.map(normaliseCpv))),
    competitorGuids: z.array(z.uuid('Competitors are organisation guids')).max(1000).transform(unique),
    partnerGuids: z.array(z.uuid('Partners are organisation guids')).max(1000).transform(unique),
    useSupplierName: z.boolean(),
  })
  .partial()
  .strict();
export type SignalSettingsPatch = z.output<typeof SignalSettingsPatchSchema>;

/** The REST body (snake_case) onto the patch. */
export const SignalSettingsBodySchema = z
  .object({
    countries: z.unknown(),
    keywords: z.unknown(),
    exclude_keywords: z.unknown(),
    languages: z.unknown(),
    cpv_codes: z.unknown(),
    competitor_guids: z.unknown(),
    partner_guids: z.unknown(),
    use_supplier_name: z.unknown(),
  })
  .partial()
  .strict()
  .transform((b) => {
    const out: Record<string, unknown> = {};
    const map = {
      countries: 'countries',
      keywords: 'keywords',
      exclude_keywords: 'excludeKeywords',
      languages: 'languages',
      cpv_codes: 'cpvCodes',
      competitor_guids: 'competitorGuids',
      partner_guids: 'partnerGuids',
      use_supplier_name: 'useSupplierName',
    } as const;
    for (const [k, v] of Object.entries(map)) if (b[k as keyof typeof b] !== undefined) out[v] = b[k as keyof typeof b];
    return out;
  })
  .pipe(SignalSettingsPatchSchema);

export interface SignalSettingsView extends SignalSettingsValues {
  signals: Signal[];
}

export function toSettingsView(team: TeamSignals): SignalSettingsView {
  return { ...team.settings, signals: team.signals };
}

export function toSettingsJson(view: SignalSettingsView) {
  return {
    countries: view.countries,
    keywords: view.keywords,
    exclude_keywords: view.excludeKeywords,
    languages: view.languages,
    cpv_codes: view.cpvCodes,
    competitor_guids: view.competitorGuids,
    partner_guids: view.partnerGuids,
    use_supplier_name: view.useSupplierName,
    signals: view.signals,
  };
}

export async function getSignalSettings(db: Database, teamId: number): Promise<SignalSettingsView> {
  return toSettingsView(await currentTeamSignals(db, teamId));
}

/** Saves the patch (unknown supplier guids are a 400) and re-materialises the changed signals. */
export async function updateSignalSettings(db: Database, teamId: number, patch: SignalSettingsPatch): Promise<SignalSettingsView> {
  const guids = [...(patch.competitorGuids ?? []), ...(patch.partnerGuids ?? [])];
  if (guids.length) {
    const found = await queryRows<{ guid: string }>(
      db,
      sql`select guid::text as guid from organisations where guid in (${sql.join(
        guids.map((g) => sql`${g}::uuid`),
        sql`, `,
      )})`,
    );
    const known = new Set(found.map((r) => r.guid));
    const missing = guids.filter((g) => !known.has(g));
    if (missing.length) throw new HttpError(400, 'bad_request', `Unknown organisation guid(s): ${missing.slice(0, 5).join(', ')}`);
  }
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as SignalSettingsPatch;
  await db
    .insert(teamSignalSettings)
    .values({ teamId, ...values })
    .onConflictDoUpdate({ target: teamSignalSettings.teamId, set: { ...values, updatedAt: new Date() } });
  return getSignalSettings(db, teamId);
}
