import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser whose push service cannot be reached: notifications allowed, the service worker fails to register. */
const browserWithoutPushService = () => {
  const register = vi.fn(() => Promise.reject(new Error('Registration failed - push service error')));
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
};

describe('push registration', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('tries once per visit: the app shell does not try again right after sign-in did, nor report it twice', async () => {
    const register = browserWithoutPushService();
    // Fresh modules per test (the rule's state is per visit), so the toasts are read from the same fresh store.
    const { PUSH_FAILED, refreshPushIfDue, registerPush } = await import('./register-push');
    const { toastStore } = await import('@/lib/toasts');
    const failureToasts = () => toastStore.getSnapshot().filter((item) => item.message === PUSH_FAILED).length;

    expect(await registerPush()).toBe(false); // sign-in
    refreshPushIfDue(); // the app shell mounting after it
    await Promise.resolve();

    expect(register).toHaveBeenCalledTimes(1);
    expect(failureToasts()).toBe(1);
  });

  it('shares one attempt between calls made at the same moment', async () => {
    const register = browserWithoutPushService();
    const { registerPush } = await import('./register-push');
    await Promise.all([registerPush(), registerPush({ force: true })]);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('refreshes on start-up when sign-in did not ask on this visit', async () => {
    const register = browserWithoutPushService();
    const { refreshPushIfDue } = await import('./register-push');
    refreshPushIfDue();
    await vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  });
});
