import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuthResponse } from '@akwaaba/contracts';
import { makeAdminStats, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

describe('Protected pages', () => {
  it('send a signed-out visitor to sign in, and back to the page asked for afterwards', async () => {
    const member = makeUser({ name: 'Ama Mensah' });
    server.use(
      http.post<never, never, AuthResponse>(`${API}/auth/login`, () =>
        HttpResponse.json({ data: { token: 'tok-1', user: member } }),
      ),
    );
    const { user, router } = renderApp('/profile');

    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(currentLocation(router)).toBe('/login?redirect=%2Fprofile');

    await user.type(screen.getByLabelText('Email address'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('tab', { name: 'Profile Information' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/profile');
  });

  it('never follow a redirect that leaves the site', async () => {
    server.use(
      http.post<never, never, AuthResponse>(`${API}/auth/login`, () =>
        HttpResponse.json({ data: { token: 'tok-1', user: makeUser() } }),
      ),
    );
    const { user, router } = renderApp('/login?redirect=//evil.example/phish');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await user.type(screen.getByLabelText('Email address'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: /Welcome back,/ });
    expect(currentLocation(router)).toBe('/dashboard');
  });
});

describe('Admin pages', () => {
  it('send a member who is not an admin to the dashboard', async () => {
    const { router } = renderApp('/admin/dashboard', { user: makeUser({ name: 'Ama Mensah' }) });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ama Mensah!' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/dashboard');
  });

  it('send a signed-out visitor to sign in', async () => {
    const { router } = renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('show an admin the Admin Panel and the community numbers; /admin opens the dashboard', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json(makeAdminStats({ members: 1234 }))));
    const { router } = renderApp('/admin', { user: makeUser({ name: 'Efua Admin', is_admin: true }) });

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/admin/dashboard');
    expect(screen.getByText(/Welcome, Efua Admin/)).toBeInTheDocument();
    expect(await screen.findByText('1 234')).toBeInTheDocument();
    expect(screen.getByText('Verification requests')).toBeInTheDocument();

    const panel = screen.getByRole('navigation', { name: 'Admin Panel' });
    expect(panel).toHaveTextContent('Dashboard');
    expect(screen.getByRole('link', { name: 'Pending Businesses' })).toHaveAttribute(
      'href',
      '/admin/pending-businesses',
    );
    expect(screen.getByRole('link', { name: 'Pending Events' })).toHaveAttribute('href', '/admin/pending-events');
    expect(screen.getByRole('link', { name: 'Back to main site' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Admin Dashboard — Akwaaba');
  });
});
