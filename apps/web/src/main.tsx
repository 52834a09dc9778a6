import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, registerServiceWorker, restoreSession } from './app/app';
import { createAppRouter } from './app/router';
import { hydrateEmbeddedData } from './lib/embedded-data';
import { queryClient } from './lib/query-client';
import './index.css';

void restoreSession();
// Only built apps have /sw.js; the dev server and the component tests run without it. After the page's load; on a
// page the server drew, the app itself starts after that (start-app.js), so then at once.
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}
const router = createAppRouter();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

// A public page arrives server-rendered (entry-server.tsx) with its data embedded: the cache hydrates that data,
// then, once the page's code is here, React hydrates the page as it stands rather than rendering it again. As a
// transition, hydration runs in slices of a few milliseconds, so a phone answers a tap meanwhile. Other pages are
// rendered here.
hydrateEmbeddedData(queryClient, document, performance.timeOrigin);
const hydrate = () => startTransition(() => void hydrateRoot(container, app));
if (container.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    hydrate();
  });
} else if (container.hasChildNodes()) {
  hydrate();
} else {
  createRoot(container).render(app);
}
