import { useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Building2, Pencil, Settings, Shield, UserRound } from 'lucide-react';
import { profileMessages, type CurrentUser } from '@akwaaba/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { useUpdateProfile } from '../api/update-profile';
import { AccountSettingsTab } from './account-settings-tab';
import { BusinessDetailsTab } from './business-details-tab';
import { PrivacySecurityTab } from './privacy-security-tab';
import { ProfileInfoTab } from './profile-info-tab';
import {
  profileFormFields,
  profileFormSchema,
  toFormValues,
  toUpdateBody,
  type ProfileFormValues,
} from './profile-form';
import { MemberIdentity } from './member-identity';

type TabId = 'profile' | 'account' | 'business' | 'privacy';

const iconClass = 'size-4';

function tabsFor(user: CurrentUser): TabItem<TabId>[] {
  return [
    { id: 'profile', label: 'Profile Information', icon: <UserRound aria-hidden="true" className={iconClass} /> },
    { id: 'account', label: 'Account Settings', icon: <Settings aria-hidden="true" className={iconClass} /> },
    ...(user.user_type === 'business'
      ? [
          {
            id: 'business' as const,
            label: 'Business Details',
            icon: <Building2 aria-hidden="true" className={iconClass} />,
          },
        ]
      : []),
    { id: 'privacy', label: 'Privacy & Security', icon: <Shield aria-hidden="true" className={iconClass} /> },
  ];
}

/** The member's own profile: view and edit details, settings, business details and password. */
export function ProfileSettings({
  user,
  onAccountDeleted,
  onSignInAgain,
  accountNotice,
  dataDownload,
}: {
  user: CurrentUser;
  onAccountDeleted: () => void | Promise<void>;
  /** For a member without a password: a fresh sign-in confirms deleting the account or downloading its data. */
  onSignInAgain: () => void | Promise<void>;
  /** What another feature asks of the member, atop Account Settings (auth's prompt to confirm the email address). */
  accountNotice?: ReactNode;
  /** Privacy's form that downloads the member's data, under Privacy & Security. */
  dataDownload: ReactNode;
}) {
  const [tab, setTab] = useState<TabId>('profile');
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(user), [user]);
  const values = useMemo(() => toFormValues(user), [user]);
  const form = useAppForm<ProfileFormValues>({
    // The schema's output (trimmed, '' as null) is checked; the body is built from the raw text.
    resolver: formResolver<ProfileFormValues>(schema, { raw: true }),
    values,
    // A settings change saved meanwhile refreshes the member without wiping what is being typed.
    resetOptions: { keepDirtyValues: true },
  });
  const isEditableTab = tab === 'profile' || tab === 'business';

  function cancel() {
    // resetOptions above would keep the edits; Cancel throws them away.
    form.reset(values, { keepDirtyValues: false });
    setEditing(false);
  }

  const onSubmit = form.handleSubmit(async (formValues) => {
    try {
      const { data, message } = await update.mutateAsync(toUpdateBody(formValues, user));
      // The saved record (as the server normalised it) is what the form shows from now on: a new email is not in it
      // until its link is opened, and the answer's message says so.
      form.reset(toFormValues(data.user), { keepDirtyValues: false });
      toast.success(message || profileMessages.updated);
      setEditing(false);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, profileFormFields);
      toast.error(errorMessage(error, profileMessages.updateFailed));
    }
  });

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex items-center gap-4">
          <Avatar name={user.name} size="lg" />
          <div className="min-w-0 space-y-1">
            <MemberIdentity user={user} />
          </div>
        </div>
        {!editing && (
          <Button
            variant="secondary"
            onClick={() => {
              setEditing(true);
              if (!isEditableTab) setTab('profile');
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
        )}
      </div>

      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <Tabs label="Profile settings" tabs={tabsFor(user)} selected={tab} onSelect={setTab}>
          {(selected) => {
            if (selected === 'account') {
              return (
                <AccountSettingsTab
                  user={user}
                  onDeleted={onAccountDeleted}
                  onSignInAgain={onSignInAgain}
                  notice={accountNotice}
                />
              );
            }
            if (selected === 'privacy') {
              return <PrivacySecurityTab dataDownload={dataDownload} />;
            }
            return (
              <form noValidate onSubmit={onSubmit} className="space-y-6">
                {selected === 'business' ? (
                  <BusinessDetailsTab user={user} form={form} editing={editing} />
                ) : (
                  <ProfileInfoTab user={user} form={form} editing={editing} />
                )}
                {editing && (
                  <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-5">
                    <Button variant="secondary" onClick={cancel}>
                      Cancel
                    </Button>
                    <Button type="submit" isLoading={update.isPending}>
                      Save Changes
                    </Button>
                  </div>
                )}
              </form>
            );
          }}
        </Tabs>
      </div>
    </div>
  );
}
