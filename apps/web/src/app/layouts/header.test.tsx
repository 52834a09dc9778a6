import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CurrentUser, MessageResponse } from '@akwaaba/contracts';
import { makeBusinessUser, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

async function openAccountMenu(path: string, member: CurrentUser) {
  const view = renderApp(path, { user: member });
  const button = await screen.findByRole('button', { name: new RegExp(member.name) });
  await view.user.click(button);
  const menu = screen.getByRole('menu', { name: 'Account' });
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  return { ...view, button, menu, items };
}

/**
 * The phone menu's toggle, a disclosure's <summary>: browsers expose it as a button with its expanded state; the
 * testing library gives summary no role, so it is found by its text.
 */
const menuToggle = async () => (await screen.findByText('Menu', { selector: 'summary > span' })).closest('summary')!;
const isOpen = (toggle: HTMLElement) => toggle.closest('details')!.open;

describe('Header', () => {
  it('offers everyone the main links, and Sign In and Join Us to visitors', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Events', '/events'],
      ['Businesses', '/businesses'],
      ['Jobs', '/jobs'],
      ['Associations', '/associations'],
      ['Notices', '/notices'],
      ['About', '/about'],
    ]);
    // Beside the search on wide screens, and in the phone menu.
    const header = screen.getByRole('banner');
    for (const link of within(header).getAllByRole('link', { name: 'Sign In' })) {
      expect(link).toHaveAttribute('href', '/login');
    }
    for (const link of within(header).getAllByRole('link', { name: 'Join Us' })) {
      expect(link).toHaveAttribute('href', '/register');
    }
  });

  it("gives an individual member's menu their links, with the Individual label", async () => {
    const { button, items } = await openAccountMenu('/', makeUser({ name: 'Ama Mensah' }));
    expect(button).toHaveTextContent('Individual');
    expect(button).not.toHaveTextContent(/\bB\b/);
    expect(items).toEqual([
      'Dashboard',
      'Profile',
      'My Events',
      'Following',
      'Applications',
      'Saved Jobs',
      'Job Alerts',
      'My Associations',
      'Sign out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Following' })).toHaveAttribute('href', '/following');
    expect(screen.getByRole('menuitem', { name: 'Saved Jobs' })).toHaveAttribute('href', '/my-saved-jobs');
    expect(screen.getByRole('menuitem', { name: 'Job Alerts' })).toHaveAttribute('href', '/my-job-alerts');
  });

  it("gives a business member's menu the business links, the B badge and the Business label", async () => {
    const { button, items } = await openAccountMenu('/', makeBusinessUser({ name: 'Kofi Boateng' }));
    expect(button).toHaveTextContent('Kofi BoatengBBusiness');
    expect(items).toEqual([
      'Dashboard',
      'Profile',
      'Create Event',
      'List Business',
      'Post Job',
      'My Events',
      'My Jobs',
      'My Associations',
      'My Content',
      'Sign out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'List Business' })).toHaveAttribute('href', '/create-business');
  });

  it('puts the Admin Dashboard first for admins', async () => {
    const { items } = await openAccountMenu('/', makeUser({ name: 'Efua Admin', is_admin: true }));
    expect(items[0]).toBe('Admin Dashboard');
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    const { user, button } = await openAccountMenu('/', makeUser({ name: 'Ama Mensah' }));
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out: the token goes, the visitor links come back', async () => {
    let revoked = false;
    server.use(
      http.post<never, never, MessageResponse>(`${API}/auth/logout`, () => {
        revoked = true;
        return HttpResponse.json({ message: 'Signed out.' });
      }),
    );
    const { user, router } = await openAccountMenu('/dashboard', makeUser({ name: 'Ama Mensah' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await within(screen.getByRole('banner')).findAllByRole('link', { name: 'Sign In' })).not.toHaveLength(0);
    expect(revoked).toBe(true);
    expect(currentLocation(router)).toBe('/');
    expect(window.localStorage.length).toBe(0);
  });

  it('signs out even when the server cannot be reached', async () => {
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.error()));
    const { user } = await openAccountMenu('/', makeUser({ name: 'Ama Mensah' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await within(screen.getByRole('banner')).findAllByRole('link', { name: 'Sign In' })).not.toHaveLength(0);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('has a mobile menu with the same links, closed again by following one', async () => {
    const { user } = renderApp('/', { user: makeBusinessUser({ name: 'Kofi Boateng' }) });
    const toggle = await menuToggle();
    expect(isOpen(toggle)).toBe(false);
    await user.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const links = within(mobile)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Home',
      'Events',
      'Businesses',
      'Jobs',
      'Associations',
      'Notices',
      'About',
      'Notifications',
      'Dashboard',
      'Profile',
      'Create Event',
      'List Business',
      'Post Job',
      'My Events',
      'My Jobs',
      'My Associations',
      'My Content',
    ]);
    expect(within(mobile).getByRole('link', { name: 'Notifications, 0 unread' })).toHaveAttribute('href', '/activity');
    expect(within(mobile).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.click(within(mobile).getByRole('link', { name: 'Events' }));
    expect(isOpen(toggle)).toBe(false);
  });

  // Opening it with Enter is the browser's own (the phone-menu journey in e2e shows it).
  it('closes the mobile menu on Escape and gives focus back to its toggle', async () => {
    const { user } = renderApp('/about');
    const toggle = await menuToggle();
    await user.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    await user.tab();
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('searchbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen(toggle)).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('searches the site from the header box, and sends nothing for blank text', async () => {
    const { user, router } = renderApp('/about');
    // The first is the header's own; the phone menu holds the other.
    const [headerSearch] = await screen.findAllByRole('search', { name: 'Site search' });
    const box = within(headerSearch!).getByRole('searchbox', {
      name: 'Search Akwaaba',
    });
    await user.type(box, '   {Enter}');
    expect(currentLocation(router)).toBe('/about');

    await user.clear(box);
    await user.type(box, ' kente cloth {Enter}');
    await waitFor(() => expect(currentLocation(router)).toBe('/search?q=kente+cloth'));
  });

  it('has the search box in the mobile menu too, and a search closes the menu', async () => {
    const { user, router } = renderApp('/about');
    const toggle = await menuToggle();
    await user.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    await user.type(within(mobile).getByRole('searchbox', { name: 'Search Akwaaba' }), 'jollof');
    await user.click(within(mobile).getByRole('button', { name: 'Search the site' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/search?q=jollof'));
    expect(isOpen(toggle)).toBe(false);
  });
});

describe('Footer', () => {
  it('links the quick links and the support pages, each named for the page it opens', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = Object.fromEntries(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toMatchObject({
      Events: '/events',
      Businesses: '/businesses',
      Jobs: '/jobs',
      About: '/about',
      'Contact Us': '/contact',
      'Privacy Policy': '/privacy',
      'Terms of Service': '/terms',
    });
    // No link under another page's name: the spec's 'Help Center' has no page of its own (there is no help content).
    expect(within(footer).queryByRole('link', { name: 'Help Center' })).not.toBeInTheDocument();
  });
});
