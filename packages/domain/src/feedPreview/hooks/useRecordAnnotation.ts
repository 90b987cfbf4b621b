import { useEffect, useState } from 'react';
import { useTenderlensSession } from '../../client/session';
import {
  AnnotateResponseSchema,
  toCriteriaJson,
  type SignalCriteria,
  type TextMatch,
} from '../schemas/feedPreview';

export interface UseRecordAnnotationResult {
  matches: TextMatch[];
  fetching: boolean;
  error: unknown;
}

/** Keyword matches in one record's name and description (POST …/record_queries/annotate), fetched when `guid` is set. */
export function useRecordAnnotation({
  companyId,
  guid,
  criteria,
}: {
  companyId: string;
  guid: string | null;
  criteria?: SignalCriteria | undefined;
}): UseRecordAnnotationResult {
  const { apiFetch } = useTenderlensSession();
  const criteriaKey = criteria ? JSON.stringify(toCriteriaJson(criteria)) : '';
  const requestKey = guid ? `${guid}|${criteriaKey}` : '';
  const [state, setState] = useState<{ key: string; matches: TextMatch[]; error: unknown }>({
    key: '',
    matches: [],
    error: null,
  });
  useEffect(() => {
    if (!guid) return;
    let live = true;
    apiFetch(`/api/companies/${encodeURIComponent(companyId)}/record_queries/annotate`, {
      method: 'POST',
      body: {
        record_guids: [guid],
        ...(criteriaKey ? { criteria: JSON.parse(criteriaKey) as unknown } : {}),
      },
      schema: AnnotateResponseSchema,
    }).then(
      (r) =>
        live &&
        setState({
          key: requestKey,
          matches: r.matched_records.find((m) => m.guid === guid)?.text_matches ?? [],
          error: null,
        }),
      (error: unknown) => live && setState({ key: requestKey, matches: [], error }),
    );
    return () => {
      live = false;
    };
  }, [apiFetch, companyId, guid, criteriaKey, requestKey]);
  const current = state.key === requestKey;
  return {
    matches: current ? state.matches : [],
    fetching: !!guid && !current,
    error: current ? state.error : null,
  };
}
