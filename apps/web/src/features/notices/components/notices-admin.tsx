import {
  noticeMessages,
  noticeSmsCapInput,
  noticeSourceInput,
  type NoticeSmsCapInput,
  type NoticeSourceInput,
} from '@akwaaba/contracts';
import { QueueHeading } from '@/components/admin-queue';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import {
  useAddNoticeSource,
  useAdminNoticeSources,
  useNoticeSms,
  useRemoveNoticeSource,
  useSetNoticeSmsCap,
} from '../api/notice-admin';

type SourceValues = { user_id: string; name: string };
const emptySource: SourceValues = { user_id: '', name: '' };

/** Accounts whose notices carry the Official badge: listed, added by member id, removed. */
function OfficialSources() {
  const sources = useAdminNoticeSources();
  const add = useAddNoticeSource();
  const remove = useRemoveNoticeSource();
  const form = useAppForm<SourceValues, unknown, NoticeSourceInput>({
    resolver: formResolver<SourceValues, typeof noticeSourceInput>(noticeSourceInput),
    defaultValues: emptySource,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await add.mutateAsync(values);
      toast.success(response.message);
      form.reset(emptySource);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['user_id', 'name']))
        toast.error(errorMessage(error, noticeMessages.updateFailed));
    }
  });

  function removeSource(id: number) {
    if (!window.confirm(noticeMessages.removeSourceConfirm)) return;
    remove.mutate(id, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => toast.error(errorMessage(error, noticeMessages.updateFailed)),
    });
  }

  return (
    <section aria-labelledby="official-sources" className="space-y-4">
      <h2 id="official-sources" className="text-xl font-semibold text-stone-900">
        {noticeMessages.sourcesHeading}
      </h2>
      <p className="text-stone-700">{noticeMessages.sourcesIntro}</p>
      {sources.isError ? (
        <Alert variant="error">{errorMessage(sources.error, noticeMessages.fetchFailed)}</Alert>
      ) : sources.isPending ? (
        <p role="status">Loading sources...</p>
      ) : sources.data.length === 0 ? (
        <p className="text-stone-700">{noticeMessages.noSources}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {sources.data.map((source) => (
            <li key={source.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-medium text-stone-900">{source.name}</p>
                <p className="text-sm text-stone-700">
                  {source.user.name} (#{source.user.id}) · {formatCount(source.followers_count)} followers ·{' '}
                  {formatCount(source.notices_count)} notices
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => removeSource(source.id)}>
                {noticeMessages.removeSource}
                <span className="sr-only"> {source.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
        <Field label={noticeMessages.sourceUserLabel} required error={errors.user_id?.message}>
          {(control) => <Input {...control} {...form.register('user_id')} inputMode="numeric" aria-required />}
        </Field>
        <Field label={noticeMessages.sourceNameLabel} required error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} aria-required maxLength={120} />}
        </Field>
        <Button type="submit" isLoading={isSubmitting}>
          {noticeMessages.addSource}
        </Button>
      </form>
    </section>
  );
}

type CapValues = { cap_per_day: string };

/** What urgent notices have cost in SMS, and the day's cap, which the admin sets. */
function NoticeSms() {
  const volume = useNoticeSms();
  const setCap = useSetNoticeSmsCap();
  const form = useAppForm<CapValues, unknown, NoticeSmsCapInput>({
    resolver: formResolver<CapValues, typeof noticeSmsCapInput>(noticeSmsCapInput),
    values: volume.data ? { cap_per_day: String(volume.data.cap_per_day) } : undefined,
    defaultValues: { cap_per_day: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await setCap.mutateAsync(values);
      toast.success(response.message);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['cap_per_day']))
        toast.error(errorMessage(error, noticeMessages.updateFailed));
    }
  });

  return (
    <section aria-labelledby="notice-sms" className="space-y-4">
      <h2 id="notice-sms" className="text-xl font-semibold text-stone-900">
        {noticeMessages.smsHeading}
      </h2>
      <p className="text-stone-700">{noticeMessages.smsIntro}</p>
      {volume.isError ? (
        <Alert variant="error">{errorMessage(volume.error, noticeMessages.fetchFailed)}</Alert>
      ) : volume.isPending ? (
        <p role="status">Loading SMS volume...</p>
      ) : (
        <dl className="grid grid-cols-3 gap-4 rounded-2xl border border-stone-200 bg-white p-4 text-center">
          {(
            [
              [noticeMessages.smsToday, volume.data.sent_today],
              [noticeMessages.sms7Days, volume.data.sent_7_days],
              [noticeMessages.sms30Days, volume.data.sent_30_days],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-stone-700">{label}</dt>
              <dd className="text-2xl font-bold text-stone-900">{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-4">
        <Field label={noticeMessages.smsCapLabel} required error={errors.cap_per_day?.message}>
          {(control) => <Input {...control} {...form.register('cap_per_day')} inputMode="numeric" aria-required />}
        </Field>
        <Button type="submit" isLoading={isSubmitting}>
          {noticeMessages.saveCap}
        </Button>
      </form>
    </section>
  );
}

/** /admin/notices: the official sources and the notice SMS volume and cap (decision 036). */
export function NoticesAdmin() {
  return (
    <div className="space-y-10">
      <QueueHeading heading="Notices" intro="Official sources and the SMS that urgent notices send." />
      <OfficialSources />
      <NoticeSms />
    </div>
  );
}
