import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The app's toasts: sonner's `toast` calls the features make, with sonner itself loaded on the first toast so that its
 * code stays off every first visit (toasts load when used: docs/rules/budgets.md). The Toaster
 * (components/ui/toaster.tsx) mounts at that moment too, and sonner replays to it the toasts raised before it was
 * there.
 */
type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast.success>[0];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

function show(kind: 'success' | 'error' | 'info' | 'message') {
  return (...args: [message: Message, data?: ExternalToast]): void => {
    void loadSonner().then((module) => module.toast[kind](...args));
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  message: show('message'),
  /** Dismisses one toast (by its id) or all; nothing to do before the first toast. */
  dismiss(id?: string | number): void {
    void sonner?.then((module) => module.toast.dismiss(id));
  },
};

/** Whether a toast has been raised yet (the Toaster mounts from then on). */
export function toastsRequested(): boolean {
  return sonner !== undefined;
}

/** Calls `listener` when the first toast is raised. */
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
