/**
 * Saving a supplier as a competitor or partner signal (spec 1§4 "Supplier signal membership", 1§5, 1§8;
 * 2§4, 2§5, 2§8).
 */

export type SupplierSignalType = 'competitor' | 'partner';
export type SupplierSignalAction = 'Save' | 'Remove';

export const SUPPLIER_SIGNAL_ENTRIES: { type: SupplierSignalType; label: string }[] = [
  { type: 'competitor', label: 'My competitors' },
  { type: 'partner', label: 'My partners' },
];

/** The data type that gates each entry (besides SUPPLIERS). */
export const SUPPLIER_SIGNAL_DATA_TYPE = { competitor: 'COMPETITORS', partner: 'PARTNERS' } as const;

/** The entry is usable only with SUPPLIERS and its own data type; otherwise a lock shows and a click does nothing. */
export function canSaveSupplierSignal(activeDataTypes: readonly string[], type: SupplierSignalType, isGuest = false): boolean {
  return !isGuest && activeDataTypes.includes('SUPPLIERS') && activeDataTypes.includes(SUPPLIER_SIGNAL_DATA_TYPE[type]);
}

/**
 * Whether the selection counts as saved: for one supplier, whether it is in the list; for several,
 * only when every selected supplier is (a mixed selection is not "determined saved").
 */
export function isSelectionSaved(selectedGuids: readonly string[], savedGuids: readonly string[]): boolean {
  if (selectedGuids.length === 0) return false;
  const saved = new Set(savedGuids);
  return selectedGuids.every((guid) => saved.has(guid));
}

/** Choosing a saved entry removes; an unsaved one saves. */
export function signalActionFor(selectedGuids: readonly string[], savedGuids: readonly string[]): SupplierSignalAction {
  return isSelectionSaved(selectedGuids, savedGuids) ? 'Remove' : 'Save';
}

/** The list after the action: Save adds the selection (no duplicates), Remove takes the selected guids out. */
export function nextSignalGuids(
  action: SupplierSignalAction,
  existingGuids: readonly string[],
  selectedGuids: readonly string[],
): string[] {
  if (action === 'Remove') {
    const remove = new Set(selectedGuids);
    return existingGuids.filter((guid) => !remove.has(guid));
  }
  return [...new Set([...existingGuids, ...selectedGuids])];
}

export interface UpdateSignalSettingsInput {
  competitorIds?: string[];
  partnerIds?: string[];
}

/** `updateSignalSettings` input: competitorIds or partnerIds; the one not being changed is left out. */
export function updateSignalSettingsInput(type: SupplierSignalType, guids: string[]): UpdateSignalSettingsInput {
  return type === 'competitor' ? { competitorIds: guids } : { partnerIds: guids };
}

export const NO_SIGNAL_INPUT_MESSAGE = 'No input provided for updateSignalSettings';
export const SIGNAL_SETTINGS_UPDATED = 'Signal settings updated';
export const VIEW_SIGNAL_SETTINGS = { label: 'View signal settings', href: '/account-management/feed-settings' } as const;
export const COMPETITOR_AND_PARTNER_SAVE_ERROR = 'An error occurred saving competitor and partner signals';

export function signalSavedMessage(type: SupplierSignalType): string {
  return type === 'competitor' ? 'Competitor signals saved successfully' : 'Partner signals saved successfully';
}

/** 'Failed to {bulk save suppliers|save supplier} as {competitor|partner label}, please contact an admin if this issue persists.' */
export function signalSaveFailedMessage(type: SupplierSignalType, count: number): string {
  const bulk = count > 1;
  const what = bulk ? 'bulk save suppliers' : 'save supplier';
  const label = bulk ? `${type}s` : type;
  return `Failed to ${what} as ${label}, please contact an admin if this issue persists.`;
}

/** The confirmation modal's text (spec 2§2): the change may affect saved views, other users' too. */
export function signalConfirmationText(action: SupplierSignalAction, type: SupplierSignalType, count: number): {
  title: string;
  body: string;
} {
  const one = count === 1;
  const suppliers = one ? 'this supplier' : `these ${count} suppliers`;
  // One supplier is saved as 'a competitor'; several as 'competitors'. Either leaves the (plural) list.
  const as = one ? `a ${type}` : `${type}s`;
  return {
    title: action === 'Save' ? `Save ${suppliers} as ${as}?` : `Remove ${suppliers} from ${type}s?`,
    body:
      'Changing your signal settings may affect your saved views, including views owned by other users in your team.',
  };
}

export interface SignalModalRequest {
  action?: SupplierSignalAction;
  type?: SupplierSignalType;
}

/**
 * The modal needs both an action and a type: without them it logs a developer error and does not render
 * (spec 2§5). Returns whether it may render.
 */
export function canRenderSignalModal(request: SignalModalRequest, log: (message: string) => void = console.error): boolean {
  if (!request.action || !request.type) {
    log('Signal confirmation modal opened without an action and a type');
    return false;
  }
  return true;
}

/** Supplier picker (spec 2§2): the categories, 'Select all {category}s' and the empty text. */
export const SUPPLIER_PICKER_CATEGORIES = [
  { id: 'competitor', label: 'Competitor' },
  { id: 'partner', label: 'Partner' },
  { id: 'other', label: 'Other suppliers', note: '(10,000+)' },
] as const;
export function selectAllCategoryLabel(category: SupplierSignalType): string {
  return `Select all ${category}s`;
}
export function supplierPickerEmptyText(category: SupplierSignalType): string {
  return `Save suppliers as ${category}s through your signal settings to uncover more renewal opportunities and achieve relevant results.`;
}
