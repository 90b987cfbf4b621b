/** Frameworks (a notice with `techniques.hasFrameworkAgreement`) and their call-offs. */
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { noticeFk } from './owners';
import { notices } from './notices';

export const frameworks = pgTable(
  'frameworks',
  {
    id: id(),
    guid: uuid('guid').notNull().unique(),
    /** The notice that set the framework up. */
    noticeId: ref('notice_id')
      .notNull()
      .unique()
      .references(() => notices.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    procedureType: text('procedure_type'),
    awardType: text('award_type'),
    maximumParticipants: integer('maximum_participants'),
    synthetic: boolean('synthetic').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('frameworks_title_idx').on(t.title)],
);

/** A notice awarded under a framework (`relatedProcesses` relationship framework/parent). */
export const frameworkCallOffs = pgTable(
  'framework_call_offs',
  {
    frameworkId: ref('framework_id')
      .notNull()
      .references(() => frameworks.id, { onDelete: 'cascade' }),
    noticeId: noticeFk(),
    processType: text('process_type'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.frameworkId, t.noticeId] }), index('framework_call_offs_notice_idx').on(t.noticeId)],
);
