import { BadgeCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import { businessMessages, type BusinessDetail } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useSetBusinessVerified } from '../api/set-business-verified';

/** Admins only: the listing's verified badge, turned on once they have checked the business, and off again. */
export function VerifyListingButton({ business }: { business: BusinessDetail }) {
  const { user } = useAuth();
  const setVerified = useSetBusinessVerified(business.id);
  if (!user?.is_admin || business.status !== 'approved') return null;
  return (
    <Button
      variant="secondary"
      aria-pressed={business.is_verified}
      isLoading={setVerified.isPending}
      onClick={() =>
        setVerified.mutate(!business.is_verified, {
          onSuccess: (response) => toast.success(response.message),
          onError: (error) => toast.error(errorMessage(error, businessMessages.verifyFailed)),
        })
      }
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      {business.is_verified ? businessMessages.removeVerifiedBadge : businessMessages.markVerified}
    </Button>
  );
}
