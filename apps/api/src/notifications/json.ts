/** REST (snake_case) shapes of the notification service's objects (docs/contracts.md). */
import type { NotificationUserRef } from '../db/schema/notifications';
import type { MarkResult, NotificationPage, NotificationView } from './service';

const ref = (r: NotificationUserRef | null) => (r ? { guid: r.guid, name: r.name } : null);

export function toNotificationJson(n: NotificationView) {
  return {
    id: n.id,
    verb: n.verb,
    created_at: n.createdAt,
    read_at: n.readAt,
    link: n.link,
    actor: n.actor ? { first_name: n.actor.firstName, last_name: n.actor.lastName } : null,
    text_attributes: {
      actor_name: n.textAttributes.actorName,
      record_title: n.textAttributes.recordTitle,
      comment_text: n.textAttributes.commentText,
      deleted_at: n.textAttributes.deletedAt,
      to_status_label: n.textAttributes.toStatusLabel,
      old_assignee: ref(n.textAttributes.oldAssignee),
      new_assignee: ref(n.textAttributes.newAssignee),
    },
  };
}

export function toNotificationPageJson(page: NotificationPage) {
  return {
    notifications: page.items.map(toNotificationJson),
    unread_count: page.unreadCount,
    paging_info: {
      total_results: page.totalCount,
      offset: page.offset,
      limit: page.limit,
      next_offset: page.nextOffset,
    },
  };
}

export function toMarkResultJson(result: MarkResult) {
  return { notifications: result.notifications.map(toNotificationJson), unread_count: result.unreadCount };
}
