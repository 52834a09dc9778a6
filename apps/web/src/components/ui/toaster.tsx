import { lazy, Suspense, useSyncExternalStore } from 'react';
import { interfaceMessages } from '@akwaaba/contracts';
import { onToastsRequested, toastsRequested } from '@/lib/toast';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Where toasts show (top centre, 5 s, with a close button; docs/rules/web-behaviour.md; index.css gives the button a
 * 44 px target). Nothing is rendered, and sonner is not downloaded, until the first toast is raised (lib/toast.ts).
 */
export function Toaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        duration={5000}
        closeButton
        richColors
        toastOptions={{ closeButtonAriaLabel: interfaceMessages.closeNotification }}
      />
    </Suspense>
  );
}
