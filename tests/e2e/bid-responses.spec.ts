import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docxFixture } from '../../apps/api/src/files/fixtures';
import { browserSessions } from './browser';

// Issue 12 "Bid responses": Maya uploads a tender document (an invitation to tender generated here with
// the docx package) to a new opportunity, watches its questions being extracted, assigns one to Leo, who
// is notified; the responses export to DOCX.
const { as } = browserSessions();
const stamp = Date.now().toString(36);

async function createOpportunity(page: Page, name: string): Promise<string> {
  return page.evaluate(async (name) => {
    const token = (await (await fetch('/api/auth/app_api_token')).json()) as { token: string; csrfToken: string };
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}`, 'x-csrf-token': token.csrfToken },
      body: JSON.stringify({ query: 'mutation($n: String!) { createOpportunity(opportunity: { name: $n }) { id } }', variables: { n: name } }),
    });
    return ((await res.json()) as { data: { createOpportunity: { id: string } } }).data.createOpportunity.id;
  }, name);
}

async function tenderDocument(): Promise<string> {
  const bytes = await docxFixture([
    { heading: 'Invitation to tender: Winter road maintenance 2027', paragraphs: ['Northshire County Council invites tenders for gritting and snow clearance.', 'Responses must be returned by 12:00 on 15 January 2027.'] },
    {
      heading: 'Section 2: Quality',
      paragraphs: [
        '2.1 Describe how you will mobilise the gritting fleet before 1 October. (max 500 words)',
        'Include depots, vehicles and the named contract manager.',
        'Weighting: 20%',
        '2.2 How will you report treatment runs to the council?',
        'Word limit: 300',
        'Weighting: 10%',
      ],
    },
    { heading: 'Section 3: Social value', paragraphs: ['Q3 Explain how you will recruit drivers from the county.', '10% weighting'] },
  ]);
  const path = join(mkdtempSync(join(tmpdir(), 'itt-')), 'ITT Winter road maintenance.docx');
  writeFileSync(path, bytes);
  return path;
}

describe('bid responses', () => {
  it('maya uploads a tender, sees its questions as responses and assigns one to Leo, who is notified', async () => {
    const maya = await as('maya@northwind.test');
    const name = `Winter roads ${stamp}`;
    const id = await createOpportunity(maya, name);
    await maya.goto(`/opportunities/${id}`);
    await maya.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
    const section = maya.getByRole('region', { name: 'Bid responses' });
    await section.getByText('No bid responses yet').waitFor({ timeout: 15_000 });

    await section.getByLabel('Upload tender documents').setInputFiles(await tenderDocument());
    await section.getByText('Uploaded. The questions are being extracted.').waitFor({ timeout: 15_000 });
    const firstName = '2.1 Describe how you will mobilise the gritting fleet before 1 October.';
    const first = section.getByRole('button', { name: firstName });
    await first.waitFor({ timeout: 30_000 });
    await section.getByRole('button', { name: '2.2 How will you report treatment runs to the council?' }).waitFor();
    await section.getByRole('button', { name: '3 Explain how you will recruit drivers from the county.' }).waitFor();
    await section.getByText('3 questions extracted').waitFor();
    // `has` is queried inside each row: the button, not the section's locator.
    const row = section.getByRole('row').filter({ has: maya.getByRole('button', { name: firstName }) });
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('20%');
    await row.getByText('Maximum 500 words').waitFor();

    // Assign it to Leo and answer it.
    await first.click();
    const dialog = maya.getByRole('dialog');
    await dialog.getByRole('button', { name: /Assignee/ }).click();
    await maya.getByRole('option', { name: 'Leo Okafor' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: /Assignee/ }).textContent(), { timeout: 10_000 }).toContain('Leo Okafor');
    await dialog.getByRole('textbox', { name: 'Response' }).fill('Our depots at Northshire and Dale hold twelve gritters.');
    await dialog.getByRole('button', { name: 'Save response' }).click();
    await dialog.getByRole('region', { name: 'Change history' }).getByText('Our depots at Northshire and Dale hold twelve gritters.').waitFor({ timeout: 10_000 });
    await maya.keyboard.press('Escape');
    await row.getByRole('cell', { name: 'Leo Okafor' }).waitFor();
    expect(await section.getByRole('link', { name: 'Export to DOCX' }).getAttribute('href')).toBe(`/api/opportunities/${id}/bid_responses/export`);

    // Leo is notified.
    const leo = await as('leo@northwind.test');
    await leo.goto('/notices');
    await leo.getByRole('button', { name: /Notifications/ }).first().click();
    await leo.getByText(/assigned 2\.1 Describe how you will mobilise/).first().waitFor({ timeout: 15_000 });
  });
});
