/**
 * A fixed clock for deterministic stories: "now" starts at STORY_NOW and advances with real time, so
 * relative dates ("Today", "2 hours ago") and screenshots never change from one run to the next.
 */
export const STORY_NOW = new Date('2026-11-20T10:30:00.000Z');

const RealDate = Date;
const realStart = RealDate.now();

export function installFixedClock(now: Date = STORY_NOW): void {
  const offset = now.getTime() - realStart;
  const current = () => RealDate.now() + offset;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(current());
      else super(...(args as [string | number | Date]));
    }
    static override now() {
      return current();
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
}
