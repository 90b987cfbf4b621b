import { useCallback } from 'react';
import { useMutation } from 'urql';
import { toOutcome, type MutationOutcome } from '../../notifications/hooks/mutationOutcome';
import { AssignLeadMutation } from '../graphql/mutations/AssignLead';
import { CreateQualificationMutation } from '../graphql/mutations/CreateQualification';
import { DeleteQualificationMutation } from '../graphql/mutations/DeleteQualification';
import { MarkRecordSeenMutation } from '../graphql/mutations/MarkRecordSeen';
import {
  hideQualificationFor,
  qualificationAfterContactCopy,
  QUALIFICATION_MESSAGES,
} from '../rules/qualification';
import type { Lead, Qualification, TeamUser } from '../schemas/lead';

/** What a toast shows after an action (spec 1§8 copy); `error` is null on success without a message. */
export type ActionOutcome = MutationOutcome & { message: string | null };

export interface QualifyContext {
  contextSource?: string;
  score?: string | number | null;
  signalTypes?: string[];
}

/** Hide (for the team) and restore a lead; toggles at once (optimistic). */
export function useHideLead() {
  const [createState, create] = useMutation(CreateQualificationMutation);
  const [deleteState, remove] = useMutation(DeleteQualificationMutation);
  const hide = useCallback(
    async (
      lead: Pick<Lead, 'id' | 'stage' | 'recordGuid' | 'recordTitle'>,
      context: QualifyContext = {},
    ): Promise<ActionOutcome> => {
      const outcome = toOutcome(
        await create({
          input: {
            procurementStageId: lead.id,
            qualification: hideQualificationFor(lead.stage),
            recordGuid: lead.recordGuid,
            stage: lead.stage,
            contextSource: context.contextSource ?? null,
            score: context.score === undefined || context.score === null ? null : String(context.score),
            signalTypes: context.signalTypes ?? [],
          },
        }),
      );
      return {
        ...outcome,
        message: outcome.ok
          ? QUALIFICATION_MESSAGES.hidden(lead.recordTitle)
          : QUALIFICATION_MESSAGES.hideFailed,
      };
    },
    [create],
  );
  const restore = useCallback(
    async (lead: Pick<Lead, 'id' | 'recordTitle'>): Promise<ActionOutcome> => {
      const outcome = toOutcome(await remove({ procurementStageId: lead.id }));
      return {
        ...outcome,
        message: outcome.ok ? QUALIFICATION_MESSAGES.restored(lead.recordTitle) : QUALIFICATION_MESSAGES.updateFailed,
      };
    },
    [remove],
  );
  return { hide, restore, fetching: createState.fetching || deleteState.fetching };
}

/** Sets any workflow qualification; 'Error updating record qualification' on failure. */
export function useQualifyLead() {
  const [state, create] = useMutation(CreateQualificationMutation);
  const qualify = useCallback(
    async (
      lead: Pick<Lead, 'id'>,
      qualification: Qualification,
      context: QualifyContext = {},
    ): Promise<ActionOutcome> => {
      const outcome = toOutcome(
        await create({
          input: {
            procurementStageId: lead.id,
            qualification,
            contextSource: context.contextSource ?? null,
            signalTypes: context.signalTypes ?? [],
          },
        }),
      );
      return { ...outcome, message: outcome.ok ? null : QUALIFICATION_MESSAGES.updateFailed };
    },
    [create],
  );
  /** After contact details are copied: pre_engage_done when the lead is not further on (rules/qualification.ts). */
  const contactDetailsCopied = useCallback(
    async (lead: Pick<Lead, 'id' | 'qualification'>): Promise<ActionOutcome | null> => {
      const next = qualificationAfterContactCopy(lead.qualification);
      return next ? qualify(lead, next, { contextSource: 'record_page' }) : null;
    },
    [qualify],
  );
  return { qualify, contactDetailsCopied, fetching: state.fetching };
}

/** Assignee picker options: 'Unassigned' then the company's active users (spec 2§2). */
export function assigneeOptions(users: readonly TeamUser[]): { value: string | null; label: string }[] {
  return [
    { value: null, label: 'Unassigned' },
    ...users
      .filter((u) => u.active)
      .map((u) => ({ value: u.guid, label: `${u.firstName} ${u.lastName}`.trim() })),
  ];
}

/** Assigns at once (optimistic); the new assignee is notified by the server. */
export function useAssignLead() {
  const [state, execute] = useMutation(AssignLeadMutation);
  const assign = useCallback(
    async (lead: Pick<Lead, 'id'>, userGuid: string | null) =>
      toOutcome(await execute({ procurementStageId: lead.id, userGuid })),
    [execute],
  );
  return { assign, fetching: state.fetching, error: state.error };
}

/** Adds the signed-in user to a record's seen-by (once). */
export function useMarkRecordSeen() {
  const [, execute] = useMutation(MarkRecordSeenMutation);
  return useCallback(async (guid: string) => toOutcome(await execute({ guid })), [execute]);
}
