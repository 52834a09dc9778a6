import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  authMessages,
  type ErrorResponse,
  type MessageResponse,
  type UndoSocialLinkRequest,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { authStore } from '@/lib/auth-store';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const TOKEN = 'undo-abcdefghijklmnopqrstuvwxyz0123456789';

/** The API's undo: for TOKEN it unlinks and ends the account's sessions (the member's record then answers 401). */
function undoEndpoint() {
  const posted: string[] = [];
  let sessionsEnded = false;
  server.use(
    http.post<never, UndoSocialLinkRequest, MessageResponse | ValidationErrorResponse>(
      `${API}/auth/social/undo-link`,
      async ({ request }) => {
        const { token } = await request.json();
        posted.push(token);
        if (token !== TOKEN) {
          return HttpResponse.json<ValidationErrorResponse>(
            { message: 'The given data was invalid.', errors: { token: [authMessages.socialLinkUndoInvalid] } },
            { status: 422 },
          );
        }
        sessionsEnded = true;
        return HttpResponse.json<MessageResponse>({ message: authMessages.socialLinkUndone });
      },
    ),
    http.get<never, never, ErrorResponse>(`${API}/profile`, () =>
      sessionsEnded
        ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
        : HttpResponse.json({ message: 'not expected before the undo' }, { status: 500 }),
    ),
  );
  return posted;
}

describe('Undo link page', () => {
  it('unlinks only when the button is pressed, then says every session ended and to sign in again', async () => {
    const posted = undoEndpoint();
    const { user } = renderApp(`/undo-link?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unlink a sign-in provider' })).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Stop this provider signing me in' }));
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.socialLinkUndone);
    expect(screen.getByText(/Please sign in again\./)).toBeInTheDocument();
    expect(posted).toEqual([TOKEN]);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('forgets the session of a member signed in on this browser, which the undo ended, and stays on the page', async () => {
    undoEndpoint();
    const { user, router } = renderApp(`/undo-link?token=${TOKEN}`, { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Stop this provider signing me in' }));
    // The header's status regions show while signed in: the outcome is found by its words.
    expect((await screen.findByText(authMessages.socialLinkUndone)).closest('[role="status"]')).not.toBeNull();
    expect(authStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/undo-link');
  });

  it('says the link does not work when the API refuses its token, and offers no button', async () => {
    undoEndpoint();
    const { user } = renderApp('/undo-link?token=used');
    await user.click(await screen.findByRole('button', { name: 'Stop this provider signing me in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.socialLinkUndoInvalid);
    expect(screen.queryByRole('button', { name: 'Stop this provider signing me in' })).not.toBeInTheDocument();
  });

  it('says the link does not work when it has no token', async () => {
    const posted = undoEndpoint();
    renderApp('/undo-link');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.socialLinkUndoInvalid);
    expect(posted).toEqual([]);
  });
});
