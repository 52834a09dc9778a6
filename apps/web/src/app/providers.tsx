import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

// Toasts are raised only by pages loaded later, so the toaster's code stays off the first page load.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** App-wide providers: server-state cache and toasts (5 s, with a close button, spec §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-center" duration={5000} closeButton richColors />
      </Suspense>
    </QueryClientProvider>
  );
}
