/**
 * Invoiced spend (issue 15, decision 0046): public bodies' own payment files (Local Government
 * Transparency Code payments over £500, central government over £25,000), one row per payment line.
 * A file is imported once per buyer (its SHA-256); a line once per buyer (`line_key`), so
 * `tl import-spend` is idempotent. `synthetic` marks the demo's files generated from real awards.
 */
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { organisations } from './organisations';
import { companyFk, userFk } from './owners';

export const spendFiles = pgTable(
  'spend_files',
  {
    id: id(),
    guid: uuid('guid').notNull().unique(),
    buyerId: ref('buyer_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    /** Which recorded column mapping read it (spend/mapping.ts). */
    layout: text('layout').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    synthetic: boolean('synthetic').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('spend_files_buyer_sha_idx').on(t.buyerId, t.sha256)],
);

export const spendPayments = pgTable(
  'spend_payments',
  {
    id: id(),
    fileId: ref('file_id')
      .notNull()
      .references(() => spendFiles.id, { onDelete: 'cascade' }),
    buyerId: ref('buyer_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The supplier matched by name or alias; null when no organisation matched. */
    supplierId: ref('supplier_id').references(() => organisations.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('GBP'),
    expenseType: text('expense_type'),
    description: text('description'),
    reference: text('reference'),
    /** Hash of the line's date, supplier, amount, reference and position: one row per published line. */
    lineKey: text('line_key').notNull(),
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (t) => [
    uniqueIndex('spend_payments_buyer_line_idx').on(t.buyerId, t.lineKey),
    index('spend_payments_buyer_date_idx').on(t.buyerId, t.paymentDate),
    index('spend_payments_supplier_date_idx').on(t.supplierId, t.paymentDate),
  ],
);

/** POST /api/buyers/{guid}/request_spend: a company asks for a buyer's spend data (one row per company and buyer). */
export const spendRequests = pgTable(
  'spend_requests',
  {
    id: id(),
    buyerId: ref('buyer_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    companyId: companyFk(),
    userId: userFk(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('spend_requests_buyer_company_idx').on(t.buyerId, t.companyId)],
);
