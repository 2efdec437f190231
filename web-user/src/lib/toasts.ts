/** Toasts of spec section 9: error 4 s, success 2 s, blank and custom 4 s, loading until dismissed, at most 20. */
export type ToastKind = 'error' | 'success' | 'blank' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
}

export const TOAST_DURATIONS: Record<ToastKind, number | null> = {
  error: 4000,
  success: 2000,
  blank: 4000,
  loading: null,
};

export const MAX_TOASTS = 20;

type Listener = () => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const emit = () => listeners.forEach((listener) => listener());

export const dismissToast = (id: number) => {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const before = toasts.length;
  toasts = toasts.filter((item) => item.id !== id);
  if (toasts.length !== before) emit();
};

const show = (kind: ToastKind, message: string, title?: string): number => {
  // One failure often reaches several reads at once (the dashboard's widgets when the network drops, a read tried
  // again when its page mounts): the same error is shown once while it is on screen.
  const shown = kind === 'error' && toasts.find((item) => item.kind === 'error' && item.message === message);
  if (shown) return shown.id;
  const id = nextId++;
  toasts = [...toasts, { id, kind, message, title }];
  while (toasts.length > MAX_TOASTS) {
    const oldest = toasts[0];
    if (!oldest) break;
    const timer = timers.get(oldest.id);
    if (timer) clearTimeout(timer);
    timers.delete(oldest.id);
    toasts = toasts.slice(1);
  }
  const duration = TOAST_DURATIONS[kind];
  if (duration !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  emit();
  return id;
};

export const toast = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  blank: (message: string, title?: string) => show('blank', message, title),
  loading: (message: string) => show('loading', message),
  dismiss: dismissToast,
};

export const toastStore = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,
  reset: () => {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    toasts = [];
    emit();
  },
};
