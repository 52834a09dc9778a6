import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contributionMessages,
  PROOF_ACCEPT,
  type ContributionLedger,
  type ContributionsSummary,
  type EventDetail,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { makeEventDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { proofProblem } from './contributions-manager';

const EVENT_ID = 61;

function summaryOf(overrides: Partial<ContributionsSummary> = {}): ContributionsSummary {
  return {
    open: true,
    totals_visibility: 'both',
    pledged_total: '1750.50',
    received_total: '1500.50',
    pledges_count: 2,
    supporters: ['Ama Owusu'],
    anonymous_supporters: 1,
    my_pledge: null,
    can_manage: false,
    can_open: true,
    ...overrides,
  };
}

const LEDGER: ContributionLedger = {
  totals_visibility: 'both',
  pledged_total: '1750.50',
  received_total: '1500.50',
  pledges_count: 2,
  receipts_count: 1,
  pledges: [
    {
      id: 5,
      user: { id: 41, name: 'Ama Owusu' },
      amount: '1500.50',
      anonymous: false,
      status: 'received',
      created_at: '2030-02-01T09:00:00.000Z',
      updated_at: '2030-02-01T09:00:00.000Z',
    },
    {
      id: 6,
      user: { id: 42, name: 'Kofi Asante' },
      amount: '250.00',
      anonymous: true,
      status: 'pledged',
      created_at: '2030-02-01T10:00:00.000Z',
      updated_at: '2030-02-01T10:00:00.000Z',
    },
  ],
  receipts: [
    {
      id: 9,
      pledge_id: 5,
      from: 'Ama Owusu',
      amount: '1500.50',
      received_on: '2030-02-02',
      method: 'eft',
      note: 'Paid at the house',
      has_proof: true,
      proof_name: 'akwaaba-proof-61-9.pdf',
      recorded_by: 'Kwesi Mensah',
      created_at: '2030-02-02T09:00:00.000Z',
    },
  ],
};

function serve(event: Partial<EventDetail>, summary: ContributionsSummary) {
  const sent: { method: string; body: unknown }[] = [];
  let current = summary;
  server.use(
    http.get(`${API}/events/:id`, () =>
      HttpResponse.json({ data: makeEventDetail({ id: EVENT_ID, life_event: 'one_week', ...event }) }),
    ),
    http.get(`${API}/events/:id/contributions`, () => HttpResponse.json({ data: current })),
    http.put(`${API}/events/:id/contributions/pledge`, async ({ request }) => {
      const body = (await request.json()) as { amount: string; anonymous: boolean };
      sent.push({ method: 'PUT', body });
      current = {
        ...current,
        pledged_total: '1850.50',
        pledges_count: 3,
        my_pledge: {
          amount: '100.00',
          anonymous: body.anonymous,
          status: 'pledged',
          created_at: '2030-02-03T09:00:00.000Z',
          updated_at: '2030-02-03T09:00:00.000Z',
        },
      };
      return HttpResponse.json({ data: current, message: contributionMessages.pledged });
    }),
    http.delete(`${API}/events/:id/contributions/pledge`, () => {
      sent.push({ method: 'DELETE', body: null });
      current = { ...current, my_pledge: null };
      return HttpResponse.json({ data: current, message: contributionMessages.pledgeWithdrawn });
    }),
    http.get(`${API}/events/:id/contributions/ledger`, () => HttpResponse.json({ data: LEDGER })),
    http.get(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: [] })),
  );
  return sent;
}

const section = () => screen.findByRole('region', { name: contributionMessages.heading });

