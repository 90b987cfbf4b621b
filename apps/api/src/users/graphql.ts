import { builder, guard } from '../graphql/builder';
import { assertCan } from '../policy/index';
import { toCurrentUserView, type CurrentUserView } from './currentUser';

const CompanyRef = builder.objectRef<CurrentUserView['company']>('Company').implement({
  fields: (t) => ({
    guid: t.exposeString('guid'),
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    partnerProgramme: t.exposeBoolean('partnerProgramme'),
    paymentType: t.exposeString('paymentType'),
  }),
});

const TeamRef = builder.objectRef<CurrentUserView['team']>('Team').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
  }),
});

const CurrentUserRef = builder.objectRef<CurrentUserView>('CurrentUser').implement({
  fields: (t) => ({
    activeDataTypes: t.exposeStringList('activeDataTypes'),
    admin: t.exposeBoolean('admin'),
    company: t.field({ type: CompanyRef, resolve: (u) => u.company }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    guest: t.exposeBoolean('guest'),
    guid: t.exposeString('guid'),
    hasExportPermission: t.exposeBoolean('hasExportPermission'),
    id: t.exposeID('id'),
    lastName: t.exposeString('lastName'),
    subscription: t.exposeString('subscription'),
    team: t.field({ type: TeamRef, resolve: (u) => u.team }),
    useSupplierName: t.exposeBoolean('useSupplierName'),
  }),
});

builder.queryField('currentUser', (t) =>
  t.field({
    type: CurrentUserRef,
    resolve: (_root, _args, ctx) => {
      guard(() => assertCan(ctx.subject, { type: 'currentUser.read' }));
      return toCurrentUserView(ctx.user);
    },
  }),
);
