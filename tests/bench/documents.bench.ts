/**
 * Documents benchmark (issue 15): (a) text extraction — pages per second over generated PDFs (pdfkit),
 * DOCX, XLSX and HTML, and the process's peak RSS; (b) document search p95 with BENCH_DOC_COUNT
 * documents (default 50,000) in PGlite (in memory). The corpus is realistic, not a worst case: the
 * real notices' titles and descriptions in the shared data folder (TENDERLENS_SHARED_DATA, read at
 * run time, never copied into the repo) give each document a real title and a body of several real
 * descriptions, so words have their natural (Zipf-like) frequencies. Queries are words and pairs
 * sampled from that text at several frequencies (common, middling, rare) plus a phrase, searched
 * through the service's own query (websearch tsquery on the weighted tsvector via its GIN index,
 * ts_rank, the team's signal score, the total). Prints, never asserts.
 *   pnpm --filter @tenderlens/api exec tsx ../../tests/bench/documents.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from '../../apps/api/src/testing/benchSupport';
import { createDatabase } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { seedDemo } from '../../apps/api/src/seed/demo';
import { extractText } from '../../apps/api/src/files/extract';
import { docxFixture, pdfFixture, xlsxFixture } from '../../apps/api/src/files/fixtures';
import { searchDocuments } from '../../apps/api/src/documents/service';
import { loadCurrentUser } from '../../apps/api/src/users/currentUser';
import { queryRows } from '../../apps/api/src/db/client';
import { percentile } from './lib/measure';
import { findSharedDataDir } from '../../apps/api/src/config';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const COUNT = Number(process.env.BENCH_DOC_COUNT ?? 50_000);
const WORDS = ['cloud', 'software', 'construction', 'cleaning', 'consultancy', 'maintenance', 'housing', 'transport', 'health', 'education', 'security', 'energy', 'waste', 'catering', 'legal', 'training', 'data', 'network', 'roads', 'water', 'gritting', 'salt', 'harbour', 'dredging', 'library', 'school', 'council', 'framework', 'lot', 'tender'];
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const word = () => WORDS[Math.floor(rand() * WORDS.length)] as string;
const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;

/** Every notice title and description in the shared data's OCDS files (JSON and JSON lines). */
function realTexts(): { titles: string[]; descriptions: string[] } {
  const dir = findSharedDataDir();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  if (!dir) return { titles: [], descriptions: [] };
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'string') {
      const t = v.trim();
      if (t.length < 8 || /^https?:/.test(t)) return;
      if (key === 'title' && t.length < 300) titles.add(t);
      else if (key === 'description' && t.length > 40) descriptions.add(t.slice(0, 2000));
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  for (const name of readdirSync(dir)) {
    if (!/ocds.*\.(json|jsonl)$/.test(name)) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    if (name.endsWith('.jsonl')) {
      for (const line of text.split('\n')) if (line.trim()) walk(JSON.parse(line), '');
    }
    else walk(JSON.parse(text), '');
  }
  return { titles: [...titles], descriptions: [...descriptions] };
}
let peakRss = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const timer = setInterval(sample, 20);

