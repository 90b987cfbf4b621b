import { describe, expect, it } from 'vitest';
import { cpvPrefix, deriveSignals, EMPTY_SETTINGS, normaliseKeyword, relevanceLabel, relevanceScore } from './signals';

const kw = (k: string, inTitle = false) => ({ signalId: `keyword:${k}`, inTitle });
const other = (id: string) => ({ signalId: id, inTitle: false });

describe('relevanceScore (docs/decisions/0007-relevance.md)', () => {
  it.each([
    ['nothing', [], 0],
    ['CPV only', [other('cpv:72')], 1],
    ['competitor only', [other('competitor:x')], 1],
    ['keyword in the description', [kw('cloud')], 1],
    ['keyword in the title', [kw('cloud', true)], 2],
    ['two keywords in the description', [kw('cloud'), kw('hosting')], 2],
    ['keyword in the description + CPV', [kw('cloud'), other('cpv:72')], 2],
    ['keyword in the title + CPV', [kw('cloud', true), other('cpv:72')], 3],
    ['competitor + partner + CPV', [other('competitor:x'), other('partner:y'), other('cpv:72')], 2],
    ['everything', [kw('cloud', true), kw('hosting'), other('cpv:72'), other('partner:y')], 3],
  ] as const)('%s → %i', (_label, matches, score) => {
    expect(relevanceScore(matches)).toBe(score);
  });

  it('labels scores as the popover does (spec 2§2)', () => {
    expect([0, 1, 2, 3, null, 7].map(relevanceLabel)).toEqual(['None', 'Low', 'Medium', 'High', 'None', 'None']);
  });
});

describe('signals from settings', () => {
  it('derives stable ids, names and colours in chip order, each once', () => {
    const signals = deriveSignals(
      { ...EMPTY_SETTINGS, keywords: ['Cloud  Hosting', 'cloud hosting', 'AI'], cpvCodes: ['72', '72400000'], competitorGuids: ['g1'], partnerGuids: ['g2'] },
      { organisations: new Map([['g1', 'Capita'], ['g2', 'Acme']]), cpvCodes: new Map([['72000000', 'IT services']]) },
    );
    expect(signals.map((s) => [s.id, s.name, s.category])).toEqual([
      ['keyword:cloud hosting', 'Cloud  Hosting', 'keyword'],
      ['keyword:ai', 'AI', 'keyword'],
      ['partner:g2', 'Acme', 'partner'],
      ['competitor:g1', 'Capita', 'competitor'],
      ['cpv:72', '72 IT services', 'cpv'],
      ['cpv:72400000', '72400000', 'cpv'],
    ]);
    expect(new Set(signals.map((s) => s.colour)).size).toBe(4);
  });

  it('normalises keywords and CPV prefixes', () => {
    expect(normaliseKeyword('  Cloud   HOSTING ')).toBe('cloud hosting');
    expect(cpvPrefix('72400000-4')).toBe('724');
    expect(cpvPrefix('72000000')).toBe('72');
    expect(cpvPrefix('72')).toBe('72');
    expect(cpvPrefix('30000000')).toBe('30');
  });
});
