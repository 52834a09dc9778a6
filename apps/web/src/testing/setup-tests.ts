import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { toast } from 'sonner';
import { authStore } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { server } from './mocks/server';

// Lazy routes and form validation take longer on a busy two-core CI machine than the 1 s default allows.
configure({ asyncUtilTimeout: 5_000 });
// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};
// Nor pointer capture, which a toast takes when pressed (its Undo button, a swipe to dismiss).
Element.prototype.setPointerCapture = () => {};
Element.prototype.releasePointerCapture = () => {};
// Nor a browser's own rule that hides a closed <details>' content (the phone menu), so queries would find it.
document.head.insertAdjacentHTML('beforeend', '<style>details:not([open]) > :not(summary) { display: none }</style>');

// A failed query is shown at once in tests instead of after the retries' back-off.
queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Sonner keeps toasts in a module-wide list and replays live ones to the next Toaster.
  toast.dismiss();
  server.resetHandlers();
  authStore.clear();
  queryClient.clear();
  window.localStorage.clear();
  // Cookies a test set (data saver's choice) go with it.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
afterAll(() => server.close());
