import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  authMessages,
  profileMessages,
  type ChangePasswordRequest,
  type CurrentUser,
  type MessageResponse,
  type UpdateProfileRequest,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { authStore } from '@/lib/auth-store';
import { makeBusinessUser, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';
import type { UpdateProfileResponse } from '../api/update-profile';

/**
 * PUT /profile as the API would: applies the body to the member and answers with the new record. A new email only
 * waits for confirmation (`pending_email`), and the answer's message says so.
 */
function acceptProfileUpdates(member: CurrentUser, bodies: UpdateProfileRequest[] = [], token?: string) {
  server.use(
    http.put<never, UpdateProfileRequest, UpdateProfileResponse>(`${API}/profile`, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      const current = authStore.getState().user ?? member;
      const updated: CurrentUser = {
        ...current,
        name: body.name ?? current.name,
        pending_email: body.email ?? current.pending_email,
        show_in_search: typeof body.show_in_search === 'boolean' ? body.show_in_search : current.show_in_search,
        profile: {
          ...current.profile,
          location: body.location ?? current.profile.location,
          bio: body.bio ?? current.profile.bio,
        },
        notifications: {
          ...current.notifications,
          ...(typeof body.notify_marketing === 'boolean' ? { notify_marketing: body.notify_marketing } : {}),
        },
      };
      return HttpResponse.json({
        data: { user: updated, ...(token ? { token } : {}) },
        message: body.email ? authMessages.emailChangePending : profileMessages.updated,
      });
    }),
  );
  return bodies;
}

async function openProfile(member: CurrentUser) {
  const view = renderApp('/profile', { user: member });
  await screen.findByRole('tab', { name: 'Profile Information' });
  return view;
}

