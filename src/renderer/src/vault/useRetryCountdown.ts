import { useEffect, useState } from 'react';
import { AppError } from '../../../shared/errors';

/** Seconds left before the vault accepts another attempt, counting down on screen. */
export function useRetryCountdown(initialMs: number) {
  const [until, setUntil] = useState(() => Date.now() + initialMs);
  const [now, setNow] = useState(Date.now);
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const noteError = (error: unknown) => {
    const retryAfterMs = error instanceof AppError ? Number(error.details?.retryAfterMs ?? 0) : 0;
    if (retryAfterMs > 0) {
      setNow(Date.now());
      setUntil(Date.now() + retryAfterMs);
    }
  };
  return { secondsLeft, noteError };
}
