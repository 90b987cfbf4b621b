import {
  Button,
  EmptyState,
  IconButton,
  Icons,
  Skeleton,
  SkeletonGroup,
  SlideOutPanel,
  VisuallyHidden,
  vars,
} from '@tenderlens/ui';
import {
  notificationText,
  useMarkAllNotificationsAsRead,
  useMarkNotificationsAsRead,
  useMarkNotificationsAsUnread,
  useNotifications,
  type Notification,
} from '@tenderlens/domain';
import { formatDistanceToNowStrict } from 'date-fns';
import { useNavigate } from 'react-router';
import { reportError } from '../../../pageParts/errorReporter/errorReporter';
import * as styles from './NotificationsPanel.css';

export interface NotificationsPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The navigation is collapsed: the panel opens beside its 80 px width instead of 300. */
  navCollapsed?: boolean;
  /** The navigation is a top bar (phone): the panel opens from the screen's edge, as wide as the screen. */
  navAsTopBar?: boolean;
}

/** Spec 1§2 item 8: grouped Today / Yesterday / Past week / Past month; read, unread, all read; empty state. */
export function NotificationsPanel({
  isOpen,
  onOpenChange,
  navCollapsed = false,
  navAsTopBar = false,
}: NotificationsPanelProps) {
  return (
    <SlideOutPanel
      title="Notifications"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      side="left"
      offset={navAsTopBar ? vars.space.none : navCollapsed ? vars.size.navCollapsed : vars.size.navExpanded}
    >
      <NotificationsContent onNavigate={() => onOpenChange(false)} />
    </SlideOutPanel>
  );
}

const groupId = (label: string) => `notifications-${label.toLowerCase().replace(/\s+/g, '-')}`;

export function NotificationsContent({ onNavigate }: { onNavigate?: () => void }) {
  const { groups, unreadCount, fetching, fetchingMore, error, hasMore, loadMore, items } = useNotifications();
  const { markAllAsRead } = useMarkAllNotificationsAsRead();

  if (fetching && items.length === 0) {
    return (
      <SkeletonGroup label="Loading notifications">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="text" lines={2} />
        ))}
      </SkeletonGroup>
    );
  }
  if (error && items.length === 0) {
    return (
      <EmptyState
        illustration="loadError"
        title="Sorry something has gone wrong"
        description="Sorry something has gone wrong. If this error persists please contact support"
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        illustration="notifications"
        title="You're All Caught Up!"
        description="New activity from your team will appear here."
      />
    );
  }
  return (
    <div>
      <div className={styles.toolbar}>
        <Button
          variant="tertiary"
          size="sm"
          isDisabled={unreadCount === 0}
          onPress={() => void markAllAsRead()}
        >
          Mark all as read
        </Button>
      </div>
      {groups.map((group) => (
        <section key={group.label} className={styles.group} aria-labelledby={groupId(group.label)}>
          <h3 id={groupId(group.label)} className={styles.groupHeading}>
            {group.label}
          </h3>
          <ul className={styles.list}>
            {group.items.map((n) => (
              <NotificationRow key={n.id} notification={n} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      ))}
      {hasMore ? (
        <div className={styles.footer}>
          <Button variant="secondary" size="sm" isPending={fetchingMore} onPress={loadMore}>
            Show older notifications
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function NotificationRow({
  notification,
  onNavigate,
}: {
  notification: Notification;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const { markAsRead } = useMarkNotificationsAsRead();
  const { markAsUnread } = useMarkNotificationsAsUnread();
  const unread = !notification.readAt;
  let text: ReturnType<typeof notificationText>;
  try {
    text = notificationText(notification);
  } catch (e) {
    reportError(e, { notificationId: notification.id });
    return null;
  }
  const created = new Date(notification.createdAt);

  async function open() {
    if (unread) await markAsRead([notification.id]);
    if (notification.link) {
      onNavigate?.();
      if (/^https?:\/\//.test(notification.link)) window.location.assign(notification.link);
      else navigate(notification.link);
    }
  }

  return (
    <li className={styles.item} data-unread={unread}>
      <span className={styles.dot} aria-hidden="true" />
      <button type="button" className={styles.body} onClick={() => void open()}>
        <span>
          {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
          {text.text}
        </span>
        {text.quote ? <span className={styles.quote}>{text.quote}</span> : null}
        <time
          className={styles.time}
          dateTime={notification.createdAt}
          title={created.toLocaleString('en-GB')}
        >
          {formatDistanceToNowStrict(created, { addSuffix: true })}
        </time>
      </button>
      {unread ? (
        <IconButton
          aria-label="Mark as read"
          icon={Icons.Check}
          size="sm"
          tooltip
          onPress={() => void markAsRead([notification.id])}
        />
      ) : (
        <IconButton
          aria-label="Mark as unread"
          icon={Icons.Mail}
          size="sm"
          tooltip
          onPress={() => void markAsUnread([notification.id])}
        />
      )}
    </li>
  );
}
