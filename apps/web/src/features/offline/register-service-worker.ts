import { authHeaders } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import type { WorkerMessage } from '@/service-worker/routing';

const WORKER_URL = '/sw.js';

type TrustedTypePolicyFactory = {
  createPolicy: (
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ) => {
    createScriptURL: (input: string) => unknown;
  };
};

/**
 * The worker's address as the CSP's Trusted Types ask for it (register() is a script sink under
 * `require-trusted-types-for 'script'`): a named policy that passes exactly /sw.js and refuses anything else.
 * It is not the default policy, which stays Leaflet's (decision 009). Browsers without Trusted Types take the string.
 */
function workerScriptUrl(): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory) return WORKER_URL;
  const policy = factory.createPolicy('akwaaba-service-worker', {
    createScriptURL: (input) => {
      if (input !== WORKER_URL) throw new TypeError(`Only ${WORKER_URL} may be registered as the service worker`);
      return input;
    },
  });
  return policy.createScriptURL(WORKER_URL) as string;
}

/**
 * Registers the offline worker (docs/decisions/017), once the page has loaded, and tells it who is signed in now
 * and at every change: a sign-out, a deleted account or a 401 (no one), another sign-in (someone else). The worker
 * forgets every kept answer that is not the signed-in member's.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(workerScriptUrl(), { scope: '/' });
  } catch {
    // No worker (a private mode, a refused policy): the site works as before, without the offline home.
    return;
  }
  const { active } = await navigator.serviceWorker.ready;
  // The controller is the newest worker once an update has taken over; `active` the first one, before it claims the page.
  let told: string | null | undefined;
  const tellSession = () => {
    const authorization = authHeaders().Authorization ?? null;
    if (authorization === told) return;
    told = authorization;
    (navigator.serviceWorker.controller ?? active)?.postMessage({
      type: 'session',
      authorization,
    } satisfies WorkerMessage);
  };
  tellSession();
  authStore.subscribe(tellSession);
}
