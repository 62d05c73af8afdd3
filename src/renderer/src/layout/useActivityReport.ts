import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../api/client';

const REPORT_EVERY_MS = 20_000;
/** How long before the idle lock the coach is warned: a minute, or half the idle time when that is shorter. */
const WARN_BEFORE_MS = 60_000;
const CHECK_EVERY_MS = 5_000;

/**
 * Tells the core the coach is active, at most every 20 s, so auto-lock counts real idleness; and
 * says when the practice is about to lock for idleness (`lockingSoon`), so a coach reading at the
 * desk can keep it open: any key, click or scroll does, as `keepOpen` does.
 */
export function useActivityReport(idleMinutes: number | undefined): { lockingSoon: boolean; keepOpen(): void } {
  const [lockingSoon, setLockingSoon] = useState(false);
  // The core counts idleness from the last report (or from the unlock, or a new idle time).
  const last = useRef({ active: Date.now(), reported: Date.now() });
  const report = useCallback(() => {
    last.current.reported = Date.now();
    void call('vault.touch', {}).catch(() => {});
  }, []);
  useEffect(() => {
    const onActivity = () => {
      const now = Date.now();
      last.current.active = now;
      setLockingSoon(false);
      if (now - last.current.reported >= REPORT_EVERY_MS) report();
    };
    const events = ['keydown', 'pointerdown', 'wheel'] as const;
    events.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    return () => events.forEach((name) => window.removeEventListener(name, onActivity));
  }, [report]);
  useEffect(() => {
    // The core starts counting again when the idle time is set (vault.setAutoLockMinutes).
    last.current.reported = Date.now();
    if (!idleMinutes) return;
    const idleMs = idleMinutes * 60_000;
    const warnAfter = idleMs - Math.min(WARN_BEFORE_MS, idleMs / 2);
    const timer = setInterval(() => {
      const { active, reported } = last.current;
      const sinceReport = Date.now() - reported;
      // Activity the pause between reports held back is told once the pause is over: a few seconds late, never lost.
      if (active > reported) {
        if (sinceReport >= REPORT_EVERY_MS) report();
        return;
      }
      if (sinceReport >= warnAfter) setLockingSoon(true);
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [idleMinutes, report]);
  const keepOpen = useCallback(() => {
    last.current.active = Date.now();
    setLockingSoon(false);
    report();
  }, [report]);
  return { lockingSoon, keepOpen };
}
