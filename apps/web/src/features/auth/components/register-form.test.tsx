import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  authMessages,
  type AuthResponse,
  type CurrentUser,
  type RegisterRequest,
  type ValidationErrorResponse,
  type VerifyPhoneRequest,
} from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('heading', { name: 'Join Our Community' });
  return view;
}

type User = Awaited<ReturnType<typeof openRegister>>['user'];

async function fillIndividual(user: User) {
  await user.type(screen.getByLabelText('Full name'), 'Ama Mensah');
  await user.type(screen.getByLabelText('Email address'), 'Ama@Example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }));
}

describe('Register', () => {
  it('keeps Create Account disabled until the terms are ticked, and says so beside it', async () => {
    const { user } = await openRegister();
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(authMessages.termsToContinue);
    expect(screen.getByText(authMessages.termsToContinue)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }));
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
    expect(screen.queryByText(authMessages.termsToContinue)).not.toBeInTheDocument();
  });

  it('shows the spec message under each field for bad input', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('radio', { name: /Business/ }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(authMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.businessNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(authMessages.nameRequired);
    // The first invalid field in the form's order takes the focus (not Email, registered earlier).
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());

    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.type(screen.getByLabelText('Business name'), 'K');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(authMessages.nameMin)).toBeInTheDocument();
    expect(screen.getByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByText(authMessages.businessNameMin)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'alllowercase1');
    expect(await screen.findByText(authMessages.passwordComposition)).toBeInTheDocument();

    // Unticking the terms after a try says why the button went grey.
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(await screen.findByText(authMessages.termsRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Phone/ }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(authMessages.phoneRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '12345');
    expect(await screen.findByText(authMessages.phoneInvalid)).toBeInTheDocument();
  });

  it('rates the password with the strength labels as it is typed', async () => {
    const { user } = await openRegister();
    const password = screen.getByLabelText('Password');
    const steps: [string, string][] = [
      ['a', 'Very Weak'],
      ['A', 'Weak'],
      ['1', 'Fair'],
      ['bcdefg', 'Good'],
      ['!', 'Strong'],
    ];
    for (const [typed, label] of steps) {
      await user.type(password, typed);
      expect(screen.getByText(`Password strength: ${label}`)).toBeInTheDocument();
    }
  });

  it('asks for the business details only for business accounts', async () => {
    const { user } = await openRegister();
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Business/ }));
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
    expect(screen.getByLabelText('Business registration number')).toBeInTheDocument();
    expect(screen.getByLabelText('Business description')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Real Estate' })).toHaveValue('real_estate');

    await user.click(screen.getByRole('radio', { name: /Individual/ }));
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
  });

  it('signs up by email and lands on the dashboard', async () => {
    let body: RegisterRequest | undefined;
    server.use(
      http.post<never, RegisterRequest, AuthResponse>(`${API}/auth/register`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { data: { token: 'tok-new', user: makeUser({ name: 'Ama Mensah' }) } },
          { status: 201 },
        );
      }),
    );
    const { user, router } = await openRegister();
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ama Mensah!' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/dashboard');
    expect(window.localStorage.getItem('auth_token')).toBe('tok-new');
    expect(body).toMatchObject({
      name: 'Ama Mensah',
      registration_type: 'email',
      user_type: 'individual',
      email: 'ama@example.com',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      terms_accepted: true,
      age_confirmed: true,
    });
    expect(body).not.toHaveProperty('business_name');
  });

  it('signs up by phone, asks for the SMS code and lands on the dashboard with a correct code', async () => {
    const member: CurrentUser = makeUser({ name: 'Kwame Asante', email: null, phone: '+27821234567' });
    let verified: VerifyPhoneRequest | undefined;
    server.use(
      http.post(`${API}/auth/register`, () =>
        HttpResponse.json(
          { data: { user: member, verification_required: true }, message: authMessages.verificationSent },
          { status: 201 },
        ),
      ),
      http.post<never, VerifyPhoneRequest, AuthResponse | ValidationErrorResponse>(
        `${API}/auth/phone/verify`,
        async ({ request }) => {
          verified = await request.json();
          if (verified.verification_code !== '654321') {
            return HttpResponse.json(
              {
                message: authMessages.verificationCodeInvalid,
                errors: { verification_code: [authMessages.verificationCodeInvalid] },
              },
              { status: 422 },
            );
          }
          return HttpResponse.json({ data: { token: 'tok-phone', user: member } });
        },
      ),
    );
    const { user, router } = await openRegister();
    await user.click(screen.getByRole('radio', { name: /Phone/ }));
    await user.type(screen.getByLabelText('Full name'), 'Kwame Asante');
    await user.selectOptions(screen.getByLabelText('Country code'), '+27');
    await user.type(screen.getByLabelText('Phone number'), '082 123 4567');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0821234567');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
    // The number as the member knows it, not the code glued to the digits typed ('+27 0821234567').
    expect(screen.getByText(/We sent a 6-digit code by SMS to/)).toHaveTextContent(
      'We sent a 6-digit code by SMS to +27 82 123 4567.',
    );
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    // The code was just sent: resending waits out the minute.
    expect(screen.getByText(/You can request a new code in \d+ s/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify Phone' }));
    expect(await screen.findByText(authMessages.verificationCodeRequired)).toBeInTheDocument();

    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('maxlength', '6');
    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.verificationCodeInvalid);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Phone' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Kwame Asante!' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/dashboard');
    expect(window.localStorage.getItem('auth_token')).toBe('tok-phone');
    expect(verified).toEqual({ phone: '0821234567', country_code: '+27', verification_code: '654321' });
  });

  it("focuses the first field the server refused, in the form's order", async () => {
    server.use(
      http.post<never, never, ValidationErrorResponse>(`${API}/auth/register`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            // The API's order is not the form's: Full name comes first on the page.
            errors: { email: [authMessages.emailTaken], name: [authMessages.nameMin] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openRegister();
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(authMessages.emailTaken)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
  });

  it("puts the server's field errors under their fields", async () => {
    server.use(
      http.post<never, never, ValidationErrorResponse>(`${API}/auth/register`, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { email: [authMessages.emailTaken, 'second message'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openRegister();
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(authMessages.emailTaken)).toBeInTheDocument();
    expect(screen.queryByText('second message')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
  });

  it('asks "I am 18 or older" and sends nothing until it is ticked, with the message under the box', async () => {
    let sent = false;
    server.use(
      http.post(`${API}/auth/register`, () => {
        sent = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = await openRegister();
    const age = screen.getByRole('checkbox', { name: 'I am 18 or older' });
    expect(age).not.toBeChecked();
    await user.type(screen.getByLabelText('Full name'), 'Ama Mensah');
    await user.type(screen.getByLabelText('Email address'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(authMessages.ageRequired)).toBeInTheDocument();
    expect(age).toHaveAccessibleDescription(authMessages.ageRequired);
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  it("shows the server's refusal of the age under the box", async () => {
    server.use(
      http.post<never, never, ValidationErrorResponse>(`${API}/auth/register`, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { age_confirmed: [authMessages.ageRequired] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openRegister();
    await fillIndividual(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(authMessages.ageRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I am 18 or older' })).toHaveAccessibleDescription(
      authMessages.ageRequired,
    );
  });
});
