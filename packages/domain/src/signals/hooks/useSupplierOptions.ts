import type { CombinedError } from '@urql/core';
import { gql, type TypedDocumentNode } from '@urql/core';
import { useQuery } from 'urql';

export interface SupplierOption {
  id: string;
  guid: string;
  name: string;
  aliases: string[];
  countryCode: string | null;
  noticeCount: number;
}

export const SupplierOptionsQuery: TypedDocumentNode<
  { searchOrganisations: { total: number; orgs: SupplierOption[] } },
  { text: string; ids: string[] | null; limit: number }
> = gql`
  query SupplierOptions($text: String, $ids: [ID!], $limit: Int) {
    searchOrganisations(
      request: {
        text: $text
        ids: $ids
        primaryRole: "SUPPLIER"
        limit: $limit
        page: 1
        sortBy: "notice_count"
      }
    ) {
      total
      orgs {
        id
        guid
        name
        aliases
        countryCode
        noticeCount
      }
    }
  }
`;

/** Supplier picker page limit (spec 1§9). */
export const SUPPLIER_PICKER_LIMIT = 100;

/** Suppliers for the picker: by text, or by guids (the saved ones). */
export function useSupplierOptions({
  text,
  guids,
  pause = false,
}: {
  text?: string;
  guids?: readonly string[];
  pause?: boolean;
}): {
  options: SupplierOption[];
  total: number;
  fetching: boolean;
  error: CombinedError | undefined;
} {
  const byIds = guids !== undefined;
  const [result] = useQuery({
    query: SupplierOptionsQuery,
    variables: {
      text: byIds ? '' : (text ?? ''),
      ids: byIds ? [...guids] : null,
      limit: SUPPLIER_PICKER_LIMIT,
    },
    pause: pause || (byIds && guids.length === 0),
  });
  const data = result.data?.searchOrganisations;
  return {
    options: data?.orgs ?? [],
    total: data?.total ?? 0,
    fetching: result.fetching,
    error: result.error,
  };
}
