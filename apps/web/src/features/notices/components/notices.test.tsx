import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { noticeDetail, noticeMessages, saDateOf, type NoticeDetail, type NoticeSummary } from '@akwaaba/contracts';
import { makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const official: NoticeSummary = {
  id: 5,
  kind: 'consular',
  title: 'Passport renewals in Johannesburg',
  excerpt: 'The consular team will take passport renewals at the Johannesburg office on 12 December.',
  is_urgent: true,
  author: { type: 'source', id: 2, name: 'Ghana High Commission, Pretoria', is_official: true },
  expires_at: '2030-12-31T21:59:59.999Z',
  created_at: '2030-12-01T08:00:00.000Z',
};

function makeNotice(overrides: Partial<NoticeDetail> = {}): NoticeDetail {
  return noticeDetail.parse({
    ...official,
    body: official.excerpt,
    user_id: 900,
    status: 'published',
    is_expired: false,
    can_manage: false,
    texted_count: 0,
    updated_at: official.created_at,
    ...overrides,
  });
}

const sources = [{ id: 2, name: 'Ghana High Commission, Pretoria', followers_count: 10, following: false }];

function serveBoard(asked: URLSearchParams[] = []) {
  server.use(
    http.get(`${API}/notices`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(makeList([official]));
    }),
    http.get(`${API}/notice-sources`, () => HttpResponse.json({ data: sources })),
  );
  return asked;
}

describe('The notice board', () => {
  it('shows each notice with its kind, urgency and the Official badge, and filters from the address', async () => {
    const asked = serveBoard();
    const { user } = renderApp('/notices');
    const card = (await screen.findByRole('article', { name: official.title }))!;
    expect(within(card).getByText('Consular')).toBeInTheDocument();
    expect(within(card).getByText(noticeMessages.urgent)).toBeInTheDocument();
    expect(within(card).getByText(noticeMessages.official)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: official.title })).toHaveAttribute('href', '/notices/5');
    expect(screen.getByRole('link', { name: noticeMessages.feed })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/v1\/notices\.atom$/),
    );

    await user.selectOptions(screen.getByLabelText('Kind'), 'Safety');
    await user.selectOptions(await screen.findByLabelText('Official source'), 'Ghana High Commission, Pretoria');
    await user.click(screen.getByLabelText(noticeMessages.urgentOnly));
    await user.click(screen.getByRole('button', { name: noticeMessages.filter }));
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('safety'));
    expect(asked.at(-1)?.get('source_id')).toBe('2');
    expect(asked.at(-1)?.get('urgent')).toBe('true');
  });
});

