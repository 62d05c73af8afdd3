/** What quitting needs of Electron's app and window: small enough to test without Electron. */
export interface QuittingApp {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
  /** Starts the app again once this one has exited. */
  relaunch(): void;
}

export interface ClosingWindow {
  isDestroyed(): boolean;
  once(event: 'closed', listener: () => void): unknown;
  removeListener(event: 'closed', listener: () => void): unknown;
  close(): void;
  destroy(): void;
}

/** A page that does not unload in this time (hung, or refusing to) is closed without it. */
export const WINDOW_CLOSE_GRACE_MS = 5000;

/**
 * Quitting, in this order:
 * 1. the window closes first, so the page saves what is being typed as it unloads, while the
 *    practice is still open (closing the database first refused that save, and the text was lost);
 * 2. the core's on-quit backup, then the database closes (`shutdown`);
 * 3. the app quits for real.
 * Asking to quit again meanwhile (the shortcut pressed twice, the last window closed) waits for
 * the same end: it used to let Electron quit at once, killing the backup halfway.
 * `callOff` is for the coach keeping the window (its page holds unsaved note text and asked):
 * the quit under way, if any, stops and the app stays as it was.
 * `reopenAfterQuit` is for the coach starting the app while it quits: the running app holds
 * the single-instance lock until its backup ends, so the new one exits at once and, without
 * this, nothing seemed to happen. Returns false when no quit is under way.
 */
export function installQuitFlow(
  app: QuittingApp,
  core: () => { shutdown(): Promise<void> } | undefined,
  window: () => ClosingWindow | undefined,
): { callOff(): void; reopenAfterQuit(): boolean } {
  let state: 'open' | 'closing' | 'backing up' | 'done' = 'open';
  let reopen = false;
  let stopWaiting = () => {};
  app.on('before-quit', (event) => {
    const practice = core();
    if (state === 'done' || !practice) return;
    event.preventDefault();
    if (state !== 'open') return;
    state = 'closing';
    stopWaiting = afterWindowCloses(window(), () => {
      state = 'backing up';
      void practice.shutdown().finally(() => {
        state = 'done';
        if (reopen) app.relaunch();
        app.quit();
      });
    });
  });
  return {
    callOff: () => {
      if (state !== 'closing') return;
      stopWaiting();
      state = 'open';
      reopen = false;
    },
    reopenAfterQuit: () => {
      if (state === 'open' || state === 'done') return false;
      reopen = true;
      return true;
    },
  };
}

/** Calls `then` once the window has closed, or it has been destroyed after a grace; returns how to stop waiting. */
function afterWindowCloses(window: ClosingWindow | undefined, then: () => void): () => void {
  if (!window || window.isDestroyed()) {
    then();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(grace);
    then();
  };
  const grace = setTimeout(() => {
    if (!window.isDestroyed()) window.destroy();
    once();
  }, WINDOW_CLOSE_GRACE_MS);
  window.once('closed', once);
  window.close();
  return () => {
    done = true;
    clearTimeout(grace);
    window.removeListener('closed', once);
  };
}
