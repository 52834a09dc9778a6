import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  authMessages,
  type AccountTypeRequest,
  type AuthResponse,
  type CurrentUser,
  type ErrorResponse,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const TERMS = 'I agree to the Terms of Service and Privacy Policy';
const AGE = 'I am 18 or older';

/** A first social sign-in: the code opens a session for a member who has not chosen a type yet. */
function newSocialMember() {
  const member = makeUser({ name: 'Kwame Asante', account_type_chosen: false });
  server.use(
    http.post<never, never, AuthResponse>(`${API}/auth/social`, () =>
      HttpResponse.json({ data: { token: 'tok-new', user: member } }),
    ),
  );
  return member;
}

describe('Choose your account type (after a first social sign-in)', () => {
  it('a business gives its name, then lands on / signed in', async () => {
    const member = newSocialMember();
    const bodies: AccountTypeRequest[] = [];
    server.use(
      http.post<never, AccountTypeRequest, { data: CurrentUser; message: string }>(
        `${API}/auth/account-type`,
        async ({ request }) => {
          const body = await request.json();
          bodies.push(body);
          return HttpResponse.json({
            data: { ...member, user_type: 'business', business_name: 'Asante Farms', account_type_chosen: true },
            message: authMessages.accountTypeSaved,
          });
        },
      ),
    );
    const { user, router } = renderApp('/auth/callback?code=first-time');

    const heading = await screen.findByRole('heading', { name: 'Choose your account type' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.pathname).toBe('/auth/callback');
    expect(screen.getByRole('radio', { name: /Individual/ })).toBeChecked();
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Business/ }));
    await user.type(screen.getByLabelText('Business name'), 'Asante Farms');
    await user.click(screen.getByRole('checkbox', { name: AGE }));
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(currentLocation(router)).toBe('/'));
    expect(bodies).toEqual([
      { user_type: 'business', business_name: 'Asante Farms', terms_accepted: true, age_confirmed: true },
    ]);
    expect(
      await within(await screen.findByRole('banner')).findByRole('button', { name: /Kwame Asante/ }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('auth_token')).toBe('tok-new');
  });

  it('an individual just continues', async () => {
    const member = newSocialMember();
    const bodies: AccountTypeRequest[] = [];
    server.use(
      http.post<never, AccountTypeRequest, { data: CurrentUser; message: string }>(
        `${API}/auth/account-type`,
        async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({
            data: { ...member, account_type_chosen: true },
            message: authMessages.accountTypeSaved,
          });
        },
      ),
    );
    const { user, router } = renderApp('/auth/callback?code=first-time');
    await user.click(await screen.findByRole('checkbox', { name: AGE }));
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/'));
    expect(bodies).toEqual([{ user_type: 'individual', terms_accepted: true, age_confirmed: true }]);
  });

  it('must confirm 18 or older before anything is sent, told so under the box', async () => {
    newSocialMember();
    let sent = false;
    server.use(
      http.post(`${API}/auth/account-type`, () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/auth/callback?code=first-time');
    await user.click(await screen.findByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const age = screen.getByRole('checkbox', { name: AGE });
    expect(await screen.findByText(authMessages.ageRequired)).toBeInTheDocument();
    expect(age).toHaveAccessibleDescription(authMessages.ageRequired);
    expect(sent).toBe(false);
  });

  it('must agree to the terms and the privacy policy before anything is sent', async () => {
    newSocialMember();
    let sent = false;
    server.use(
      http.post(`${API}/auth/account-type`, () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/auth/callback?code=first-time');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const terms = screen.getByRole('checkbox', { name: TERMS });
    expect(await screen.findByText(authMessages.termsRequired)).toBeInTheDocument();
    expect(terms).toHaveAccessibleDescription(authMessages.termsRequired);
    expect(within(terms.closest('form')!).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(sent).toBe(false);
  });

  it('a business without a name is told so before anything is sent', async () => {
    newSocialMember();
    let sent = false;
    server.use(
      http.post(`${API}/auth/account-type`, () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/auth/callback?code=first-time');
    await user.click(await screen.findByRole('radio', { name: /Business/ }));
    await user.click(screen.getByRole('checkbox', { name: AGE }));
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(authMessages.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(sent).toBe(false);
  });

  it("shows the server's field message, and its message when the choice was already made", async () => {
    newSocialMember();
    let calls = 0;
    server.use(
      http.post(`${API}/auth/account-type`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json<ValidationErrorResponse>(
              { message: 'The given data was invalid.', errors: { business_name: [authMessages.businessNameMin] } },
              { status: 422 },
            )
          : HttpResponse.json<ErrorResponse>({ message: authMessages.accountTypeAlreadyChosen }, { status: 409 });
      }),
    );
    const { user, router } = renderApp('/auth/callback?code=first-time');
    await user.click(await screen.findByRole('radio', { name: /Business/ }));
    await user.type(screen.getByLabelText('Business name'), 'Ab');
    await user.click(screen.getByRole('checkbox', { name: AGE }));
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(authMessages.businessNameMin)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.accountTypeAlreadyChosen);
    expect(router.state.location.pathname).toBe('/auth/callback');
  });

  it('a member who has chosen before goes straight home', async () => {
    server.use(
      http.post<never, never, AuthResponse>(`${API}/auth/social`, () =>
        HttpResponse.json({ data: { token: 'tok-old', user: makeUser({ name: 'Efua Owusu' }) } }),
      ),
    );
    const { router } = renderApp('/auth/callback?code=again');
    await waitFor(() => expect(currentLocation(router)).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Choose your account type' })).not.toBeInTheDocument();
  });
});
