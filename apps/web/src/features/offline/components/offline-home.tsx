import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { WifiOff } from 'lucide-react';
import { formatDateTimeTwoClocks, formatPhone, offlineMessages, rsvpMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/auth-store';
import { useSavedFollowing, useSavedRsvps } from '../api/get-saved';

function SavedSection<T extends { id: number }>({
  title,
  query,
  emptyText,
  renderItem,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; data?: { data: T[] } };
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}) {
  const id = `saved-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {query.isPending ? null : query.isError || !query.data ? (
        <p className="text-stone-700">{offlineMessages.notSaved}</p>
      ) : query.data.data.length === 0 ? (
        <p className="text-stone-700">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {query.data.data.map((item) => (
            <li key={item.id} className="p-4">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedForMember() {
  const rsvps = useSavedRsvps();
  const following = useSavedFollowing();
  return (
    <>
      <SavedSection
        title={offlineMessages.rsvpsHeading}
        query={rsvps}
        emptyText={offlineMessages.noRsvps}
        renderItem={(event) => (
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <Link to={paths.eventDetail.getHref(event.id)} className="font-semibold text-stone-900 hover:underline">
                {event.title}
              </Link>
              <p className="text-sm text-stone-700">
                {formatDateTimeTwoClocks(event.start_date)}
                {[event.venue_name, event.city].filter(Boolean).length > 0 &&
                  ` · ${[event.venue_name, event.city].filter(Boolean).join(', ')}`}
              </p>
            </div>
            <Badge tone={event.rsvp_status === 'attending' ? 'green' : 'gold'}>
              {rsvpMessages.status[event.rsvp_status]}
            </Badge>
          </div>
        )}
      />
      <SavedSection
        title={offlineMessages.followingHeading}
        query={following}
        emptyText={offlineMessages.noFollowing}
        renderItem={(business) => (
          <div>
            <Link
              to={paths.businessDetail.getHref(business.id)}
              className="font-semibold text-stone-900 hover:underline"
            >
              {business.name}
            </Link>
            <p className="text-sm text-stone-700">
              {business.category.name} · {business.city}
              {business.phone && ` · ${formatPhone(business.phone)}`}
            </p>
          </div>
        )}
      />
    </>
  );
}

/**
 * The home page without a connection: what the service worker kept on this device for the signed-in member (their
 * upcoming RSVPs and the businesses they follow), and for visitors only the notice and how to keep things.
 */
export function OfflineHome() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <p
        role="status"
        className="flex items-center gap-3 rounded-lg border border-amber-200 bg-ghana-gold-light p-4 font-medium text-stone-900"
      >
        <WifiOff aria-hidden="true" className="size-5 shrink-0" />
        {offlineMessages.notice}
      </p>
      {isAuthenticated ? <SavedForMember /> : <p className="text-stone-700">{offlineMessages.visitorNote}</p>}
    </div>
  );
}
