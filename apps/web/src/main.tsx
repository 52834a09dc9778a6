import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, registerServiceWorker, restoreSession } from './app/app';
import { createAppRouter } from './app/router';
import './index.css';

void restoreSession();
// Only built apps have /sw.js; the dev server and the component tests run without it.
if (import.meta.env.PROD) window.addEventListener('load', () => void registerServiceWorker(), { once: true });
const router = createAppRouter();

const container = document.getElementById('root')!;
const start = () =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );

// A shared page (an event, a listing, a job) arrives drawn by the server: it stays until the page's code is here,
// so React's first render is that page with its embedded data (lib/server-data.ts), never a spinner in its place.
if (container.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
} else {
  start();
}
