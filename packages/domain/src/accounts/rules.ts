/** Pure rules of the accounts screens: how held lists follow a change, and the labels they show. */
import type { AccountSession, Invitation, TeamMember } from './schemas/accounts';

export interface MemberChange {
  role?: 'admin' | 'member';
  active?: boolean;
  hasExportPermission?: boolean;
}

/** The member list after a successful PATCH (only the named fields change). */
export function withMemberChange(list: readonly TeamMember[], guid: string, change: MemberChange): TeamMember[] {
  return list.map((m) =>
    m.guid === guid
      ? {
          ...m,
          ...(change.role ? { role: change.role } : {}),
          ...(change.active === undefined ? {} : { active: change.active }),
          ...(change.hasExportPermission === undefined ? {} : { hasExportPermission: change.hasExportPermission }),
        }
      : m,
  );
}

export const withoutInvitation = (list: readonly Invitation[], id: string): Invitation[] => list.filter((i) => i.id !== id);
/** A deleted colleague leaves the team list. */
export const withoutMember = <T extends { guid: string }>(list: readonly T[], guid: string): T[] => list.filter((m) => m.guid !== guid);
export const withoutSession = (list: readonly AccountSession[], id: string): AccountSession[] => list.filter((s) => s.id !== id);

export const ROLE_LABELS = { admin: 'Admin', member: 'Member' } as const;

/** 'Never', 'Today', 'Yesterday', or the date (en-GB, dd LLL yyyy as the spec's dates). */
export function lastSeenLabel(iso: string | null, now: Date): string {
  if (!iso) return 'Never';
  const seen = new Date(iso);
  const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const days = Math.round((day(now) - day(seen)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return seen.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A short device description from a user agent ('Chrome on macOS'); 'Unknown device' when empty. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /Mac OS X|Macintosh/.test(userAgent)
      ? 'macOS'
      : /Android/.test(userAgent)
        ? 'Android'
        : /iPhone|iPad/.test(userAgent)
          ? 'iOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return os ? `${browser} on ${os}` : browser;
}

/** Columns that show buyer categories: offered only to users whose display setting `show_buyer_categories` is on. */
export const BUYER_CATEGORY_COLUMNS: readonly string[] = ['buyer_categories'];

/** The table columns a user's display settings allow (all while the settings are unknown but categories). */
export function columnsForDisplaySettings<T extends string>(order: readonly T[], settings: { showBuyerCategories: boolean } | undefined): T[] {
  return settings?.showBuyerCategories ? [...order] : order.filter((id) => !BUYER_CATEGORY_COLUMNS.includes(id));
}
