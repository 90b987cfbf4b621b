import { describe, expect, it } from 'vitest';
import { browserSessions } from './browser';

// Issue 5 saved views of the notices page. Filters, hide/restore, assign, comments and notifications run in
// the main path, core-workspace.spec.ts.
const { as } = browserSessions();

const noticesUrl = (filters: object) =>
  `/notices?noticeFilters=${encodeURIComponent(JSON.stringify(filters))}`;

describe('notice actions', () => {
  it('saves the current filters as a view and applies it again, also from its URL', async () => {
    const maya = await as('maya@northwind.test');
    await maya.goto(noticesUrl({ stages: ['OPEN'] }));
    await maya.getByText('Stage: Open').waitFor();
    await maya.getByRole('button', { name: 'Views', exact: true }).click();
    await maya.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = maya.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Open notices (e2e)');
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await maya.getByText('Open notices (e2e) saved').waitFor();
    await expect.poll(() => new URL(maya.url()).searchParams.get('view')).toMatch(/^\d+$/);
    const id = new URL(maya.url()).searchParams.get('view');

    await maya.goto('/notices');
    await maya.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    expect(await maya.getByText('Stage: Open').count()).toBe(0);
    await maya.getByRole('button', { name: 'Views', exact: true }).click();
    await maya.getByRole('menuitem', { name: 'Open notices (e2e)' }).click();
    await maya.getByText('Stage: Open').waitFor();

    await maya.goto(`/notices?view=${id}`);
    await maya.getByText('Stage: Open').waitFor();
  });
});
