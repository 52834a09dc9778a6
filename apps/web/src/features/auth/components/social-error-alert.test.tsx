import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { authMessages } from '@akwaaba/contracts';
import { renderApp } from '@/testing/test-utils';

describe('A social sign-in that ended on /login', () => {
  it("shows the provider's reason in the red box and drops it from the address", async () => {
    const { router } = renderApp('/login?error=The%20user%20denied%20access&redirect=%2Fevents');
    expect(await screen.findByRole('alert')).toHaveTextContent('The user denied access');
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fevents'));
    expect(router.state.location.pathname).toBe('/login');
    // Still shown once the address is clean.
    expect(screen.getByRole('alert')).toHaveTextContent('The user denied access');
  });

  it("shows the spec's text for an empty reason, and only a line of a long one", async () => {
    renderApp('/login?error=%20');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.socialFailed);
  });

  it('keeps a long reason to one short line', async () => {
    renderApp(`/login?error=${'a'.repeat(500)}`);
    expect((await screen.findByRole('alert')).textContent).toBe('a'.repeat(200));
  });

  it('shows nothing without an error', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
