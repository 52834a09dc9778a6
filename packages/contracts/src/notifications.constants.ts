/** How many entries the header's notifications menu shows. */
export const NOTIFICATIONS_MENU_SIZE = 8;

export const notificationMessages = {
  menuLabel: (unread: number) => `Notifications, ${unread} unread`,
  heading: 'Notifications',
  empty: 'Nothing new yet. Replies, approvals and news from businesses you follow will show here.',
  markAllRead: 'Mark all as read',
  viewAll: 'View all activity',
  fetchFailed: 'Failed to load your notifications.',
  unread: 'Unread',
} as const;
