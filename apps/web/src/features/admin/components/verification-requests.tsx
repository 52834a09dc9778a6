import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { BadgeCheck, X } from 'lucide-react';
import { formatLongDate, verificationMessages, type VerificationRequest } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatCount, labelFromSlug } from '@/lib/format';
import { useDecideVerification, type VerificationDecision } from '../api/decide-verification';
import { useVerificationRequests } from '../api/get-verification-requests';
import { AdminQueue, QueueItem } from '@/components/admin-queue';

const notGiven = 'Not given';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline break-words">{children}</dd>
    </div>
  );
}

function VerificationRequestRow({ request }: { request: VerificationRequest }) {
  const decide = useDecideVerification();
  const [choice, setChoice] = useState<VerificationDecision | null>(null);

  function answer(decision: VerificationDecision) {
    setChoice(decision);
    decide.mutate(
      { userId: request.user_id, decision },
      {
        onSuccess: (response) =>
          toast.success(
            response.message || (decision === 'grant' ? verificationMessages.granted : verificationMessages.refused),
          ),
        onError: (error) => console.error(error),
      },
    );
  }

  return (
    <QueueItem
      heading={
        <Link to={paths.publicProfile.getHref(request.user_id)} className="hover:text-ghana-green hover:underline">
          {request.name}
        </Link>
      }
      actions={
        <div className="flex flex-wrap gap-2 md:shrink-0">
          <Button
            size="sm"
            isLoading={decide.isPending && choice === 'grant'}
            disabled={decide.isPending}
            onClick={() => answer('grant')}
          >
            <BadgeCheck aria-hidden="true" className="size-4" />
            Grant
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isLoading={decide.isPending && choice === 'refuse'}
            disabled={decide.isPending}
            onClick={() => answer('refuse')}
          >
            <X aria-hidden="true" className="size-4" />
            Refuse
          </Button>
        </div>
      }
      failure={decide.isError ? errorMessage(decide.error, verificationMessages.decideFailed) : null}
    >
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <Detail label="Email">{request.email ?? notGiven}</Detail>
        <Detail label="Business name">{request.business_name ?? notGiven}</Detail>
        <Detail label="Category">
          {request.business_category ? labelFromSlug(request.business_category) : notGiven}
        </Detail>
        <Detail label="Registration number">{request.business_registration_number ?? notGiven}</Detail>
        <Detail label="Requested">
          <time dateTime={request.requested_at}>{formatLongDate(request.requested_at)}</time>
        </Detail>
        <Detail label="Approved listings">{formatCount(request.approved_listings)}</Detail>
      </dl>
    </QueueItem>
  );
}

/** Business accounts asking for the verified badge: the admin grants or refuses each; answered ones leave the list. */
export function VerificationRequests() {
  const [page, setPage] = useState(1);
  const requests = useVerificationRequests(page);

  return (
    <AdminQueue
      heading={verificationMessages.heading}
      intro="Business accounts asking for the verified badge. Check the registration number before granting it: members trust the badge."
      loadingText="Loading verification requests..."
      fetchFailed={verificationMessages.fetchFailed}
      empty={verificationMessages.none}
      paginationLabel="Verification requests pages"
      items={requests}
      onPageChange={setPage}
    >
      {(request) => <VerificationRequestRow key={request.user_id} request={request} />}
    </AdminQueue>
  );
}
