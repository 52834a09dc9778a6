import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { formatMonthYear, type PublicUser } from '@akwaaba/contracts';
import { Badge } from '@/components/ui/badge';

type Identity = Pick<PublicUser, 'name' | 'business_name' | 'created_at' | 'is_verified_business'>;

/** Who a member is, as their own settings and their public profile both show it. */
export function MemberIdentity({ user, details }: { user: Identity; details?: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold break-words text-stone-900">{user.name}</h1>
      <p className="text-stone-700">{user.business_name || 'Community Member'}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-stone-600">
        {details}
        <span>Member since {formatMonthYear(user.created_at)}</span>
        {user.is_verified_business && (
          <Badge tone="green">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Verified Business
          </Badge>
        )}
      </div>
    </>
  );
}
