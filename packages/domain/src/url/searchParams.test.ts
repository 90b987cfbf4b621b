import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  compressSearchParam,
  decompressSearchParam,
  parseCompressedSearchParam,
  parseJsonSearchParam,
  parseSearchParam,
} from './searchParams';

const Page = z.coerce.number().int().min(1);
const Filters = z.object({ jobTitle: z.string().default(''), seniority: z.array(z.string()).default([]) });
const DEFAULT_FILTERS = { jobTitle: '', seniority: [] };

describe('parseSearchParam (bad value → default, spec 1§5)', () => {
  it.each([
    ['3', 3],
    [null, 1],
    [undefined, 1],
    ['0', 1],
    ['abc', 1],
    ['2.5', 1],
  ])('%j → %j', (raw, expected) => {
    expect(parseSearchParam(Page, raw, 1)).toBe(expected);
  });

  it('works with enums', () => {
    const Tab = z.enum(['all', 'competitors', 'partners']);
    expect(parseSearchParam(Tab, 'partners', 'all')).toBe('partners');
    expect(parseSearchParam(Tab, 'enemies', 'all')).toBe('all');
  });
});

describe('parseJsonSearchParam', () => {
  it.each([
    ['{"jobTitle":"Head of IT"}', { jobTitle: 'Head of IT', seniority: [] }],
    ['{"seniority":"not a list"}', DEFAULT_FILTERS],
    ['{broken', DEFAULT_FILTERS],
    ['', DEFAULT_FILTERS],
    [null, DEFAULT_FILTERS],
  ])('%j', (raw, expected) => {
    expect(parseJsonSearchParam(Filters, raw, DEFAULT_FILTERS)).toEqual(expected);
  });
});

describe('compressed form (lz-string)', () => {
  const value = { jobTitle: 'Procurement manager', seniority: ['Chief Officer'] };

  it('round-trips and is URL safe', () => {
    const compressed = compressSearchParam(value);
    expect(compressed).toMatch(/^[A-Za-z0-9+\-$]*$/);
    expect(decompressSearchParam(compressed)).toEqual(value);
    expect(parseCompressedSearchParam(Filters, compressed, DEFAULT_FILTERS)).toEqual(value);
  });

  it('logs a decode failure and falls back to the raw value (spec 1§8)', () => {
    const log = vi.fn();
    const raw = '{"jobTitle":"Clerk"}';
    expect(decompressSearchParam(raw, { log })).toEqual({ jobTitle: 'Clerk' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Could not decompress'), expect.objectContaining({ raw }));
    expect(parseCompressedSearchParam(Filters, raw, DEFAULT_FILTERS, { log })).toEqual({ jobTitle: 'Clerk', seniority: [] });
  });

  it('falls back to the default when neither form is valid', () => {
    const log = vi.fn();
    expect(parseCompressedSearchParam(Filters, '%%%', DEFAULT_FILTERS, { log })).toEqual(DEFAULT_FILTERS);
    expect(log).toHaveBeenCalled();
  });

  it('uses console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    decompressSearchParam('plain');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
