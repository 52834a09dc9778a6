import { Link } from 'react-router';
import { LogOut, UserPlus } from 'lucide-react';
import { associationMessages, type AssociationDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useMembership } from '../api/membership';

/**
 * Join (or Ask to Join, where a leader lets members in), the member's place once in, and Leave. Visitors are asked
 * to sign in and come back; an association not yet approved takes no members.
 */
export function MembershipButton({ association }: { association: AssociationDetail }) {
  const { isAuthenticated } = useAuth();
  const membership = useMembership(association.id);
  if (association.status !== 'approved') return null;

  if (!isAuthenticated) {
    return (
      <Link
        to={paths.login.getHref(paths.associationDetail.getHref(association.id))}
        className={buttonClasses({ variant: 'gold' })}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        {associationMessages.signInToJoin}
      </Link>
    );
  }

  const change = (join: boolean) =>
    membership.mutate(join, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => toast.error(errorMessage(error, associationMessages.updateFailed)),
    });

  const place = association.membership;
  if (place === null) {
    return (
      <Button variant="gold" isLoading={membership.isPending} onClick={() => change(true)}>
        {!membership.isPending && <UserPlus aria-hidden="true" className="size-4" />}
        {association.membership_policy === 'open' ? associationMessages.join : associationMessages.askToJoin}
      </Button>
    );
  }
  if (place.status === 'pending') {
    return (
      <>
        <Badge tone="gold">{associationMessages.requestPending}</Badge>
        <Button variant="secondary" isLoading={membership.isPending} onClick={() => change(false)}>
          {associationMessages.cancelRequest}
        </Button>
      </>
    );
  }
  return (
    <>
      <Badge tone="green">
        {place.role === 'leader' ? associationMessages.youAreLeader : associationMessages.youAreMember}
      </Badge>
      <Button
        variant="secondary"
        isLoading={membership.isPending}
        onClick={() => {
          if (window.confirm(associationMessages.leaveConfirm)) change(false);
        }}
      >
        {!membership.isPending && <LogOut aria-hidden="true" className="size-4" />}
        {associationMessages.leave}
      </Button>
    </>
  );
}
