import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server render: on the server, and while the app hydrates a server-rendered page
 * (entry-server.tsx, main.tsx); true once the app runs it, and at once on pages the app renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
