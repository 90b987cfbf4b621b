import { SUPPLIER_GUIDS } from '../../suppliers/mocks/fixtures';

const NAMES = [
  ['Provision of Cloud Hosting Services', 'Leeds City Council', 'OPEN'],
  ['Data Platform and Analytics Partner', 'Cardiff Council', 'PRE_TENDER'],
  ['Managed Cloud Infrastructure Framework', 'Crown Commercial Service', 'AWARDED'],
  ['Housing Management System Replacement', 'Bristol City Council', 'CLOSED'],
  ['Digital Service Desk and Cloud Support', 'NHS Scotland', 'OPEN'],
  ['Highways Asset Data Platform', 'Kent County Council', 'STALE_PRE_TENDER'],
] as const;

/** One preview record a day back from `now`, cycling through realistic names, buyers and stages. */
export function feedPreviewRecord(i: number, now: number) {
  const [name, buyer, stage] = NAMES[i % NAMES.length] ?? NAMES[0];
  const guid = `00000000-0000-4000-8000-0000000c${String(i).padStart(4, '0')}`;
  return {
    guid,
    name: i < NAMES.length ? name : `${name} (${Math.floor(i / NAMES.length) + 1})`,
    stage,
    publish_date: new Date(now - (i * 2 + 1) * 3_600_000 * 20).toISOString(),
    description: `${buyer} is looking for a supplier for ${name.toLowerCase()}, including cloud hosting, support and a data platform for its services.`,
    buyer: { name: buyer },
  };
}

/** Match reasons per record: keywords, the partner, the competitor and the CPV division in turn. */
export function feedPreviewSignalIds(i: number): string[] {
  const ids = ['keyword:cloud hosting'];
  if (i % 2 === 0) ids.push('keyword:data platform');
  if (i % 3 === 0) ids.push(`partner:${SUPPLIER_GUIDS.acme}`);
  if (i % 4 === 1) ids.push(`competitor:${SUPPLIER_GUIDS.capita}`);
  if (i % 2 === 1) ids.push('cpv:72000000');
  return ids;
}
