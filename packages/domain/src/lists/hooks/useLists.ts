import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import { toOutcome, type MutationOutcome } from '../../notifications/hooks/mutationOutcome';
import { AddBuyersToListMutation } from '../graphql/mutations/AddBuyersToList';
import { AddRecordToListMutation } from '../graphql/mutations/AddRecordToList';
import { CreateBuyerListMutation } from '../graphql/mutations/CreateBuyerList';
import { CreateRecordListMutation } from '../graphql/mutations/CreateRecordList';
import { RemoveBuyersFromListMutation } from '../graphql/mutations/RemoveBuyersFromList';
import { RemoveRecordFromListMutation } from '../graphql/mutations/RemoveRecordFromList';
import { DeleteBuyerListMutation } from '../graphql/mutations/DeleteBuyerList';
import { DeleteRecordListMutation } from '../graphql/mutations/DeleteRecordList';
import { UpdateBuyerListMutation } from '../graphql/mutations/UpdateBuyerList';
import { UpdateRecordListMutation } from '../graphql/mutations/UpdateRecordList';
import { BuyerListQuery } from '../graphql/queries/BuyerList';
import { BuyerPickerQuery } from '../graphql/queries/BuyerPicker';
import { RecordListMembershipsQuery } from '../graphql/queries/RecordListMemberships';
import { BuyerListsQuery } from '../graphql/queries/BuyerLists';
import { RecordListsQuery } from '../graphql/queries/RecordLists';
import { buyerListToggle } from '../rules/buyerListMembership';
import { LIST_MESSAGES } from '../rules/listMessages';
import {
  newBuyerListSchema,
  NewRecordListSchema,
  type BuyerList,
  type NewBuyerListForm,
  type SharingType,
} from '../schemas/newBuyerList';

/** A toast to show: `message` in the spec's words (success or failure). */
export type ListOutcome = MutationOutcome & { message: string | null };

/** A create call refused by the form's own validation (nothing was sent). */
export type InvalidForm = { ok: false; fieldError: string; message: null };

const withMessage = (outcome: MutationOutcome, ok: string | null, failed: string): ListOutcome => ({
  ...outcome,
  message: outcome.ok ? ok : failed,
});

