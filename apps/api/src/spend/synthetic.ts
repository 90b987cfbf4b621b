/**
 * The demo's invoiced spend (decision 0046): no real payment file is bundled in ../shared/data, so at
 * seed time each of the busiest real buyers gets a small payment file generated from its real
 * awards, each award paid in monthly instalments over its contract (12 months when the award gives
 * no period, at most 24), up to today. The file is written as that body would publish it (a council
 * in the Local Government Transparency Code layout, a department in the central government layout),
 * read back through the same importer and stored with `synthetic = true`; the UI marks it
 * (SYNTHETIC_SPEND_NOTE) and the README says so. Deterministic and idempotent.
 */
import { LAYOUT_THRESHOLD } from './mapping';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { importSpendFile, type SpendImportResult } from './importer';

const BUYERS = 6;
const MAX_LINES = 300;
const MONTH_MS = 30.44 * 24 * 3600 * 1000;

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const ukDate = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const CENTRAL = /\b(department|ministry|hm |office|agency|executive|commission)\b/i;

type AwardRow = {
  award_key: string;
  notice_name: string;
  supplier: string;
  value: string | number;
  start: Date | string;
  end: Date | string | null;
};

/** One buyer's payment file (CSV text) from its awards; null when it has no valued award. */
export function syntheticSpendCsv(buyerName: string, awards: readonly AwardRow[], now: Date): string | null {
  const central = CENTRAL.test(buyerName);
  const threshold = LAYOUT_THRESHOLD[central ? 'central-government-25k' : 'local-government-500'];
  const header = central
    ? ['Department Family', 'Entity', 'Date', 'Expense Type', 'Expense Area', 'Supplier', 'Transaction number', 'Amount']
    : ['Body Name', 'Service Area', 'Expenses Type', 'Payment Date', 'Transaction Number', 'Amount (£)', 'Supplier Name'];
  const lines: string[][] = [];
  let txn = 1000;
  for (const a of awards) {
    const start = new Date(a.start);
    const end = a.end ? new Date(a.end) : new Date(start.getTime() + 12 * MONTH_MS);
    const months = Math.max(1, Math.min(24, Math.round((end.getTime() - start.getTime()) / MONTH_MS)));
    const instalment = Math.round((Number(a.value) / months) * 100) / 100;
    if (instalment < threshold) continue;
    for (let m = 0; m < months && lines.length < MAX_LINES; m++) {
      const paid = new Date(start.getTime() + (m + 1) * MONTH_MS);
      if (paid > now) break;
      txn++;
      const area = `Synthetic payment for award ${a.award_key}: ${a.notice_name}`.slice(0, 200);
      lines.push(
        central
          ? [buyerName, buyerName, ukDate(paid), 'Contracted services', area, a.supplier, String(txn), instalment.toFixed(2)]
          : [buyerName, area, 'Contracted services', ukDate(paid), String(txn), instalment.toLocaleString('en-GB', { minimumFractionDigits: 2 }), a.supplier],
      );
    }
  }
  if (!lines.length) return null;
  return [header, ...lines].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Seeds the synthetic payment files once (nothing when any synthetic file exists or no buyer has valued awards). */
export async function seedSyntheticSpend(db: Executor, now: Date = new Date()): Promise<SpendImportResult[]> {
  const [done] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from spend_files where synthetic`);
  if ((done?.n ?? 0) > 0) return [];
  const buyers = await queryRows<{ guid: string; name: string; id: string }>(
    db,
    sql`select o.guid::text as guid, o.name, o.id::text as id from organisations o
      join notices n on n.buyer_id = o.id join awards a on a.notice_id = n.id
      where not n.synthetic and a.value > 0 and exists (select 1 from award_suppliers sa where sa.award_id = a.id)
      group by o.id order by count(distinct a.id) desc, o.name limit ${BUYERS}`,
  );
  const results: SpendImportResult[] = [];
  for (const b of buyers) {
    const awards = await queryRows<AwardRow>(
      db,
      sql`select a.award_key, n.name as notice_name, s.name as supplier, a.value,
          coalesce(a.start_date, a.award_date, a.date_published, n.publish_date) as start, a.end_date as end
        from notices n join awards a on a.notice_id = n.id join award_suppliers sa on sa.award_id = a.id join organisations s on s.id = sa.organisation_id
        where n.buyer_id = ${Number(b.id)} and not n.synthetic and a.value > 0
          and coalesce(a.start_date, a.award_date, a.date_published, n.publish_date) is not null
        order by coalesce(a.start_date, a.award_date, a.date_published, n.publish_date) desc, a.id limit 60`,
    );
    const csv = syntheticSpendCsv(b.name, awards, now);
    if (!csv) continue;
    const fileName = `synthetic-spend-${b.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.csv`;
    results.push(await importSpendFile(db, { buyerGuid: b.guid, fileName, text: csv, synthetic: true }));
  }
  return results;
}
