import { BadgeCheck } from 'lucide-react';
import { associationMessages, type AssociationDetail } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useVerifyAssociation } from '../api/save-association';

/** Admins only: the verified badge, turned on once they have checked the association, and off again. */
export function AssociationAdminControls({ association }: { association: AssociationDetail }) {
  const verify = useVerifyAssociation(association.id);
  if (association.status !== 'approved') return null;
  return (
    <Button
      variant="secondary"
      aria-pressed={association.is_verified}
      isLoading={verify.isPending}
      onClick={() =>
        verify.mutate(!association.is_verified, {
          onSuccess: (response) => toast.success(response.message),
          onError: (error) => toast.error(errorMessage(error, associationMessages.verifyFailed)),
        })
      }
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      {association.is_verified ? associationMessages.removeVerifiedBadge : associationMessages.markVerified}
    </Button>
  );
}
