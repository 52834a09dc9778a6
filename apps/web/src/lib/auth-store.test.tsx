import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/data';
import { authStore, useAuth, useDeferredAuth } from './auth-store';

describe('the app hydrating a page the server rendered for a visitor', () => {
  it('renders it once: the visitor it hydrates with is the state it then reads, so nothing renders again', async () => {
    let renders = 0;
    function Greeting() {
      const { isAuthenticated } = useAuth();
      renders += 1;
      return <p>{isAuthenticated ? 'Welcome back' : 'Sign In'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    renders = 0;
    const root = await act(async () => hydrateRoot(container, <Greeting />));
    expect(container.textContent).toBe('Sign In');
    // A second render here is a synchronous one of every page that reads the member: a long task on a phone.
    expect(renders).toBe(1);
    act(() => root.unmount());
  });
});

describe('the header’s view of the member (useDeferredAuth)', () => {
  it('shows a session ending at once: no render after sign-out still sees the member', async () => {
    const seen: (string | null)[] = [];
    function AccountArea() {
      const { token } = useDeferredAuth();
      seen.push(token);
      return <p>{token ? 'Account' : 'Sign In'}</p>;
    }
    authStore.signIn('token-1', makeUser());
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<AccountArea />));
    expect(container.textContent).toBe('Account');

    seen.length = 0;
    await act(async () => authStore.clear());
    expect(container.textContent).toBe('Sign In');
    // Its calls (the notifications' count) would otherwise go once more, without the session, and be refused.
    expect(seen).not.toContain('token-1');
    act(() => root.unmount());
  });
});
