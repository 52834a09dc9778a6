import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  moderationMessages,
  type Attendee,
  type BusinessDetail,
  type CreateReportRequest,
  type CreateReportResponse,
  type EventDetail,
  type JobDetail,
  type PublicUser,
} from '@akwaaba/contracts';
import { makeBusinessDetail, makeEventDetail, makeJobDetail, makeReview, makeUser, toPublicUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

function serveEvent(event: EventDetail) {
  server.use(
    http.get<never, never, { data: EventDetail }>(`${API}/events/:id`, () => HttpResponse.json({ data: event })),
    // The owner's page lists the attendees.
    http.get<never, never, { data: Attendee[] }>(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: [] })),
  );
}

/** The API's report endpoint: records what was sent and answers as the contract says. */
function serveReports(answer?: () => Response) {
  const sent: CreateReportRequest[] = [];
  server.use(
    http.post<never, CreateReportRequest>(`${API}/reports`, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      if (answer) return answer();
      return HttpResponse.json(
        {
          data: {
            id: 1,
            target_type: body.target_type,
            target_id: body.target_id,
            reason: body.reason,
            status: 'open',
            created_at: '2030-06-01T08:00:00.000Z',
          },
          message: moderationMessages.reported,
        } satisfies CreateReportResponse,
        { status: 201 },
      );
    }),
  );
  return sent;
}

const member = () => makeUser({ id: 950, name: 'Esi Appiah' });

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Report' }));
  return screen.findByRole('dialog', { name: 'Report this event' });
}

