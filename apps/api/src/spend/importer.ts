/**
 * `tl import-spend FILE… --buyer GUID` (decision 0046): a public body's payment CSV read through the
 * recorded column mapping, each line's supplier matched to our organisations by normalised name and
 * aliases (the importer's `normaliseOrgName`), written once: a file already imported for the buyer
 * (same SHA-256) is skipped, and a line already stored (same line key) is not written again.
 */
import { createHash, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { chunked } from '../db/batch';
import { queryRows, type Executor } from '../db/client';
import { spendFiles, spendPayments } from '../db/schema/index';
import { normaliseOrgName } from '../importer/organisations';
import { LAYOUT_THRESHOLD, mapColumns, parseAmount, parseDate, type SpendLayout } from './mapping';

export interface SpendLine {
  paymentDate: string;
  supplierName: string;
  amount: number;
  expenseType: string | null;
  description: string | null;
  reference: string | null;
  lineKey: string;
}

export interface ParsedSpendFile {
  layout: SpendLayout;
  lines: SpendLine[];
  /** Lines left out, with why (no date, no amount, no supplier). */
  skipped: { line: number; reason: string }[];
  /** Lines under the layout's publication threshold (kept: publishers often include them). */
  belowThreshold: number;
}

/** Parses a payment CSV (any of the recorded layouts). */
export function parseSpendCsv(text: string): ParsedSpendFile {
  const rows = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true, bom: true, trim: true }) as string[][];
  // Some publishers put a title line or two above the header: the header is the first row the mapping accepts.
  let headerAt = -1;
  let mapping: ReturnType<typeof mapColumns> | undefined;
  let firstError: unknown;
  for (let i = 0; i < Math.min(rows.length, 10); i++) {
    try {
      mapping = mapColumns(rows[i] ?? []);
      headerAt = i;
      break;
    } catch (error) {
      firstError ??= error;
    }
  }
  if (!mapping) throw firstError instanceof Error ? firstError : new Error('Not a payment file: no header row');
  const cell = (row: string[], i: number | undefined) => (i === undefined ? '' : (row[i] ?? '').trim());
  const lines: SpendLine[] = [];
  const skipped: ParsedSpendFile['skipped'] = [];
  let belowThreshold = 0;
  const seen = new Map<string, number>();
  rows.slice(headerAt + 1).forEach((row, k) => {
    const line = headerAt + 2 + k;
    const date = parseDate(cell(row, mapping.columns.date));
    const amount = parseAmount(cell(row, mapping.columns.amount));
    const supplierName = cell(row, mapping.columns.supplier).replace(/\s+/g, ' ');
    if (!date) return void skipped.push({ line, reason: 'no date' });
    if (amount === null) return void skipped.push({ line, reason: 'no amount' });
    if (!supplierName) return void skipped.push({ line, reason: 'no supplier' });
    if (Math.abs(amount) < LAYOUT_THRESHOLD[mapping.layout]) belowThreshold++;
    const reference = cell(row, mapping.columns.reference) || null;
    const base = [date, normaliseOrgName(supplierName), amount.toFixed(2), reference ?? ''].join('|');
    // Two identical lines in one file are two payments: the repeat count keeps both.
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    lines.push({
      paymentDate: date,
      supplierName,
      amount,
      expenseType: cell(row, mapping.columns.expenseType) || null,
      description: cell(row, mapping.columns.description) || null,
      reference,
      lineKey: createHash('sha256').update(`${base}|${n}`).digest('hex').slice(0, 32),
    });
  });
  return { layout: mapping.layout, lines, skipped, belowThreshold };
}

