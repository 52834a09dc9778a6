import type { CurrentUser } from '@akwaaba/contracts';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { AccountMenu } from './account-menu';

/** A signed-in member's notifications and account menus: loaded with the member, off a visitor's first visit. */
export function MemberMenus({ user }: { user: CurrentUser }) {
  return (
    <>
      <NotificationsMenu />
      <AccountMenu user={user} />
    </>
  );
}
