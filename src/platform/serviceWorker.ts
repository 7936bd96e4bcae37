export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerDeps {
  /** Registration happens only in production builds (the dev server must not be cached). */
  production?: boolean;
  container?: ServiceWorkerContainer;
  reload?: () => void;
}

/**
 * Registers /sw.js for the whole origin. When a new worker takes control of a page an older one was
 * controlling, the page reloads once so it runs the new build; a first install does not reload.
 */
export async function registerServiceWorker(
  deps: ServiceWorkerDeps = {},
): Promise<ServiceWorkerRegistration | undefined> {
  const production = deps.production ?? import.meta.env.PROD;
  const container = deps.container ?? globalThis.navigator?.serviceWorker;
  if (!production || !container) return undefined;
  const reload = deps.reload ?? (() => globalThis.location.reload());
  const hadController = Boolean(container.controller);
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloaded) return;
    reloaded = true;
    reload();
  });
  try {
    return await container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    console.warn('The service worker could not be registered.', error);
    return undefined;
  }
}
