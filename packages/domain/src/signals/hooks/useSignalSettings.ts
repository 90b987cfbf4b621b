import type { CombinedError } from '@urql/core';
import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import type { SignalSettingsData } from '../graphql/fragments/SignalSettingsFields';
import {
  UpdateSignalSettingsMutation,
  type SignalSettingsInput,
} from '../graphql/mutations/UpdateSignalSettings';
import { SignalSettingsQuery } from '../graphql/queries/SignalSettings';

export interface UseSignalSettingsResult {
  settings: SignalSettingsData | null;
  fetching: boolean;
  error: CombinedError | undefined;
  saving: boolean;
  /** Sends the changed fields only; resolves to the saved settings or the error. */
  save: (
    input: SignalSettingsInput,
  ) => Promise<{ ok: true; settings: SignalSettingsData } | { ok: false; error: CombinedError | undefined }>;
}

/** The team's signal settings and their update (spec 2§2 "Signal-settings page"). */
export function useSignalSettings(): UseSignalSettingsResult {
  const [result] = useQuery({ query: SignalSettingsQuery });
  const [mutation, update] = useMutation(UpdateSignalSettingsMutation);
  const save = useCallback<UseSignalSettingsResult['save']>(
    async (input) => {
      const answer = await update({ input });
      const settings = answer.data?.updateSignalSettings;
      return settings && !answer.error ? { ok: true, settings } : { ok: false, error: answer.error };
    },
    [update],
  );
  return {
    settings: result.data?.signalSettings ?? null,
    fetching: !result.data && !result.error,
    error: result.error,
    saving: mutation.fetching,
    save,
  };
}