async function extractionBench() {
  const pdf = await pdfFixture(Array.from({ length: 40 }, () => Array.from({ length: 30 }, () => sentence(12))));
  const docx = await docxFixture(Array.from({ length: 40 }, (_, i) => ({ heading: `Section ${i + 1}`, paragraphs: Array.from({ length: 20 }, () => sentence(14)) })));
  const xlsx = await xlsxFixture(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`Sheet ${i + 1}`, Array.from({ length: 500 }, () => [word(), rand() * 1000, sentence(5)])])));
  const html = new TextEncoder().encode(`<html><body>${Array.from({ length: 40 }, (_, i) => `<h2>Part ${i + 1}</h2>${Array.from({ length: 20 }, () => `<p>${sentence(14)}</p>`).join('')}`).join('')}</body></html>`);
  const cases: [string, Uint8Array, string][] = [['PDF (40 pages)', pdf, 'a.pdf'], ['DOCX (40 sections)', docx, 'a.docx'], ['XLSX (10 sheets × 500 rows)', xlsx, 'a.xlsx'], ['HTML (40 sections)', html, 'a.html']];
  for (const [label, data, name] of cases) {
    const rounds = 5;
    let sections = 0;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) sections += (await extractText(data, { fileName: name })).sections.length;
    const seconds = (performance.now() - started) / 1000;
    sample();
    console.log(`extract ${label}: ${(sections / seconds).toFixed(1)} pages(sections)/s, ${((data.length * rounds) / 1024 / 1024 / seconds).toFixed(2)} MB/s, peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  }
}

async function searchBench() {
  const handle = createDatabase({ dataDir: 'memory://' });
  await runMigrations(handle);
  await seedDemo(handle.db);
  const db = handle.db;
  const [maya] = await queryRows<{ id: number }>(db, sql`select id::int as id from users where email = 'maya@northwind.test'`);
  const user = await loadCurrentUser(db, Number(maya?.id));
  if (!user) throw new Error('demo user missing');
  await db.execute(sql`insert into team_signal_settings (team_id, keywords) values (${user.team.id}, ${'{gritting,harbour,school}'}::text[])
    on conflict (team_id) do update set keywords = excluded.keywords`);
  const real = realTexts();
  if (real.titles.length === 0 || real.descriptions.length === 0) {
    console.log('document search: the shared data folder was not found (TENDERLENS_SHARED_DATA); nothing measured');
    await handle.close();
    return;
  }
  console.log(`document corpus: ${real.titles.length.toLocaleString('en-GB')} real titles, ${real.descriptions.length.toLocaleString('en-GB')} real descriptions`);
  const bodyOf = () => Array.from({ length: 2 + Math.floor(rand() * 5) }, () => pick(real.descriptions)).join('\n\n');
  const started = performance.now();
  for (let i = 0; i < COUNT; i += 500) {
    const rows = Array.from({ length: Math.min(500, COUNT - i) }, (_, j) => sql`(${user.company.id}, ${user.team.id}, ${pick(real.titles)}, ${'doc.txt'}, ${`documents/x/${i + j}`}, 'complete', ${bodyOf()})`);
    await db.execute(sql`insert into documents (company_id, team_id, title, file_name, storage_key, status, body) values ${sql.join(rows, sql`, `)}`);
  }
  console.log(`inserted ${COUNT.toLocaleString('en-GB')} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze documents`);
  // Words of the corpus by how many documents hold them (the lexemes' own statistics), queried at several frequencies.
  const stats = await queryRows<{ word: string; ndoc: number }>(db, sql`select word, ndoc::int as ndoc from ts_stat('select search from documents') where length(word) > 3 and word ~ '^[a-z]+$' order by ndoc desc`);
  const at = (share: number) => stats[Math.min(stats.length - 1, Math.floor(stats.length * share))]?.word ?? 'service';
  const singles = [0, 0.001, 0.005, 0.01, 0.03, 0.1, 0.2, 0.4, 0.7, 0.95].map(at);
  const pairs = [[0.002, 0.01], [0.01, 0.05], [0.05, 0.2], [0.001, 0.3]].map(([a, b]) => `${at(a!)} ${at(b!)}`);
  const queries = [...singles, ...pairs, '"cleaning services"', 'road maintenance'];
  console.log(`document search queries: ${queries.join(' | ')} (most common word in ${stats[0]?.ndoc ?? 0} documents)`);
  const times: number[] = [];
  const slowest = new Map<string, number>();
  const totals = new Map<string, string>();
  for (let round = 0; round < 3; round++) {
    for (const q of queries) {
      const t = performance.now();
      const found = await searchDocuments(db, user, { query: q, pageSize: 20 });
      const ms = performance.now() - t;
      times.push(ms);
      slowest.set(q, Math.max(ms, slowest.get(q) ?? 0));
      totals.set(q, `${found.totalIsEstimate ? '~' : ''}${found.total}`);
    }
  }
  times.sort((a, b) => a - b);
  const list = await searchDocuments(db, user, { pageSize: 20 });
  console.log(`document search over ${COUNT.toLocaleString('en-GB')} documents (PGlite, ${times.length} searches, page of 20 with total and signal score): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; newest-first list total ${list.total}`);
  console.log(`slowest queries: ${[...slowest].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([q, ms]) => `${q} ${ms.toFixed(0)} ms (${totals.get(q)} matches)`).join('; ')}`);
  await handle.close();
}

await extractionBench();
await searchBench();
sample();
clearInterval(timer);
console.log(`peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