/** Supplier names → organisation ids, by normalised name first, then by an alias that normalises the same. */
export async function matchSuppliers(db: Executor, names: readonly string[]): Promise<Map<string, number>> {
  const byNorm = new Map<string, string[]>();
  for (const n of new Set(names)) {
    const key = normaliseOrgName(n);
    if (key) byNorm.set(key, [...(byNorm.get(key) ?? []), n]);
  }
  const out = new Map<string, number>();
  if (!byNorm.size) return out;
  const norms = [...byNorm.keys()];
  const found = await queryRows<{ id: string; normalised_name: string }>(
    db,
    sql`select distinct on (normalised_name) id::text as id, normalised_name from organisations
      where normalised_name in (${sql.join(norms.map((n) => sql`${n}`), sql`, `)})
      order by normalised_name, ('supplier' = any(roles)) desc, notice_count desc, id`,
  );
  for (const f of found) for (const name of byNorm.get(f.normalised_name) ?? []) out.set(name, Number(f.id));
  const left = norms.filter((n) => !found.some((f) => f.normalised_name === n));
  if (left.length) {
    const withAliases = await queryRows<{ id: string; aliases: string[] }>(
      db,
      sql`select id::text as id, aliases from organisations where cardinality(aliases) > 0 order by ('supplier' = any(roles)) desc, notice_count desc, id`,
    );
    const wanted = new Set(left);
    for (const o of withAliases) {
      for (const alias of o.aliases) {
        const key = normaliseOrgName(alias);
        if (!wanted.has(key)) continue;
        for (const name of byNorm.get(key) ?? []) if (!out.has(name)) out.set(name, Number(o.id));
        wanted.delete(key);
      }
    }
  }
  return out;
}

export interface SpendImportResult {
  file: string;
  layout: SpendLayout | null;
  /** False when the same file was imported for this buyer before. */
  imported: boolean;
  lines: number;
  written: number;
  matched: number;
  skipped: number;
  belowThreshold: number;
}

export class UnknownBuyerError extends Error {}

/** Imports one payment file for a buyer (guid); idempotent. */
export async function importSpendFile(
  db: Executor,
  input: { buyerGuid: string; fileName: string; text: string; synthetic?: boolean },
): Promise<SpendImportResult> {
  const [buyer] = await queryRows<{ id: string }>(db, sql`select id::text as id from organisations where guid = ${input.buyerGuid}::uuid`);
  if (!buyer) throw new UnknownBuyerError(`No organisation with guid ${input.buyerGuid}`);
  const buyerId = Number(buyer.id);
  const sha256 = createHash('sha256').update(input.text).digest('hex');
  const [already] = await queryRows<{ id: string }>(db, sql`select id::text as id from spend_files where buyer_id = ${buyerId} and sha256 = ${sha256}`);
  const parsed = parseSpendCsv(input.text);
  const base = { file: input.fileName, layout: parsed.layout, lines: parsed.lines.length, skipped: parsed.skipped.length, belowThreshold: parsed.belowThreshold };
  if (already) return { ...base, imported: false, written: 0, matched: 0 };
  const suppliers = await matchSuppliers(db, parsed.lines.map((l) => l.supplierName));
  const synthetic = input.synthetic ?? false;
  const [file] = await db
    .insert(spendFiles)
    .values({ guid: randomUUID(), buyerId, fileName: input.fileName, sha256, layout: parsed.layout, rowCount: parsed.lines.length, synthetic })
    .returning({ id: spendFiles.id });
  let written = 0;
  for (const chunk of chunked(parsed.lines, 1000)) {
    const res = await db
      .insert(spendPayments)
      .values(
        chunk.map((l) => ({
          fileId: file!.id,
          buyerId,
          supplierId: suppliers.get(l.supplierName) ?? null,
          supplierName: l.supplierName,
          paymentDate: l.paymentDate,
          amount: l.amount,
          expenseType: l.expenseType,
          description: l.description,
          reference: l.reference,
          lineKey: l.lineKey,
          synthetic,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: spendPayments.id });
    written += res.length;
  }
  const matched = parsed.lines.filter((l) => suppliers.has(l.supplierName)).length;
  return { ...base, imported: true, written, matched };
}
