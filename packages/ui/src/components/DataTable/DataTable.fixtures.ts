import type { DataTableColumn } from './DataTable';

/** A row of the example data used by stories and tests. */
export interface ExampleRow {
  id: string;
  name: string;
  owner: string;
  value: number;
  updated: string;
}

const words = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet'];
const owners = ['Sam Patel', 'Alex Morgan', 'Jo Williams', 'Chris Evans', 'Priya Shah', 'Lee Carter'];

/** Deterministic pseudo-random numbers (mulberry32), so stories and snapshots never change. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` example rows starting at `offset`, the same every time for the same arguments. */
export function makeRows(count: number, offset = 0, seed = 7): ExampleRow[] {
  const rand = seeded(seed + offset);
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    const day = 1 + Math.floor(rand() * 28);
    return {
      id: `row-${n + 1}`,
      name: `${words[n % words.length]} ${words[Math.floor(rand() * words.length)]} ${n + 1}`,
      owner: owners[Math.floor(rand() * owners.length)] ?? 'Sam Patel',
      value: Math.round(rand() * 500_000),
      updated: `2026-0${1 + (n % 9)}-${String(day).padStart(2, '0')}`,
    };
  });
}

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export const exampleColumns: DataTableColumn<ExampleRow>[] = [
  { id: 'name', header: 'Name', accessor: (r) => r.name, sortable: true, width: 280 },
  { id: 'owner', header: 'Owner', accessor: (r) => r.owner, sortable: true },
  {
    id: 'value',
    header: 'Value',
    accessor: (r) => r.value,
    cell: ({ value }) => money.format(Number(value)),
    sortable: true,
    align: 'end',
    width: 140,
  },
  { id: 'updated', header: 'Updated', accessor: (r) => r.updated, width: 140 },
];
