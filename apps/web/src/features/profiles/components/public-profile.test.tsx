import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { profileMessages, type ErrorResponse, type PublicUser } from '@akwaaba/contracts';
import { makeBusinessUser, makeUser, toPublicUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

function serveUser(user: PublicUser) {
  server.use(
    http.get<{ id: string }, never, { data: PublicUser }>(`${API}/users/:id`, () => HttpResponse.json({ data: user })),
  );
}

describe('Public profile', () => {
  it('shows a member to visitors: name, Community Member, location and About', async () => {
    serveUser(
      toPublicUser(
        makeUser({
          id: 12,
          name: 'Ama Mensah',
          profile: {
            bio: 'Nurse in Joburg.',
            location: 'Sandton',
            profession: 'Nurse',
            linkedin_url: 'https://www.linkedin.com/in/ama',
            twitter_url: 'javascript:alert(1)',
            facebook_url: null,
          },
        }),
      ),
    );
    renderApp('/profile/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(screen.getByText('Community Member')).toBeInTheDocument();
    expect(screen.getByText('Sandton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Nurse in Joburg.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.linkedin.com/in/ama' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    // Only http(s) links become links; anything else stays text.
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Business Details' })).not.toBeInTheDocument();
    expect(document.title).toBe('Ama Mensah — Akwaaba');
  });

  it('shows Business Details for business members', async () => {
    serveUser(toPublicUser(makeBusinessUser({ id: 7, name: 'Kofi Boateng', business_category: 'real_estate' })));
    renderApp('/profile/7');
    expect(await screen.findByRole('heading', { name: 'Business Details' })).toBeInTheDocument();
    expect(screen.getAllByText('Kofi’s Kitchen').length).toBeGreaterThan(0);
    expect(screen.getByText('Real Estate')).toBeInTheDocument();
    expect(screen.getByText('Jollof, waakye and kelewele in Braamfontein.')).toBeInTheDocument();
  });

  it("says 'User not found' for a member who does not exist", async () => {
    server.use(
      http.get<never, never, ErrorResponse>(`${API}/users/:id`, () =>
        HttpResponse.json({ message: 'User not found' }, { status: 404 }),
      ),
    );
    renderApp('/profile/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.userNotFound);
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('explains other failures and offers the way home', async () => {
    server.use(http.get(`${API}/users/:id`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/profile/5');
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.fetchUserFailed);
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
  });

  it('says the user ID is missing when the address has no number', async () => {
    renderApp('/profile/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(profileMessages.userIdMissing);
  });
});
