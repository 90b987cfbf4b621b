import { describe, expect, it } from 'vitest';
import { buildNavigation } from './navItems';

const growth = ['AWARDS', 'BUYERS', 'SUPPLIERS', 'CONTACTS', 'FRAMEWORKS', 'DOCUMENTS', 'SPEND', 'EXPORTS', 'PARTNERS', 'COMPETITORS', 'BIDS'];
const ctx = (activeDataTypes: string[], featureFlags: string[] = []) => ({
  activeDataTypes,
  featureFlags,
  unreadCount: 3,
  helpUrl: 'https://help.example',
});
const flat = (entries: ReturnType<typeof buildNavigation>['main']) =>
  entries.flatMap((e) => [e, ...(e.children ?? [])]);

describe('buildNavigation', () => {
  it('lists every item, group and bottom link of the spec in order', () => {
    const { main, bottom } = buildNavigation(ctx(growth));
    expect(main.map((e) => e.label)).toEqual([
      'Home', 'Notifications', 'Opportunities', 'Bids', 'Notices', 'Frameworks', 'Invoiced spend',
      'Documents', 'Contacts', 'Buyers', 'Suppliers', 'Lists', 'Reports',
    ]);
    expect(main.find((e) => e.id === 'lists')?.children?.map((e) => e.label)).toEqual(['Buyer lists', 'Notice lists']);
    expect(main.find((e) => e.id === 'reports')?.children?.map((e) => e.label)).toEqual([
      'Custom briefings', 'Industry reports', 'Bid / no-bid reports',
    ]);
    expect(bottom.map((e) => e.label)).toEqual(['Settings', 'Help']);
    expect(bottom.find((e) => e.id === 'help')).toMatchObject({ external: true, href: 'https://help.example' });
  });

  it('shows Content library only behind its feature flag', () => {
    expect(buildNavigation(ctx(growth, ['content_library'])).bottom.map((e) => e.label)).toContain('Content library');
  });

  it('locks items whose data type the user lacks', () => {
    const locked = flat(buildNavigation(ctx([])).main).filter((e) => e.locked).map((e) => e.label);
    expect(locked).toEqual(['Bids', 'Frameworks', 'Invoiced spend', 'Documents', 'Contacts', 'Buyers', 'Suppliers']);
    expect(flat(buildNavigation(ctx(growth)).main).filter((e) => e.locked)).toEqual([]);
  });

  it('carries BETA notes on Frameworks and Invoiced spend and the unread badge on Notifications', () => {
    const { main } = buildNavigation(ctx(growth));
    expect(main.filter((e) => e.beta).map((e) => e.label)).toEqual(['Frameworks', 'Invoiced spend']);
    expect(main.find((e) => e.id === 'notifications')).toMatchObject({ badge: 3, action: 'notifications' });
  });
});
