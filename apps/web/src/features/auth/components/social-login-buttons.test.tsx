import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

describe('Social sign-in buttons', () => {
  it.each(['/login', '/register'])(
    '%s offers the configured providers, in order, as full-page links to the API',
    async (path) => {
      server.use(http.get(`${API}/auth/providers`, () => HttpResponse.json({ data: ['linkedin', 'google'] })));
      renderApp(path);
      const google = await screen.findByRole('link', { name: 'Continue with Google' });
      const linkedin = screen.getByRole('link', { name: 'Continue with LinkedIn' });
      expect(google.getAttribute('href')).toMatch(/\/api\/v1\/auth\/social\/redirect\?provider=google$/);
      expect(linkedin.getAttribute('href')).toMatch(/\/auth\/social\/redirect\?provider=linkedin$/);
      expect(google.compareDocumentPosition(linkedin) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Continue with (Facebook|TikTok)/ })).not.toBeInTheDocument();
    },
  );

  it('shows none when the server has no provider configured', async () => {
    renderApp('/register');
    await screen.findByRole('button', { name: 'Create Account' });
    expect(screen.queryByText('or continue with')).not.toBeInTheDocument();
  });
});
