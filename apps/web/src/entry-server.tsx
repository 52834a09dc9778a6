/**
 * The server's render of a public page (apps/api/src/plugins/web.ts): the same routes and components as the app,
 * drawn to HTML with the API answers the server embeds beside it, so a shared link shows its content at once, to
 * people without JavaScript and to crawlers too. The app then hydrates it (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { StrictMode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import type { DrawnPage, EmbeddedAnswer } from '@akwaaba/contracts';
import { renderOnServer } from './lib/server-data';

export type { DrawnPage, EmbeddedAnswer };

const handler = createStaticHandler(routes);

/** The page at `url` (absolute) drawn with `answers`, or null when the route answers with a redirect. */
export async function renderPage(url: string, answers: EmbeddedAnswer[]): Promise<DrawnPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Nothing is fetched while drawing: what the answers do not hold is drawn as loading, as the app would, and named
  // in `missing`, for the server to fetch and draw the page again with.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const { result: html, missing } = renderOnServer(new URL(url).origin, answers, () =>
    renderToString(
      // The app's own tree (main.tsx) with the static router in place of the browser's, so the app takes it over.
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  return { html, missing };
}
