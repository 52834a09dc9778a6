import { Link, useNavigate, useSearchParams } from 'react-router';
import { eventMessages } from '@akwaaba/contracts';
import { CreateEvent } from '@/features/events/components/create-event';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

function eventIdFrom(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Business accounts and admins create events (docs/rules/who-sees-what.md), and an association's leaders in its name
 * (`?association=`, decision 035: the server checks they lead it); other members are told why they cannot.
 */
export function Component() {
  useDocumentTitle('Create Event');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { user } = useAuth();

  if (!user) return <PageSpinner label="Checking your session…" />;
  const association = eventIdFrom(searchParams.get('association'));
  if (user.user_type !== 'business' && !user.is_admin && association === null) {
    return (
      <div className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">Create New Event</h1>
        <p className="text-stone-700">
          {eventMessages.onlyBusinessesCreate} You can still browse events and RSVP to the ones you like.
        </p>
        <Link to={paths.events.getHref()} className={buttonClasses()}>
          Browse Events
        </Link>
      </div>
    );
  }
  return (
    <CreateEvent
      duplicateOf={eventIdFrom(searchParams.get('from'))}
      association={association}
      onSaved={() => void navigate(paths.events.getHref())}
    />
  );
}
