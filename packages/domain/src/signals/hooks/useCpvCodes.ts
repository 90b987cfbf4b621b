import { useEffect, useState } from 'react';
import { z } from 'zod';
import { useTenderlensSession } from '../../client/session';

export const CpvCodeSchema = z
  .object({
    code: z.string(),
    full_code: z.string(),
    name: z.string(),
    level: z.string(),
    parent_code: z.string().nullable(),
    division: z.string(),
  })
  .transform((c) => ({
    code: c.code,
    name: c.name,
    level: c.level,
    parentCode: c.parent_code,
    division: c.division,
  }));
export type CpvCode = z.output<typeof CpvCodeSchema>;
const CpvCodesResponseSchema = z.object({ cpv_codes: z.array(CpvCodeSchema) });

export interface UseCpvCodesResult {
  codes: CpvCode[];
  fetching: boolean;
  error: unknown;
}

/** Every CPV code (GET /api/cpv_codes: the divisions, then every code of those sectors) for the tree select. */
export function useCpvCodes(): UseCpvCodesResult {
  const { apiFetch } = useTenderlensSession();
  const [state, setState] = useState<UseCpvCodesResult>({ codes: [], fetching: true, error: null });
  useEffect(() => {
    let live = true;
    (async () => {
      const divisions = await apiFetch('/api/cpv_codes', { schema: CpvCodesResponseSchema });
      const sectors = divisions.cpv_codes.map((d) => d.division);
      if (!sectors.length) return [];
      const all = await apiFetch(`/api/cpv_codes?sectors=${sectors.join(',')}`, {
        schema: CpvCodesResponseSchema,
      });
      return all.cpv_codes;
    })().then(
      (codes) => live && setState({ codes, fetching: false, error: null }),
      (error: unknown) => live && setState({ codes: [], fetching: false, error }),
    );
    return () => {
      live = false;
    };
  }, [apiFetch]);
  return state;
}
