import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  verificationMessages,
  type ErrorResponse,
  type ListResponse,
  type MessageResponse,
  type VerificationRequest,
} from '@akwaaba/contracts';
import { makeAdminStats, makeList, makeUser, makeVerificationRequest } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const admin = () => makeUser({ name: 'Efua Admin', is_admin: true });

/** The requests as the API keeps them: an answered one leaves the list. */
function serveRequests(requests: VerificationRequest[]) {
  const waiting = [...requests];
  const decisions: Array<{ userId: number; body: unknown }> = [];
  server.use(
    http.get<never, never, ListResponse<VerificationRequest>>(`${API}/admin/verification-requests`, () =>
      HttpResponse.json(makeList(waiting)),
    ),
    http.patch<{ userId: string }, { decision: string }, MessageResponse>(
      `${API}/admin/verification-requests/:userId`,
      async ({ params, request }) => {
        const body = await request.json();
        decisions.push({ userId: Number(params.userId), body });
        waiting.splice(
          waiting.findIndex((item) => item.user_id === Number(params.userId)),
          1,
        );
        return HttpResponse.json({
          message: body.decision === 'grant' ? verificationMessages.granted : verificationMessages.refused,
        });
      },
    ),
  );
  return decisions;
}

function row(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('Admin verification requests', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens from the Admin Panel and shows what the admin needs to decide', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json(makeAdminStats())));
    serveRequests([
      makeVerificationRequest({ user_id: 31, name: 'Yaw Asante', requested_at: '2030-09-03T08:00:00.000Z' }),
      makeVerificationRequest({
        user_id: 32,
        name: 'Ama Darko',
        email: null,
        business_name: null,
        business_category: null,
        approved_listings: 0,
      }),
    ]);
    const { user, router } = renderApp('/admin/dashboard', { user: admin() });

    await user.click(await screen.findByRole('link', { name: 'Verification Requests' }));
    expect(await screen.findByRole('heading', { level: 1, name: verificationMessages.heading })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/admin/verification-requests');
    await waitFor(() => expect(document.title).toBe('Verification Requests — Akwaaba'));

    const yaw = await screen.findByRole('listitem', { name: 'Yaw Asante' });
    expect(within(yaw).getByRole('link', { name: 'Yaw Asante' })).toHaveAttribute('href', '/profile/31');
    expect(within(yaw).getByText('yaw@asante-accounting.example')).toBeInTheDocument();
    expect(within(yaw).getByText('Asante Accounting')).toBeInTheDocument();
    expect(within(yaw).getByText('Professional Services')).toBeInTheDocument();
    expect(within(yaw).getByText('2019/123456/07')).toBeInTheDocument();
    expect(within(yaw).getByText('3 September 2030')).toHaveAttribute('dateTime', '2030-09-03T08:00:00.000Z');
    expect(within(yaw).getByText('Approved listings:').nextSibling).toHaveTextContent('1');

    const ama = row('Ama Darko');
    expect(within(ama).getAllByText('Not given')).toHaveLength(3);
    expect(within(ama).getByText('Approved listings:').nextSibling).toHaveTextContent('0');
  });

  it('grants the badge and removes the request', async () => {
    const decisions = serveRequests([
      makeVerificationRequest({ user_id: 33, name: 'Kwame Ofori' }),
      makeVerificationRequest({ user_id: 34, name: 'Esi Quaye' }),
    ]);
    const { user } = renderApp('/admin/verification-requests', { user: admin() });

    await screen.findByRole('listitem', { name: 'Kwame Ofori' });
    await user.click(within(row('Kwame Ofori')).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Kwame Ofori' })).not.toBeInTheDocument());
    expect(await screen.findByText(verificationMessages.granted)).toBeInTheDocument();
    expect(row('Esi Quaye')).toBeInTheDocument();
    expect(decisions).toEqual([{ userId: 33, body: { decision: 'grant' } }]);
  });

  it('refuses a request and says when none are left', async () => {
    const decisions = serveRequests([makeVerificationRequest({ user_id: 35, name: 'Kojo Mensah' })]);
    const { user } = renderApp('/admin/verification-requests', { user: admin() });

    await user.click(await screen.findByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText(verificationMessages.none)).toBeInTheDocument();
    expect(screen.getByText(verificationMessages.refused)).toBeInTheDocument();
    expect(decisions).toEqual([{ userId: 35, body: { decision: 'refuse' } }]);
  });

  it('says when the answer could not be saved, with the server’s reason when it gives one', async () => {
    serveRequests([makeVerificationRequest({ user_id: 36, name: 'Abena Boakye' })]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/admin/verification-requests', { user: admin() });

    server.use(http.patch(`${API}/admin/verification-requests/:userId`, () => new HttpResponse(null, { status: 500 })));
    await user.click(await screen.findByRole('button', { name: 'Grant' }));
    expect(await within(row('Abena Boakye')).findByRole('alert')).toHaveTextContent(verificationMessages.decideFailed);

    server.use(
      http.patch<never, never, ErrorResponse>(`${API}/admin/verification-requests/:userId`, () =>
        HttpResponse.json({ message: verificationMessages.notFound }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await within(row('Abena Boakye')).findByRole('alert')).toHaveTextContent(verificationMessages.notFound);
  });

  it('says when there are no requests', async () => {
    serveRequests([]);
    renderApp('/admin/verification-requests', { user: admin() });
    expect(await screen.findByText(verificationMessages.none)).toBeInTheDocument();
  });

  it('says when the requests cannot be loaded', async () => {
    server.use(http.get(`${API}/admin/verification-requests`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/admin/verification-requests', { user: admin() });
    expect(await screen.findByText(verificationMessages.fetchFailed)).toBeInTheDocument();
  });
});
