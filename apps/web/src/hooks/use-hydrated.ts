import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server's drawing: on the server, and while the app takes a drawn page over
 * (entry-server.tsx, main.tsx); true once the app runs it, and at once on pages the app draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