/** Notice lists: own and shared. */
export function useRecordLists() {
  const [result, refetch] = useQuery({ query: RecordListsQuery, variables: {} });
  return {
    own: result.data?.recordLists.own,
    shared: result.data?.recordLists.shared,
    fetching: result.fetching,
    error: result.error,
    /** 'Sorry something has gone wrong…' when loading fails. */
    errorMessage: result.error ? LIST_MESSAGES.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** Ids of the notice lists holding `guid` (null guid: none asked). */
export function useRecordListMemberships(guid: string | null) {
  const [result] = useQuery({
    query: RecordListMembershipsQuery,
    variables: { guid: guid ?? '' },
    pause: !guid,
  });
  return {
    listIds: result.data?.recordWorkspace.lists.map((l) => l.id) ?? [],
    fetching: result.fetching,
    error: result.error,
  };
}

/** Save / Unsave a notice to a list (toggles at once). */
export function useSaveRecordToList() {
  const [addState, add] = useMutation(AddRecordToListMutation);
  const [removeState, remove] = useMutation(RemoveRecordFromListMutation);
  const toggle = useCallback(
    async (list: { id: string; name: string }, recordGuid: string, saved: boolean): Promise<ListOutcome> =>
      saved
        ? withMessage(
            toOutcome(await remove({ listId: list.id, recordGuid })),
            LIST_MESSAGES.removed('Notice', list.name),
            LIST_MESSAGES.removeNoticeFailed(list.name),
          )
        : withMessage(
            toOutcome(await add({ listId: list.id, recordGuid })),
            LIST_MESSAGES.saved('Notice', list.name),
            LIST_MESSAGES.saveNoticeFailed(list.name),
          ),
    [add, remove],
  );
  return { toggle, fetching: addState.fetching || removeState.fetching };
}

/** Creates a notice list ("user list") with the records to start with. */
export function useCreateRecordList() {
  const [state, execute] = useMutation(CreateRecordListMutation);
  const create = useCallback(
    async (name: string, recordGuids: string[] = []): Promise<ListOutcome | InvalidForm> => {
      const parsed = NewRecordListSchema.safeParse({ name });
      if (!parsed.success)
        return {
          ok: false,
          message: null,
          fieldError: parsed.error.issues[0]?.message ?? 'List name is required',
        };
      return withMessage(
        toOutcome(await execute({ name: parsed.data.name, recordGuids })),
        null,
        LIST_MESSAGES.createListFailed,
      );
    },
    [execute],
  );
  return { create, fetching: state.fetching };
}

/** Buyer lists grouped private / team / all; enabled only when signed in (spec 1§7). */
export function useBuyerLists(options: { signedIn: boolean; buyerGuids?: string[]; permission?: string }) {
  const [result, refetch] = useQuery({
    query: BuyerListsQuery,
    variables: { buyerGuids: options.buyerGuids, permission: options.permission },
    pause: !options.signedIn,
  });
  return {
    lists: result.data?.buyerLists,
    saved: result.data?.buyerLists.saved ?? false,
    fetching: result.fetching,
    error: result.error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/** Clicking a list: adds the selected buyers not yet in it, or removes them all when all are in it. */
export function useToggleBuyersInList() {
  const [addState, add] = useMutation(AddBuyersToListMutation);
  const [removeState, remove] = useMutation(RemoveBuyersFromListMutation);
  const toggle = useCallback(
    async (
      list: Pick<BuyerList, 'guid' | 'name' | 'buyerGuids'>,
      selected: string[],
    ): Promise<ListOutcome> => {
      const plan = buyerListToggle(list.buyerGuids, selected);
      if (plan.action === 'none') return { ok: true, message: null };
      const variables = { buyerListGuid: list.guid, buyerGuids: plan.buyerGuids };
      if (plan.action === 'add') {
        const result = await add(variables);
        const count = result.data?.addBuyersToList.count ?? plan.buyerGuids.length;
        return withMessage(
          toOutcome(result),
          LIST_MESSAGES.bulkAdded(count, list.name),
          LIST_MESSAGES.addFailed(plan.buyerGuids.length),
        );
      }
      const result = await remove(variables);
      const count = result.data?.removeBuyersFromList.count ?? plan.buyerGuids.length;
      return withMessage(
        toOutcome(result),
        LIST_MESSAGES.bulkRemoved(count, list.name),
        LIST_MESSAGES.removeFailed(plan.buyerGuids.length),
      );
    },
    [add, remove],
  );
  return { toggle, fetching: addState.fetching || removeState.fetching };
}

/** New buyer list: validated against the existing names, PRIVATE by default. */
export function useCreateBuyerList(existingNames: readonly string[]) {
  const [state, execute] = useMutation(CreateBuyerListMutation);
  const create = useCallback(
    async (form: NewBuyerListForm, buyerGuids: string[] = []): Promise<ListOutcome | InvalidForm> => {
      const parsed = newBuyerListSchema(existingNames).safeParse(form);
      if (!parsed.success)
        return { ok: false, message: null, fieldError: parsed.error.issues[0]?.message ?? '' };
      const sharingType: SharingType = parsed.data.sharingType;
      return withMessage(
        toOutcome(await execute({ name: parsed.data.name, sharingType, buyerGuids })),
        null,
        LIST_MESSAGES.createBuyerListFailed,
      );
    },
    [execute, existingNames],
  );
  return { create, fetching: state.fetching };
}

/** One buyer list (page /buyer-lists/{id}); `notFound` when the server refuses or has no such list. */
export function useBuyerList(id: string) {
  const [result, refetch] = useQuery({ query: BuyerListQuery, variables: { id } });
  const code = result.error?.graphQLErrors[0]?.extensions?.['code'];
  return {
    list: result.data?.buyerList,
    fetching: result.fetching,
    error: result.error,
    notFound: code === 'NOT_FOUND' || code === 'FORBIDDEN',
    errorMessage: result.error ? LIST_MESSAGES.loadFailed : null,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}

type ListPatch = { name?: string; sharingType?: SharingType };

const renameOutcome = (outcome: MutationOutcome, list: { name: string }, patch: ListPatch): ListOutcome => {
  const conflict =
    !outcome.ok && outcome.error.graphQLErrors.some((e) => e.extensions?.['code'] === 'CONFLICT');
  if (patch.name !== undefined)
    return {
      ...outcome,
      message: outcome.ok
        ? LIST_MESSAGES.renamed(patch.name.trim())
        : conflict
          ? 'This name is already in use'
          : LIST_MESSAGES.renameFailed,
    };
  return withMessage(
    outcome,
    patch.sharingType ? LIST_MESSAGES.sharingChanged(list.name, patch.sharingType) : null,
    LIST_MESSAGES.sharingFailed,
  );
};

/** Renames or re-shares a list the caller owns; the name is checked as on create. */
function useListUpdate(kind: 'buyer' | 'notice') {
  const [buyerState, updateBuyer] = useMutation(UpdateBuyerListMutation);
  const [noticeState, updateNotice] = useMutation(UpdateRecordListMutation);
  const update = useCallback(
    async (
      list: { id: string; name: string },
      patch: ListPatch,
      otherNames: readonly string[] = [],
    ): Promise<ListOutcome | InvalidForm> => {
      if (patch.name !== undefined) {
        const parsed = (kind === 'buyer' ? newBuyerListSchema(otherNames) : NewRecordListSchema).safeParse({
          name: patch.name,
        });
        if (!parsed.success)
          return { ok: false, message: null, fieldError: parsed.error.issues[0]?.message ?? '' };
        if (
          kind === 'notice' &&
          otherNames.some((n) => n.trim().toLowerCase() === patch.name?.trim().toLowerCase())
        )
          return { ok: false, message: null, fieldError: 'This name is already in use' };
      }
      const variables = { id: list.id, name: patch.name?.trim(), sharingType: patch.sharingType };
      const result = kind === 'buyer' ? await updateBuyer(variables) : await updateNotice(variables);
      return renameOutcome(toOutcome(result), list, patch);
    },
    [kind, updateBuyer, updateNotice],
  );
  return { update, fetching: buyerState.fetching || noticeState.fetching };
}

/** Deletes a list the caller owns. */
function useListDelete(kind: 'buyer' | 'notice') {
  const [buyerState, deleteBuyer] = useMutation(DeleteBuyerListMutation);
  const [noticeState, deleteNotice] = useMutation(DeleteRecordListMutation);
  const remove = useCallback(
    async (list: { id: string; name: string }): Promise<ListOutcome> => {
      const result =
        kind === 'buyer' ? await deleteBuyer({ id: list.id }) : await deleteNotice({ id: list.id });
      return withMessage(
        toOutcome(result),
        LIST_MESSAGES.deleted(list.name),
        LIST_MESSAGES.deleteFailed(list.name),
      );
    },
    [kind, deleteBuyer, deleteNotice],
  );
  return { remove, fetching: buyerState.fetching || noticeState.fetching };
}

export const useUpdateBuyerList = () => useListUpdate('buyer');
export const useUpdateRecordList = () => useListUpdate('notice');
export const useDeleteBuyerList = () => useListDelete('buyer');
export const useDeleteRecordList = () => useListDelete('notice');

/** Buyer search picker: asks only after more than 1 character (spec 1§5 "Buyer search picker"). */
export function useBuyerPicker(text: string, limit = 20) {
  const q = text.trim();
  const [result] = useQuery({ query: BuyerPickerQuery, variables: { text: q, limit }, pause: q.length <= 1 });
  return {
    buyers: q.length <= 1 ? [] : (result.data?.searchOrganisations.orgs ?? []),
    fetching: result.fetching,
    error: result.error,
  };
}
