import { useMemo } from 'react';
import { useQuery } from 'urql';
import { AppConfigQuery } from '../graphql/queries/AppConfig';
import { AppConfigSchema, type AppConfig } from '../schemas/appConfig';

export interface UseAppConfigResult {
  appConfig: AppConfig | null;
  fetching: boolean;
  error: Error | undefined;
}

export function useAppConfig(): UseAppConfigResult {
  const [result] = useQuery({ query: AppConfigQuery });
  const parsed = useMemo(() => (result.data ? AppConfigSchema.safeParse(result.data.appConfig) : null), [result.data]);
  return {
    appConfig: parsed?.success ? parsed.data : null,
    fetching: result.fetching,
    error: result.error ?? (parsed && !parsed.success ? parsed.error : undefined),
  };
}
