import { useEffect } from 'react';
import { call } from '../api/client';

const REPORT_EVERY_MS = 20_000;

/** Tells the core the coach is active, at most every 20 s, so auto-lock counts real idleness. */
export function useActivityReport(): void {
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < REPORT_EVERY_MS) return;
      last = now;
      void call('vault.touch', {}).catch(() => {});
    };
    const events = ['keydown', 'pointerdown', 'wheel'] as const;
    events.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    return () => events.forEach((name) => window.removeEventListener(name, onActivity));
  }, []);
}
