/**
 * Figures measured on the real files in ../shared/data (see README.md). Fixed clock NOW = 2025-03-12.
 * Skipped, with a warning, when the data folder is absent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CpvIndex } from './cpv.js';
import { compileReleases } from './merge.js';
import { importFiles, type FileStats, type ImportResult } from './pipeline.js';
import { readOcdsAll } from './read.js';
import { NOW, OCDS_FILES, dataFile, hasData, warnIfMissing } from './test-helpers.js';

warnIfMissing();

type Expected = Omit<FileStats, 'file' | 'noticesWithKnownCpv'> & { organisations: number; noticesWithValue: number; lots: number; frameworks: number; descriptionsWithBreaks: number };

const EXPECTED: Record<(typeof OCDS_FILES)[number], Expected> = {
  'uk_contracts_finder_2014-15_ocds_sample-data.json': {
    releases: 211, records: 200,
    stages: { STALE_PRE_TENDER: 0, PRE_TENDER: 0, OPEN: 0, CLOSED: 200, AWARDED: 0 },
    buyers: 122, suppliers: 0, awards: 0, awardsWithValue: 0, cpvCoverage: 1, unknownCpvCodes: [], errors: 0, warnings: 0,
    organisations: 122, noticesWithValue: 200, lots: 0, frameworks: 0, descriptionsWithBreaks: 77,
  },
  'uk_contracts_finder_2025_ocds_CFServer1.json': {
    releases: 200, records: 190,
    stages: { STALE_PRE_TENDER: 0, PRE_TENDER: 7, OPEN: 8, CLOSED: 34, AWARDED: 141 },
    buyers: 134, suppliers: 232, awards: 143, awardsWithValue: 135, cpvCoverage: 1, unknownCpvCodes: [], errors: 0, warnings: 0,
    organisations: 365, noticesWithValue: 176, lots: 0, frameworks: 0, descriptionsWithBreaks: 71,
  },
  'uk_public_contracts_scotland_ocds_CFServer1.json': {
    releases: 90, records: 90,
    stages: { STALE_PRE_TENDER: 0, PRE_TENDER: 0, OPEN: 0, CLOSED: 90, AWARDED: 0 },
    buyers: 66, suppliers: 0, awards: 0, awardsWithValue: 0, cpvCoverage: 1, unknownCpvCodes: [], errors: 0, warnings: 0,
    organisations: 66, noticesWithValue: 61, lots: 341, frameworks: 25, descriptionsWithBreaks: 25,
  },
  'uk_sell2wales_2025_ocds_CFServer1.json': {
    releases: 90, records: 90,
    stages: { STALE_PRE_TENDER: 0, PRE_TENDER: 0, OPEN: 81, CLOSED: 9, AWARDED: 0 },
    buyers: 53, suppliers: 0, awards: 0, awardsWithValue: 0, cpvCoverage: 1, unknownCpvCodes: [], errors: 0, warnings: 1,
    organisations: 53, noticesWithValue: 57, lots: 233, frameworks: 32, descriptionsWithBreaks: 47,
  },
};

describe.runIf(hasData())('real OCDS files', () => {
  let cpv: CpvIndex;
  const results = new Map<string, ImportResult>();
  beforeAll(async () => {
    cpv = await CpvIndex.load(dataFile('cpv2008_en_openprocurement.json'));
    for (const f of OCDS_FILES) results.set(f, await importFiles([dataFile(f)], { now: NOW, cpv }));
  }, 60_000);

  it.each(OCDS_FILES)('%s: measured figures', (f) => {
    const res = results.get(f);
    if (!res) throw new Error('not imported');
    const { file: _file, noticesWithKnownCpv: _n, ...stats } = res.files[0] as FileStats;
    const n = res.notices;
    expect({
      ...stats,
      organisations: res.organisations.length,
      noticesWithValue: n.filter((x) => x.value).length,
      lots: n.reduce((a, x) => a + x.lots.length, 0),
      frameworks: n.filter((x) => x.framework.isFramework).length,
      descriptionsWithBreaks: n.filter((x) => x.description?.includes('\n')).length,
    }).toEqual(EXPECTED[f]);
  });

  it('591 releases describe 570 processes: every ocid compiles to one record', () => {
    const all = OCDS_FILES.map((f) => results.get(f));
    const releases = all.reduce((a, r) => a + (r?.files[0]?.releases ?? 0), 0);
    const ocids = new Set(all.flatMap((r) => r?.notices.map((n) => n.ocid) ?? []));
    const notices = all.reduce((a, r) => a + (r?.notices.length ?? 0), 0);
    // The data README says 590; the four files hold 591 (211 + 200 + 90 + 90) for 570 ocids.
    expect([releases, notices, ocids.size]).toEqual([591, 570, 570]);
  });

  it('compileReleases on the raw Contracts Finder 2025 releases: 200 → 190', async () => {
    const r = await readOcdsAll(dataFile('uk_contracts_finder_2025_ocds_CFServer1.json'));
    expect(compileReleases(r.releases)).toHaveLength(190);
  });

  it('an award and its awardUpdate merge into one notice (Contracts Finder 2025)', () => {
    const n = results.get('uk_contracts_finder_2025_ocds_CFServer1.json')?.notices.find((x) => x.ocid === 'ocds-b5fd17-55a5319a-5ceb-44da-8d2d-e5d9ef5a7b72');
    expect(n).toMatchObject({ stage: 'AWARDED', releaseCount: 2 });
    expect(n?.awards).toHaveLength(1);
  });

  it('importing the same file twice yields identical output', async () => {
    const f = 'uk_contracts_finder_2025_ocds_CFServer1.json';
    const again = await importFiles([dataFile(f)], { now: NOW, cpv });
    expect(again).toEqual(results.get(f));
  });

  it('organisations resolve across files', async () => {
    const all = await importFiles(OCDS_FILES.map(dataFile), { now: NOW, cpv });
    expect(all.notices).toHaveLength(570);
    expect(all.organisations).toHaveLength(588);
    const guids = new Set(all.organisations.map((o) => o.guid));
    expect(guids.size).toBe(all.organisations.length);
    expect(all.organisations.find((o) => o.name === 'Derby City Council')?.aliases).toEqual(['DERBY CITY COUNCIL']);
  }, 60_000);
});
