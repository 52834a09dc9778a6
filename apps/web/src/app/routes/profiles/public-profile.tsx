import { useParams } from 'react-router';
import { parseId } from '@akwaaba/contracts';
import { MissingUserId, PublicProfile } from '@/features/profiles/components/public-profile';

export function Component() {
  const { userId } = useParams();
  const parsedId = parseId(userId);
  if (parsedId === null) return <MissingUserId />;
  return <PublicProfile userId={parsedId} />;
}
