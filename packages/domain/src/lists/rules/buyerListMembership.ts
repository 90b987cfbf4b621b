/**
 * Clicking a buyer list adds the selected buyers not yet in it; if all are already in it, it
 * removes them all (spec 1§4).
 */
export type BuyerListToggle =
  | { action: 'add'; buyerGuids: string[] }
  | { action: 'remove'; buyerGuids: string[] }
  | { action: 'none'; buyerGuids: [] };

export function buyerListToggle(
  listBuyerGuids: readonly string[],
  selected: readonly string[],
): BuyerListToggle {
  const inList = new Set(listBuyerGuids.map((g) => g.toLowerCase()));
  const unique = [...new Set(selected.map((g) => g.toLowerCase()))];
  if (unique.length === 0) return { action: 'none', buyerGuids: [] };
  const missing = unique.filter((g) => !inList.has(g));
  return missing.length > 0
    ? { action: 'add', buyerGuids: missing }
    : { action: 'remove', buyerGuids: unique };
}

/** Whether every selected buyer is in the list (the list shows as checked). */
export const allInList = (listBuyerGuids: readonly string[], selected: readonly string[]) =>
  selected.length > 0 && buyerListToggle(listBuyerGuids, selected).action === 'remove';

/** Buyer list search: case-insensitive, the text taken literally (escaped). */
export function searchBuyerLists<T extends { name: string }>(lists: readonly T[], text: string): T[] {
  const q = text.trim();
  if (!q) return [...lists];
  const pattern = new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return lists.filter((l) => pattern.test(l.name));
}

/** 'saved' is true when any list's entries include one of the ids (spec 1§7). */
export const isSavedInAnyList = (
  lists: readonly { buyerGuids: readonly string[] }[],
  guids: readonly string[],
) => lists.some((l) => l.buyerGuids.some((g) => guids.includes(g)));
