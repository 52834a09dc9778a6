import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  businessMessages,
  type BusinessDetail,
  type ListResponse,
  type MessageResponse,
  type PendingBusiness,
} from '@akwaaba/contracts';
import {
  makeBusinessDetail,
  makeBusinessSummary,
  makeList,
  makeMyBusiness,
  makePendingBusiness,
  makeUser,
} from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

function serveBusiness(business: BusinessDetail) {
  server.use(http.get(`${API}/businesses/:id`, () => HttpResponse.json({ data: business })));
}

const admin = () => makeUser({ name: 'Efua Admin', is_admin: true });

describe('the Ghanaian-owned mark', () => {
  it('shows the mark on a listing, and no way for a reader to ask for it', async () => {
    serveBusiness(makeBusinessDetail({ id: 31, name: 'Adinkra Prints', ghanaian_owned: true }));
    renderApp('/businesses/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adinkra Prints' })).toBeInTheDocument();
    expect(screen.getByText(businessMessages.ghanaianOwned)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: businessMessages.applyGhanaianOwned })).not.toBeInTheDocument();
  });

  it('shows the mark on a directory card', async () => {
    server.use(
      http.get(`${API}/businesses`, () =>
        HttpResponse.json(makeList([makeBusinessSummary({ id: 32, name: 'Kejetia Traders', ghanaian_owned: true })])),
      ),
    );
    renderApp('/businesses');
    const card = (await screen.findByRole('heading', { name: /Kejetia Traders/ })).closest('article')!;
    expect(within(card as HTMLElement).getByText(businessMessages.ghanaianOwned)).toBeInTheDocument();
  });

  it('lets the owner ask for it once, then says it was asked for', async () => {
    serveBusiness(makeBusinessDetail({ id: 33, is_owner: true }));
    let asked = 0;
    server.use(
      http.post(`${API}/businesses/33/ghanaian-owned`, () => {
        asked += 1;
        return HttpResponse.json<MessageResponse>({ message: businessMessages.ghanaianOwnedApplied });
      }),
    );
    const { user } = renderApp('/businesses/33', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: businessMessages.applyGhanaianOwned }));
    expect(await screen.findByText(businessMessages.ghanaianOwnedApplied)).toBeInTheDocument();
    expect(screen.getByText(businessMessages.ghanaianOwnedRequested)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: businessMessages.applyGhanaianOwned })).not.toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('lets an admin confirm a requested mark on the listing', async () => {
    serveBusiness(makeBusinessDetail({ id: 34, ghanaian_owned_requested: true }));
    const sent: unknown[] = [];
    server.use(
      http.patch(`${API}/admin/businesses/34/ghanaian-owned`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: makeMyBusiness({ id: 34, ghanaian_owned: true }),
          message: businessMessages.ghanaianOwnedConfirmed,
        });
      }),
    );
    const { user } = renderApp('/businesses/34', { user: admin() });
    expect(await screen.findByRole('button', { name: businessMessages.declineGhanaianOwned })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: businessMessages.confirmGhanaianOwned }));
    expect(await screen.findByText(businessMessages.ghanaianOwnedConfirmed)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: businessMessages.removeGhanaianOwned })).toBeInTheDocument();
    expect(screen.getByText(businessMessages.ghanaianOwned)).toBeInTheDocument();
    expect(sent).toEqual([{ ghanaian_owned: true }]);
  });

  it('lists the owners asking for it for the admins, who confirm or decline each', async () => {
    let waiting: PendingBusiness[] = [
      makePendingBusiness({ id: 35, name: 'Osu Fabrics' }),
      makePendingBusiness({ id: 36, name: 'Tema Motors' }),
    ];
    const decisions: unknown[] = [];
    server.use(
      http.get<never, never, ListResponse<PendingBusiness>>(`${API}/admin/businesses/ghanaian-owned-requests`, () =>
        HttpResponse.json(makeList(waiting)),
      ),
      http.patch<{ id: string }>(`${API}/admin/businesses/:id/ghanaian-owned`, async ({ params, request }) => {
        const body = (await request.json()) as { ghanaian_owned: boolean };
        decisions.push({ id: Number(params.id), ...body });
        waiting = waiting.filter((listing) => listing.id !== Number(params.id));
        return HttpResponse.json({
          data: makeMyBusiness({ id: Number(params.id), ghanaian_owned: body.ghanaian_owned }),
          message: body.ghanaian_owned
            ? businessMessages.ghanaianOwnedConfirmed
            : businessMessages.ghanaianOwnedRemoved,
        });
      }),
    );
    const { user } = renderApp('/admin/ghanaian-owned-requests', { user: admin() });
    expect(
      await screen.findByRole('heading', { name: businessMessages.ghanaianOwnedRequestsHeading }),
    ).toBeInTheDocument();
    const osu = await screen.findByRole('listitem', { name: 'Osu Fabrics' });
    expect(within(osu).getByRole('link', { name: 'Osu Fabrics' })).toHaveAttribute('href', '/businesses/35');
    await user.click(within(osu).getByRole('button', { name: businessMessages.confirmGhanaianOwned }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Osu Fabrics' })).not.toBeInTheDocument());
    await user.click(
      within(screen.getByRole('listitem', { name: 'Tema Motors' })).getByRole('button', {
        name: businessMessages.declineGhanaianOwned,
      }),
    );
    expect(await screen.findByText(businessMessages.noGhanaianOwnedRequests)).toBeInTheDocument();
    expect(decisions).toEqual([
      { id: 35, ghanaian_owned: true },
      { id: 36, ghanaian_owned: false },
    ]);
  });
});
