import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { readOcdsAll, sniffFormat } from './read.js';

const dir = mkdtempSync(join(tmpdir(), 'tl-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string): string => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const release = (ocid: string, extra: Record<string, unknown> = {}) => ({ ocid, id: `${ocid}-1`, date: '2025-01-01T00:00:00Z', tag: ['tender'], ...extra });
const pkg = { uri: 'https://example.org/pkg.json', publisher: { name: 'Example Publisher' }, license: 'https://example.org/licence' };

describe('readOcds', () => {
  it('reads a pretty-printed release package, carrying package metadata and index', async () => {
    const p = write('pkg.json', JSON.stringify({ ...pkg, releases: [release('a'), release('b')] }, null, 2));
    const { releases, issues } = await readOcdsAll(p);
    expect(issues).toEqual([]);
    expect(releases.map((r) => [r.release.ocid, r.source.index, r.source.file])).toEqual([
      ['a', 0, p],
      ['b', 1, p],
    ]);
    expect(releases[0]?.source.package).toMatchObject({ kind: 'releasePackage', uri: pkg.uri, license: pkg.license, publisher: { name: 'Example Publisher' } });
  });

  it('reads JSON Lines of releases and packages, with line numbers', async () => {
    const lines = [JSON.stringify(release('a')), '', JSON.stringify({ ...pkg, releases: [release('b'), release('c')] }), JSON.stringify(release('d'))];
    const p = write('mixed.jsonl', lines.join('\n') + '\n');
    const { releases, issues } = await readOcdsAll(p);
    expect(issues).toEqual([]);
    expect(releases.map((r) => [r.release.ocid, r.source.line, r.source.index])).toEqual([
      ['a', 1, 0],
      ['b', 3, 0],
      ['c', 3, 1],
      ['d', 4, 0],
    ]);
    expect(releases[1]?.source.package.publisher?.name).toBe('Example Publisher');
    expect(releases[0]?.source.package.kind).toBe('release');
  });

  it('a JSONL file with one bad line: the rest imports and the issue names file, line and reason', async () => {
    const lines = [JSON.stringify(release('a')), '{"ocid": "b", "tag": [', JSON.stringify(release('c')), JSON.stringify({ id: 'no-ocid' })];
    const p = write('bad.jsonl', lines.join('\n'));
    const { releases, issues } = await readOcdsAll(p);
    expect(releases.map((r) => r.release.ocid)).toEqual(['a', 'c']);
    expect(issues).toHaveLength(2);
    expect(issues[0]).toMatchObject({ file: p, line: 2, severity: 'error' });
    expect(issues[0]?.reason).toMatch(/^invalid JSON/);
    expect(issues[1]).toMatchObject({ file: p, line: 4, severity: 'error' });
    expect(issues[1]?.reason).toMatch(/no releases, records or ocid/);
  });

  it('a JSONL file whose FIRST line is bad is still read as JSON Lines', async () => {
    const p = write('bad-first.jsonl', ['{"ocid": ', JSON.stringify(release('a')), JSON.stringify(release('b'))].join('\n'));
    const { releases, issues } = await readOcdsAll(p);
    expect(releases.map((r) => r.release.ocid)).toEqual(['a', 'b']);
    expect(issues.map((i) => i.line)).toEqual([1]);
  });

  it('a release failing validation is an issue with its index and the package keeps going', async () => {
    const p = write('invalid.json', JSON.stringify({ ...pkg, releases: [release('a'), { ocid: '', id: 'x' }, 42, release('d')] }));
    const { releases, issues } = await readOcdsAll(p);
    expect(releases.map((r) => r.release.ocid)).toEqual(['a', 'd']);
    expect(issues.map((i) => [i.index, i.severity])).toEqual([
      [1, 'error'],
      [2, 'error'],
    ]);
    expect(issues[0]?.reason).toMatch(/release failed validation: ocid/);
    expect(issues[1]?.reason).toMatch(/not a JSON object/);
  });

  it('truncated JSON: releases before the cut are kept and one issue reports it', async () => {
    const full = JSON.stringify({ ...pkg, releases: [release('a'), release('b'), release('c')] }, null, 1);
    const p = write('truncated.json', full.slice(0, full.indexOf('"ocid": "c"') + 5));
    const { releases, issues } = await readOcdsAll(p);
    expect(releases.map((r) => r.release.ocid)).toEqual(['a', 'b']);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: p, severity: 'error' });
    expect(issues[0]?.reason).toMatch(/^invalid JSON after 2 item/);
  });

  it('a file that is not JSON at all is one issue, not a crash', async () => {
    const p = write('notes.txt', 'ocid,title\nocds-1,Something\n');
    const { releases, issues } = await readOcdsAll(p);
    expect(releases).toEqual([]);
    expect(issues).toEqual([{ file: p, reason: 'not JSON: the file does not start with { or [', severity: 'error' }]);
  });

  it('empty and missing files are one issue each', async () => {
    expect((await readOcdsAll(write('empty.json', '  \n'))).issues.map((i) => i.reason)).toEqual(['empty file']);
    const missing = await readOcdsAll(join(dir, 'nope.json'));
    expect(missing.issues).toHaveLength(1);
    expect(missing.issues[0]?.reason).toMatch(/cannot read: .*ENOENT/);
  });

  it('reads record packages: embedded releases, else compiledRelease', async () => {
    const p = write(
      'records.json',
      JSON.stringify({
        ...pkg,
        records: [
          { ocid: 'r1', releases: [{ id: 'r1-1', date: '2025-01-01', tag: ['tender'] }, { id: 'r1-2', date: '2025-01-02', tag: ['award'] }] },
          { ocid: 'r2', releases: [{ url: 'https://x/r2-1.json', date: '2025-01-01', tag: ['tender'] }], compiledRelease: { ocid: 'r2', tag: ['compiled'] } },
          { ocid: 'r3', releases: [{ url: 'https://x/r3-1.json' }] },
        ],
      }),
    );
    const { releases, issues } = await readOcdsAll(p);
    expect(releases.map((r) => [r.release.ocid, r.release.id, r.source.recordIndex, r.source.compiled ?? false])).toEqual([
      ['r1', 'r1-1', 0, false],
      ['r1', 'r1-2', 0, false],
      ['r2', undefined, 1, true],
    ]);
    expect(releases[0]?.source.package.kind).toBe('recordPackage');
    expect(issues.map((i) => [i.index, i.ocid])).toEqual([[2, 'r3']]);
  });

  it('reads a top-level array of releases, a single release object and a stream', async () => {
    const arr = await readOcdsAll(write('array.json', JSON.stringify([release('a'), { ...pkg, releases: [release('b')] }])));
    expect(arr.releases.map((r) => r.release.ocid)).toEqual(['a', 'b']);
    const single = await readOcdsAll(write('single.json', JSON.stringify(release('s'), null, 2)));
    expect(single.releases.map((r) => r.release.ocid)).toEqual(['s']);
    const stream = await readOcdsAll(Readable.from([Buffer.from(JSON.stringify({ releases: [release('x')] }))]), { label: 'upload.json' });
    expect(stream.releases[0]?.source.file).toBe('upload.json');
  });

  it('repairs keys broken by whitespace and reports a warning', async () => {
    const p = write('keys.json', JSON.stringify({ releases: [{ ...release('k'), parties: [{ name: 'X', '    roles': ['buyer'] }] }] }));
    const { releases, issues } = await readOcdsAll(p);
    expect((releases[0]?.release.parties as { roles: string[] }[])[0]?.roles).toEqual(['buyer']);
    expect(issues).toMatchObject([{ severity: 'warning', ocid: 'k', index: 0 }]);
  });

  it('sniffFormat', () => {
    expect(sniffFormat('{\n "uri": "x",\n "releases": [')).toBe('json');
    expect(sniffFormat('{"ocid":"a"}\n{"ocid":"b"}\n')).toBe('jsonl');
    expect(sniffFormat('{"ocid":"a"}\n')).toBe('json');
    expect(sniffFormat('\uFEFF[{"ocid":"a"}]')).toBe('json');
    expect(sniffFormat('<html>')).toBe('not-json');
    expect(sniffFormat(' \n ')).toBe('empty');
  });
});
