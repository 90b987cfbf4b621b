import { useCurrentUser } from '@tenderlens/domain';
import { SkeletonGroup, Skeleton } from '@tenderlens/ui';
import { lazy, Suspense, useEffect } from 'react';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useMatch,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { paths } from '../navigation/routes';
import { CrashScreen } from '../screens/shell/Crash/CrashScreen';
import { PageHeading } from '../pageParts/PageHeading/PageHeading';

/** Routes whose screens arrive in later issues: each shows its page heading only. */
const headingRoutes: [string, string][] = [
  [paths.home, 'Home'],
  [paths.opportunities, 'Opportunities'],
  [paths.bids, 'Bids'],
  [paths.frameworks, 'Frameworks'],
  [paths.spend, 'Invoiced spend'],
  [paths.documents, 'Documents'],
  [paths.contacts, 'Contacts'],
  [paths.customBriefings, 'Custom briefings'],
  [paths.industryReports, 'Industry reports'],
  [paths.bidNoBidReports, 'Bid / no-bid reports'],
  [paths.contentLibrary, 'Content library'],
  [paths.settings, 'Settings'],
  [paths.subscription, 'Subscription'],
  [paths.notificationSettings, 'Notification settings'],
  [paths.myTeam, 'My team'],
  [paths.plans, 'Plans'],
  [paths.admin, 'Admin'],
  ['/admin/users/:id', 'User'],
  ['/admin/companies/:id', 'Company'],
  [paths.adminSwitchCompany, 'Switch company'],
  [paths.adminSwitchTeam, 'Switch team'],
];

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
    element: <SignedInLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.notices,
        lazy: async () => ({ Component: (await import('../screens/notices/Notices/NoticesRoute')).NoticesRoute }),
      },
      {
        path: paths.record(':guid'),
        lazy: async () => ({ Component: (await import('../screens/records/Record/RecordRoute')).RecordRoute }),
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
        path: paths.suppliers,
        lazy: async () => ({
          Component: (await import('../screens/suppliers/Suppliers/SuppliersRoute')).SuppliersRoute,
        }),
      },
      {
        path: paths.feedSettings,
        lazy: async () => ({
          Component: (await import('../screens/signals/SignalSettings/SignalSettingsRoute')).SignalSettingsRoute,
        }),
      },
      {
        path: paths.buyers,
        lazy: async () => ({ Component: (await import('../screens/organisations/Buyers/BuyersPage')).BuyersRoute }),
      },
      {
        path: '/buyers/:buyerId',
        lazy: async () => ({ Component: (await import('../screens/organisations/BuyerPage/BuyerPage')).BuyerRoute }),
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
      {
        path: '/frameworks/:frameworkId/call-offs',
        lazy: async () => ({
          Component: (await import('../screens/organisations/FrameworkCallOffs/FrameworkCallOffsPage'))
            .FrameworkCallOffsRoute,
        }),
      },
      ...headingRoutes.map(([path, title]) => ({ path, element: <PageHeading title={title} /> })),
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
    return { ...route, hydrateFallbackElement: route.hydrateFallbackElement ?? loading, ...(children ? { children } : {}) } as RouteObject;
  });
}

export function createRouter() {
  return createBrowserRouter(withHydrateFallback(routes));
}
