import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 4: the accept call goes out 0.5 s after the click. */
export const ACCEPT_DELAY_MS = 500;

/**
 * Calls `send` ACCEPT_DELAY_MS after `accept`; a second click while waiting does not send twice, and leaving the
 * screen cancels a call not yet sent. `waiting` covers the delay; the call itself reports its own progress.
 */
export function useDelayedAccept(send: (requestId: string) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const accept = useCallback(
    (requestId: string) => {
      if (timer.current) return;
      setWaiting(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        setWaiting(false);
        send(requestId);
      }, ACCEPT_DELAY_MS);
    },
    [send],
  );
  return { accept, waiting };
}
