/**
 * The server render of a public page (apps/api/src/plugins/web.ts): the same routes and components as the app,
 * rendered to HTML with the data the page's loader declared (packages/contracts/src/pages.ts), loaded by the server
 * before it calls this, so a shared link shows its content at once, to people without JavaScript and to crawlers
 * too. The query cache goes along dehydrated; the app hydrates it, then the page (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { StrictMode } from 'react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { LoadedData, RenderDevice, RenderedPage } from '@akwaaba/contracts';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { RenderedDataSaver } from './lib/data-lite';
import { SiteOriginContext } from './lib/site-origin';

export type { LoadedData, RenderDevice, RenderedPage };

const handler = createStaticHandler(routes);

/**
 * The page at `url` (absolute) rendered with `loaded` for `device`, or null when the route answers with a redirect.
 * A fresh cache for each page: nothing is fetched while rendering, so what the loaded data lacks renders loading, as
 * the app would render it.
 */
export async function renderPage(
  url: string,
  loaded: LoadedData[],
  device: RenderDevice,
): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const { queryKey, data } of loaded) client.setQueryData(queryKey, data);
  const html = renderToString(
    // The app's own tree (main.tsx) with the static router in place of the browser's, so the app hydrates it.
    <StrictMode>
      <SiteOriginContext value={new URL(url).origin}>
        <RenderedDataSaver value={device.dataSaver}>
          <AppProviders client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RenderedDataSaver>
      </SiteOriginContext>
    </StrictMode>,
  );
  const dehydrated = dehydrate(client);
  return { html, dehydrated: dehydrated.queries.length > 0 ? dehydrated : null };
}
