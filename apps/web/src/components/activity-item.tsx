import { Link } from 'react-router';
import { Activity, Briefcase, Building2, CalendarDays, CalendarX, Star, UserRound } from 'lucide-react';
import { formatDateTime, notificationMessages, type ActivityItem } from '@akwaaba/contracts';
import { safeInternalPath } from '@/config/paths';
import { cn } from '@/components/ui/cn';

const icons = [
  // A member's own withdrawals (an RSVP cancelled, a waitlist left, a request withdrawn).
  { match: ['cancelled', 'waitlist_left', 'withdrawn'], icon: CalendarX },
  { match: ['event', 'rsvp'], icon: CalendarDays },
  { match: ['review'], icon: Star },
  { match: ['business', 'follow'], icon: Building2 },
  { match: ['job', 'application'], icon: Briefcase },
  { match: ['profile', 'account'], icon: UserRound },
];

function ActivityIcon({ type }: { type: string }) {
  const Icon = icons.find((entry) => entry.match.some((word) => type.includes(word)))?.icon ?? Activity;
  return <Icon aria-hidden="true" className="size-4 text-ghana-green" />;
}

/**
 * One line of a member's activity; its link is followed only when it is a path inside the site. An entry
 * the member has not seen in the notifications menu yet is bold with a dot (and says 'Unread' to screen readers).
 */
export function ActivityItemRow({ item }: { item: ActivityItem }) {
  const to = safeInternalPath(item.link);
  const text = (
    <>
      {!item.read && <span className="sr-only">{notificationMessages.unread}: </span>}
      {item.message}
    </>
  );
  const weight = item.read ? 'font-medium' : 'font-bold';
  return (
    <li className="flex gap-3 py-3">
      <span className="relative flex size-9 shrink-0 items-center justify-center rounded-full bg-ghana-green-light">
        <ActivityIcon type={item.type} />
        {!item.read && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-ghana-red ring-2 ring-white"
          />
        )}
      </span>
      <div className="min-w-0 flex-1">
        {to ? (
          <Link to={to} className={cn(weight, 'text-stone-900 hover:text-ghana-green hover:underline')}>
            {text}
          </Link>
        ) : (
          <p className={cn(weight, 'text-stone-900')}>{text}</p>
        )}
        <p className="text-sm text-stone-600">
          <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        </p>
      </div>
    </li>
  );
}
