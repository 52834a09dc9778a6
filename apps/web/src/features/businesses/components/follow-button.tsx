import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Heart } from 'lucide-react';
import { businessMessages, type BusinessDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useFollowBusiness } from '../api/follow-business';

/**
 * Follow / Following, a toggle (aria-pressed). Owners do not follow their own listing; visitors are asked to sign
 * in first and come back here afterwards.
 */
export function FollowButton({ business }: { business: BusinessDetail }) {
  const { isAuthenticated } = useAuth();
  const follow = useFollowBusiness(business.id);

  if (business.is_owner) return null;
  if (!isAuthenticated) {
    return (
      <Link
        to={paths.login.getHref(paths.businessDetail.getHref(business.id))}
        className={buttonClasses({ variant: 'secondary' })}
      >
        <Heart aria-hidden="true" className="size-4" />
        {businessMessages.follow}
      </Link>
    );
  }

  const following = business.user_following;
  return (
    <Button
      variant="secondary"
      aria-pressed={following}
      isLoading={follow.isPending}
      onClick={() =>
        follow.mutate(!following, {
          onSuccess: (response) => toast.success(response.message),
          onError: (error) => toast.error(errorMessage(error, businessMessages.followFailed)),
        })
      }
    >
      {!follow.isPending && (
        <Heart aria-hidden="true" className={cn('size-4', following && 'fill-ghana-red text-ghana-red')} />
      )}
      {following ? businessMessages.following : businessMessages.follow}
    </Button>
  );
}