describe('Profile settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the member with tabs for each part; Business Details only for businesses', async () => {
    await openProfile(makeUser({ name: 'Ama Mensah', created_at: '2024-07-01T09:00:00+02:00' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(screen.getByText('Community Member')).toBeInTheDocument();
    expect(screen.getByText('Member since July 2024')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile Information',
      'Account Settings',
      'Privacy & Security',
    ]);
    expect(document.title).toBe('Profile Settings — Akwaaba');
  });

  it('edits and saves the profile, then leaves edit mode with a toast', async () => {
    const member = makeUser({ name: 'Ama Mensah' });
    const bodies = acceptProfileUpdates(member);
    const { user } = await openProfile(member);

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, 'Ama Owusu');
    await user.clear(screen.getByLabelText('City or suburb'));
    await user.type(screen.getByLabelText('City or suburb'), 'Pretoria');
    await user.type(screen.getByLabelText('Bio'), 'Nurse and choir member.');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('rows', '4');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(profileMessages.updated)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ama Owusu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByText('Pretoria')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      name: 'Ama Owusu',
      location: 'Pretoria',
      bio: 'Nurse and choir member.',
      profession: 'Nurse',
    });
    expect(bodies[0]).not.toHaveProperty('email');
    expect(bodies[0]).not.toHaveProperty('current_password');
  });

  it('Cancel throws the edits away', async () => {
    const { user } = await openProfile(makeUser({ name: 'Ama Mensah' }));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), 'Somebody Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ama Mensah');
  });

  it('asks for the current password before changing the email, and keeps a returned token', async () => {
    const member = makeUser({ email: 'ama@example.com' });
    const bodies = acceptProfileUpdates(member, [], 'tok-after-email-change');
    const { user } = await openProfile(member);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ama.new@example.com');
    expect(screen.getByLabelText(/Current password/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(authMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText(/Current password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(authMessages.emailChangePending)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ email: 'ama.new@example.com', current_password: 'Secret123' });
    expect(window.localStorage.getItem('auth_token')).toBe('tok-after-email-change');
  });

  it('keeps the old address after a change of email, and says the new one waits for its link', async () => {
    const member = makeUser({ email: 'ama@example.com' });
    acceptProfileUpdates(member);
    const { user } = await openProfile(member);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ama.new@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(authMessages.emailChangePending)).toBeInTheDocument();
    const waiting =
      'Waiting for confirmation: ama.new@example.com. Your address changes when you open the link we sent there.';
    const email = screen.getByText('Email').closest('div')!;
    expect(email).toHaveTextContent('ama@example.com');
    expect(email).toHaveTextContent(waiting);

    await user.click(screen.getByRole('tab', { name: 'Account Settings' }));
    const line = await within(screen.getByRole('tabpanel')).findByText(/Waiting for confirmation/);
    expect(line.closest('[role="status"]')).toHaveTextContent(waiting);
  });

  it('shows no waiting line without a pending address', async () => {
    const { user } = await openProfile(makeUser({ pending_email: null }));
    await user.click(screen.getByRole('tab', { name: 'Account Settings' }));
    expect(await screen.findByRole('heading', { name: 'Account type' })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  });

  it("shows the server's field errors and its message when saving fails", async () => {
    server.use(
      http.put<never, never, ValidationErrorResponse>(`${API}/profile`, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { linkedin_url: [profileMessages.urlInvalid] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openProfile(makeUser());
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('LinkedIn URL'), 'https://www.linkedin.com/in/ama');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(profileMessages.urlInvalid)).toBeInTheDocument();
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('checks URLs with the contract rule before sending', async () => {
    const { user } = await openProfile(makeUser());
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Facebook URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(profileMessages.urlInvalid)).toBeInTheDocument();
  });

  it('is navigable with the arrow keys between tabs', async () => {
    const { user } = await openProfile(makeBusinessUser());
    await user.click(screen.getByRole('tab', { name: 'Profile Information' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Business Details' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Business Details');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Privacy & Security' })).toHaveAttribute('aria-selected', 'true');
  });

  it('saves a notification setting as soon as it is ticked', async () => {
    const member = makeUser({ phone: '+27821234567', phone_verified: true });
    const bodies = acceptProfileUpdates(member);
    const { user } = await openProfile(member);
    await user.click(screen.getByRole('tab', { name: 'Account Settings' }));

    expect(screen.getByRole('checkbox', { name: 'Email me about new events' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'SMS me important updates' })).toBeChecked();
    const marketing = screen.getByRole('checkbox', { name: 'Marketing emails' });
    expect(marketing).not.toBeChecked();
    await user.click(marketing);

    expect(await screen.findByText(profileMessages.updated)).toBeInTheDocument();
    expect(bodies).toEqual([{ notify_marketing: true }]);
    expect(marketing).toBeChecked();

    // The setting hides the public page too, and says so.
    const shown = screen.getByRole('checkbox', { name: 'Show my profile in search and on my public page' });
    expect(shown).toHaveAccessibleDescription(
      'When off, the site search leaves you out and your public page shows to nobody but you.',
    );
    await user.click(shown);
    expect(bodies[1]).toEqual({ show_in_search: false });
  });

  it('changes the password from the Privacy & Security tab', async () => {
    const member = makeUser();
    let body: ChangePasswordRequest | undefined;
    server.use(
      http.put<never, ChangePasswordRequest>(`${API}/profile/password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: { token: 'tok-new-password', user: member },
          message: profileMessages.passwordChanged,
        });
      }),
    );
    const { user } = await openProfile(member);
    await user.click(screen.getByRole('tab', { name: 'Privacy & Security' }));
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(authMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordMin)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'Secret123');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Better456!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better456!');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText(profileMessages.passwordChanged)).toBeInTheDocument();
    expect(body).toEqual({
      current_password: 'Secret123',
      password: 'Better456!',
      password_confirmation: 'Better456!',
    });
    expect(window.localStorage.getItem('auth_token')).toBe('tok-new-password');
  });

  it('deletes the account after the password and a confirmation, then signs out and lands home, told so', async () => {
    let deleted = false;
    server.use(
      http.delete<never, never, MessageResponse>(`${API}/profile`, () => {
        deleted = true;
        return HttpResponse.json({ message: profileMessages.accountDeleted });
      }),
      // As the API does: the deleted account's session is revoked, so any call that still carries it gets 401.
      http.all(`${API}/*`, ({ request }) =>
        deleted && request.headers.has('authorization')
          ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
          : undefined,
      ),
    );
    const { user, router } = await openProfile(makeUser());
    await user.click(screen.getByRole('tab', { name: 'Account Settings' }));
    expect(screen.getByText(profileMessages.deleteAccountSummary)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const submit = screen.getByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: profileMessages.deleteAccountConfirm }));
    await user.click(submit);

    // The home page loads its code first: a slow first import in the test runner.
    expect(await screen.findByText(profileMessages.accountDeletedNotice, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming events' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('lets a business edit its details and ask for verification', async () => {
    const member = makeBusinessUser({ is_verified_business: false });
    server.use(
      http.post(`${API}/profile/verification-request`, () =>
        HttpResponse.json({
          data: { ...member, verification_requested_at: '2026-11-20T10:00:00+02:00' },
          message: profileMessages.verificationRequested,
        }),
      ),
    );
    const { user } = await openProfile(member);
    expect(screen.getByText('Kofi’s Kitchen')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Business Details' }));
    expect(screen.getByText('Restaurant')).toBeInTheDocument();
    // Nothing is pending before the member asks.
    expect(screen.getByText(profileMessages.verificationNotRequested)).toBeInTheDocument();
    expect(screen.queryByText(profileMessages.verificationPending)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request Verification' }));
    expect(await screen.findByText(profileMessages.verificationRequested)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Verification' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Business category')).toHaveValue('restaurant');
    expect(screen.getByLabelText('Registration number')).toHaveAccessibleDescription(/helps us verify your business/);
  });

  it('asks for verification by POST and then shows it pending, with the date asked', async () => {
    const member = makeBusinessUser({ is_verified_business: false, business_registration_number: '2019/123456/07' });
    let requests = 0;
    server.use(
      http.post(`${API}/profile/verification-request`, () => {
        requests += 1;
        return HttpResponse.json({
          data: { ...member, verification_requested_at: '2026-11-20T10:00:00+02:00' },
          message: profileMessages.verificationRequested,
        });
      }),
    );
    const { user } = await openProfile(member);
    await user.click(screen.getByRole('tab', { name: 'Business Details' }));
    await user.click(screen.getByRole('button', { name: 'Request Verification' }));

    expect(await screen.findByText(profileMessages.verificationRequested)).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Verification status' });
    expect(within(status).getByText('Verification pending')).toBeInTheDocument();
    expect(within(status).getByText(/You asked for verification on 20 November 2026/)).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('says a registration number is needed when the server refuses the request for want of one', async () => {
    const member = makeBusinessUser({ is_verified_business: false, business_registration_number: null });
    server.use(
      http.post<never, never, ValidationErrorResponse>(`${API}/profile/verification-request`, () =>
        HttpResponse.json(
          {
            message: profileMessages.verificationNeedsRegistration,
            errors: { business_registration_number: [profileMessages.verificationNeedsRegistration] },
          },
          { status: 422 },
        ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openProfile(member);
    await user.click(screen.getByRole('tab', { name: 'Business Details' }));
    await user.click(screen.getByRole('button', { name: 'Request Verification' }));

    const status = screen.getByRole('region', { name: 'Verification status' });
    expect(await within(status).findByRole('alert')).toHaveTextContent(profileMessages.verificationNeedsRegistration);
    expect(screen.getAllByText(profileMessages.verificationNeedsRegistration)).toHaveLength(1);
    expect(within(status).getByRole('button', { name: 'Request Verification' })).toBeEnabled();
  });

  it('toasts the server’s message when the request fails otherwise', async () => {
    server.use(
      http.post(`${API}/profile/verification-request`, () =>
        HttpResponse.json({ message: 'Too many requests. Please try again later.' }, { status: 429 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openProfile(makeBusinessUser({ is_verified_business: false }));
    await user.click(screen.getByRole('tab', { name: 'Business Details' }));
    await user.click(screen.getByRole('button', { name: 'Request Verification' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });

  it('shows the Verified Business badge to verified businesses', async () => {
    const { user } = await openProfile(makeBusinessUser({ is_verified_business: true }));
    expect(screen.getByText('Verified Business')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Business Details' }));
    // The tab's own status (the header holds the notifications menu's live region too).
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Verified Business');
  });
});
