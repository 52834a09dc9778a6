import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { replayTypedBeforeApp } from '@/lib/hydration';
import { AppProviders } from './providers';

export { restoreSession } from '@/features/auth/api/get-current-user';

/** The offline worker, loaded and registered after the page (docs/decisions/017): nothing of it on the first paint's path. */
export const registerServiceWorker = () =>
  import('@/features/offline/register-service-worker').then((module) => module.registerServiceWorker());

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // A server-rendered page reads before the app runs, but its buttons work only once the app has hydrated it. Then
  // what was typed meanwhile is handed to the app, and this mark says it is ready: start-app.js makes a tap it held
  // again, and the end-to-end journeys wait for it (e2e/support/fixtures.ts).
  useEffect(() => {
    replayTypedBeforeApp(document);
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
