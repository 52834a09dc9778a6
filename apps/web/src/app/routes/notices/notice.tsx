import { useParams } from 'react-router';
import { parseId } from '@akwaaba/contracts';
import { ReportButton } from '@/features/moderation/components/report-button';
import { NoticeDetail, NoticeNotFound } from '@/features/notices/components/notice-detail';

/** Public (docs/rules/who-sees-what.md): visitors open shared links; reporting asks them to sign in. */
export function Component() {
  const parsedId = parseId(useParams().id);
  if (parsedId === null) return <NoticeNotFound />;
  return (
    <NoticeDetail
      key={parsedId}
      noticeId={parsedId}
      reportButton={<ReportButton targetType="notice" targetId={parsedId} />}
    />
  );
}
