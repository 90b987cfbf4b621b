import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CpvIndex, normaliseCpvCode } from './cpv.js';
import { BuyerCategoryIndex, loadGovernmentOrganisations, loadLocalAuthorities, loadNutsRegions, splitCsvLine } from './reference.js';

import { DATA_DIR, hasData, warnIfMissing } from './test-helpers.js';

warnIfMissing();

describe('CpvIndex (hand-made list)', () => {
  const idx = new CpvIndex({
    '44000000-0': 'Construction structures and materials',
    '44100000-1': 'Construction materials',
    '44110000-4': 'Construction materials',
    '44112000-8': 'Miscellaneous building structures',
    '44112200-0': 'Floor coverings',
    '45000000-7': 'Construction work',
    '45210000-2': 'Building construction work', // no 4521…/4520… parent group in this list → nearest is 45000000
  });
  it('normalises codes and looks up with or without check digit', () => {
    expect(normaliseCpvCode(' 44112200-0 ')).toBe('44112200');
    expect(normaliseCpvCode(3000000)).toBe('03000000');
    expect(normaliseCpvCode('4411')).toBeUndefined();
    expect(idx.get('44112200')?.fullCode).toBe('44112200-0');
    expect(idx.get('44112200-0')?.name).toBe('Floor coverings');
  });
  it('builds the tree via leading digits, skipping missing levels', () => {
    expect(idx.ancestors('44112200').map((e) => [e.code, e.level])).toEqual([
      ['44000000', 'division'],
      ['44100000', 'group'],
      ['44110000', 'class'],
      ['44112000', 'category'],
      ['44112200', 'category'],
    ]);
    expect(idx.parentOf('45210000')?.code).toBe('45000000');
    expect(idx.get('45000000')?.parent).toBeUndefined();
    expect(idx.nearestKnown('44112299')?.code).toBe('44112200');
    expect(idx.children('44110000').map((e) => e.code)).toEqual(['44112000']);
  });
});

describe.runIf(hasData())('reference data files', () => {
  it('CPV 2008: 9,454 codes, every non-division has a parent', async () => {
    const cpv = await CpvIndex.load(resolve(DATA_DIR, 'cpv2008_en_openprocurement.json'));
    expect(cpv.size).toBe(9454);
    const levels: Record<string, number> = {};
    let orphans = 0;
    for (const e of cpv.entries()) {
      levels[e.level] = (levels[e.level] ?? 0) + 1;
      if (e.level !== 'division' && !e.parent) orphans++;
    }
    expect(levels).toEqual({ division: 45, group: 272, class: 1002, category: 8135 });
    expect(orphans).toBe(0);
    expect(cpv.ancestors('44112200').map((e) => e.code)).toEqual(['44000000', '44100000', '44110000', '44112000', '44112200']);
  });

  it('councils and central government as buyer categories', async () => {
    const la = await loadLocalAuthorities(resolve(DATA_DIR, 'uk_local_authorities_current_mysociety.csv'));
    const gov = await loadGovernmentOrganisations(resolve(DATA_DIR, 'uk_government_organisations_openregister.tsv'));
    expect([la.length, la.filter((x) => x.current).length]).toEqual([470, 397]);
    expect([gov.length, gov.filter((x) => x.current).length]).toEqual([981, 698]);
    const idx = new BuyerCategoryIndex([...la, ...gov]);
    expect(idx.match('Leeds City Council')).toMatchObject({ code: 'LDS', category: 'Local authority', subType: 'Metropolitan district' });
    expect(idx.match('Leeds Beckett University')).toBeUndefined();
    expect(idx.match('Leeds')).toBeUndefined();
    expect(idx.match('Durham County Council')).toMatchObject({ category: 'Local authority', subType: 'Unitary authority' });
    expect(idx.match('Cabinet Office')).toMatchObject({ code: 'D2', category: 'Central government', subType: 'Department' });
    expect(idx.match('HM Revenue & Customs')?.category).toBe('Central government');
  });

  it('NUTS 2018 levels 1-3 with parents (Northern Ireland included)', async () => {
    const nuts = await loadNutsRegions(resolve(DATA_DIR, 'uk_nuts2018_level1-2_ons.csv'), resolve(DATA_DIR, 'uk_nuts2018_level3_ons.csv'));
    expect([1, 2, 3].map((l) => nuts.filter((n) => n.level === l).length)).toEqual([12, 41, 179]);
    expect(nuts.filter((n) => n.level > 1 && !n.parent)).toEqual([]);
    expect(nuts.find((n) => n.code === 'UKN10')).toMatchObject({ parent: 'UKN0', country: 'Northern Ireland' });
    expect(nuts.find((n) => n.code === 'UKM')).toMatchObject({ name: 'Scotland', level: 1 });
  });
});

describe('splitCsvLine', () => {
  it('handles quotes, escaped quotes and open quoted fields', () => {
    expect(splitCsvLine('a,"b, c","d ""e"""')).toEqual(['a', 'b, c', 'd "e"']);
    expect(splitCsvLine('a,"open')).toBeUndefined();
  });
});
