import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  privacyMessages,
  UNSUBSCRIBE_CATEGORY_LABELS,
  type ErrorResponse,
  type UnsubscribeResponse,
  type UnsubscribeTargetResponse,
} from '@akwaaba/contracts';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const TOKEN = 'marketing.7.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const target = { category: 'marketing', label: UNSUBSCRIBE_CATEGORY_LABELS.marketing } as const;

/** The API's unsubscribe endpoints, answering for TOKEN only, keeping the POSTs' tokens. */
function unsubscribeEndpoints(options: { failPost?: boolean } = {}) {
  const posted: string[] = [];
  const invalid = () =>
    HttpResponse.json<ErrorResponse>({ message: privacyMessages.unsubscribeInvalid }, { status: 404 });
  server.use(
    http.get<never, never, UnsubscribeTargetResponse | ErrorResponse>(`${API}/unsubscribe`, ({ request }) =>
      new URL(request.url).searchParams.get('token') === TOKEN
        ? HttpResponse.json<UnsubscribeTargetResponse>({ data: target })
        : invalid(),
    ),
    http.post<never, never, UnsubscribeResponse | ErrorResponse>(`${API}/unsubscribe`, ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      posted.push(token);
      if (options.failPost) return HttpResponse.json({ message: '' }, { status: 500 });
      return token === TOKEN
        ? HttpResponse.json<UnsubscribeResponse>({ data: target, message: privacyMessages.unsubscribed })
        : invalid();
    }),
  );
  return posted;
}

describe('UnsubscribePage', () => {
  it('says what the link stops and unsubscribes only when the button is pressed', async () => {
    const posted = unsubscribeEndpoints();
    const { user } = renderApp(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(await screen.findByText(UNSUBSCRIBE_CATEGORY_LABELS.marketing)).toBeInTheDocument();
    expect(document.title).toBe('Unsubscribe — Akwaaba');
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(privacyMessages.unsubscribed);
    expect(confirmation).toHaveTextContent('marketing emails (the Akwaaba community newsletter)');
    expect(posted).toEqual([TOKEN]);
    expect(screen.getByRole('link', { name: 'Profile Settings → Account' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('shows a clear error for a tampered link and offers no button', async () => {
    const posted = unsubscribeEndpoints();
    renderApp('/unsubscribe?token=marketing.7.tampered');

    expect(await screen.findByRole('alert')).toHaveTextContent(privacyMessages.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows the same error for a link without a token', async () => {
    unsubscribeEndpoints();
    renderApp('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(privacyMessages.unsubscribeInvalid);
  });

  it('says so when unsubscribing fails, and keeps the button to try again', async () => {
    unsubscribeEndpoints({ failPost: true });
    const { user } = renderApp(`/unsubscribe?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(privacyMessages.unsubscribeFailed);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
