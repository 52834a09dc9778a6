import { Link } from 'react-router';
import { Activity, Briefcase, Building2, CalendarDays, Star, UserRound } from 'lucide-react';
import { formatDateTime, type ActivityItem } from '@akwaaba/contracts';
import { safeInternalPath } from '@/config/paths';

const icons = [
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

/** One line of a member's activity; its link is followed only when it is a path inside the site. */
export function ActivityItemRow({ item }: { item: ActivityItem }) {
  const to = safeInternalPath(item.link);
  return (
    <li className="flex gap-3 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ghana-green-light">
        <ActivityIcon type={item.type} />
      </span>
      <div className="min-w-0 flex-1">
        {to ? (
          <Link to={to} className="font-medium text-stone-900 hover:text-ghana-green hover:underline">
            {item.message}
          </Link>
        ) : (
          <p className="font-medium text-stone-900">{item.message}</p>
        )}
        <p className="text-sm text-stone-600">
          <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        </p>
      </div>
    </li>
  );
}
