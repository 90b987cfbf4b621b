/** The supplier search both APIs answer (REST `POST /api/suppliers`, GraphQL `suppliers`). */
import type { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { projectSupplierSpend, viewerOf } from '../policy/projection';
import { DEFAULT_FILTER } from '../records/filter';
import { searchCaller } from '../records/routes';
import { ListNotFoundError, resolveScope } from '../records/service';
import { currentTeamSignals } from '../signals/relevance';
import { toPolicySubject, type CurrentUser } from '../users/currentUser';
import type { SupplierSearchBodySchema } from './schemas';
import { searchSuppliers } from './service';

export type SupplierSearchBody = z.output<typeof SupplierSearchBodySchema>;

/** Resolves the caller's buyer lists (another team's → 403, unknown → 404), then searches; spend redacted without SPEND. */
export async function runSupplierSearch(db: Database, user: CurrentUser, b: SupplierSearchBody, now: Date) {
  let buyerListIds: number[] = [];
  if (b.buyer_list_ids.length) {
    try {
      buyerListIds = (
        await resolveScope(db, { ...DEFAULT_FILTER, buyerListIds: b.buyer_list_ids }, searchCaller(user))
      ).buyerListIds;
    } catch (error) {
      if (error instanceof ListNotFoundError) throw new HttpError(404, 'not_found', error.message);
      throw error;
    }
  }
  const team = await currentTeamSignals(db, user.team.id);
  const result = await searchSuppliers(
    db,
    {
      text: b.text,
      sort: b.sort,
      sortOrder: b.sort_order,
      limit: b.limit,
      offset: b.offset,
      signals: b.signals,
      buyerGuids: b.buyer_guids,
      buyerIds: b.buyer_ids,
      buyerListIds,
      buyerName: b.buyer_name,
      buyerCategoryIds: b.buyer_category_ids,
      showKeyAccountsOnly: b.show_key_accounts_only,
      supplierGuids: b.supplier_guids,
      isSme: b.is_sme,
      countryCodes: b.country_codes,
    },
    team,
    now,
  );
  return { ...result, results: projectSupplierSpend(viewerOf(toPolicySubject(user)), result.results) };
}
