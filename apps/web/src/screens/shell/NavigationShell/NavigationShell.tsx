import {
  Button,
  Icons,
  Menu,
  MenuItem,
  MenuTrigger,
  NavShell,
  SmallScreenWarning,
  type NavShellItem,
} from '@tenderlens/ui';
import {
  adminBarHiddenState,
  bidPromptOpportunityState,
  canSeeUpgrade,
  isAdminBarToggleShortcut,
  isPaywallType,
  type PaywallType,
  shouldShowSmallScreenWarning,
  navCollapsedState,
  smallScreenWarningDismissedState,
  useAppConfig,
  useLogout,
  useUnreadNotificationsCount,
  type CurrentUser,
} from '@tenderlens/domain';
import { useAtom } from 'jotai';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  buildNavigation,
  type NavEntry,
  type NavIconName,
} from '../../../navigation/navItems';
import { paths } from '../../../navigation/routes';
import { useResetSession } from '../../../pageParts/session/session';
import { PHONE_BELOW } from '../../../pageParts/layout/breakpoints';
import { AdminBar } from './AdminBar';
import { SupportChat } from '../../../pageParts/supportChat/SupportChat';
import { PaywallDialog } from '../../../pageParts/paywall/DataTypeLocked';
import * as styles from './NavigationShell.css';

