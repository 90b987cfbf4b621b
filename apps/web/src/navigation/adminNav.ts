import { paths } from './routes';

/** The admin pages' navigation; a new admin area adds its entry here (e.g. data sources). */
export interface AdminSection {
  id: string;
  label: string;
  href: string;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { id: 'accounts', label: 'Users and companies', href: paths.admin },
  { id: 'switch-company', label: 'Switch company', href: paths.adminSwitchCompany },
  { id: 'switch-team', label: 'Switch team', href: paths.adminSwitchTeam },
  { id: 'sales', label: 'Demo requests and sales interactions', href: paths.adminSales },
  { id: 'data-sources', label: 'Data sources', href: paths.adminDataSources },
  { id: 'reports', label: 'Reports', href: paths.adminReports },
  { id: 'contact-requests', label: 'Contact requests', href: paths.adminContactRequests },
];
