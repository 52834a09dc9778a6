import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth-store';

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
