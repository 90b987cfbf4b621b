/**
 * The UK portals a notice comes from, by its OCDS ocid prefix (each publisher registers one), and
 * the copy of a search row that stands for several notices of one procurement
 * (docs/decisions/0028-duplicate-notices.md).
 */
export const PORTALS = [
  { prefix: 'ocds-h6vhtk-', name: 'Find a Tender' },
  { prefix: 'ocds-b5fd17-', name: 'Contracts Finder' },
  { prefix: 'ocds-r6ebe6-', name: 'Public Contracts Scotland' },
  { prefix: 'ocds-kuma6s-', name: 'Sell2Wales' },
] as const;

export type PortalName = (typeof PORTALS)[number]['name'] | 'another portal';

/** The portal that published an ocid ('another portal' for a prefix we do not know). */
export function portalOfOcid(ocid: string): PortalName {
  return PORTALS.find((p) => ocid.startsWith(p.prefix))?.name ?? 'another portal';
}

/** 'Also published on Find a Tender and Sell2Wales', or null for a notice shown once. */
export function alsoPublishedOnText(portals: readonly string[]): string | null {
  const names = [...new Set(portals)];
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Also published on ${list}`;
}
