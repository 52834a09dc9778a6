import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import {
  dataLiteMessages,
  digestMessages,
  formatLongDate,
  profileMessages,
  type CurrentUser,
} from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { CheckboxField } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { setDataSaver, useDataSaver } from '@/lib/data-lite';
import { useUpdateProfile } from '../api/update-profile';
import { DeleteAccountForm } from './delete-account-form';
import { PendingEmailNote } from './pending-email-note';

type Setting =
  'notify_new_events' | 'notify_weekly_digest' | 'notify_sms_updates' | 'notify_marketing' | 'show_in_search';

const notificationSettings = [
  {
    key: 'notify_new_events',
    label: 'Email me about new events',
    hint: 'When a business you follow posts a new event.',
  },
  {
    key: 'notify_weekly_digest',
    label: digestMessages.settingLabel,
    hint: digestMessages.settingHint,
  },
  {
    key: 'notify_sms_updates',
    label: 'SMS me important updates',
    hint: 'When an event you are going to in the next two weeks is cancelled or changes its time or place.',
  },
  {
    key: 'notify_marketing',
    label: 'Marketing emails',
    hint: 'The Akwaaba community newsletter, now and then. Every one has a link to stop them.',
  },
] as const;

function currentValue(user: CurrentUser, key: Setting): boolean {
  return key === 'show_in_search' ? user.show_in_search : user.notifications[key];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

export function AccountSettingsTab({
  user,
  onDeleted,
  onSignInAgain,
  notice,
}: {
  user: CurrentUser;
  onDeleted: () => void | Promise<void>;
  onSignInAgain: () => void | Promise<void>;
  notice?: ReactNode;
}) {
  const update = useUpdateProfile();
  const isBusiness = user.user_type === 'business';

  async function save(key: Setting, value: boolean) {
    try {
      await update.mutateAsync({ [key]: value });
      toast.success(profileMessages.updated);
    } catch (error) {
      toast.error(errorMessage(error, profileMessages.updateFailed));
    }
  }

  /** While a change is saving the box shows what was asked for. */
  function checked(key: Setting): boolean {
    const pending = update.isPending ? (update.variables as Partial<Record<Setting, boolean>>)[key] : undefined;
    return pending ?? currentValue(user, key);
  }

  // SMS goes only to a verified number, so without one the box says so and is neither on nor changeable.
  const noSms = (key: Setting) => key === 'notify_sms_updates' && !user.phone_verified;
  // The digest goes only to a confirmed address: the choice is kept, and the hint says what it waits for.
  const hintOf = (key: Setting, hint: string) =>
    noSms(key)
      ? profileMessages.smsNeedsPhone
      : key === 'notify_weekly_digest' && !user.email_confirmed
        ? `${hint} ${digestMessages.settingNeedsConfirmedEmail}`
        : hint;

  function box(key: Setting, label: string, hint: string) {
    return (
      <CheckboxField key={key} label={label} hint={hintOf(key, hint)}>
        {(control) => (
          <Checkbox
            {...control}
            checked={!noSms(key) && checked(key)}
            disabled={update.isPending || noSms(key)}
            onChange={(event) => void save(key, event.target.checked)}
          />
        )}
      </CheckboxField>
    );
  }

  return (
    <div className="space-y-8">
      {notice}
      {user.pending_email && (
        <Alert>
          <PendingEmailNote email={user.pending_email} />
        </Alert>
      )}
      <Section title="Account type">
        <p className="text-stone-700">
          {isBusiness
            ? 'Business account: you can create events, list your business, post jobs and see how members respond.'
            : 'Individual account: you can RSVP to events, follow businesses, review them and apply for jobs.'}
        </p>
      </Section>

      <Section title="Notifications">
        <div className="space-y-4">
          {notificationSettings.map((setting) => box(setting.key, setting.label, setting.hint))}
          {/* The opt-in on record (POPIA): shown from the saved answer, not from a box still saving. */}
          {user.notifications.notify_marketing && user.consents.marketing_granted_at && (
            <p className="ml-7 text-sm text-stone-600">
              You agreed on {formatLongDate(user.consents.marketing_granted_at)}.
            </p>
          )}
        </div>
      </Section>

      <Section title="Privacy">
        {box(
          'show_in_search',
          'Show my profile in search and on my public page',
          'When off, the site search leaves you out and your public page shows to nobody but you.',
        )}
        {user.consents.terms_accepted_at && user.consents.terms_version && (
          <p className="text-sm text-stone-600">
            You accepted the Terms of Service (version of {formatLongDate(user.consents.terms_version)}) and the Privacy
            Policy on {formatLongDate(user.consents.terms_accepted_at)}.
          </p>
        )}
      </Section>

      <Section title={dataLiteMessages.settingsHeading}>
        <DataSaverSetting />
      </Section>

      <Section title="Delete account">
        <DeleteAccountForm onDeleted={onDeleted} hasPassword={user.has_password} onSignInAgain={onSignInAgain} />
      </Section>
    </div>
  );
}

/** Data saver, as the footer's switch sets it: a choice for this device, not saved to the account. */
function DataSaverSetting() {
  const { enabled, automatic } = useDataSaver();
  return (
    <CheckboxField
      label={dataLiteMessages.toggle}
      hint={automatic ? dataLiteMessages.automaticHint : dataLiteMessages.settingHint}
    >
      {(control) => (
        <Checkbox {...control} checked={enabled} onChange={(event) => setDataSaver(event.target.checked)} />
      )}
    </CheckboxField>
  );
}
