import { useCurrentUser, type DataType } from '@tenderlens/domain';
import { SkeletonGroup, Skeleton } from '@tenderlens/ui';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useMatch,
  useRouteError,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { paths } from '../navigation/routes';
import { CrashScreen } from '../screens/shell/Crash/CrashScreen';
import { PageHeading } from '../pageParts/PageHeading/PageHeading';
import { OnboardingRedirect } from '../pageParts/onboarding/OnboardingRedirect';

/** The paywall page in place of a page the user's plan does not include. */
function RequireDataType({ dataType, children }: { dataType: DataType; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user && !user.activeDataTypes.includes(dataType)) return <DataTypeLocked dataType={dataType} />;
  return children;
}

const lazyAdmin = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => async () => ({
  Component: (await load())[name],
});

function RouteError() {
  const error = useRouteError();
  return <CrashScreen error={error} />;
}

const SharedRecordRoute = lazy(async () => ({
  default: (await import('../screens/sharing/SharedRecord/SharedRecordRoute')).SharedRecordRoute,
}));

/**
 * The signed-in shell (navigation, menus, the paywall modal and the React Aria overlay code they need) is
 * its own chunk: sign-in does not load it. Its download starts as soon as a signed-in page mounts, beside
 * the current-user query.
 */
/** The paywall page, loaded only when a locked route renders (it brings dialogs and the plan catalogue). */
const DataTypeLocked = lazy(async () => ({ default: (await import('../pageParts/paywall/DataTypeLocked')).DataTypeLocked }));

const loadShell = () => import('../screens/shell/NavigationShell/NavigationShell');
const NavigationShell = lazy(async () => ({ default: (await loadShell()).NavigationShell }));

const loading = (
  <SkeletonGroup label="Loading Tenderlens">
    <Skeleton variant="block" height="48px" />
    <Skeleton variant="text" lines={3} />
  </SkeletonGroup>
);

/**
 * Everything but sign-in needs a signed-in user; signed-out visitors go to sign-in and come back after.
 * The one exception: a share link (`/records/{guid}?share={token}`) opened without a session shows the
 * shared record read-only; with a session it is the normal record page.
 */
function SignedInLayout() {
  const { user, fetching, error, isSignedOut } = useCurrentUser();
  const location = useLocation();
  const record = useMatch(paths.record(':guid'));
  useEffect(() => {
    void loadShell();
  }, []);
  if (isSignedOut && record?.params.guid && new URLSearchParams(location.search).has('share')) {
    return (
      <Suspense fallback={loading}>
        <SharedRecordRoute guid={record.params.guid} />
      </Suspense>
    );
  }
  if (isSignedOut) {
    const next = `${location.pathname}${location.search}`;
    return (
      <Navigate to={`${paths.signIn}${next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`} replace />
    );
  }
  if (user) {
    return (
      <Suspense fallback={loading}>
        <NavigationShell user={user}>
          {user.guest ? null : <OnboardingRedirect />}
          <Outlet />
        </NavigationShell>
      </Suspense>
    );
  }
  if (error && !fetching) throw error;
  return loading;
}

