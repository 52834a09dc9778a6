import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import {
  businessMessages,
  reviewMessages,
  type BusinessDetail,
  type ErrorResponse,
  type FollowResponse,
  type ListResponse,
  type MessageResponse,
  type Review,
  type ReviewResponse,
} from '@akwaaba/contracts';
import { makeBusinessDetail, makeList, makeReview, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

/** GET /businesses/:id answering `business` (or what the function gives on each call); counts the calls. */
function serveBusiness(business: BusinessDetail | (() => BusinessDetail)) {
  const calls = { count: 0 };
  server.use(
    http.get<{ id: string }, never, { data: BusinessDetail }>(`${API}/businesses/:id`, () => {
      calls.count += 1;
      return HttpResponse.json({ data: typeof business === 'function' ? business() : business });
    }),
  );
  return calls;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('Business detail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens for visitors with every section, and asks them to sign in to follow or review', async () => {
    serveBusiness(
      makeBusinessDetail({
        id: 7,
        name: 'Kofi’s Kitchen',
        is_verified: true,
        average_rating: 4.25,
        total_reviews: 12,
        contact_person: 'Kofi Boateng',
        address: '12 Juta Street, Braamfontein',
        city: 'Johannesburg',
        province: 'Gauteng',
        phone: '+27 11 123 4567',
        email: 'hello@kofis-kitchen.example',
        website: 'https://kofis-kitchen.example/menu',
      }),
    );
    renderApp('/businesses/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kofi’s Kitchen Verified business' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kofi’s Kitchen — Akwaaba'));
    expect(screen.getByRole('link', { name: businessMessages.backToDirectory })).toHaveAttribute('href', '/businesses');
    expect(screen.getByText('Restaurant')).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)', { exact: false })).toHaveTextContent('4.3 (12 reviews)');
    expect(screen.getByText('Contact: Kofi Boateng')).toBeInTheDocument();
    expect(within(section('About this business')).getByText(/Jollof, waakye and kelewele/)).toBeInTheDocument();

    const address = section('Address');
    expect(within(address).getByText('12 Juta Street, Braamfontein')).toBeInTheDocument();
    expect(within(address).getByText('Johannesburg, Gauteng')).toBeInTheDocument();
    expect(within(section('Phone')).getByRole('link', { name: '+27 11 123 4567' })).toHaveAttribute(
      'href',
      'tel:+27111234567',
    );
    expect(within(section('Email')).getByRole('link', { name: 'hello@kofis-kitchen.example' })).toHaveAttribute(
      'href',
      'mailto:hello@kofis-kitchen.example',
    );
    const website = within(section('Website')).getByRole('link', { name: businessMessages.visitWebsite });
    expect(website).toHaveAttribute('href', 'https://kofis-kitchen.example/menu');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    const hours = section('Operating Hours');
    expect(within(hours).getByText('Monday').nextElementSibling).toHaveTextContent('08:00–17:00');
    expect(within(hours).getByText('Saturday').nextElementSibling).toHaveTextContent('09:00–14:00');
    expect(within(hours).getByText('Sunday').nextElementSibling).toHaveTextContent(businessMessages.closed);

    expect(screen.getByRole('link', { name: businessMessages.follow })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbusinesses%2F7',
    );
    expect(screen.getByRole('link', { name: reviewMessages.writeReview })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbusinesses%2F7',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(
        `*Kofi’s Kitchen*\nRestaurant · Johannesburg\n${window.location.origin}/businesses/7`,
      )}`,
    );
  });

  it("says 'Hours not specified' without hours, and leaves out contacts the listing does not have", async () => {
    serveBusiness(makeBusinessDetail({ id: 8, operating_hours: null, website: null, email: null, phone: null }));
    renderApp('/businesses/8');
    expect(
      await within(await screen.findByRole('region', { name: 'Operating Hours' })).findByText(
        businessMessages.hoursNotSpecified,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Website' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Phone' })).not.toBeInTheDocument();
  });

  it('names the city and province once when the chosen address already carries them', async () => {
    serveBusiness(
      makeBusinessDetail({
        id: 27,
        address: 'Braamfontein, Johannesburg, Gauteng',
        city: 'Johannesburg',
        province: 'Gauteng',
      }),
    );
    renderApp('/businesses/27');
    const address = await screen.findByRole('region', { name: 'Address' });
    expect(within(address).getByText('Braamfontein, Johannesburg, Gauteng')).toBeInTheDocument();
    expect(within(address).queryByText('Johannesburg, Gauteng')).not.toBeInTheDocument();
  });

  it('does not make a link of a website that is not http(s)', async () => {
    serveBusiness(makeBusinessDetail({ id: 9, website: 'javascript:alert(1)' }));
    renderApp('/businesses/9');
    await screen.findByRole('region', { name: 'Address' });
    expect(screen.queryByRole('link', { name: businessMessages.visitWebsite })).not.toBeInTheDocument();
  });

  it('shows the loading text, then Business not found with a way back', async () => {
    server.use(
      http.get<{ id: string }, never, ErrorResponse>(`${API}/businesses/:id`, async () => {
        await delay(20);
        return HttpResponse.json({ message: businessMessages.notFound }, { status: 404 });
      }),
    );
    renderApp('/businesses/404');
    expect(await screen.findByText('Loading business details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: businessMessages.notFound })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Business not found — Akwaaba'));
    expect(screen.getByRole('link', { name: businessMessages.backToDirectory })).toHaveAttribute('href', '/businesses');
  });

  it('answers an address that is not a business id with Business not found, without asking the API', async () => {
    renderApp('/businesses/abc');
    expect(await screen.findByRole('heading', { name: businessMessages.notFound })).toBeInTheDocument();
  });

  it('shows the spec’s fallback when the listing fails to load without a message', async () => {
    server.use(http.get(`${API}/businesses/:id`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/businesses/10');
    expect(await screen.findByRole('alert')).toHaveTextContent(businessMessages.fetchBusinessFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the owner Edit and that the listing awaits review, without Follow or Write Review', async () => {
    serveBusiness(makeBusinessDetail({ id: 11, is_owner: true, status: 'pending', user_id: 900 }));
    renderApp('/businesses/11', { user: makeUser({ id: 900 }) });

    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/businesses/11/edit');
    expect(screen.getByText(businessMessages.awaitingReview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: reviewMessages.writeReview })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: reviewMessages.writeReview })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: businessMessages.follow })).not.toBeInTheDocument();
  });

  it('tells the owner why a listing was rejected', async () => {
    serveBusiness(
      makeBusinessDetail({ id: 12, is_owner: true, status: 'rejected', rejection_reason: 'Add a real address.' }),
    );
    renderApp('/businesses/12', { user: makeUser({ id: 900 }) });
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Add a real address.')).toBeInTheDocument();
  });

  it('follows with POST and unfollows with DELETE, showing the state and the server’s message', async () => {
    serveBusiness(makeBusinessDetail({ id: 13, followers_count: 3 }));
    const methods: string[] = [];
    const answer = (following: boolean, count: number, message: string) =>
      HttpResponse.json<FollowResponse>({ data: { user_following: following, followers_count: count }, message });
    server.use(
      http.post(`${API}/businesses/13/follow`, () => {
        methods.push('POST');
        return answer(true, 4, businessMessages.followed);
      }),
      http.delete(`${API}/businesses/13/follow`, () => {
        methods.push('DELETE');
        return answer(false, 3, businessMessages.unfollowed);
      }),
    );
    const { user } = renderApp('/businesses/13', { user: makeUser() });

    const follow = await screen.findByRole('button', { name: businessMessages.follow });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('3 followers')).toBeInTheDocument();
    await user.click(follow);

    const following = await screen.findByRole('button', { name: businessMessages.following });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 followers')).toBeInTheDocument();
    expect(await screen.findByText(businessMessages.followed)).toBeInTheDocument();

    await user.click(following);
    expect(await screen.findByRole('button', { name: businessMessages.follow })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText(businessMessages.unfollowed)).toBeInTheDocument();
    expect(methods).toEqual(['POST', 'DELETE']);
  });

  it('toasts the server’s message when following fails', async () => {
    serveBusiness(makeBusinessDetail({ id: 14 }));
    server.use(
      http.post(`${API}/businesses/14/follow`, () =>
        HttpResponse.json<ErrorResponse>({ message: businessMessages.cannotFollowOwn }, { status: 403 }),
      ),
    );
    const { user } = renderApp('/businesses/14', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: businessMessages.follow }));
    expect(await screen.findByText(businessMessages.cannotFollowOwn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: businessMessages.follow })).toHaveAttribute('aria-pressed', 'false');
  });

  it('brings a visitor back to the listing after signing in to follow', async () => {
    const member = makeUser();
    serveBusiness(makeBusinessDetail({ id: 15 }));
    server.use(http.post(`${API}/auth/login`, () => HttpResponse.json({ data: { token: 'tok-1', user: member } })));
    const { user, router } = renderApp('/businesses/15');
    await user.click(await screen.findByRole('link', { name: businessMessages.follow }));
    await user.type(await screen.findByLabelText('Email address'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: businessMessages.follow })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/businesses/15');
  });

  it('writes a review: five stars to start, arrow keys choose, the answer’s average shows and the list is read again', async () => {
    const written = makeReview({ id: 501, user: { id: 77, name: 'Ama Mensah' }, rating: 4, comment: 'Lovely.' });
    let current = makeBusinessDetail({ id: 16, average_rating: 5, total_reviews: 1, reviews: [makeReview()] });
    const calls = serveBusiness(() => current);
    const bodies: unknown[] = [];
    server.use(
      http.post<{ id: string }, Record<string, unknown>, ReviewResponse>(
        `${API}/businesses/16/reviews`,
        async ({ request }) => {
          bodies.push(await request.json());
          current = {
            ...current,
            average_rating: 4.5,
            total_reviews: 2,
            user_review: written,
            reviews: [written, ...current.reviews],
          };
          return HttpResponse.json(
            { data: { review: written, average_rating: 4.5, total_reviews: 2 }, message: reviewMessages.submitted },
            { status: 201 },
          );
        },
      ),
    );
    const { user } = renderApp('/businesses/16', { user: makeUser({ id: 77, name: 'Ama Mensah' }) });

    await user.click(await screen.findByRole('button', { name: reviewMessages.writeReview }));
    const form = await screen.findByRole('region', { name: reviewMessages.formHeading });
    const five = within(form).getByRole('radio', { name: '5 stars' });
    expect(five).toBeChecked();

    five.focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(form).getByLabelText('Your review (optional)'), 'Lovely.');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(reviewMessages.submitted)).toBeInTheDocument();
    expect(bodies).toEqual([{ rating: 4, comment: 'Lovely.' }]);
    expect(screen.queryByRole('region', { name: reviewMessages.formHeading })).not.toBeInTheDocument();
    expect(screen.getByText('(2 reviews)', { exact: false })).toHaveTextContent('4.5 (2 reviews)');
    const reviews = section(reviewMessages.listHeading);
    expect(await within(reviews).findByText('Lovely.')).toBeInTheDocument();
    expect(calls.count).toBeGreaterThanOrEqual(2);

    // Opened again, the form holds the member's review to edit.
    await user.click(screen.getByRole('button', { name: reviewMessages.writeReview }));
    const again = await screen.findByRole('region', { name: reviewMessages.formHeading });
    expect(within(again).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(again).getByLabelText('Your review (optional)')).toHaveValue('Lovely.');
  });

  it('sends a review without a comment as no comment, and Cancel closes the form', async () => {
    serveBusiness(makeBusinessDetail({ id: 17 }));
    const bodies: unknown[] = [];
    server.use(
      http.post<{ id: string }, Record<string, unknown>>(`${API}/businesses/17/reviews`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json<ReviewResponse>(
          {
            data: { review: makeReview({ comment: null }), average_rating: 5, total_reviews: 1 },
            message: reviewMessages.submitted,
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/businesses/17', { user: makeUser() });
    const toggle = await screen.findByRole('button', { name: reviewMessages.writeReview });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: reviewMessages.formHeading })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(reviewMessages.submitted)).toBeInTheDocument();
    expect(bodies).toEqual([{ rating: 5, comment: null }]);
  });

  it('keeps the form and toasts the spec’s fallback when a review fails without a message', async () => {
    serveBusiness(makeBusinessDetail({ id: 18 }));
    server.use(http.post(`${API}/businesses/18/reviews`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/businesses/18', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: reviewMessages.writeReview }));
    await user.type(await screen.findByLabelText('Your review (optional)'), 'Great service');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(reviewMessages.submitFailed)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: reviewMessages.formHeading })).toBeInTheDocument();
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('Great service');
  });

  it('shows a review without its author as Anonymous, with the stars, the date and the owner’s reply', async () => {
    serveBusiness(
      makeBusinessDetail({
        id: 19,
        reviews: [
          makeReview({
            user: null,
            rating: 3,
            comment: 'Slow on a Saturday.',
            created_at: '2030-05-31T23:30:00.000Z',
            reply: 'Sorry! We have a second cook on weekends now.',
          }),
        ],
      }),
    );
    renderApp('/businesses/19');
    const reviews = await screen.findByRole('region', { name: reviewMessages.listHeading });
    const item = within(reviews).getByText(reviewMessages.anonymous).closest('li')!;
    expect(within(item).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    // 23:30 UTC on 31 May is already 1 June in South Africa.
    expect(within(item).getByText('1 June 2030')).toHaveAttribute('dateTime', '2030-05-31T23:30:00.000Z');
    expect(within(item).getByText('Slow on a Saturday.')).toBeInTheDocument();
    expect(within(item).getByText(reviewMessages.ownerReply)).toBeInTheDocument();
    expect(within(item).getByText('Sorry! We have a second cook on weekends now.')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says so when there are no reviews yet', async () => {
    serveBusiness(makeBusinessDetail({ id: 20, total_reviews: 0, average_rating: 0, reviews: [] }));
    renderApp('/businesses/20');
    const reviews = await screen.findByRole('region', { name: reviewMessages.listHeading });
    expect(within(reviews).getByText(reviewMessages.noReviews)).toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it("'Show more reviews' brings the next pages until there are no more", async () => {
    const newest = Array.from({ length: 10 }, (_, index) => makeReview({ comment: `Review ${index + 1}` }));
    serveBusiness(makeBusinessDetail({ id: 21, total_reviews: 12, reviews: newest }));
    const pages: string[] = [];
    server.use(
      http.get<{ id: string }, never, ListResponse<Review>>(`${API}/businesses/21/reviews`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        pages.push(query.toString());
        return HttpResponse.json(
          makeList(
            // The newest review of page 1 came in after the page was opened, so it is on page 2 as well.
            [newest[9]!, makeReview({ comment: 'Review 11' }), makeReview({ comment: 'Review 12' })],
            { page: 2, perPage: 10, total: 13 },
          ),
        );
      }),
    );
    const { user } = renderApp('/businesses/21');
    const reviews = await screen.findByRole('region', { name: reviewMessages.listHeading });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(10);

    await user.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(reviews).findByText('Review 12')).toBeInTheDocument();
    expect(within(reviews).getAllByText('Review 10')).toHaveLength(1);
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(12);
    expect(pages).toEqual(['page=2&per_page=10']);
    expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('lets the owner reply once to a review', async () => {
    const review = makeReview({ id: 601, comment: 'Where is the parking?' });
    serveBusiness(makeBusinessDetail({ id: 22, is_owner: true, reviews: [review] }));
    const bodies: unknown[] = [];
    server.use(
      http.post<{ id: string; reviewId: string }, { reply: string }>(
        `${API}/businesses/22/reviews/601/reply`,
        async ({ request }) => {
          const body = await request.json();
          bodies.push(body);
          return HttpResponse.json({
            data: { ...review, reply: body.reply, replied_at: '2030-05-02T10:00:00.000Z' },
            message: reviewMessages.replied,
          });
        },
      ),
    );
    const { user } = renderApp('/businesses/22', { user: makeUser({ id: 900 }) });
    const reviews = await screen.findByRole('region', { name: reviewMessages.listHeading });

    await user.click(within(reviews).getByRole('button', { name: 'Reply' }));
    await user.click(await within(reviews).findByRole('button', { name: 'Post Reply' }));
    expect(await within(reviews).findByText(reviewMessages.replyRequired)).toBeInTheDocument();

    await user.type(within(reviews).getByLabelText('Your reply'), 'Behind the shop, free for customers.');
    await user.click(within(reviews).getByRole('button', { name: 'Post Reply' }));

    expect(await screen.findByText(reviewMessages.replied)).toBeInTheDocument();
    expect(bodies).toEqual([{ reply: 'Behind the shop, free for customers.' }]);
    expect(within(reviews).getByText(reviewMessages.ownerReply)).toBeInTheDocument();
    expect(within(reviews).getByText('Behind the shop, free for customers.')).toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('puts the server’s field message under the reply when the owner already replied', async () => {
    serveBusiness(makeBusinessDetail({ id: 23, is_owner: true, reviews: [makeReview({ id: 602 })] }));
    server.use(
      http.post(`${API}/businesses/23/reviews/602/reply`, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { reply: [reviewMessages.alreadyReplied] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/businesses/23', { user: makeUser({ id: 900 }) });
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(await screen.findByLabelText('Your reply'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText(reviewMessages.alreadyReplied)).toBeInTheDocument();
  });

  it('lets the reviewer delete their review after confirming, and starts the form afresh', async () => {
    const own = makeReview({ id: 701, user: { id: 77, name: 'Ama Mensah' }, rating: 2, comment: 'Cold food.' });
    const other = makeReview({ id: 702, user: { id: 78, name: 'Yaw Darko' } });
    let current = makeBusinessDetail({ id: 24, user_review: own, reviews: [own, other], total_reviews: 2 });
    serveBusiness(() => current);
    const deleted: string[] = [];
    server.use(
      http.delete<{ id: string; reviewId: string }, never, MessageResponse>(
        `${API}/businesses/24/reviews/:reviewId`,
        ({ params }) => {
          deleted.push(params.reviewId);
          current = { ...current, user_review: null, reviews: [other], total_reviews: 1 };
          return HttpResponse.json({ message: reviewMessages.deleted });
        },
      ),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/businesses/24', { user: makeUser({ id: 77, name: 'Ama Mensah' }) });
    const reviews = await screen.findByRole('region', { name: reviewMessages.listHeading });
    const mine = within(reviews).getByText('Cold food.').closest('li')!;
    expect(
      within(within(reviews).getByText('Yaw Darko').closest('li')!).queryByRole('button', { name: 'Delete' }),
    ).toBeNull();

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this review?');
    expect(deleted).toEqual([]);

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(reviewMessages.deleted)).toBeInTheDocument();
    expect(deleted).toEqual(['701']);
    await waitFor(() => expect(within(reviews).queryByText('Cold food.')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: reviewMessages.writeReview }));
    expect(await screen.findByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('');
  });

  it('shows admins Delete on every review', async () => {
    serveBusiness(makeBusinessDetail({ id: 25, reviews: [makeReview(), makeReview()] }));
    renderApp('/businesses/25', { user: makeUser({ is_admin: true }) });
    const reviews = await screen.findByRole('region', { name: reviewMessages.listHeading });
    expect(within(reviews).getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });

  it('shows the map when asked, with OpenStreetMap’s attribution, and the note instead when the tiles cannot load', async () => {
    serveBusiness(makeBusinessDetail({ id: 26, name: 'Kofi’s Kitchen', address: '12 Juta Street' }));
    const { user } = renderApp('/businesses/26');
    const address = await screen.findByRole('region', { name: 'Address' });
    // Nothing of the map (its code, its tiles) is fetched until the member asks for it.
    expect(within(address).queryByRole('img', { name: /^Map showing/ })).not.toBeInTheDocument();
    await user.click(within(address).getByRole('button', { name: businessMessages.showMap }));
    expect(within(address).queryByRole('button', { name: businessMessages.showMap })).not.toBeInTheDocument();
    // Focus stays where the button was, not at the top of the page.
    expect(address).toContainElement(document.activeElement as HTMLElement);
    expect(
      await within(address).findByRole('img', { name: 'Map showing Kofi’s Kitchen, 12 Juta Street' }),
    ).toBeInTheDocument();
    expect(within(address).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    const map = within(address).getByRole('img', { name: /^Map showing/ });
    expect(map).not.toHaveAttribute('tabindex');

    await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = map.querySelector('img.leaflet-tile')!;
    expect(tile.getAttribute('src')).toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\/\d+\/\d+\.png$/);
    fireEvent.error(tile);

    expect(await within(address).findByText(businessMessages.mapUnavailable)).toBeInTheDocument();
    expect(within(address).getByText('12 Juta Street')).toBeInTheDocument();
  });
});
