import { toast } from '@/lib/toast';
import { businessMessages, type BusinessDetail } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useApplyGhanaianOwned, useSetGhanaianOwned } from '../api/ghanaian-owned';

/**
 * The Ghanaian-owned mark's controls on a listing (decision 032): its owner asks for it (then sees that it was asked
 * for); an admin gives it, declines a request, or takes it away.
 */
export function GhanaianOwnedControls({ business }: { business: BusinessDetail }) {
  const { user } = useAuth();
  if (user?.is_admin && business.status === 'approved') return <AdminControls business={business} />;
  if (business.is_owner && !business.ghanaian_owned) return <OwnerControls business={business} />;
  return null;
}

const toasts = {
  onSuccess: (response: { message: string }) => toast.success(response.message),
  onError: (error: unknown) => toast.error(errorMessage(error, businessMessages.ghanaianOwnedFailed)),
};

function OwnerControls({ business }: { business: BusinessDetail }) {
  const apply = useApplyGhanaianOwned(business.id);
  if (business.ghanaian_owned_requested) {
    return <p className="text-sm text-stone-700">{businessMessages.ghanaianOwnedRequested}</p>;
  }
  return (
    <Button variant="secondary" isLoading={apply.isPending} onClick={() => apply.mutate(undefined, toasts)}>
      {businessMessages.applyGhanaianOwned}
    </Button>
  );
}

function AdminControls({ business }: { business: BusinessDetail }) {
  const setMark = useSetGhanaianOwned(business.id);
  if (business.ghanaian_owned) {
    return (
      <Button variant="secondary" isLoading={setMark.isPending} onClick={() => setMark.mutate(false, toasts)}>
        {businessMessages.removeGhanaianOwned}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" isLoading={setMark.isPending} onClick={() => setMark.mutate(true, toasts)}>
        {businessMessages.confirmGhanaianOwned}
      </Button>
      {business.ghanaian_owned_requested && (
        <Button variant="ghost" disabled={setMark.isPending} onClick={() => setMark.mutate(false, toasts)}>
          {businessMessages.declineGhanaianOwned}
        </Button>
      )}
    </>
  );
}
