import { useCallback, useEffect, useState } from 'react';

/** Counts down once a second from `seconds` to 0; restart() begins again. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(seconds);
  const [round, setRound] = useState(0);

  useEffect(() => {
    setRemaining(seconds);
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, round]);

  const restart = useCallback(() => setRound((value) => value + 1), []);
  return { remaining, done: remaining === 0, restart };
}