// Loaded when first opened, so the shell's first paint does not wait for them.
const NotificationsPanel = lazy(() =>
  import('../../notifications/Notifications/NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })),
);
const BidPromptModal = lazy(() =>
  import('../../bids/BidPrompt/BidPromptModal').then((m) => ({ default: m.BidPromptModal })),
);
const BookADemoModal = lazy(() => import('./BookADemoModal').then((m) => ({ default: m.BookADemoModal })));

const ICONS: Record<NavIconName, ReactNode> = {
  home: <Icons.Home />,
  bell: <Icons.Bell />,
  briefcase: <Icons.Briefcase />,
  gavel: <Icons.Gavel />,
  fileText: <Icons.FileText />,
  layers: <Icons.Layers />,
  receipt: <Icons.Receipt />,
  folder: <Icons.FolderOpen />,
  contact: <Icons.Contact />,
  building: <Icons.Building2 />,
  factory: <Icons.Factory />,
  list: <Icons.List />,
  listChecks: <Icons.ListChecks />,
  newspaper: <Icons.Newspaper />,
  bookOpen: <Icons.BookOpen />,
  clipboard: <Icons.ClipboardCheck />,
  library: <Icons.Library />,
  settings: <Icons.Settings />,
  help: <Icons.HelpCircle />,
};

/** Maps the app's navigation model onto the kit's NavShell items. */
function toNavShellItem(entry: NavEntry, openNotifications: () => void): NavShellItem {
  return {
    id: entry.id,
    label: entry.label,
    icon: entry.icon ? ICONS[entry.icon] : undefined,
    href: entry.action ? undefined : entry.href,
    onPress: entry.action === 'notifications' ? openNotifications : undefined,
    isExternal: entry.external,
    locked: entry.locked,
    beta: entry.beta ? { note: entry.beta } : undefined,
    badge: entry.badge ? { count: entry.badge, label: `${entry.badge} unread` } : undefined,
    children: entry.children?.map((child) => toNavShellItem(child, openNotifications)),
  };
}

export interface NavigationShellProps {
  user: CurrentUser;
  children: ReactNode;
}

/** Spec 1§2 "Navigation shell": the vertical navigation, team menu, admin bar, small-screen warning and paywalls. */
export function NavigationShell({ user, children }: NavigationShellProps) {
  const { appConfig } = useAppConfig();
  const { count: unreadCount } = useUnreadNotificationsCount();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const resetSession = useResetSession();
  const { logout } = useLogout({ resetClient: resetSession });

  const [collapsed, setCollapsed] = useAtom(navCollapsedState);
  const [adminBarHidden, setAdminBarHidden] = useAtom(adminBarHiddenState);
  const [warningDismissed, setWarningDismissed] = useAtom(smallScreenWarningDismissedState);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const [paywall, setPaywall] = useState<PaywallType | null>(null);
  const [bidPromptFor, setBidPromptFor] = useAtom(bidPromptOpportunityState);
  const width = useWindowWidth();

  // ?dataType=CONTACTS opens that data type's paywall when the user lacks it (a bad value is ignored).
  const param = params.get('dataType') ?? '';
  const paramPaywall =
    isPaywallType(param) && !user.activeDataTypes.some((t) => t === param) ? param : null;
  const activePaywall = paywall ?? paramPaywall;
  // ?bookADemo=true opens the book-a-demo form (spec 1§2).
  const bookADemoOpen = params.get('bookADemo') === 'true';
  // Lazy overlays stay mounted after their first opening so that closing them animates.
  const [notificationsMounted, setNotificationsMounted] = useState(notificationsOpen);
  if (notificationsOpen && !notificationsMounted) setNotificationsMounted(true);
  const [bookADemoMounted, setBookADemoMounted] = useState(bookADemoOpen);
  if (bookADemoOpen && !bookADemoMounted) setBookADemoMounted(true);
  const setBookADemo = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('bookADemo', 'true');
    else next.delete('bookADemo');
    next.delete('dataType');
    setParams(next, { replace: !open });
  };

  // Ctrl+Shift+U toggles the admin bar (admins only).
  useEffect(() => {
    if (!user.admin) return;
    const onKey = (e: KeyboardEvent) => {
      if (isAdminBarToggleShortcut(e)) {
        e.preventDefault();
        setAdminBarHidden((hidden) => !hidden);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [user.admin, setAdminBarHidden]);

  const nav = useMemo(
    () =>
      buildNavigation({
        activeDataTypes: user.activeDataTypes,
        featureFlags: appConfig?.featureFlags ?? [],
        unreadCount,
        helpUrl: appConfig?.helpUrl ?? 'https://help.tenderlens.org',
      }),
    [user.activeDataTypes, appConfig, unreadCount],
  );

  const openNotifications = useCallback(() => setNotificationsOpen(true), []);
  const toItem = (entry: NavEntry) => toNavShellItem(entry, openNotifications);

  const closeParamPaywall = () => {
    setPaywall(null);
    if (params.has('dataType')) {
      const next = new URLSearchParams(params);
      next.delete('dataType');
      setParams(next, { replace: true });
    }
  };

  const showWarning = shouldShowSmallScreenWarning(width, location.pathname, warningDismissed);
  // Below 768 px the navigation is a top bar with a menu (NavShell's compactBelow): shown in full in its sheet.
  const asTopBar = width < PHONE_BELOW;
  const navCollapsed = collapsed && !asTopBar;

  return (
    <div className={styles.frame}>
      {user.admin && !adminBarHidden && appConfig ? (
        <AdminBar
          userId={user.id}
          companyId={user.company.id}
          environmentLabel={appConfig.environmentLabel}
          sandboxName={appConfig.sandboxName}
        />
      ) : null}
      <SupportChat email={user.email} />
      <SmallScreenWarning
        isOpen={showWarning}
        title="Tenderlens works best on a larger screen"
        message="Some tables and panels need more room than this window has. For the best experience, use a screen wider than 992 pixels."
        onDismiss={() => setWarningDismissed(true)}
      />
      <div className={styles.body}>
        <NavShell
          aria-label="Main"
          items={nav.main.map(toItem)}
          bottomItems={nav.bottom.map(toItem)}
          currentPath={location.pathname}
          collapsed={navCollapsed}
          onCollapsedChange={setCollapsed}
          compactBelow={PHONE_BELOW}
          onLockedPress={(item) => {
            const entry = nav.main.find((e) => e.id === item.id);
            if (entry?.requires) setPaywall(entry.requires);
          }}
          renderLink={({ href, className, children, ...rest }) => (
            <Link to={href} className={className} {...rest}>
              {children}
            </Link>
          )}
          header={
            <Link to={paths.home} className={styles.brand} aria-label="Tenderlens home">
              <Icons.Search aria-hidden="true" />
              {navCollapsed ? null : <span>Tenderlens</span>}
            </Link>
          }
          beforeItems={
            canSeeUpgrade(user) ? (
              <Button variant="primary" size="sm" onPress={() => navigate(paths.plans)}>
                Upgrade
              </Button>
            ) : null
          }
          footer={
            <MenuTrigger>
              <Button
                variant="ghost"
                className={styles.teamButton}
                aria-label={
                  navCollapsed ? `Team menu: ${user.firstName} ${user.lastName}, ${user.team.name}` : undefined
                }
              >
                {navCollapsed ? (
                  <Icons.Users aria-hidden="true" />
                ) : (
                  <>
                    <span className={styles.teamName}>
                      {user.firstName} {user.lastName}
                    </span>
                    <span className={styles.teamMeta}>
                      {user.company.name} · {user.team.name}
                    </span>
                  </>
                )}
              </Button>
              <Menu aria-label="Team menu" placement="top start">
                <MenuItem id="subscription" href={paths.subscription}>
                  Subscription
                </MenuItem>
                <MenuItem id="notifications" href={paths.notificationSettings}>
                  Notification settings
                </MenuItem>
                <MenuItem id="my-team" href={paths.myTeam}>
                  My team
                </MenuItem>
                <MenuItem
                  id="logout"
                  onAction={() => {
                    void logout().then(() => navigate(paths.signIn, { replace: true }));
                  }}
                >
                  Logout
                </MenuItem>
              </Menu>
            </MenuTrigger>
          }
        />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <Suspense fallback={null}>
        {notificationsMounted ? (
          <NotificationsPanel
            isOpen={notificationsOpen}
            onOpenChange={setNotificationsOpen}
            navCollapsed={navCollapsed}
            navAsTopBar={asTopBar}
          />
        ) : null}
        {bidPromptFor ? <BidPromptModal opportunityId={bidPromptFor} onClose={() => setBidPromptFor(null)} /> : null}
        {bookADemoMounted ? (
          <BookADemoModal
            isOpen={bookADemoOpen}
            onClose={() => setBookADemo(false)}
            context={activePaywall ?? params.get('dataType') ?? location.pathname}
            defaults={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
          />
        ) : null}
      </Suspense>
      {activePaywall && !bookADemoOpen ? (
        <PaywallDialog
          key={activePaywall}
          type={activePaywall}
          onClose={closeParamPaywall}
          onBookADemo={() => {
            setPaywall(null);
            setBookADemo(true);
          }}
        />
      ) : null}
    </div>
  );
}

/** The window's inner width, kept current on resize. */
function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? Infinity : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