describe('Contributions on a life event', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a visitor the notice and the totals, and asks them to sign in to pledge', async () => {
    serve({}, summaryOf({ supporters: [], anonymous_supporters: 0 }));
    renderApp(`/events/${EVENT_ID}`);
    const contributions = await section();
    expect(within(contributions).getByText(contributionMessages.notice)).toBeInTheDocument();
    expect(await within(contributions).findByText('R1 750.50')).toBeInTheDocument();
    expect(within(contributions).getByText('R1 500.50')).toBeInTheDocument();
    expect(within(contributions).getByText('2 pledges')).toBeInTheDocument();
    expect(within(contributions).getByRole('link', { name: contributionMessages.signInToPledge })).toHaveAttribute(
      'href',
      `/login?redirect=%2Fevents%2F${EVENT_ID}`,
    );
    expect(screen.getByText('One-week observance')).toBeInTheDocument();
  });

  it('shows only the totals the organisers chose, and who pledged openly', async () => {
    serve({}, summaryOf({ pledged_total: null, pledges_count: null, received_total: null }));
    renderApp(`/events/${EVENT_ID}`, { user: makeUser() });
    const contributions = await section();
    expect(await within(contributions).findByText(contributionMessages.totalsHidden)).toBeInTheDocument();
    expect(within(contributions).getByText(/Ama Owusu, 1 member anonymously/)).toBeInTheDocument();
  });

  it('has no contributions section on an event that is not a life event', async () => {
    serve({ life_event: null, title: 'Sunday braai' }, summaryOf());
    renderApp(`/events/${EVENT_ID}`, { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday braai' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: contributionMessages.heading })).toBeNull();
  });

  it('a member pledges anonymously; a bad amount is refused under the field before anything is sent', async () => {
    const sent = serve({}, summaryOf());
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: makeUser() });
    const contributions = await section();
    const amount = await within(contributions).findByLabelText(contributionMessages.amountLabel, { exact: false });
    for (const [typed, message] of [
      ['-5', contributionMessages.amountPositive],
      ['10.555', contributionMessages.amountDecimals],
      ['2000000', contributionMessages.amountTooLarge],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(within(contributions).getByRole('button', { name: contributionMessages.pledgeAction }));
      expect(await within(contributions).findByText(message)).toBeInTheDocument();
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(contributions).getByLabelText(contributionMessages.anonymousLabel));
    await user.click(within(contributions).getByRole('button', { name: contributionMessages.pledgeAction }));
    expect(await screen.findByText(contributionMessages.pledged)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', body: { amount: '100', anonymous: true } }]);
    expect(
      await within(contributions).findByText(`${contributionMessages.yourPledge('R100.00')} (anonymous)`),
    ).toBeInTheDocument();
    expect(within(contributions).getByText('R1 850.50')).toBeInTheDocument();
  });

  it('puts the server’s message under the amount', async () => {
    serve({}, summaryOf());
    server.use(
      http.put(`${API}/events/:id/contributions/pledge`, () =>
        HttpResponse.json<ValidationErrorResponse>(
          { message: contributionMessages.amountTooLarge, errors: { amount: [contributionMessages.amountTooLarge] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: makeUser() });
    const contributions = await section();
    const amount = await within(contributions).findByLabelText(contributionMessages.amountLabel, { exact: false });
    await user.type(amount, '999');
    await user.click(within(contributions).getByRole('button', { name: contributionMessages.pledgeAction }));
    expect(await within(contributions).findByText(contributionMessages.amountTooLarge)).toBeInTheDocument();
    expect(amount).toHaveValue('999');
  });

  it('a member withdraws their pledge; a received pledge can no longer be changed', async () => {
    const pledged = {
      amount: '300.00',
      anonymous: false,
      status: 'pledged' as const,
      created_at: '2030-02-03T09:00:00.000Z',
      updated_at: '2030-02-03T09:00:00.000Z',
    };
    const sent = serve({}, summaryOf({ my_pledge: pledged }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: makeUser() });
    const contributions = await section();
    expect(await within(contributions).findByText(contributionMessages.yourPledge('R300.00'))).toBeInTheDocument();
    await user.click(within(contributions).getByRole('button', { name: contributionMessages.withdrawPledge }));
    expect(await screen.findByText(contributionMessages.pledgeWithdrawn)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', body: null }]);
    expect(await within(contributions).findByRole('button', { name: contributionMessages.pledgeAction })).toBeVisible();
  });

  it('tells a member whose pledge was received, without a way to change it', async () => {
    serve(
      {},
      summaryOf({
        my_pledge: {
          amount: '300.00',
          anonymous: false,
          status: 'received',
          created_at: '2030-02-03T09:00:00.000Z',
          updated_at: '2030-02-03T09:00:00.000Z',
        },
      }),
    );
    renderApp(`/events/${EVENT_ID}`, { user: makeUser() });
    const contributions = await section();
    expect(await within(contributions).findByText(contributionMessages.yourPledgeReceived('R300.00'))).toBeVisible();
    expect(within(contributions).queryByRole('button', { name: contributionMessages.changePledge })).toBeNull();
  });

  it('the organiser opens contributions on a life event', async () => {
    serve({ is_owner: true }, summaryOf({ open: false, can_manage: true, pledged_total: null, received_total: null }));
    server.use(
      http.put(`${API}/events/:id/contributions`, () =>
        HttpResponse.json({
          data: summaryOf({ can_manage: true, pledged_total: '0.00', received_total: '0.00', pledges_count: 0 }),
          message: contributionMessages.opened,
        }),
      ),
    );
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: makeUser() });
    const contributions = await section();
    await user.click(await within(contributions).findByRole('button', { name: contributionMessages.openLedger }));
    expect(await screen.findByText(contributionMessages.opened)).toBeInTheDocument();
  });

  it('the organiser sees every name, records a receipt with a proof and its progress, and exports the CSV', async () => {
    serve({ is_owner: true }, summaryOf({ can_manage: true }));
    const receipts: FormData[] = [];
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API}/events/:id/contributions/receipts`, async ({ request }) => {
        receipts.push(await request.formData());
        await answered;
        return HttpResponse.json(
          { data: { ...LEDGER, receipts_count: 2 }, message: contributionMessages.receiptRecorded },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: makeUser() });
    const contributions = await section();
    const manager = await within(contributions).findByRole('region', { name: contributionMessages.manageHeading });
    expect(await within(manager).findByText('Kofi Asante')).toBeInTheDocument();
    expect(within(manager).getByText(contributionMessages.anonymousTag)).toBeInTheDocument();
    expect(within(manager).getByText(/Paid at the house/)).toBeInTheDocument();
    expect(within(manager).getByRole('button', { name: contributionMessages.exportCsv })).toBeEnabled();

    await user.click(
      within(manager).getByRole('button', { name: `${contributionMessages.markReceived}: Kofi Asante` }),
    );
    const form = within(manager).getByRole('form', { name: contributionMessages.recordReceipt });
    expect(within(form).getByLabelText(contributionMessages.receiptAmountLabel, { exact: false })).toHaveValue(
      '250.00',
    );
    expect(within(form).getByLabelText(contributionMessages.pledgeLabel)).toHaveValue('6');
    const proof = within(form).getByLabelText(contributionMessages.proofLabel);
    expect(proof).toHaveAttribute('accept', PROOF_ACCEPT);
    await user.upload(proof, new File(['not a slip'], 'slip.exe', { type: 'application/pdf' }));
    expect(await within(form).findByText(contributionMessages.proofInvalid)).toBeInTheDocument();
    await user.upload(proof, new File(['%PDF-1.7'], 'slip.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(form).queryByText(contributionMessages.proofInvalid)).toBeNull());
    await user.selectOptions(within(form).getByLabelText(contributionMessages.methodLabel), 'mobile_money');
    await user.click(within(form).getByRole('button', { name: contributionMessages.recordReceipt }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading proof of payment' })).toBeInTheDocument();
    release();
    expect(await screen.findByText(contributionMessages.receiptRecorded)).toBeInTheDocument();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.get('amount')).toBe('250.00');
    expect(receipts[0]!.get('method')).toBe('mobile_money');
    expect(receipts[0]!.get('pledge_id')).toBe('6');
    expect(receipts[0]!.get('proof')).toMatchObject({ type: 'application/pdf' });
  });

  it('checks a proof’s name and size before sending it (the server checks its content)', () => {
    expect(proofProblem(new File(['x'], 'slip.JPEG'))).toBeUndefined();
    expect(proofProblem(new File(['x'], 'slip.svg'))).toBe(contributionMessages.proofInvalid);
    expect(proofProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'slip.pdf'))).toBe(
      contributionMessages.proofTooLarge,
    );
  });
});
