import { toast } from './toasts';

export const PUSH_EVENT = 'app:push-message';

export interface PushMessage {
  title: string;
  body: string;
}

/** Foreground push: the service worker hands the message to the open page, which shows a toast. */
export function listenForForegroundPush(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const message = event.data as { type?: string; title?: string; body?: string } | null;
    if (!message || message.type !== 'push') return;
    const title = (message.title ?? '').slice(0, 30);
    const body = (message.body ?? '').slice(0, 60);
    toast.blank(body, title);
    window.dispatchEvent(new CustomEvent<PushMessage>(PUSH_EVENT, { detail: { title, body } }));
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
