import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  businessMessages,
  type BusinessDetail,
  type ErrorResponse,
  type ValidationErrorResponse,
  type VouchResponse,
} from '@akwaaba/contracts';
import { makeBusinessDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

function serveBusiness(business: BusinessDetail) {
  server.use(http.get(`${API}/businesses/:id`, () => HttpResponse.json({ data: business })));
}

const vouchesSection = () => screen.findByRole('region', { name: businessMessages.vouchesHeading });

const AMA_SAYS = {
  user: { id: 41, name: 'Ama Owusu' },
  note: 'They made the kente for our wedding, on time and beautiful.',
  created_at: '2030-02-01T09:00:00.000Z',
};

describe('Vouches on a business', () => {
  it('shows a visitor how many vouch and the newest words, and asks them to sign in to vouch', async () => {
    serveBusiness(makeBusinessDetail({ id: 21, vouches_count: 1_204, vouches: [AMA_SAYS] }));
    renderApp('/businesses/21');
    const vouches = await vouchesSection();
    expect(within(vouches).getByText('Vouched for by 1 204 members')).toBeInTheDocument();
    expect(within(vouches).getByText(`“${AMA_SAYS.note}”`)).toBeInTheDocument();
    expect(within(vouches).getByText('1 February 2030')).toHaveAttribute('dateTime', AMA_SAYS.created_at);
    expect(within(vouches).getByRole('link', { name: businessMessages.signInToVouch })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbusinesses%2F21',
    );
  });

  it('a confirmed member vouches in a few words; too few are refused before anything is sent', async () => {
    serveBusiness(makeBusinessDetail({ id: 22 }));
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/businesses/22/vouch`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json<VouchResponse>(
          {
            data: {
              vouches_count: 1,
              user_vouched: true,
              vouches: [{ ...AMA_SAYS, note: 'Fixed my phone screen the same afternoon.' }],
            },
            message: businessMessages.vouched,
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/businesses/22', { user: makeUser({ email_confirmed: true }) });
    const vouches = await vouchesSection();
    expect(within(vouches).getByText(businessMessages.noVouches)).toBeInTheDocument();
    const note = within(vouches).getByLabelText(businessMessages.vouchNoteLabel);
    await user.type(note, 'Good.');
    await user.click(within(vouches).getByRole('button', { name: businessMessages.vouch }));
    expect(await within(vouches).findByText(businessMessages.vouchNoteMin)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(note);
    await user.type(note, '  Fixed my phone screen the same afternoon. ');
    await user.click(within(vouches).getByRole('button', { name: businessMessages.vouch }));
    expect(await screen.findByText(businessMessages.vouched)).toBeInTheDocument();
    expect(sent).toEqual([{ note: 'Fixed my phone screen the same afternoon.' }]);
    expect(within(vouches).getByText('Vouched for by 1 member')).toBeInTheDocument();
    expect(within(vouches).getByText(businessMessages.youVouched)).toBeInTheDocument();
  });

  it('puts the server’s message under the note, or in a toast when it is not about the note', async () => {
    serveBusiness(makeBusinessDetail({ id: 23 }));
    let answer: 'field' | 'conflict' = 'field';
    server.use(
      http.post(`${API}/businesses/23/vouch`, () =>
        answer === 'field'
          ? HttpResponse.json<ValidationErrorResponse>(
              {
                message: 'The given data was invalid.',
                errors: { note: ['How do you know this business? must be at most 280 characters'] },
              },
              { status: 422 },
            )
          : HttpResponse.json<ErrorResponse>({ message: businessMessages.alreadyVouched }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/businesses/23', { user: makeUser({ phone_verified: true, email_confirmed: false }) });
    const vouches = await vouchesSection();
    await user.type(
      within(vouches).getByLabelText(businessMessages.vouchNoteLabel),
      'Honest prices and a warm welcome.',
    );
    await user.click(within(vouches).getByRole('button', { name: businessMessages.vouch }));
    expect(
      await within(vouches).findByText('How do you know this business? must be at most 280 characters'),
    ).toBeInTheDocument();
    answer = 'conflict';
    await user.click(within(vouches).getByRole('button', { name: businessMessages.vouch }));
    expect(await screen.findByText(businessMessages.alreadyVouched)).toBeInTheDocument();
  });

  it('asks a member to confirm an address first, shows the owner no way to vouch, and lets a voucher take it back', async () => {
    serveBusiness(makeBusinessDetail({ id: 24 }));
    const first = renderApp('/businesses/24', { user: makeUser({ email_confirmed: false, phone_verified: false }) });
    expect(within(await vouchesSection()).getByText(businessMessages.confirmToVouch)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: businessMessages.vouch })).not.toBeInTheDocument();
    first.unmount();

    serveBusiness(makeBusinessDetail({ id: 25, is_owner: true, vouches_count: 2, vouches: [AMA_SAYS] }));
    const owner = renderApp('/businesses/25', { user: makeUser() });
    const owned = await vouchesSection();
    expect(within(owned).queryByRole('button')).not.toBeInTheDocument();
    expect(within(owned).queryByRole('link')).not.toBeInTheDocument();
    owner.unmount();

    serveBusiness(makeBusinessDetail({ id: 26, vouches_count: 1, vouches: [AMA_SAYS], user_vouched: true }));
    server.use(
      http.delete(`${API}/businesses/26/vouch`, () =>
        HttpResponse.json<VouchResponse>({
          data: { vouches_count: 0, vouches: [], user_vouched: false },
          message: businessMessages.unvouched,
        }),
      ),
    );
    const { user } = renderApp('/businesses/26', { user: makeUser({ email_confirmed: true }) });
    const mine = await vouchesSection();
    await user.click(within(mine).getByRole('button', { name: businessMessages.withdrawVouch }));
    expect(await screen.findByText(businessMessages.unvouched)).toBeInTheDocument();
    expect(within(mine).getByText(businessMessages.noVouches)).toBeInTheDocument();
    expect(within(mine).getByLabelText(businessMessages.vouchNoteLabel)).toBeInTheDocument();
  });
});
