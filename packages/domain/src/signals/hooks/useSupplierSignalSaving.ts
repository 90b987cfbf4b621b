import { useAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useMutation } from 'urql';
import { UpdateSignalSettingsMutation } from '../graphql/mutations/UpdateSignalSettings';
import {
  NO_SIGNAL_INPUT_MESSAGE,
  SIGNAL_SETTINGS_UPDATED,
  canSaveSupplierSignal,
  isSelectionSaved,
  nextSignalGuids,
  signalActionFor,
  signalSaveFailedMessage,
  updateSignalSettingsInput,
  type SupplierSignalAction,
  type SupplierSignalType,
  type UpdateSignalSettingsInput,
} from '../rules/supplierSignals';
import { hideSaveSupplierModalState } from '../states/hideSaveSupplierModalState';
import { useSavedSuppliers } from './useSavedSuppliers';

export interface SignalSupplier {
  guid: string;
  name: string;
}

/** A change waiting for the confirmation modal. */
export interface PendingSignalChange {
  action: SupplierSignalAction;
  type: SupplierSignalType;
  count: number;
  /** null when nothing could be prepared (Continue then logs and sends nothing). */
  input: UpdateSignalSettingsInput | null;
}

export type SignalSaveOutcome =
  | {
      ok: true;
      message: typeof SIGNAL_SETTINGS_UPDATED;
      action: SupplierSignalAction;
      type: SupplierSignalType;
    }
  | { ok: false; message: string };

export interface UseSupplierSignalSavingOptions {
  suppliers: readonly SignalSupplier[];
  activeDataTypes: readonly string[];
  isGuest: boolean;
  /** Called after each send with the toast to show. */
  onOutcome?: (outcome: SignalSaveOutcome) => void;
  /** Where developer errors go. @default console.error */
  log?: (message: string) => void;
}

export interface UseSupplierSignalSavingResult {
  /** Whether the selection is determined saved, per entry (spec 2§4). */
  saved: Record<SupplierSignalType, boolean>;
  canUse: (type: SupplierSignalType) => boolean;
  /** Choosing an entry: nothing without the data types; the modal unless hidden; else sent at once. */
  choose: (type: SupplierSignalType) => void;
  pending: PendingSignalChange | null;
  cancel: () => void;
  /** Continue: remembers 'Don't show me this again' and sends the prepared input. */
  confirm: (options?: { dontShowAgain?: boolean }) => Promise<void>;
  sending: boolean;
  savedLoading: boolean;
}

/**
 * Saving suppliers as competitor or partner signals (spec 1§4 "Supplier signal membership", 2§4,
 * 2§5, 2§8): Save adds the selection, Remove takes the selected guids out; the update carries only
 * the changed set (`competitorIds` or `partnerIds`).
 */
export function useSupplierSignalSaving({
  suppliers,
  activeDataTypes,
  isGuest,
  onOutcome,
  log = console.error,
}: UseSupplierSignalSavingOptions): UseSupplierSignalSavingResult {
  const savedSets = useSavedSuppliers();
  const [hideModal, setHideModal] = useAtom(hideSaveSupplierModalState);
  const [pending, setPending] = useState<PendingSignalChange | null>(null);
  const [mutation, update] = useMutation(UpdateSignalSettingsMutation);
  const guidKey = suppliers.map((s) => s.guid).join(',');
  const guids = useMemo(() => (guidKey ? guidKey.split(',') : []), [guidKey]);
  const canUse = useCallback(
    (type: SupplierSignalType) => canSaveSupplierSignal(activeDataTypes, type, isGuest),
    [activeDataTypes, isGuest],
  );

  const send = useCallback(
    async (change: PendingSignalChange) => {
      if (
        !change.input ||
        (change.input.competitorIds === undefined && change.input.partnerIds === undefined)
      ) {
        log(NO_SIGNAL_INPUT_MESSAGE);
        return;
      }
      const answer = await update({ input: change.input });
      if (answer.error || !answer.data)
        onOutcome?.({ ok: false, message: signalSaveFailedMessage(change.type, change.count) });
      else
        onOutcome?.({ ok: true, message: SIGNAL_SETTINGS_UPDATED, action: change.action, type: change.type });
    },
    [update, onOutcome, log],
  );

  const choose = useCallback(
    (type: SupplierSignalType) => {
      if (!canUse(type) || guids.length === 0 || savedSets.fetching) return;
      const existing = type === 'competitor' ? savedSets.competitorGuids : savedSets.partnerGuids;
      const action = signalActionFor(guids, existing);
      const change: PendingSignalChange = {
        action,
        type,
        count: guids.length,
        input: updateSignalSettingsInput(type, nextSignalGuids(action, existing, guids)),
      };
      if (hideModal) void send(change);
      else setPending(change);
    },
    [canUse, guids, savedSets, hideModal, send],
  );

  const confirm = useCallback(
    async (options: { dontShowAgain?: boolean } = {}) => {
      const change = pending;
      setPending(null);
      if (options.dontShowAgain) setHideModal(true);
      if (!change) {
        log(NO_SIGNAL_INPUT_MESSAGE);
        return;
      }
      await send(change);
    },
    [pending, send, setHideModal, log],
  );

  return {
    saved: {
      competitor: isSelectionSaved(guids, savedSets.competitorGuids),
      partner: isSelectionSaved(guids, savedSets.partnerGuids),
    },
    canUse,
    choose,
    pending,
    cancel: () => setPending(null),
    confirm,
    sending: mutation.fetching,
    savedLoading: savedSets.fetching,
  };
}