describe('Reporting an item', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor to sign in and back to the event', async () => {
    serveEvent(makeEventDetail({ id: 7, title: 'Braai' }));
    const { user, router } = renderApp('/events/7');
    await user.click(await screen.findByRole('link', { name: 'Report' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/login?redirect=%2Fevents%2F7'));
  });

  it('is not offered on the viewer’s own event', async () => {
    serveEvent(makeEventDetail({ id: 7, title: 'My braai', is_owner: true }));
    renderApp('/events/7', { user: member() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My braai' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('opens a labelled dialog that keeps the focus inside and closes on Escape, back to the button', async () => {
    serveEvent(makeEventDetail({ id: 7 }));
    const { user } = renderApp('/events/7', { user: member() });
    const dialog = await openDialog(user);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const reasons = within(dialog).getByRole('group', { name: /Reason/ });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Spam', 'Scam or fraud', 'Offensive content', 'Harassment', 'Misleading or false', 'Something else']);
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus();

    // Tab from the last control comes back to the first.
    within(dialog).getByRole('button', { name: 'Submit report' }).focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Submit report' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
  });

  it('asks for a reason, and for details when the reason is Something else', async () => {
    serveEvent(makeEventDetail({ id: 7 }));
    const sent = serveReports();
    const { user } = renderApp('/events/7', { user: member() });
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await within(dialog).findByText(moderationMessages.reasonRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    const details = within(dialog).getByRole('textbox', { name: /Details/ });
    expect(await within(dialog).findByText(moderationMessages.detailsRequired)).toBeInTheDocument();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(details).toHaveAttribute('aria-required', 'true');
    expect(sent).toEqual([]);

    await user.type(details, 'Fake tickets');
    expect(within(dialog).getByText('12 / 1 000')).toBeInTheDocument();
    // Counted, never cut: a text pasted over the limit is refused on submit, not shortened without a word.
    expect(details).not.toHaveAttribute('maxlength');
  });

  it('sends the report, closes and thanks the member with the server’s message', async () => {
    serveEvent(makeEventDetail({ id: 7 }));
    const sent = serveReports();
    const { user } = renderApp('/events/7', { user: member() });
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Asks for money up front.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await screen.findByText(moderationMessages.reported)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ target_type: 'event', target_id: 7, reason: 'scam', details: 'Asks for money up front.' }]);
  });

  it('shows the server’s field message under the field and keeps what was typed', async () => {
    serveEvent(makeEventDetail({ id: 7 }));
    serveReports(() =>
      HttpResponse.json(
        { message: 'The given data was invalid.', errors: { details: [moderationMessages.detailsTooLong] } },
        { status: 422 },
      ),
    );
    const { user } = renderApp('/events/7', { user: member() });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Buy followers');
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await within(dialog).findByText(moderationMessages.detailsTooLong)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Details/ })).toHaveValue('Buy followers');
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
  });

  it('says why a report failed and keeps the dialog open to try again', async () => {
    serveEvent(makeEventDetail({ id: 7 }));
    let fail = true;
    const sent = serveReports(() =>
      fail
        ? HttpResponse.json({ message: moderationMessages.cannotReportOwn }, { status: 403 })
        : HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
    );
    const { user } = renderApp('/events/7', { user: member() });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(moderationMessages.cannotReportOwn);

    fail = false;
    server.use(http.post(`${API}/reports`, () => new HttpResponse(null, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(moderationMessages.reportFailed));
    expect(within(dialog).getByRole('radio', { name: 'Harassment' })).toBeChecked();
    expect(sent).toHaveLength(1);
  });

  it('is offered on a business and on others’ reviews, not on the member’s own review', async () => {
    const business: BusinessDetail = makeBusinessDetail({
      id: 30,
      name: 'Mama Ama’s Kitchen',
      reviews: [
        makeReview({ id: 301, user: { id: 950, name: 'Esi Appiah' } }),
        makeReview({ id: 302, user: { id: 960, name: 'Yaw Darko' } }),
      ],
      total_reviews: 2,
    });
    server.use(http.get(`${API}/businesses/:id`, () => HttpResponse.json({ data: business })));
    const sent = serveReports();
    const { user } = renderApp('/businesses/30', { user: member() });

    await screen.findByRole('heading', { level: 1, name: 'Mama Ama’s Kitchen' });
    const reports = screen.getAllByRole('button', { name: 'Report' });
    // The listing's, and Yaw's review's (described by his name); none on Esi's own review.
    expect(reports).toHaveLength(2);
    expect(reports[1]).toHaveAccessibleDescription('Yaw Darko');

    await user.click(reports[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    await screen.findByText(moderationMessages.reported);
    expect(sent).toEqual([{ target_type: 'review', target_id: 302, reason: 'offensive' }]);
  });

  it('is offered on a job and on another member’s profile, not on the member’s own profile', async () => {
    const job: JobDetail = makeJobDetail({ id: 40, title: 'Chef' });
    const other = toPublicUser(makeUser({ id: 960, name: 'Yaw Darko' }));
    const self = toPublicUser(member());
    server.use(
      http.get(`${API}/job-listings/:id`, () => HttpResponse.json({ data: job })),
      http.get<{ id: string }, never, { data: PublicUser }>(`${API}/users/:id`, ({ params }) =>
        HttpResponse.json({ data: params.id === '960' ? other : self }),
      ),
    );
    const { user, router } = renderApp('/jobs/40', { user: member() });
    await screen.findByRole('heading', { level: 1, name: 'Chef' });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this job' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await router.navigate('/profile/960');
    await screen.findByRole('heading', { level: 1, name: 'Yaw Darko' });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this profile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await router.navigate('/profile/950');
    await screen.findByRole('heading', { level: 1, name: 'Esi Appiah' });
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});

describe('An owner’s hidden item', () => {
  it('shows the owner that moderators hid their event, job and listing', async () => {
    serveEvent(makeEventDetail({ id: 7, title: 'My braai', is_owner: true, status: 'hidden' }));
    server.use(
      http.get(`${API}/job-listings/:id`, () =>
        HttpResponse.json({ data: makeJobDetail({ id: 40, title: 'Chef', is_owner: true, status: 'hidden' }) }),
      ),
      http.get(`${API}/businesses/:id`, () =>
        HttpResponse.json({ data: makeBusinessDetail({ id: 30, name: 'Kitchen', is_owner: true, status: 'hidden' }) }),
      ),
    );
    const { router } = renderApp('/events/7', { user: member() });
    await screen.findByRole('heading', { level: 1, name: 'My braai' });
    expect(screen.getByRole('alert')).toHaveTextContent('Hidden by moderators. Only you can see it.');

    await router.navigate('/jobs/40');
    await screen.findByRole('heading', { level: 1, name: 'Chef' });
    expect(screen.getByRole('alert')).toHaveTextContent('Hidden by moderators. Only you can see it.');

    await router.navigate('/businesses/30');
    await screen.findByRole('heading', { level: 1, name: 'Kitchen' });
    expect(screen.getByRole('alert')).toHaveTextContent('Hidden by moderators. Only you can see it.');
  });
});
