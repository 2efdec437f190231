import { PUSH_REFRESH_MS } from '@/config/app';
import { storage } from '@/lib/storage';
import { toast } from '@/lib/toasts';
import { getVapidPublicKey } from '../api/get-vapid-public-key';
import { registerNotificationToken } from '../api/register-notification-token';

export const PUSH_FAILED = 'Could not get notification token.';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

const urlBase64ToUint8Array = (base64: string): Uint8Array<ArrayBuffer> => {
  const padding = '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob((base64 + padding).replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
};

/** The refresh rule: register when never done or when the last registration is 7 days old. */
export const pushRegistrationDue = (lastAt: number | null, now = Date.now()): boolean =>
  lastAt === null || now - lastAt >= PUSH_REFRESH_MS;

let inFlight: Promise<boolean> | null = null;
let askedThisVisit = false;

/**
 * After a donor signs in or onboards: ask for permission and, when granted, subscribe through the service
 * worker with the API's VAPID key and send the subscription with the device id. Never blocks navigation.
 * Calls made while an attempt runs share it (and its one failure toast).
 */
export function registerPush(options: { force?: boolean } = {}): Promise<boolean> {
  askedThisVisit = true;
  inFlight ??= attemptRegistration(options).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function attemptRegistration({ force = false }: { force?: boolean }): Promise<boolean> {
  if (!pushSupported()) return false;
  try {
    const permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') return false;
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    if (!force && subscription && !pushRegistrationDue(storage.getPushRegisteredAt())) return true;
    if (!subscription) {
      const key = await getVapidPublicKey();
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(key),
      });
    }
    await registerNotificationToken({
      notification_token: JSON.stringify(subscription),
      device_id: storage.ensureDeviceId(),
    });
    storage.setPushRegisteredAt(Date.now());
    return true;
  } catch {
    toast.error(PUSH_FAILED);
    return false;
  }
}

/**
 * On start-up with a signed-in user and permission already granted: refresh when 7 days have passed. Not when
 * sign-in or onboarding already asked on this visit: the app shell mounts right after them, and a failed attempt
 * would be tried, and reported, a second time.
 */
export function refreshPushIfDue(): void {
  if (askedThisVisit || !pushSupported() || Notification.permission !== 'granted') return;
  if (!pushRegistrationDue(storage.getPushRegisteredAt())) return;
  void registerPush({ force: true });
}
