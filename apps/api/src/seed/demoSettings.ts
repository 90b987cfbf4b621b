/** Whether the demo's notice dates were moved forward (app_settings 'demo_dates'). */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { appSettings } from '../db/schema/index';

export const DEMO_DATES_SETTING = 'demo_dates';

const demoDatesSchema = z.object({
  shifted: z.boolean(),
  shiftedAt: z.string(),
  files: z.array(z.object({ file: z.string(), days: z.number().int() })),
});
export type DemoDates = z.infer<typeof demoDatesSchema>;

export async function writeDemoDates(db: Executor, value: DemoDates): Promise<void> {
  await db
    .insert(appSettings)
    .values({ name: DEMO_DATES_SETTING, value })
    .onConflictDoUpdate({ target: appSettings.name, set: { value, updatedAt: new Date() } });
}

/** True when the first import moved the demo's dates forward (a synced or `tl import` install: false). */
export async function demoDatesShifted(db: Executor): Promise<boolean> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.name, DEMO_DATES_SETTING));
  const parsed = demoDatesSchema.safeParse(row?.value);
  return parsed.success && parsed.data.shifted;
}
