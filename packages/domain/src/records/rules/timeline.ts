import type { RecordTimeline } from '../schemas/timeline';
import { RECORD_COPY } from './recordCopy';

export type TimelineStepKey = 'preTender' | 'tender' | 'award';
export interface TimelineStepView {
  key: TimelineStepKey;
  label: 'Pre-tender' | 'Tender' | 'Award';
  status: 'complete' | 'current' | 'upcoming';
  /** Date rows; empty with `note` 'Not identified' for an earlier step without data. */
  rows: { label: string; date: string | null; estimated?: boolean }[];
  note: string | null;
}

const ORDER: TimelineStepKey[] = ['preTender', 'tender', 'award'];
const LABELS = { preTender: 'Pre-tender', tender: 'Tender', award: 'Award' } as const;

/** The three steps of spec 2§2: current highlighted; earlier steps without data 'Not identified'. */
export function timelineSteps(t: RecordTimeline): TimelineStepView[] {
  const current = ORDER.indexOf(t.current);
  return ORDER.map((key, i) => {
    const status = i < current ? 'complete' : i === current ? 'current' : 'upcoming';
    let rows: TimelineStepView['rows'] = [];
    if (key === 'preTender' && t.preTender) {
      rows = [{ label: 'Published', date: t.preTender.publishedDate }, ...t.preTender.deadlineDates.map((d) => ({ label: 'Expected tender', date: d }))];
    }
    if (key === 'tender' && t.tender) {
      rows = [
        { label: 'Published', date: t.tender.publishedDate, estimated: t.tender.estimated },
        { label: 'Clarification deadline', date: t.tender.clarificationDate },
        { label: 'Close date', date: t.tender.closeDate, estimated: t.tender.estimated },
      ];
    }
    if (key === 'award') {
      rows = t.award.flatMap((a) => [
        { label: 'Published', date: a.publishedDate },
        { label: 'Awarded', date: a.awardDate },
        { label: 'Start', date: a.startDate },
        { label: 'Expiry', date: a.expiryDate },
        { label: 'Extension until', date: a.extensionDate },
      ]);
    }
    rows = rows.filter((r) => r.date !== null);
    const note = rows.length === 0 && status !== 'upcoming' ? RECORD_COPY.notIdentified : null;
    return { key, label: LABELS[key], status, rows, note };
  });
}
