import { useParams } from 'react-router';
import { parseId } from '@akwaaba/contracts';
import { CalendarSubscribeLink } from '@/features/calendar/components/calendar-subscribe-link';
import { ReportButton } from '@/features/moderation/components/report-button';
import { BusinessDetail } from '@/features/businesses/components/business-detail';
import { BusinessNotFound } from '@/features/businesses/components/business-not-found';

/** Public (docs/rules/who-sees-what.md): visitors open shared links; following or reviewing asks them to sign in. */
export function Component() {
  const { id } = useParams();
  const parsedId = parseId(id);
  if (parsedId === null) return <BusinessNotFound />;
  return (
    <BusinessDetail
      key={parsedId}
      businessId={parsedId}
      reportButton={<ReportButton targetType="business" targetId={parsedId} />}
      calendarLink={<CalendarSubscribeLink calendar={{ kind: 'business', id: parsedId }} />}
      reviewReportButton={(reviewId, describedBy) => (
        <ReportButton targetType="review" targetId={reviewId} size="sm" describedBy={describedBy} />
      )}
    />
  );
}
