import { useState } from 'react';
import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { ASSOCIATION_KIND_LABELS, associationMessages, type PendingAssociation } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { AdminQueue } from '@/components/admin-queue';
import { PendingItem } from '@/components/pending-item';
import { Badge } from '@/components/ui/badge';
import { associationApproval } from '../api/save-association';

function PendingAssociationRow({ association }: { association: PendingAssociation }) {
  const decision = associationApproval.useDecision(association.id, associationMessages);
  return (
    <PendingItem
      name={association.name}
      heading={
        <Link to={paths.associationDetail.getHref(association.id)} className="hover:text-ghana-green hover:underline">
          {association.name}
        </Link>
      }
      rejectLabel="Reject Association"
      reasonHint="Its leaders see it on the association's page."
      {...decision}
    >
      {association.resubmitted && (
        <Badge tone="gold">
          <RotateCcw aria-hidden="true" className="size-3" />
          Resubmitted
        </Badge>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Registered by: </dt>
          <dd className="inline break-words">{association.user.name}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Kind: </dt>
          <dd className="inline">{ASSOCIATION_KIND_LABELS[association.kind]}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Home region: </dt>
          <dd className="inline">{association.home_region}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Meets in: </dt>
          <dd className="inline break-words">{associationMessages.basedIn(association.city, association.province)}</dd>
        </div>
      </dl>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-stone-700">{association.description}</p>
    </PendingItem>
  );
}

/** 'Pending Associations': new and changed associations wait here; each leaves once decided. */
export function PendingAssociations() {
  const [page, setPage] = useState(1);
  const pending = associationApproval.usePending(page);
  return (
    <AdminQueue
      heading={associationMessages.pendingAdminHeading}
      intro="New associations, and approved ones whose name, kind, description or website changed, wait here until you approve them."
      loadingText="Loading pending associations..."
      fetchFailed={associationMessages.fetchPendingFailed}
      empty={associationMessages.noPendingAssociations}
      paginationLabel="Pending associations pages"
      items={pending}
      onPageChange={setPage}
    >
      {(association) => <PendingAssociationRow key={association.id} association={association} />}
    </AdminQueue>
  );
}
