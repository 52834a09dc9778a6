import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  associationDetail,
  associationMessages,
  type AssociationDetail,
  type AssociationMember,
  type AssociationSummary,
  type MembershipResponse,
} from '@akwaaba/contracts';
import { makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const summary: AssociationSummary = {
  id: 7,
  name: 'Kumasi Youth Association Johannesburg',
  kind: 'hometown',
  description: 'Sons and daughters of Kumasi living in Gauteng.',
  home_region: 'Ashanti',
  home_town: 'Kumasi',
  province: 'Gauteng',
  city: 'Johannesburg',
  is_verified: true,
  members_count: 42,
  logo: null,
  logo_srcset: null,
};

function makeAssociation(overrides: Partial<AssociationDetail> = {}): AssociationDetail {
  return associationDetail.parse({
    ...summary,
    user_id: 900,
    membership_policy: 'open',
    email: 'hello@kya.example',
    phone: '+27825551234',
    website: null,
    status: 'approved',
    rejection_reason: null,
    leaders: [{ id: 900, name: 'Kwame Mensah', title: 'Chairperson' }],
    can_manage: false,
    membership: null,
    pending_count: 0,
    created_at: '2030-01-10T09:00:00.000Z',
    ...overrides,
  });
}

/** The association's page, and (for its leaders' tools) nobody in it yet. */
const serveAssociation = (association: AssociationDetail) =>
  server.use(
    http.get(`${API}/associations/:id`, () => HttpResponse.json({ data: association })),
    http.get(`${API}/associations/:id/members`, () => HttpResponse.json(makeList([]))),
  );

describe('The associations directory', () => {
  it('lists associations with where they come from and meet, and filters by kind and region from the address', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/associations`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(makeList([summary]));
      }),
    );
    const { user } = renderApp('/associations');
    const card = (await screen.findByRole('heading', { name: /Kumasi Youth Association/ })).closest('article')!;
    expect(within(card).getByText('Hometown association')).toBeInTheDocument();
    expect(within(card).getByText('From Kumasi, Ashanti Region')).toBeInTheDocument();
    expect(within(card).getByText('Johannesburg, Gauteng')).toBeInTheDocument();
    expect(within(card).getByText('42 members')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified association' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: associationMessages.viewDetails })).toHaveAttribute(
      'href',
      '/associations/7',
    );

    await user.selectOptions(screen.getByLabelText('Kind'), 'Church or fellowship');
    await user.selectOptions(screen.getByLabelText('Home region'), 'Volta');
    await user.click(screen.getByRole('button', { name: 'Search Associations' }));
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('church'));
    expect(asked.at(-1)?.get('region')).toBe('Volta');
    // The typed filters survive in the form after the search.
    expect(screen.getByLabelText('Kind')).toHaveValue('church');
  });
});

describe('An association’s page', () => {
  it('shows a visitor its home, leaders and contacts, and asks them to sign in to join', async () => {
    serveAssociation(makeAssociation());
    renderApp('/associations/7');
    expect(await screen.findByRole('heading', { level: 1, name: /Kumasi Youth Association/ })).toBeInTheDocument();
    const leaders = screen.getByRole('region', { name: associationMessages.leadersHeading });
    expect(within(leaders).getByRole('link', { name: 'Kwame Mensah' })).toHaveAttribute('href', '/profile/900');
    expect(within(leaders).getByText(/Chairperson/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '082 555 1234' })).toHaveAttribute('href', 'tel:+27825551234');
    expect(screen.getByRole('link', { name: associationMessages.signInToJoin })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fassociations%2F7',
    );
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('Kumasi%20Youth%20Association'),
    );
    expect(screen.queryByRole('heading', { name: associationMessages.manage })).not.toBeInTheDocument();
  });

  it('a member joins an open association and sees their place and the new count', async () => {
    serveAssociation(makeAssociation());
    server.use(
      http.post(`${API}/associations/7/membership`, () =>
        HttpResponse.json<MembershipResponse>(
          {
            data: { membership: { status: 'active', role: 'member' }, members_count: 43 },
            message: associationMessages.joined,
          },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderApp('/associations/7', { user: makeUser({ email_confirmed: true }) });
    await user.click(await screen.findByRole('button', { name: associationMessages.join }));
    expect(await screen.findByText(associationMessages.joined)).toBeInTheDocument();
    expect(screen.getByText(associationMessages.youAreMember)).toBeInTheDocument();
    expect(screen.getByText('43 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: associationMessages.leave })).toBeInTheDocument();
  });

  it('says why a join was refused', async () => {
    serveAssociation(makeAssociation({ membership_policy: 'approval' }));
    server.use(
      http.post(`${API}/associations/7/membership`, () =>
        HttpResponse.json({ message: associationMessages.confirmToJoin }, { status: 403 }),
      ),
    );
    const { user } = renderApp('/associations/7', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: associationMessages.askToJoin }));
    expect(await screen.findByText(associationMessages.confirmToJoin)).toBeInTheDocument();
  });

  it('gives its leaders those asking to join, to let in, and the members, to name leaders', async () => {
    serveAssociation(
      makeAssociation({
        can_manage: true,
        membership: { status: 'active', role: 'leader' },
        membership_policy: 'approval',
        pending_count: 1,
      }),
    );
    const yaw: AssociationMember = {
      id: 31,
      name: 'Yaw Boateng',
      status: 'pending',
      role: 'member',
      title: null,
      joined_at: '2030-02-01T09:00:00.000Z',
    };
    const changes: unknown[] = [];
    server.use(
      http.get(`${API}/associations/7/members`, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        return HttpResponse.json(makeList(status === 'pending' ? [yaw] : []));
      }),
      http.patch(`${API}/associations/7/members/31`, async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json({ data: { ...yaw, status: 'active' }, message: associationMessages.memberUpdated });
      }),
    );
    const { user } = renderApp('/associations/7', { user: makeUser({ id: 900, email_confirmed: true }) });
    const asking = await screen.findByRole('region', { name: /Asking to join/ });
    expect(await within(asking).findByText('Yaw Boateng')).toBeInTheDocument();
    await user.click(within(asking).getByRole('button', { name: associationMessages.approveMember }));
    expect(await screen.findByText(associationMessages.memberUpdated)).toBeInTheDocument();
    expect(changes).toEqual([{ status: 'active' }]);
    expect(screen.getByRole('link', { name: associationMessages.edit })).toHaveAttribute(
      'href',
      '/associations/7/edit',
    );
  });

  it('tells its leaders it waits for an admin', async () => {
    serveAssociation(makeAssociation({ status: 'pending', can_manage: true }));
    renderApp('/associations/7', { user: makeUser({ id: 900 }) });
    expect(await screen.findByText(associationMessages.awaitingReview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: associationMessages.join })).not.toBeInTheDocument();
  });
});

describe('The logo', () => {
  it('shows on the page, and its leaders remove it from the edit page', async () => {
    const withLogo = makeAssociation({
      can_manage: true,
      membership: { status: 'active', role: 'leader' },
      logo: '/uploads/associations/abc-thumb-large.webp',
    });
    serveAssociation(withLogo);
    const removed: string[] = [];
    server.use(
      http.delete(`${API}/associations/7/logo`, ({ request }) => {
        removed.push(request.method);
        return HttpResponse.json({ data: { ...withLogo, logo: null }, message: associationMessages.logoRemoved });
      }),
    );
    const { user } = renderApp('/associations/7/edit', { user: makeUser({ id: 900, email_confirmed: true }) });
    const logoSection = await screen.findByRole('group', { name: associationMessages.logoHeading });
    expect(within(logoSection).getByRole('img', { name: associationMessages.logoAlt(summary.name) })).toHaveAttribute(
      'src',
      '/uploads/associations/abc-thumb-large.webp',
    );
    const save = within(logoSection).getByRole('button', { name: associationMessages.saveLogo });
    expect(save).toBeDisabled();
    await user.click(within(logoSection).getByRole('checkbox', { name: associationMessages.removeLogo }));
    await user.click(save);
    expect(await screen.findByText(associationMessages.logoRemoved)).toBeInTheDocument();
    expect(removed).toEqual(['DELETE']);
  });
});

describe('Registering an association', () => {
  it('says what is missing before anything is sent, then sends the form and opens the new page', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/associations`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { data: makeAssociation({ status: 'pending', can_manage: true }), message: associationMessages.created },
          { status: 201 },
        );
      }),
    );
    serveAssociation(makeAssociation({ status: 'pending', can_manage: true }));
    const { user } = renderApp('/create-association', { user: makeUser({ email_confirmed: true }) });
    await user.click(await screen.findByRole('button', { name: associationMessages.submit }));
    expect(await screen.findByText(associationMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(associationMessages.kindRequired)).toBeInTheDocument();
    expect(screen.getByText(associationMessages.regionRequired)).toBeInTheDocument();
    expect(screen.getByText(associationMessages.provinceRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/Association name/), 'Volta Union Pretoria');
    await user.selectOptions(screen.getByLabelText(/Kind of association/), 'Hometown association');
    await user.type(screen.getByLabelText(/About the association/), 'People of the Volta Region in Tshwane.');
    await user.selectOptions(screen.getByLabelText(/Home region in Ghana/), 'Volta');
    await user.type(screen.getByLabelText(/Home town in Ghana/), 'Ho');
    await user.selectOptions(screen.getByLabelText(/Province in South Africa/), 'Gauteng');
    await user.type(screen.getByLabelText(/City in South Africa/), 'Pretoria');
    await user.click(screen.getByRole('radio', { name: /A leader approves each member/ }));
    await user.click(screen.getByRole('button', { name: associationMessages.submit }));
    expect(await screen.findByText(associationMessages.created)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Volta Union Pretoria',
        kind: 'hometown',
        home_region: 'Volta',
        home_town: 'Ho',
        province: 'Gauteng',
        city: 'Pretoria',
        membership: 'approval',
      }),
    ]);
    expect(await screen.findByText(associationMessages.awaitingReview)).toBeInTheDocument();
  });
});
