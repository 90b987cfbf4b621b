/** Lots, awards, their suppliers, and contracts of a notice (spec 1§3 Lot and Contract). */
import { sql } from 'drizzle-orm';
import { char, index, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ref } from './columns';
import { noticeFk } from './owners';
import { organisations } from './organisations';

const money = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' });

/** Value and contract period (start, end, maxExtentDate: the end with every extension taken). */
const valueAndPeriod = () => ({
  value: money('value'),
  currency: char('currency', { length: 3 }),
  startDate: at('start_date'),
  endDate: at('end_date'),
  maxExtentDate: at('max_extent_date'),
});

export const lots = pgTable(
  'lots',
  {
    id: id(),
    noticeId: noticeFk(),
    /** The lot id inside the OCDS release ('1', 'LOT-0001'). */
    lotKey: text('lot_key').notNull(),
    title: text('title'),
    description: text('description'),
    status: text('status'),
    ...valueAndPeriod(),
    /** 8-digit CPV codes of the lot's items. */
    cpvCodes: text('cpv_codes').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('lots_notice_key_idx').on(t.noticeId, t.lotKey)],
);

export const awards = pgTable(
  'awards',
  {
    id: id(),
    noticeId: noticeFk(),
    awardKey: text('award_key').notNull(),
    title: text('title'),
    description: text('description'),
    status: text('status'),
    awardDate: at('award_date'),
    datePublished: at('date_published'),
    ...valueAndPeriod(),
    valueSource: text('value_source'),
    relatedLots: text('related_lots').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('awards_notice_key_idx').on(t.noticeId, t.awardKey),
    index('awards_award_date_idx').on(t.awardDate),
    index('awards_end_date_idx').on(t.endDate),
  ],
);

export const awardSuppliers = pgTable(
  'award_suppliers',
  {
    awardId: ref('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    organisationId: ref('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    partyId: text('party_id'),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.organisationId] }), index('award_suppliers_organisation_idx').on(t.organisationId, t.awardId)],
);

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    noticeId: noticeFk(),
    contractKey: text('contract_key').notNull(),
    awardId: ref('award_id').references(() => awards.id, { onDelete: 'set null' }),
    title: text('title'),
    status: text('status'),
    ...valueAndPeriod(),
    dateSigned: at('date_signed'),
  },
  (t) => [uniqueIndex('contracts_notice_key_idx').on(t.noticeId, t.contractKey), index('contracts_award_idx').on(t.awardId)],
);

export type LotRow = typeof lots.$inferSelect;
export type AwardRow = typeof awards.$inferSelect;
