import { constants } from 'node:os';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** A backup's check reaches its next step within seconds even on a large practice; a clean-up stuck longer must not keep a kill from working. */
export const CLEAN_UP_GRACE_MS = 10_000;

/**
 * Ctrl-C, a closed terminal or `kill` used to end a command at once, and a backup being
 * written with `--out` left its temporary file (encrypted, but as large as the practice)
 * beside the target for good. Now the work under way is stopped first (`cleanUp`: the core's
 * `interrupt`, which never ends the process itself), then the process ends by the same signal,
 * so the shell or script that sent it sees what it expects. A second signal, or a clean-up
 * longer than CLEAN_UP_GRACE_MS, ends it at once. Returns how to stop listening.
 */
export function stopCleanlyOnSignals(cleanUp: () => Promise<void>): () => void {
  let stopping = false;
  const stopListening = () => SIGNALS.forEach((signal) => process.removeListener(signal, onSignal));
  const endBy = (signal: NodeJS.Signals) => {
    stopListening();
    try {
      process.kill(process.pid, signal);
    } catch {
      // A signal this platform cannot send (SIGHUP on Windows): the shells' code for it instead.
      process.exit(128 + (constants.signals[signal] ?? 0));
    }
  };
  function onSignal(signal: NodeJS.Signals): void {
    if (stopping) return endBy(signal);
    stopping = true;
    setTimeout(() => endBy(signal), CLEAN_UP_GRACE_MS);
    void cleanUp()
      .catch(() => {})
      .finally(() => endBy(signal));
  }
  SIGNALS.forEach((signal) => process.on(signal, onSignal));
  return stopListening;
}
