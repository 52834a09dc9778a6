import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderApp } from '@/testing/test-utils';

function stubGeolocation(answer: 'granted' | 'denied') {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        answer === 'granted'
          ? success({ coords: { latitude: -26.2041, longitude: 28.0473 } } as GeolocationPosition)
          : failure({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

describe('Home', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('welcomes visitors with the calls to action, the feature cards and the goals strip', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Join Our Community' })[0]).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Explore Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('heading', { name: 'Community Events' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Business Directory' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Job Opportunities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We aim to reach' })).toBeInTheDocument();
    for (const figure of ['1,500+', '200+', '150+', '300+']) expect(screen.getByText(figure)).toBeInTheDocument();
  });

  it('searches with the type and the location when the browser shares it', async () => {
    stubGeolocation('granted');
    const { user, router } = renderApp('/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Search for' }), 'Business');
    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), '  jollof  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(currentLocation(router)).toBe('/search?q=jollof&type=businesses&lat=-26.2041&lon=28.0473'),
    );
  });

  it('searches everything without coordinates when location is refused', async () => {
    stubGeolocation('denied');
    const { user, router } = renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search text' }), 'kente');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/search?q=kente'));
  });

  it('does nothing when the text is blank', async () => {
    const { user, router } = renderApp('/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search text' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation(router)).toBe('/');
  });

  it.each(['/about', '/terms', '/privacy', '/contact'])('serves the content page at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Page not found');
  });

  it('answers unknown addresses with a Not Found page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found — Akwaaba'));
  });
});
