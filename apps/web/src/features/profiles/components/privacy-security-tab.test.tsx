import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import {
  accountDataFilename,
  accountDataMessages,
  authMessages,
  type ErrorResponse,
  type ExportAccountDataRequest,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** What the browser was asked to save: the files' names and contents, in order. */
function watchSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:data'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.at(-1)! });
  });
  return saved;
}

async function openPrivacyTab() {
  const view = renderApp('/profile', { user: makeUser() });
  await view.user.click(await screen.findByRole('tab', { name: 'Privacy & Security' }));
  return view;
}

describe('Download my data', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the password, shows that it is preparing the file, then saves the ZIP the API answers', async () => {
    const saved = watchSavedFiles();
    const bodies: ExportAccountDataRequest[] = [];
    let authorization: string | null = null;
    server.use(
      http.post<never, ExportAccountDataRequest>(`${API}/profile/export`, async ({ request }) => {
        bodies.push(await request.json());
        authorization = request.headers.get('Authorization');
        await delay(50);
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
          headers: { 'Content-Type': 'application/zip' },
        });
      }),
    );
    const { user } = await openPrivacyTab();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(accountDataMessages.explanation)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: accountDataMessages.download }));
    const form = within(panel).getByRole('form', { name: accountDataMessages.download });
    await user.type(within(form).getByLabelText('Your password'), 'Secret123');
    await user.click(within(form).getByRole('button', { name: accountDataMessages.download }));

    expect(await within(form).findByRole('status')).toHaveTextContent(accountDataMessages.downloading);
    expect(await screen.findByText(accountDataMessages.downloaded)).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'Secret123' }]);
    expect(authorization).toMatch(/^Bearer /);
    expect(saved.map((file) => file.name)).toEqual([accountDataFilename(new Date())]);
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
    // The form closes: the password is not kept on screen.
    expect(within(panel).queryByLabelText('Your password')).not.toBeInTheDocument();
  });

  it('needs the password before asking the API', async () => {
    let asked = false;
    server.use(
      http.post(`${API}/profile/export`, () => {
        asked = true;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { user } = await openPrivacyTab();
    await user.click(screen.getByRole('button', { name: accountDataMessages.download }));
    const form = screen.getByRole('form', { name: accountDataMessages.download });
    await user.click(within(form).getByRole('button', { name: accountDataMessages.download }));
    expect(await within(form).findByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('shows a wrong password as the field message and saves nothing', async () => {
    const saved = watchSavedFiles();
    server.use(
      http.post(`${API}/profile/export`, () =>
        HttpResponse.json<ValidationErrorResponse>(
          {
            message: authMessages.currentPasswordWrong,
            errors: { password: [authMessages.currentPasswordWrong] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openPrivacyTab();
    await user.click(screen.getByRole('button', { name: accountDataMessages.download }));
    const form = screen.getByRole('form', { name: accountDataMessages.download });
    await user.type(within(form).getByLabelText('Your password'), 'Wrong-one-1');
    await user.click(within(form).getByRole('button', { name: accountDataMessages.download }));

    const field = within(form).getByLabelText('Your password');
    expect(await within(form).findByText(authMessages.currentPasswordWrong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText(accountDataMessages.failed)).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("shows the server's message when the download is refused otherwise (too many in an hour)", async () => {
    server.use(
      http.post(`${API}/profile/export`, () =>
        HttpResponse.json<ErrorResponse>(
          { message: 'Too many requests. Please try again later.' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const { user } = await openPrivacyTab();
    await user.click(screen.getByRole('button', { name: accountDataMessages.download }));
    const form = screen.getByRole('form', { name: accountDataMessages.download });
    await user.type(within(form).getByLabelText('Your password'), 'Secret123');
    await user.click(within(form).getByRole('button', { name: accountDataMessages.download }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/try again/i);
  });

  it('asks a member without a password (social sign-up) to sign in again instead, and takes them there', async () => {
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.json({ message: 'Logged out successfully' })));
    const { user } = renderApp('/profile', { user: makeUser({ has_password: false }) });
    await user.click(await screen.findByRole('tab', { name: 'Privacy & Security' }));
    await user.click(screen.getByRole('button', { name: accountDataMessages.download }));
    const form = screen.getByRole('form', { name: accountDataMessages.download });

    expect(within(form).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(form).getByText(/signed up with a social account/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
