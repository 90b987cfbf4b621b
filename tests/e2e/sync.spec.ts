import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSessions } from './browser';

// Issue 11's sync path against the local fakes of Find a Tender and Contracts Finder the harness starts
// (tests/harness/e2e.mjs → apps/api/src/sync/testing/fakeServe.ts: real releases, paged 5 at a time by
// links.next). The admin opens Data sources, presses 'Sync now' for Find a Tender and watches the counts
// move; a notice then released on the fake (the real UK4 Harrogate tender under a new ocid) is synced
// the same way and found by a user's search on /notices.
const { as } = browserSessions();
const fakeFts = process.env.E2E_FAKE_FTS_URL ?? '';
const stamp = Date.now().toString(36);

const releaseFile = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'uk_find_a_tender_2026_ocds_032703-2026.json');

/** The counts cell of a source's row: 'new / updated / unchanged'. */
const countsOf = (text: string | null) => (text ?? '').split('/').map((part) => Number(part.replace(/[^\d]/g, '') || '0'));
const newCount = (text: string | null) => countsOf(text)[0] ?? 0;
/** Releases written: new + updated (the demo already holds the real releases the fake serves: they come back as updated). */
const written = (text: string | null) => (countsOf(text)[0] ?? 0) + (countsOf(text)[1] ?? 0);

describe.skipIf(!fakeFts)('sync', () => {
  it("syncs Find a Tender from the admin's 'Sync now', and a newly released notice becomes searchable", async () => {
    const admin = await as('admin@tenderlens.test');
    await admin.goto('/admin/data-sources');
    await admin.getByRole('heading', { name: 'Data sources', level: 1 }).waitFor({ timeout: 20_000 });
    const first = admin.getByRole('button', { name: /^(Sync Find a Tender now|Sync now: Find a Tender)$/ });
    await first.click();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'Find a Tender' }) });
    await row.waitFor({ timeout: 20_000 });
    const counts = row.getByRole('cell').nth(2);
    // The worker runs it (a second between requests, as against the real publisher): the list reads itself again until done.
    await expect.poll(async () => written(await counts.textContent()), { timeout: 180_000, interval: 1000 }).toBeGreaterThan(0);
    await expect.poll(async () => row.getByRole('cell').first().textContent(), { timeout: 180_000, interval: 1000 }).toMatch(/just now|minutes? ago/);
    const before = newCount(await counts.textContent());

    // A notice is released on the publisher.
    const pkg = JSON.parse(readFileSync(releaseFile, 'utf8')) as { releases: Record<string, unknown>[] };
    const real = pkg.releases[0] ?? {};
    const tender = real.tender as { documents?: { id: string; url: string }[] };
    const title = `Harrogate heat network feasibility ${stamp}`;
    const release = {
      ...real,
      ocid: `ocds-h6vhtk-e2e${stamp}`,
      id: `e2e-${stamp}`,
      date: new Date(Date.now() - 60_000).toISOString(),
      // Its own notice page and attachment (shared document URLs would make it a duplicate of the demo's Harrogate notice).
      tender: {
        ...tender,
        id: `e2e-${stamp}`,
        title,
        documents: (tender.documents ?? []).map((d) => ({ ...d, id: `${d.id}-${stamp}`, url: `${d.url}-${stamp}` })),
      },
    };
    const published = await fetch(`${fakeFts}/__fake/releases`, { method: 'POST', body: JSON.stringify({ releases: [release] }) });
    expect(published.status).toBe(204);

    await admin.getByRole('button', { name: 'Sync now: Find a Tender' }).click();
    await expect.poll(async () => newCount(await counts.textContent()), { timeout: 180_000, interval: 1000 }).toBe(before + 1);

    const maya = await as('maya@northwind.test');
    await maya.goto('/notices');
    await maya.getByRole('searchbox', { name: 'Search notices' }).fill(`heat network feasibility ${stamp}`);
    await maya.getByRole('link', { name: title }).first().waitFor({ timeout: 30_000 });
  }, 600_000);
});
