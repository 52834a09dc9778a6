import { BadgeCheck } from 'lucide-react';
import { noticeMessages } from '@akwaaba/contracts';
import { Badge } from '@/components/ui/badge';

/** A source an admin named official (the High Commission, a consulate): its notices carry this. */
export function OfficialBadge() {
  return (
    <Badge tone="gold">
      <BadgeCheck aria-hidden="true" className="mr-1 inline size-3.5" />
      {noticeMessages.official}
    </Badge>
  );
}

export function UrgentBadge() {
  return <Badge tone="red">{noticeMessages.urgent}</Badge>;
}
