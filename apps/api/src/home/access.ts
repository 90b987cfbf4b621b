/**
 * Who may read Home (decision 0031): everyone signed in, each their own. What a guest pass or a
 * plan without BUYERS may not see comes back as a locked, empty card (home/service.ts), not a refusal.
 */
import { signedIn, type OperationAccessTable } from '../http/access';

export const graphqlAccess: OperationAccessTable = {
  'Query.home': { expect: signedIn(), example: () => ({ query: '{ home { since newNotices { total } } }' }) },
  'Mutation.recordHomeVisit': { expect: signedIn(), example: () => ({ query: 'mutation { recordHomeVisit { lastVisitAt } }' }) },
};
