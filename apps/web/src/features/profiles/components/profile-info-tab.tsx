import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatPhone, profileMessages, textLimits, updateProfileRequest, type CurrentUser } from '@akwaaba/contracts';
import { FormLongTextField } from '@/components/long-text-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { changedContacts, type ProfileFormValues } from './profile-form';
import { Detail, DetailList, ExternalLink } from './detail-list';
import { PendingEmailNote } from './pending-email-note';

type TabProps = { user: CurrentUser; form: UseFormReturn<ProfileFormValues>; editing: boolean };

function socialLinks(user: CurrentUser) {
  return [
    {
      key: 'linkedin_url',
      label: 'LinkedIn URL',
      value: user.profile.linkedin_url,
      placeholder: 'https://www.linkedin.com/in/…',
    },
    { key: 'twitter_url', label: 'Twitter URL', value: user.profile.twitter_url, placeholder: 'https://x.com/…' },
    {
      key: 'facebook_url',
      label: 'Facebook URL',
      value: user.profile.facebook_url,
      placeholder: 'https://www.facebook.com/…',
    },
  ] as const;
}

export function ProfileInfoTab({ user, form, editing }: TabProps) {
  const isIndividual = user.user_type === 'individual';

  if (editing) return <ProfileInfoFields user={user} form={form} />;
  return (
    <DetailList>
      <Detail label="Full name" value={user.name} />
      <Detail
        label="Email"
        value={
          user.pending_email ? (
            <>
              {user.email ?? 'Not provided'}
              <span className="mt-1 block text-sm text-stone-600">
                <PendingEmailNote email={user.pending_email} />
              </span>
            </>
          ) : (
            user.email
          )
        }
      />
      <Detail label="Phone" value={user.phone && formatPhone(user.phone)} />
      <Detail label="City or suburb" value={user.profile.location} />
      {isIndividual && <Detail label="Profession" value={user.profile.profession} />}
      <Detail label="Bio" value={user.profile.bio} wide />
      {socialLinks(user).map((link) => (
        <Detail key={link.key} label={link.label} value={link.value ? <ExternalLink href={link.value} /> : null} />
      ))}
    </DetailList>
  );
}

function ProfileInfoFields({ user, form }: Omit<TabProps, 'editing'>) {
  const isIndividual = user.user_type === 'individual';
  const { errors } = form.formState;
  const [email, phone] = useWatch({ control: form.control, name: ['email', 'phone'] });
  const changed = changedContacts({ email, phone }, user);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Full name" error={errors.name?.message} required>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="name" aria-required="true" />}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Phone" error={errors.phone?.message} hint="With the country code, e.g. +27821234567.">
        {(control) => <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" />}
      </Field>
      {(changed.email || changed.phone) && !user.has_password && (
        <p className="text-sm text-stone-600">{profileMessages.confirmWithoutPassword}</p>
      )}
      {(changed.email || changed.phone) && user.has_password && (
        <Field
          label="Current password"
          error={errors.current_password?.message}
          hint="Changing your email or phone needs your current password."
          required
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('current_password')}
              type="password"
              autoComplete="current-password"
              aria-required="true"
            />
          )}
        </Field>
      )}
      <Field
        label="City or suburb"
        error={errors.location?.message}
        hint="Where you are, e.g. Sandton, Johannesburg: never a street address."
      >
        {(control) => <Input {...control} {...form.register('location')} autoComplete="address-level2" />}
      </Field>
      {isIndividual && (
        <Field label="Profession" error={errors.profession?.message}>
          {(control) => <Input {...control} {...form.register('profession')} autoComplete="organization-title" />}
        </Field>
      )}
      <FormLongTextField
        control={form.control}
        name="bio"
        label="Bio"
        max={textLimits(updateProfileRequest).bio}
        rows={4}
        className="sm:col-span-2"
      />
      {socialLinks(user).map((link) => (
        <Field key={link.key} label={link.label} error={errors[link.key]?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register(link.key)}
              type="url"
              inputMode="url"
              placeholder={link.placeholder}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
