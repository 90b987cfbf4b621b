import { BETA_NOTE } from '@tenderlens/domain';
import { paths } from './routes';

/** The data types that lock a navigation item (spec 1§6: subscription data types gate features with paywalls). */
export type GatedDataType = 'BIDS' | 'FRAMEWORKS' | 'SPEND' | 'DOCUMENTS' | 'CONTACTS' | 'BUYERS' | 'SUPPLIERS';

export type NavIconName =
  | 'home'
  | 'bell'
  | 'briefcase'
  | 'gavel'
  | 'fileText'
  | 'layers'
  | 'receipt'
  | 'folder'
  | 'contact'
  | 'building'
  | 'factory'
  | 'list'
  | 'listChecks'
  | 'newspaper'
  | 'bookOpen'
  | 'clipboard'
  | 'library'
  | 'settings'
  | 'help';

export interface NavEntry {
  id: string;
  label: string;
  icon?: NavIconName;
  href?: string;
  /** Opens a panel instead of navigating (Notifications). */
  action?: 'notifications';
  external?: boolean;
  requires?: GatedDataType;
  locked?: boolean;
  beta?: string;
  badge?: number;
  children?: NavEntry[];
}

export interface NavContext {
  activeDataTypes: readonly string[];
  featureFlags: readonly string[];
  unreadCount: number;
  helpUrl: string;
}


/** The main navigation of spec 1§2, with locks, badge and flags applied for one user. */
export function buildNavigation(ctx: NavContext): { main: NavEntry[]; bottom: NavEntry[] } {
  const lock = (entry: NavEntry): NavEntry =>
    entry.requires ? { ...entry, locked: !ctx.activeDataTypes.includes(entry.requires) } : entry;

  const entries: NavEntry[] = [
    { id: 'home', label: 'Home', icon: 'home', href: paths.home },
    { id: 'notifications', label: 'Notifications', icon: 'bell', action: 'notifications', badge: ctx.unreadCount },
    { id: 'opportunities', label: 'Opportunities', icon: 'briefcase', href: paths.opportunities },
    { id: 'bids', label: 'Bids', icon: 'gavel', href: paths.bids, requires: 'BIDS' },
    { id: 'notices', label: 'Notices', icon: 'fileText', href: paths.notices },
    { id: 'frameworks', label: 'Frameworks', icon: 'layers', href: paths.frameworks, requires: 'FRAMEWORKS', beta: BETA_NOTE },
    { id: 'spend', label: 'Invoiced spend', icon: 'receipt', href: paths.spend, requires: 'SPEND', beta: BETA_NOTE },
    { id: 'documents', label: 'Documents', icon: 'folder', href: paths.documents, requires: 'DOCUMENTS' },
    { id: 'contacts', label: 'Contacts', icon: 'contact', href: paths.contacts, requires: 'CONTACTS' },
    { id: 'buyers', label: 'Buyers', icon: 'building', href: paths.buyers, requires: 'BUYERS' },
    { id: 'suppliers', label: 'Suppliers', icon: 'factory', href: paths.suppliers, requires: 'SUPPLIERS' },
    {
      id: 'lists',
      label: 'Lists',
      children: [
        { id: 'buyer-lists', label: 'Buyer lists', icon: 'list', href: paths.buyerLists },
        { id: 'notice-lists', label: 'Notice lists', icon: 'listChecks', href: paths.noticeLists },
      ],
    },
    {
      id: 'reports',
      label: 'Reports',
      children: [
        { id: 'custom-briefings', label: 'Custom briefings', icon: 'newspaper', href: paths.customBriefings },
        { id: 'industry-reports', label: 'Industry reports', icon: 'bookOpen', href: paths.industryReports },
        { id: 'bid-no-bid', label: 'Bid / no-bid reports', icon: 'clipboard', href: paths.bidNoBidReports },
      ],
    },
  ];
  const main = entries.map(lock);

  const bottom: NavEntry[] = [
    ...(ctx.featureFlags.includes('content_library')
      ? [{ id: 'content-library', label: 'Content library', icon: 'library' as const, href: paths.contentLibrary }]
      : []),
    { id: 'settings', label: 'Settings', icon: 'settings', href: paths.settings },
    { id: 'help', label: 'Help', icon: 'help', href: ctx.helpUrl, external: true },
  ];
  return { main, bottom };
}
