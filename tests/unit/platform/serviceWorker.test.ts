import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../../src/platform/serviceWorker.ts';

/** A stand-in for navigator.serviceWorker: the browser API at the boundary. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const register = vi.fn(() =>
    Promise.resolve({ scope: 'http://localhost:3000/' } as ServiceWorkerRegistration),
  );
  const container = Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    register,
  });
  return { container: container as unknown as ServiceWorkerContainer, register, target };
}

describe('service worker registration', () => {
  it('registers /sw.js for the whole origin in production builds', async () => {
    const { container, register } = fakeContainer(false);
    await registerServiceWorker({ production: true, container, reload: vi.fn() });
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('does not register outside production builds', async () => {
    const { container, register } = fakeContainer(false);
    expect(await registerServiceWorker({ production: false, container })).toBeUndefined();
    expect(register).not.toHaveBeenCalled();
  });

  it('reloads the page once when an updated worker takes over', async () => {
    const { container, target } = fakeContainer(true);
    const reload = vi.fn();
    await registerServiceWorker({ production: true, container, reload });
    target.dispatchEvent(new Event('controllerchange'));
    target.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker ever installed takes control', async () => {
    const { container, target } = fakeContainer(false);
    const reload = vi.fn();
    await registerServiceWorker({ production: true, container, reload });
    target.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});
