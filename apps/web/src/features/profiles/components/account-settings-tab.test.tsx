import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  dataLiteMessages,
  digestMessages,
  profileMessages,
  type CurrentUser,
  type UpdateProfileRequest,
} from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import type { UpdateProfileResponse } from '../api/update-profile';

const GRANTED_AT = '2026-11-20T09:30:00+02:00';

/** PUT /profile as the API answers a marketing change: the flag, and the opt-in's time while it is on. */
function acceptMarketingChanges(member: CurrentUser) {
  server.use(
    http.put<never, UpdateProfileRequest, UpdateProfileResponse>(`${API}/profile`, async ({ request }) => {
      const on = (await request.json()).notify_marketing === true;
      const user: CurrentUser = {
        ...member,
        notifications: { ...member.notifications, notify_marketing: on },
        consents: { ...member.consents, marketing_granted_at: on ? GRANTED_AT : null },
      };
      return HttpResponse.json({ data: { user }, message: profileMessages.updated });
    }),
  );
}

async function openAccountTab(member: CurrentUser) {
  const view = renderApp('/profile', { user: member });
  await view.user.click(await screen.findByRole('tab', { name: 'Account Settings' }));
  return view;
}

describe('Account Settings: consents', () => {
  it('shows when the member agreed to marketing emails while they are on, and not once turned off', async () => {
    const member = makeUser({
      notifications: {
        notify_new_events: true,
        notify_sms_updates: true,
        notify_marketing: true,
        notify_weekly_digest: true,
      },
      consents: {
        terms_version: '2026-11-26',
        terms_accepted_at: '2026-11-01T08:00:00+02:00',
        privacy_version: '2026-11-26',
        marketing_granted_at: GRANTED_AT,
      },
    });
    acceptMarketingChanges(member);
    const { user } = await openAccountTab(member);

    expect(screen.getByRole('checkbox', { name: 'Marketing emails' })).toBeChecked();
    expect(screen.getByText('You agreed on 20 November 2026.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You accepted the Terms of Service (version of 26 November 2026) and the Privacy Policy on 1 November 2026.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Marketing emails' }));
    expect(await screen.findByText(profileMessages.updated)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Marketing emails' })).not.toBeChecked();
    expect(screen.queryByText(/You agreed on/)).not.toBeInTheDocument();
  });

  it('shows the date of a new opt-in once the API has recorded it', async () => {
    const member = makeUser();
    acceptMarketingChanges(member);
    const { user } = await openAccountTab(member);
    expect(screen.queryByText(/You agreed on/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Marketing emails' }));
    expect(await screen.findByText('You agreed on 20 November 2026.')).toBeInTheDocument();
  });
});

describe('Account Settings: data saver', () => {
  it('turns data saver on and off for this device, as the footer’s switch does', async () => {
    const { user } = await openAccountTab(makeUser());
    const setting = screen.getByRole('checkbox', { name: dataLiteMessages.toggle });
    expect(setting).not.toBeChecked();
    expect(screen.getByText(dataLiteMessages.settingHint)).toBeInTheDocument();

    await user.click(setting);
    expect(setting).toBeChecked();
    expect(document.cookie).toContain('data_saver=on');
    expect(screen.getByRole('switch', { name: dataLiteMessages.toggle })).toHaveAttribute('aria-checked', 'true');

    await user.click(setting);
    expect(setting).not.toBeChecked();
    expect(document.cookie).toContain('data_saver=off');
  });
});

describe('Account Settings: SMS updates', () => {
  const notifications = {
    notify_new_events: true,
    notify_sms_updates: true,
    notify_marketing: false,
    notify_weekly_digest: true,
  };

  it('is off and cannot be turned on without a verified phone, and says why', async () => {
    await openAccountTab(makeUser({ phone: null, phone_verified: false, notifications }));
    const sms = screen.getByRole('checkbox', { name: 'SMS me important updates' });
    expect(sms).not.toBeChecked();
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription(profileMessages.smsNeedsPhone);
  });

  it('shows the saved choice once the phone is verified', async () => {
    await openAccountTab(makeUser({ phone: '+27821234567', phone_verified: true, notifications }));
    const sms = screen.getByRole('checkbox', { name: 'SMS me important updates' });
    expect(sms).toBeChecked();
    expect(sms).toBeEnabled();
  });
});

describe('Account Settings: weekly digest', () => {
  it('is on by default and turned off and on again, saved to the account', async () => {
    const member = makeUser();
    const sent: UpdateProfileRequest[] = [];
    server.use(
      http.put<never, UpdateProfileRequest, UpdateProfileResponse>(`${API}/profile`, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        const user: CurrentUser = {
          ...member,
          notifications: { ...member.notifications, notify_weekly_digest: body.notify_weekly_digest === true },
        };
        return HttpResponse.json({ data: { user }, message: profileMessages.updated });
      }),
    );
    const { user } = await openAccountTab(member);
    const digest = screen.getByRole('checkbox', { name: digestMessages.settingLabel });
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleDescription(digestMessages.settingHint);

    await user.click(digest);
    expect(await screen.findByText(profileMessages.updated)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: digestMessages.settingLabel })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: digestMessages.settingLabel }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: digestMessages.settingLabel })).toBeChecked());
    expect(sent).toEqual([{ notify_weekly_digest: false }, { notify_weekly_digest: true }]);
  });

  it('says that it goes to a confirmed address while the member’s is not', async () => {
    await openAccountTab(makeUser({ email_confirmed: false }));
    expect(screen.getByRole('checkbox', { name: digestMessages.settingLabel })).toHaveAccessibleDescription(
      `${digestMessages.settingHint} ${digestMessages.settingNeedsConfirmedEmail}`,
    );
  });
});
