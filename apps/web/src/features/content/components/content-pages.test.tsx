import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { profileMessages } from '@akwaaba/contracts';
import type { ComponentType } from 'react';
import AboutPage from './about-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

function renderPage(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('content pages', () => {
  afterEach(cleanup);

  it('About introduces the community and invites visitors to join or get in touch', () => {
    renderPage(AboutPage);
    expect(document.title).toBe('About — Akwaaba');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Akwaaba');
    expect(screen.getByText(/means “welcome” in Akan \(Twi\)/)).toBeInTheDocument();
    expect(screen.getByText(/Johannesburg, Cape Town, Durban, Pretoria and Gqeberha/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the community' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('Terms show the date, the governing law and a way to contact us', () => {
    renderPage(TermsPage);
    expect(document.title).toBe('Terms of Service — Akwaaba');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The version members accept at registration (contracts TERMS_VERSION), as the page shows it.
    expect(screen.getByText('Version of 21 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Governing law' })).toBeInTheDocument();
    expect(screen.getByText(/laws of the Republic of South Africa/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('Privacy names the Information Regulator and links to its official site', () => {
    renderPage(PrivacyPage);
    expect(document.title).toBe('Privacy Policy — Akwaaba');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Version of 27 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'POPIAComplaints@inforegulator.org.za' })).toHaveAttribute(
      'href',
      'mailto:POPIAComplaints@inforegulator.org.za',
    );
    expect(screen.getByRole('link', { name: 'enquiries@inforegulator.org.za' })).toHaveAttribute(
      'href',
      'mailto:enquiries@inforegulator.org.za',
    );
    expect(screen.getByText('Information Regulator (South Africa)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /www\.inforegulator\.org\.za/ })).toHaveAttribute(
      'href',
      'https://www.inforegulator.org.za',
    );
    expect(screen.getByText(/Marketing emails are off by default/)).toBeInTheDocument();
  });

  it('Privacy states when a dormant account is erased, and that members confirm they are 18 or older', () => {
    renderPage(PrivacyPage);
    expect(
      screen.getByText(/or until your account has not been used for 2 years\. If you have not signed in for that long/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/your account will be deleted in 30 days; signing in within those days keeps it/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/you must be 18 or older to create an account, and you confirm it when you/),
    ).toBeInTheDocument();
  });

  it('Privacy says what deleting an account removes, in the deletion form’s own words', () => {
    renderPage(PrivacyPage);
    expect(screen.getByText(profileMessages.deleteAccountSummary)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.deleteAccountKept)).toBeInTheDocument();
  });

  it('Privacy says how long contact messages are kept and that view counts store no viewer', () => {
    renderPage(PrivacyPage);
    expect(screen.getByText(/closed messages are deleted automatically 12 months after they were/)).toBeInTheDocument();
    expect(screen.getByText(/We do not\s+store who viewed the page/)).toBeInTheDocument();
    expect(screen.getByText(/choose the subject “Privacy request \(POPIA\)”/)).toBeInTheDocument();
  });
});
