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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
