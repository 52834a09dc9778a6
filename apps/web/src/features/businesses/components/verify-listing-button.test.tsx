import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { businessMessages, type BusinessDetail } from '@akwaaba/contracts';
import { makeBusinessDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

function serve(business: BusinessDetail) {
  server.use(http.get(`${API}/businesses/:id`, () => HttpResponse.json({ data: business })));
}

describe('the admin’s verified-badge button on a listing', () => {
  it('is not there for members or visitors', async () => {
    serve(makeBusinessDetail({ id: 31, status: 'approved' }));
    renderApp('/businesses/31', { user: makeUser({ id: 901 }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: businessMessages.markVerified })).not.toBeInTheDocument();
  });

  it('lets an admin turn the badge on, then off, with the server’s message', async () => {
    serve(makeBusinessDetail({ id: 32, status: 'approved', is_verified: false }));
    const sent: unknown[] = [];
    server.use(
      http.patch(`${API}/admin/businesses/32/verify`, async ({ request }) => {
        const body = (await request.json()) as { is_verified: boolean };
        sent.push(body);
        return HttpResponse.json({
          data: {
            ...makeBusinessDetail({ id: 32 }),
            status: 'approved',
            rejection_reason: null,
            is_verified: body.is_verified,
          },
          message: body.is_verified ? businessMessages.verified : businessMessages.unverified,
        });
      }),
    );
    const { user } = renderApp('/businesses/32', { user: makeUser({ id: 1, is_admin: true }) });

    const button = await screen.findByRole('button', { name: businessMessages.markVerified });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(await screen.findByText(businessMessages.verified)).toBeInTheDocument();
    const remove = await screen.findByRole('button', { name: businessMessages.removeVerifiedBadge });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(expect.stringContaining('Verified'));
    await user.click(remove);
    await waitFor(() => expect(sent).toEqual([{ is_verified: true }, { is_verified: false }]));
  });

  it('says so when the change fails', async () => {
    serve(makeBusinessDetail({ id: 33, status: 'approved' }));
    server.use(http.patch(`${API}/admin/businesses/33/verify`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/businesses/33', { user: makeUser({ id: 1, is_admin: true }) });
    await user.click(await screen.findByRole('button', { name: businessMessages.markVerified }));
    expect(await screen.findByText(businessMessages.verifyFailed)).toBeInTheDocument();
  });
});
