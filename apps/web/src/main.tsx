import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, registerServiceWorker, restoreSession } from './app/app';
import { createAppRouter } from './app/router';
import { whenSignedIn } from './lib/auth-store';
import { hydrateEmbeddedData } from './lib/embedded-data';
import { queryClient } from './lib/query-client';
import { HYDRATION_ERROR } from './lib/hydration';
import './index.css';

void restoreSession();
// Only built apps have /sw.js; the dev server and the component tests run without it. After the page's load; on a
// page the server drew, the app itself starts after that (start-app.js), so then at once. Only for a member: the
// worker keeps the app for offline use, and a visitor who tapped once must not pay for that in the background.
if (import.meta.env.PROD) {
  const afterLoad = () => whenSignedIn(() => void registerServiceWorker());
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
// The router in a task of its own, after the entry's evaluation (it matches the address and loads the page's code).
setTimeout(() => start(createAppRouter()));

function start(router: ReturnType<typeof createAppRouter>) {
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
  // A page React could not hydrate as the server sent it is rendered again, which costs a phone time and can lose what
  // was typed: said once in the console, where the hydration journey (e2e/tests/hydration.spec.ts) counts it.
  const onRecoverableError = (error: unknown) => console.error(HYDRATION_ERROR, error);
  // In a task of its own: hydrateRoot itself listens for every event React handles on the root (about 70 ms on
  // Lighthouse's phone) before hydration's first slice.
  const hydrate = () =>
    setTimeout(() => startTransition(() => void hydrateRoot(container, app, { onRecoverableError })));
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
}
