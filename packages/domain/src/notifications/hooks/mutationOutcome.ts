import type { CombinedError, OperationResult } from '@urql/core';

/** What a mutation hook's function resolves to; show a toast from `ok`, never from the error's message. */
export type MutationOutcome = { ok: true } | { ok: false; error: CombinedError };

export const toOutcome = (result: OperationResult): MutationOutcome =>
  result.error ? { ok: false, error: result.error } : { ok: true };
