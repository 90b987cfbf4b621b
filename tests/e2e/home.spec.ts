import { describe, expect, it } from 'vitest';
import { browserSessions } from './browser';

// Issue 11 §5: sign-in lands on Home, and each card links to the notices page with its filters in the URL.
// The demo's dates move with the clock, so this asserts structure (cards, links, filters), not counts.
const { as } = browserSessions();

describe('home', () => {
  it('lands on Home after sign-in and follows a card to the notices page with its filters', async () => {
    const maya = await as('maya@northwind.test');
    expect(new URL(maya.url()).pathname).toBe('/');
    await maya.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    for (const name of ['New notices for your signals', 'Your leads closing soon', 'Contracts expiring at your buyers', 'Team activity', 'Your alerts']) {
      await maya.getByRole('region', { name }).waitFor();
    }

    const leads = maya.getByRole('region', { name: 'Your leads closing soon' });
    const leadsLink = leads.getByRole('link', { name: /on the notices page|Open the notices page/ });
    expect(await leadsLink.getAttribute('href')).toMatch(/^\/notices\?noticeFilters=.+/);

    const news = maya.getByRole('region', { name: 'New notices for your signals' });
    await news.getByRole('link', { name: /on the notices page|Open the notices page/ }).click();
    await maya.waitForURL(/\/notices\?noticeFilters=/);
    await maya.getByRole('heading', { name: 'Notices', level: 1 }).waitFor();
    // The card's filters are the page's filters: the relevance chips show.
    await maya.getByText('Relevance: High').first().waitFor();
    expect(new URL(maya.url()).searchParams.get('noticeFilters')).toBeTruthy();
  });
});
