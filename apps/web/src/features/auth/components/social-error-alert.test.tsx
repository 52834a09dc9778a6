import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { authMessages, socialErrorMessages } from '@akwaaba/contracts';
import { renderApp } from '@/testing/test-utils';

describe('A social sign-in that ended on /login', () => {
  it("shows our words for the provider's error code in the red box and drops it from the address", async () => {
    const { router } = renderApp('/login?error=access_denied&redirect=%2Fevents');
    expect(await screen.findByRole('alert')).toHaveTextContent(socialErrorMessages.access_denied!);
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fevents'));
    expect(router.state.location.pathname).toBe('/login');
    // Still shown once the address is clean.
    expect(screen.getByRole('alert')).toHaveTextContent(socialErrorMessages.access_denied!);
  });

  it("never shows the link's own text: anything but a known code is the spec's text", async () => {
    renderApp('/login?error=Your%20account%20is%20locked.%20Call%20us%20on%20012%20345%206789');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.socialFailed);
    expect(screen.queryByText(/Call us/)).not.toBeInTheDocument();
  });

  it("shows the spec's text for the generic code", async () => {
    renderApp('/login?error=failed');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.socialFailed);
  });

  it('shows nothing without an error', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
