import type { CurrentUser, DataType } from '../schemas/currentUser';

type UserLike = Pick<CurrentUser, 'activeDataTypes'> | null | undefined;

/** Whether the user's plan includes a data type (the server decides; the client mirrors it). */
export function hasDataType(user: UserLike, dataType: DataType): boolean {
  return !!user && user.activeDataTypes.includes(dataType);
}

/** Whether the user has any of the data types. */
export function hasAnyDataType(user: UserLike, dataTypes: readonly DataType[]): boolean {
  return dataTypes.some((dataType) => hasDataType(user, dataType));
}

/**
 * The navigation's Upgrade button (spec 1§2): shown when the user has no BUYERS|SUPPLIERS data type.
 * False while the user is unknown, so the button does not flash in before the user loads.
 */
export function canSeeUpgrade(user: UserLike): boolean {
  return !!user && !hasAnyDataType(user, ['BUYERS', 'SUPPLIERS']);
}
