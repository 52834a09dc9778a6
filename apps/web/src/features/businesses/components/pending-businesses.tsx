import { useState } from 'react';
import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { businessMessages, type PendingBusiness } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { addressWithCity } from '@/lib/format';
import { businessApproval } from '../api/business-approval';
import { AdminQueue } from '@/components/admin-queue';
import { PendingItem } from '@/components/pending-item';

function PendingBusinessRow({ business }: { business: PendingBusiness }) {
  const decision = businessApproval.useDecision(business.id, businessMessages);

  return (
    <PendingItem
      name={business.name}
      heading={
        <Link to={paths.businessDetail.getHref(business.id)} className="hover:text-ghana-green hover:underline">
          {business.name}
        </Link>
      }
      rejectLabel="Reject Business"
      reasonHint="The owner sees it on My Businesses."
      {...decision}
    >
      {business.resubmitted && (
        <Badge tone="gold">
          <RotateCcw aria-hidden="true" className="size-3" />
          Resubmitted
        </Badge>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Submitted by: </dt>
          <dd className="inline break-words">{business.user.name}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Category: </dt>
          <dd className="inline">{business.category.name}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-medium">Address: </dt>
          <dd className="inline break-words">{addressWithCity(business.address, business.city)}</dd>
        </div>
      </dl>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-stone-700">{business.description}</p>
    </PendingItem>
  );
}

/**
 * 'Pending Business Approvals': new and changed listings wait here; each leaves once decided (docs/rules/approval.md).
 */
export function PendingBusinesses() {
  const [page, setPage] = useState(1);
  const pending = businessApproval.usePending(page);

  return (
    <AdminQueue
      heading={businessMessages.pendingHeading}
      intro="New listings, and approved ones whose name, description, website or category changed, wait here until you approve them."
      loadingText="Loading pending businesses..."
      fetchFailed={businessMessages.fetchPendingFailed}
      empty={businessMessages.noPendingBusinesses}
      paginationLabel="Pending businesses pages"
      items={pending}
      onPageChange={setPage}
    >
      {(business) => <PendingBusinessRow key={business.id} business={business} />}
    </AdminQueue>
  );
}
