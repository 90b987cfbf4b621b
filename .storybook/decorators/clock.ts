/**
 * A fixed clock for deterministic stories: "now" starts at STORY_NOW and advances with real time, so
 * relative dates ("Today", "2 hours ago") and screenshots never change from one run to the next. Every story starts
 * again at STORY_NOW (`restartFixedClock`, from the story decorator): the test-runner renders a file's stories one
 * after another in one page, and on a busy machine a later story would otherwise read "6 minutes ago" where an
 * earlier run read "5 minutes ago".
 */
export const STORY_NOW = new Date('2026-11-20T10:30:00.000Z');

const RealDate = Date;
const realStart = RealDate.now();

let offset = 0;

/** Back to STORY_NOW (at the start of each story). */
export function restartFixedClock(now: Date = STORY_NOW): void {
  offset = now.getTime() - RealDate.now();
}

export function installFixedClock(now: Date = STORY_NOW): void {
  offset = now.getTime() - realStart;
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
