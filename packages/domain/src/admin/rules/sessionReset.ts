/**
 * Cache rule of the admin pages: the admin pages read plain REST (refetched after each change), but the signed-in
 * user's data types, company and team live in the urql cache. A change to the admin's own company or own user, and
 * every Switch company / Switch team, makes that cache wrong throughout: the app starts a new client (empty cache).
 */
export type AdminChange =
  | { kind: 'company'; companyId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'switch' };

export function adminChangeResetsSession(change: AdminChange, current: { id: string; company: { id: string } }): boolean {
  switch (change.kind) {
    case 'switch':
      return true;
    case 'company':
      return change.companyId === current.company.id;
    case 'user':
      return change.userId === current.id;
  }
}