export const routes: RouteObject[] = [
  {
    path: paths.signIn,
    lazy: async () => ({ Component: (await import('../screens/auth/SignIn/SignIn')).SignIn }),
    errorElement: <RouteError />,
  },
  {
    path: paths.unsubscribe,
    lazy: async () => ({
      Component: (await import('../screens/account/Unsubscribe/UnsubscribePage')).UnsubscribeRoute,
    }),
  },
  {
    path: '/bid_reports/:hash',
    lazy: async () => ({ Component: (await import('../screens/bids/PublicBidReport/PublicBidReportPage')).PublicBidReportRoute }),
    errorElement: <RouteError />,
  },
  {
    path: paths.signUp,
    lazy: async () => ({ Component: (await import('../screens/auth/SignUp/SignUp')).SignUp }),
    errorElement: <RouteError />,
  },
  {
    path: paths.verifyEmail,
    lazy: async () => ({ Component: (await import('../screens/auth/VerifyEmail/VerifyEmail')).VerifyEmail }),
    errorElement: <RouteError />,
  },
  {
    path: paths.resetPassword,
    lazy: async () => ({ Component: (await import('../screens/auth/ResetPassword/ResetPassword')).ResetPassword }),
    errorElement: <RouteError />,
  },
  {
    path: paths.acceptInvitation,
    lazy: async () => ({ Component: (await import('../screens/auth/AcceptInvitation/AcceptInvitation')).AcceptInvitation }),
    errorElement: <RouteError />,
  },
  {
    element: <SignedInLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('../screens/home/Home/HomePage')).HomeRoute }),
      },
      {
        path: '/opportunities/:opportunityId/bid_qualification',
        lazy: async () => ({ Component: (await import('../screens/bids/BidQualification/BidQualificationPage')).BidQualificationRoute }),
      },
      {
        path: paths.bids,
        lazy: async () => {
          const { BidProjectsPage } = await import('../screens/bids/BidProjects/BidProjectsPage');
          return { Component: () => <RequireDataType dataType="BIDS"><BidProjectsPage /></RequireDataType> };
        },
      },
      {
        path: paths.bidNoBidReports,
        lazy: async () => ({ Component: (await import('../screens/bids/BidReports/BidReportsPage')).BidReportsPage }),
      },
      {
        path: paths.notices,
        lazy: async () => ({
          Component: (await import('../screens/notices/Notices/NoticesRoute')).NoticesRoute,
        }),
      },
      {
        path: paths.record(':guid'),
        lazy: async () => ({
          Component: (await import('../screens/records/Record/RecordRoute')).RecordRoute,
        }),
      },
      {
        path: paths.buyerLists,
        lazy: async () => ({
          Component: (await import('../screens/lists/BuyerLists/BuyerListsPage')).BuyerListsRoute,
        }),
      },
      {
        path: `${paths.buyerLists}/:id`,
        lazy: async () => ({
          Component: (await import('../screens/lists/BuyerLists/BuyerListPage')).BuyerListRoute,
        }),
      },
      {
        path: paths.noticeLists,
        lazy: async () => ({
          Component: (await import('../screens/lists/NoticeLists/NoticeListsPage')).NoticeListsRoute,
        }),
      },
      {
        path: paths.opportunities,
        lazy: async () => ({
          Component: (await import('../screens/opportunities/Opportunities/OpportunitiesPage')).OpportunitiesRoute,
        }),
      },
      {
        path: paths.opportunity(':id'),
        lazy: async () => ({
          Component: (await import('../screens/opportunities/Opportunity/OpportunityPage')).OpportunityRoute,
        }),
      },
      {
        path: paths.suppliers,
        lazy: async () => ({
          Component: (await import('../screens/suppliers/Suppliers/SuppliersRoute')).SuppliersRoute,
        }),
      },
      // Contacts (issue 14): every signed-in user; without CONTACTS the rows are redacted, a Permission error shows the paywall.
      {
        path: paths.contacts,
        lazy: async () => ({ Component: (await import('../screens/contacts/Contacts/ContactsRoute')).ContactsRoute }),
      },
      {
        path: paths.notificationSettings,
        lazy: async () => ({
          Component: (await import('../screens/account/Notifications/NotificationsPage')).NotificationsRoute,
        }),
      },
      {
        path: paths.crmSetup,
        lazy: async () => ({
          Component: (await import('../screens/account/IntegrationsSetup/IntegrationsSetupPage')).IntegrationsSetupRoute,
        }),
      },
      {
        path: paths.feedSettings,
        lazy: async () => ({
          Component: (await import('../screens/signals/SignalSettings/SignalSettingsRoute'))
            .SignalSettingsRoute,
        }),
      },
      {
        path: paths.buyers,
        lazy: async () => ({
          Component: (await import('../screens/organisations/Buyers/BuyersPage')).BuyersRoute,
        }),
      },
      {
        path: '/buyers/:buyerId',
        lazy: async () => ({
          Component: (await import('../screens/organisations/BuyerPage/BuyerPage')).BuyerRoute,
        }),
      },
      {
        path: '/buyers/:buyerId/suppliers/:supplierId',
        lazy: async () => {
          const { SupplierRoute } = await import('../screens/organisations/SupplierPage/SupplierPage');
          return { Component: () => <SupplierRoute view="awards" /> };
        },
      },
      {
        path: '/suppliers/:supplierId',
        lazy: async () => {
          const { SupplierRoute } = await import('../screens/organisations/SupplierPage/SupplierPage');
          return { Component: () => <SupplierRoute view="overview" /> };
        },
      },
      {
        path: '/suppliers/:supplierId/awards',
        lazy: async () => {
          const { SupplierRoute } = await import('../screens/organisations/SupplierPage/SupplierPage');
          return { Component: () => <SupplierRoute view="awards" /> };
        },
      },
      {
        path: '/suppliers/:supplierId/upcoming_expiries',
        lazy: async () => {
          const { SupplierRoute } = await import('../screens/organisations/SupplierPage/SupplierPage');
          return { Component: () => <SupplierRoute view="expiries" /> };
        },
      },
      { path: paths.frameworks, lazy: async () => ({ Component: (await import('../screens/frameworks/Frameworks/FrameworksPage')).FrameworksRoute }) },
      { path: '/frameworks/:frameworkId', lazy: async () => ({ Component: (await import('../screens/frameworks/Framework/FrameworkPage')).FrameworkRoute }) },
      { path: paths.spend, lazy: async () => ({ Component: (await import('../screens/spend/InvoicedSpend/InvoicedSpendPage')).InvoicedSpendRoute }) },
      {
        path: '/frameworks/:frameworkId/call-offs',
        lazy: async () => ({
          Component: (await import('../screens/organisations/FrameworkCallOffs/FrameworkCallOffsPage'))
            .FrameworkCallOffsRoute,
        }),
      },
      {
        path: paths.adminDataSources,
        lazy: async () => ({ Component: (await import('../screens/admin/DataSources/DataSourcesRoute')).DataSourcesRoute }),
      },
      {
        path: paths.onboarding,
        lazy: async () => ({ Component: (await import('../screens/onboarding/Onboarding/OnboardingPage')).OnboardingPage }),
      },
      {
        path: paths.myTeam,
        lazy: async () => ({ Component: (await import('../screens/accounts/MyTeam/MyTeamPage')).MyTeamPage }),
      },
      {
        path: paths.subscription,
        lazy: async () => ({ Component: (await import('../screens/accounts/Subscription/SubscriptionPage')).SubscriptionPage }),
      },
      {
        path: paths.security,
        lazy: async () => ({ Component: (await import('../screens/accounts/Security/SecurityPage')).SecurityPage }),
      },
      { path: paths.settings, lazy: async () => ({ Component: (await import('../screens/accounts/Settings/SettingsPage')).SettingsPage }) },
      { path: paths.plans, lazy: async () => ({ Component: (await import('../screens/plans/Plans/PlansPage')).PlansRoute }) },
      { path: paths.admin, lazy: lazyAdmin(() => import('../screens/admin/AdminAccounts/AdminAccountsPage'), 'AdminAccountsPage') },
      { path: '/admin/users/:id', lazy: lazyAdmin(() => import('../screens/admin/AdminUser/AdminUserPage'), 'AdminUserPage') },
      { path: '/admin/companies/:id', lazy: lazyAdmin(() => import('../screens/admin/AdminCompany/AdminCompanyPage'), 'AdminCompanyPage') },
      { path: paths.adminSwitchCompany, lazy: lazyAdmin(() => import('../screens/admin/AdminSwitch/AdminSwitchPage'), 'AdminSwitchCompanyPage') },
      { path: paths.adminSwitchTeam, lazy: lazyAdmin(() => import('../screens/admin/AdminSwitch/AdminSwitchPage'), 'AdminSwitchTeamPage') },
      { path: paths.adminSales, lazy: lazyAdmin(() => import('../screens/admin/AdminSales/AdminSalesPage'), 'AdminSalesPage') },
      { path: paths.adminContactRequests, lazy: lazyAdmin(() => import('../screens/admin/ContactRequests/ContactRequestsPage'), 'ContactRequestsPage') },
      { path: paths.customBriefings, lazy: lazyAdmin(() => import('../screens/reports/ReportList/ReportListPage'), 'CustomBriefingsPage') },
      { path: paths.industryReports, lazy: lazyAdmin(() => import('../screens/reports/ReportList/ReportListPage'), 'IndustryReportsPage') },
      { path: paths.contentLibrary, lazy: lazyAdmin(() => import('../screens/reports/ContentLibrary/ContentLibraryPage'), 'ContentLibraryRoute') },
      { path: '/reports/:reportId', lazy: lazyAdmin(() => import('../screens/reports/Report/ReportPage'), 'ReportRoute') },
      { path: '/reports/:reportId/documents/:ref', lazy: lazyAdmin(() => import('../screens/reports/ReportDocument/ReportDocumentPage'), 'ReportDocumentRoute') },
      { path: paths.adminReports, lazy: lazyAdmin(() => import('../screens/reports/AdminReports/AdminReportsPage'), 'AdminReportsPage') },
      { path: '/admin/reports/:reportId', lazy: lazyAdmin(() => import('../screens/reports/ReportEditor/ReportEditorPage'), 'ReportEditorPage') },
      {
        path: paths.documents,
        lazy: async () => ({ Component: (await import('../screens/documents/Documents/DocumentsPage')).DocumentsPage }),
      },
      { path: '*', element: <PageHeading title="Page not found" /> },
    ],
  },
];

/**
 * Every route gets the loading skeleton as its hydrate fallback: on a first load the router waits
 * for the matched route's lazy module before its first render, and without a fallback React Router
 * logs 'No `HydrateFallback` element provided' on every first load.
 */
export function withHydrateFallback(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children ? withHydrateFallback(route.children) : undefined;
    return {
      ...route,
      hydrateFallbackElement: route.hydrateFallbackElement ?? loading,
      ...(children ? { children } : {}),
    } as RouteObject;
  });
}

export function createRouter() {
  return createBrowserRouter(withHydrateFallback(routes));
}

/** Resolves once the router has loaded the first route's lazy module (its first render is then the route itself). */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
