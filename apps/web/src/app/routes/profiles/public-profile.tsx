import { useParams } from 'react-router';
import { parseId } from '@akwaaba/contracts';
import { ReportButton } from '@/features/moderation/components/report-button';
import { MissingUserId, PublicProfile } from '@/features/profiles/components/public-profile';

export function Component() {
  const { userId } = useParams();
  const parsedId = parseId(userId);
  if (parsedId === null) return <MissingUserId />;
  return <PublicProfile userId={parsedId} reportButton={<ReportButton targetType="profile" targetId={parsedId} />} />;
}
