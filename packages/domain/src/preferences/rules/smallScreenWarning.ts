/** Widths at or below this show the small-screen warning (spec 1§2, 1§9). */
export const SMALL_SCREEN_MAX_WIDTH = 992;

/** Paths where the small-screen warning is never shown (spec 1§2). */
export const SMALL_SCREEN_WARNING_SKIPPED_PATHS = [
  '/records',
  '/wall-of-fame',
  '/cpv_codes',
  '/reports',
  '/get-started',
  '/email-verification',
  '/unsubscribe',
] as const;

/** Whether the small-screen warning shows for this width, path and per-session dismissal. */
export function shouldShowSmallScreenWarning(width: number, pathname: string, dismissed: boolean): boolean {
  if (dismissed || width > SMALL_SCREEN_MAX_WIDTH) return false;
  return !SMALL_SCREEN_WARNING_SKIPPED_PATHS.some((prefix) => pathname.startsWith(prefix));
}
