import { useParams } from 'react-router';
import { userIdParams } from '@akwaaba/contracts';
import { MissingUserId, PublicProfile } from '@/features/profiles/components/public-profile';

export function Component() {
  const { userId } = useParams();
  const parsed = userIdParams.safeParse({ id: userId });
  if (!userId || !/^\d+$/.test(userId) || !parsed.success) return <MissingUserId />;
  return <PublicProfile userId={parsed.data.id} />;
}