describe('A notice’s page', () => {
  it('offers a visitor the WhatsApp share with a ready message and the report button, not the author’s tools', async () => {
    server.use(http.get(`${API}/notices/:id`, () => HttpResponse.json({ data: makeNotice() })));
    renderApp('/notices/5');
    expect(await screen.findByRole('heading', { level: 1, name: official.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('Consular · Ghana High Commission, Pretoria (Official)')),
    );
    // Visitors are sent to sign in first, and brought back here.
    expect(screen.getByRole('link', { name: /Report/ })).toHaveAttribute('href', expect.stringContaining('/login'));
    expect(screen.queryByRole('link', { name: noticeMessages.editTitle })).not.toBeInTheDocument();
  });

  it('says an expired or removed notice is gone', async () => {
    server.use(
      http.get(`${API}/notices/:id`, () => HttpResponse.json({ message: noticeMessages.notFound }, { status: 404 })),
    );
    renderApp('/notices/5');
    expect(await screen.findByRole('heading', { level: 1, name: noticeMessages.notFound })).toBeInTheDocument();
  });

  it('shows its poster that it expired, with Edit and Delete', async () => {
    server.use(
      http.get(`${API}/notices/:id`, () =>
        HttpResponse.json({ data: makeNotice({ is_expired: true, can_manage: true }) }),
      ),
    );
    renderApp('/notices/5', { user: makeUser({ id: 900 }) });
    expect(await screen.findByText(noticeMessages.expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: noticeMessages.editTitle })).toHaveAttribute('href', '/notices/5/edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('Posting a notice', () => {
  const leader = () => makeUser({ id: 900 });
  const authors = [{ type: 'association', id: 7, name: 'Kumasi Youth Association', is_official: false }];

  it('tells a member who leads nothing and is no source who may post', async () => {
    server.use(http.get(`${API}/my/notice-authors`, () => HttpResponse.json({ data: [] })));
    renderApp('/create-notice', { user: leader() });
    expect(await screen.findByText(noticeMessages.noAuthorities)).toBeInTheDocument();
  });

  it('refuses an expiry in the past as typed, keeping what was written, and shows the server’s own messages', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(`${API}/my/notice-authors`, () => HttpResponse.json({ data: authors })),
      http.post(`${API}/notices`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'The given data was invalid.', errors: { expires_on: [noticeMessages.expiresTooFar] } },
          { status: 422 },
        );
      }),
    );
    const { user } = renderApp('/create-notice', { user: leader() });
    await user.selectOptions(await screen.findByLabelText(/Kind of notice/), 'Bereavement');
    await user.type(screen.getByLabelText(/^Title/), 'Funeral of Nana Yaw');
    await user.type(screen.getByLabelText(/^Notice/), 'The one-week observance is on Saturday.');
    const expiry = screen.getByLabelText(/Show until/);
    await user.type(expiry, '2001-01-01');
    await user.click(screen.getByRole('button', { name: noticeMessages.submit }));
    expect(await screen.findByText(noticeMessages.expiresPast)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Funeral of Nana Yaw');

    await user.clear(expiry);
    await user.type(expiry, saDateOf(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)));
    await user.click(screen.getByRole('button', { name: noticeMessages.submit }));
    expect(await screen.findByText(noticeMessages.expiresTooFar)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ author: 'association:7', kind: 'bereavement', is_urgent: false })]);
    expect(screen.getByLabelText(/^Notice/)).toHaveValue('The one-week observance is on Saturday.');
  });

  it('posts an urgent notice and opens it', async () => {
    server.use(
      http.get(`${API}/my/notice-authors`, () => HttpResponse.json({ data: authors })),
      http.post(`${API}/notices`, () =>
        HttpResponse.json({ data: makeNotice({ id: 8 }), message: noticeMessages.createdUrgent(3) }, { status: 201 }),
      ),
      http.get(`${API}/notices/:id`, () => HttpResponse.json({ data: makeNotice({ id: 8 }) })),
    );
    const { user, router } = renderApp('/create-notice', { user: leader() });
    await user.selectOptions(await screen.findByLabelText(/Kind of notice/), 'Safety');
    await user.type(screen.getByLabelText(/^Title/), 'Road closed on the N1');
    await user.type(screen.getByLabelText(/^Notice/), 'Use the R21 instead.');
    await user.type(screen.getByLabelText(/Show until/), saDateOf(new Date()));
    await user.click(screen.getByLabelText(noticeMessages.urgentLabel));
    await user.click(screen.getByRole('button', { name: noticeMessages.submit }));
    await waitFor(() => expect(currentLocation(router)).toBe('/notices/8'));
    expect(await screen.findByText(noticeMessages.createdUrgent(3))).toBeInTheDocument();
  });
});

describe('The admin’s notices page', () => {
  it('shows the SMS volume and saves a new daily cap', async () => {
    const caps: unknown[] = [];
    const volume = { cap_per_day: 200, sent_today: 12, sent_7_days: 40, sent_30_days: 95 };
    server.use(
      http.get(`${API}/admin/notice-sources`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/admin/notice-sms`, () => HttpResponse.json({ data: volume })),
      http.put(`${API}/admin/notice-sms`, async ({ request }) => {
        caps.push(await request.json());
        return HttpResponse.json({ data: { ...volume, cap_per_day: 50 }, message: noticeMessages.smsCapSaved });
      }),
    );
    const { user } = renderApp('/admin/notices', { user: makeUser({ is_admin: true }) });
    const sms = await screen.findByRole('region', { name: noticeMessages.smsHeading });
    expect(await within(sms).findByText('12')).toBeInTheDocument();
    expect(within(sms).getByText('95')).toBeInTheDocument();
    expect(screen.getByText(noticeMessages.noSources)).toBeInTheDocument();
    const cap = within(sms).getByLabelText(/Daily cap/);
    await waitFor(() => expect(cap).toHaveValue('200'));
    await user.clear(cap);
    await user.type(cap, '50');
    await user.click(within(sms).getByRole('button', { name: noticeMessages.saveCap }));
    await waitFor(() => expect(caps).toEqual([{ cap_per_day: 50 }]));
  });
});
