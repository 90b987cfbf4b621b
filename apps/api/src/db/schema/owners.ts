/** Foreign keys to the tenant tables (company, team, user), declared once. */
import { ref } from './columns';
import { companies } from './companies';
import { notices } from './notices';
import { teams, users } from './users';

/** `company_id` not null, rows go with their company. */
export const companyFk = () =>
  ref('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** `team_id` not null, rows go with their team. */
export const teamFk = () =>
  ref('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

/** A user column that must be set; the row goes with the user. */
export const userFk = (name = 'user_id') =>
  ref(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** An optional user column (author, creator…) that outlives the user as null. */
export const userRefOptional = (name: string) => ref(name).references(() => users.id, { onDelete: 'set null' });

/** `notice_id` not null, rows go with their notice. */
export const noticeFk = () =>
  ref('notice_id')
    .notNull()
    .references(() => notices.id, { onDelete: 'cascade' });
