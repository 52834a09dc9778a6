import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  businessMessages,
  textMessages,
  type ListResponse,
  type MyBusiness,
  type PendingBusiness,
} from '@akwaaba/contracts';
import { makeAdminStats, makeList, makeMyBusiness, makePendingBusiness, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { pasteOverLimit } from '@/testing/long-text';
import { currentLocation, renderApp } from '@/testing/test-utils';

type Decision = { data: MyBusiness; message: string };

const admin = () => makeUser({ name: 'Efua Admin', is_admin: true });

/** The pending queue as the API keeps it: approving or rejecting takes a listing out. */
function servePending(businesses: PendingBusiness[]) {
  const queue = [...businesses];
  const rejected: Array<{ id: number; body: unknown }> = [];
  const take = (id: string) => {
    const [business] = queue.splice(
      queue.findIndex((item) => item.id === Number(id)),
      1,
    );
    return makeMyBusiness({ id: business!.id, name: business!.name });
  };
  server.use(
    http.get<never, never, ListResponse<PendingBusiness>>(`${API}/admin/businesses/pending`, () =>
      HttpResponse.json(makeList(queue)),
    ),
    http.patch<{ id: string }, never, Decision>(`${API}/admin/businesses/:id/approve`, ({ params }) =>
      HttpResponse.json({ data: { ...take(params.id), status: 'approved' }, message: businessMessages.approved }),
    ),
    http.patch<{ id: string }, { reason: string | null }, Decision>(
      `${API}/admin/businesses/:id/reject`,
      async ({ params, request }) => {
        rejected.push({ id: Number(params.id), body: await request.json() });
        return HttpResponse.json({
          data: { ...take(params.id), status: 'rejected' },
          message: businessMessages.rejected,
        });
      },
    ),
  );
  return { queue, rejected };
}

function row(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('Admin pending businesses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens from the Admin Panel and shows who submitted each listing, its category, address and description', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json(makeAdminStats())));
    servePending([
      makePendingBusiness({ id: 1, name: 'Adwoa’s Fabrics' }),
      makePendingBusiness({ id: 2, name: 'Kumasi Motors', category: { name: 'Automotive' }, resubmitted: true }),
    ]);
    const { user, router } = renderApp('/admin/dashboard', { user: admin() });

    await user.click(await screen.findByRole('link', { name: 'Pending Businesses' }));
    expect(await screen.findByRole('heading', { level: 1, name: businessMessages.pendingHeading })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/admin/pending-businesses');
    await waitFor(() => expect(document.title).toBe('Pending Business Approvals — Akwaaba'));

    const fabrics = await screen.findByRole('listitem', { name: 'Adwoa’s Fabrics' });
    expect(within(fabrics).getByRole('link', { name: 'Adwoa’s Fabrics' })).toHaveAttribute('href', '/businesses/1');
    expect(within(fabrics).getByText('Adwoa Mensah')).toBeInTheDocument();
    expect(within(fabrics).getByText('Retail')).toBeInTheDocument();
    expect(within(fabrics).getByText('88 Main Road, Sea Point, Cape Town')).toBeInTheDocument();
    expect(within(fabrics).getByText(/Kente, batik and wax prints/)).toBeInTheDocument();
    expect(within(fabrics).queryByText('Resubmitted')).not.toBeInTheDocument();

    const motors = row('Kumasi Motors');
    expect(within(motors).getByText('Automotive')).toBeInTheDocument();
    expect(within(motors).getByText('Resubmitted')).toBeInTheDocument();
  });

  it('approving a listing removes its row', async () => {
    const { queue } = servePending([
      makePendingBusiness({ id: 3, name: 'Accra Bites' }),
      makePendingBusiness({ id: 4, name: 'Volta Tutors' }),
    ]);
    const { user } = renderApp('/admin/pending-businesses', { user: admin() });

    await screen.findByRole('listitem', { name: 'Accra Bites' });
    await user.click(within(row('Accra Bites')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Accra Bites' })).not.toBeInTheDocument());
    expect(await screen.findByText(businessMessages.approved)).toBeInTheDocument();
    expect(row('Volta Tutors')).toBeInTheDocument();
    expect(queue.map((business) => business.id)).toEqual([4]);
  });

  it('rejecting asks for an optional reason, sends it and removes the row', async () => {
    const { rejected } = servePending([makePendingBusiness({ id: 5, name: 'Sunyani Spares' })]);
    const { user } = renderApp('/admin/pending-businesses', { user: admin() });

    await screen.findByRole('listitem', { name: 'Sunyani Spares' });
    await user.click(within(row('Sunyani Spares')).getByRole('button', { name: 'Reject' }));
    const reason = screen.getByLabelText('Reason (optional)');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('The owner sees it on My Businesses. 0 of 500 characters used');
    await user.type(reason, 'Please give a street address.');
    await user.click(screen.getByRole('button', { name: 'Reject Business' }));

    expect(await screen.findByText(businessMessages.noPendingBusinesses)).toBeInTheDocument();
    expect(screen.getByText(businessMessages.rejected)).toBeInTheDocument();
    expect(rejected).toEqual([{ id: 5, body: { reason: 'Please give a street address.' } }]);
  });

  it('keeps a reason pasted over the limit and refuses it with the contract message, sending nothing', async () => {
    const { rejected } = servePending([makePendingBusiness({ id: 7, name: 'Kumasi Kente' })]);
    const { user } = renderApp('/admin/pending-businesses', { user: admin() });

    await screen.findByRole('listitem', { name: 'Kumasi Kente' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const reason = screen.getByLabelText('Reason (optional)');
    await pasteOverLimit(user, reason, 500, 600);
    await user.click(screen.getByRole('button', { name: 'Reject Business' }));

    expect(await screen.findByText(textMessages.tooLong('Reason', 500))).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(rejected).toEqual([]);
  });

  it('rejects without a reason, and Cancel closes the reason form', async () => {
    const { rejected } = servePending([makePendingBusiness({ id: 6, name: 'Tema Traders' })]);
    const { user } = renderApp('/admin/pending-businesses', { user: admin() });

    await screen.findByRole('listitem', { name: 'Tema Traders' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Reason (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject Business' }));
    await waitFor(() => expect(rejected).toEqual([{ id: 6, body: { reason: null } }]));
  });

  it('toasts the spec’s texts when approving or rejecting fails, and keeps the row', async () => {
    servePending([makePendingBusiness({ id: 7, name: 'Cape Coast Catering' })]);
    server.use(
      http.patch(`${API}/admin/businesses/:id/approve`, () => new HttpResponse(null, { status: 500 })),
      http.patch(`${API}/admin/businesses/:id/reject`, () => new HttpResponse(null, { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/admin/pending-businesses', { user: admin() });

    await screen.findByRole('listitem', { name: 'Cape Coast Catering' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(businessMessages.approveFailed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject Business' }));
    expect(await screen.findByText(businessMessages.rejectFailed)).toBeInTheDocument();
    expect(row('Cape Coast Catering')).toBeInTheDocument();
  });

  it('says when nothing awaits approval', async () => {
    servePending([]);
    renderApp('/admin/pending-businesses', { user: admin() });
    expect(await screen.findByText(businessMessages.noPendingBusinesses)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    server.use(http.get(`${API}/admin/businesses/pending`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/admin/pending-businesses', { user: admin() });
    expect(await screen.findByText(businessMessages.fetchPendingFailed)).toBeInTheDocument();
  });

  it('sends members who are not admins to their dashboard', async () => {
    const { router } = renderApp('/admin/pending-businesses', { user: makeUser() });
    await waitFor(() => expect(currentLocation(router)).toBe('/dashboard'));
  });
});
