import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { installQuitFlow, WINDOW_CLOSE_GRACE_MS } from '../../../src/main/quit-flow';

/** Electron's app as the quit flow sees it: `quit()` emits before-quit, and quits unless it is prevented. */
class FakeApp extends EventEmitter {
  quitted = false;
  relaunchedBeforeQuitting = 0;
  relaunch(): void {
    if (!this.quitted) this.relaunchedBeforeQuitting += 1;
  }
  quit(): void {
    let prevented = false;
    this.emit('before-quit', { preventDefault: () => (prevented = true) });
    if (!prevented) this.quitted = true;
  }
}

class FakeWindow extends EventEmitter {
  destroyed = false;
  /** Whether the page lets the window close (a page that hangs does not). */
  unloads = true;
  readonly log: string[];
  constructor(log: string[]) {
    super();
    this.log = log;
  }
  isDestroyed = () => this.destroyed;
  close(): void {
    this.log.push('window closing: the page saves as it unloads');
    if (this.unloads) this.destroy();
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('closed');
  }
}

function practiceWithBackup(log: string[]) {
  let finish = () => {};
  const shutdown = vi.fn(() => {
    log.push('backup, then the database closes');
    return new Promise<void>((done) => (finish = done));
  });
  return { shutdown, finish: () => finish() };
}

/** An app with its window and practice, the window's page refusing to unload (hung, or holding unsaved text). */
function withPageThatStays() {
  const log: string[] = [];
  const app = new FakeApp();
  const window = new FakeWindow(log);
  window.unloads = false;
  const practice = practiceWithBackup(log);
  const quitting = installQuitFlow(app, () => practice, () => window);
  return { app, window, practice, quitting };
}

describe('quitting', () => {
  it('closes the window before the on-quit backup, waits for the backup however often quit is asked, then quits', async () => {
    const log: string[] = [];
    const app = new FakeApp();
    const window = new FakeWindow(log);
    const practice = practiceWithBackup(log);
    installQuitFlow(app, () => practice, () => window);

    app.quit();
    expect(log).toEqual(['window closing: the page saves as it unloads', 'backup, then the database closes']);
    // Asked again while the backup runs (the shortcut twice, the last window closed): it goes on.
    app.quit();
    app.quit();
    expect(app.quitted).toBe(false);
    expect(practice.shutdown).toHaveBeenCalledTimes(1);

    practice.finish();
    await vi.waitFor(() => expect(app.quitted).toBe(true));
  });

  it('backs up at once when the window is gone already (closed with its close button)', () => {
    const log: string[] = [];
    const app = new FakeApp();
    const window = new FakeWindow(log);
    window.destroy();
    const practice = practiceWithBackup(log);
    installQuitFlow(app, () => practice, () => window);
    app.quit();
    expect(log).toEqual(['backup, then the database closes']);
  });

  it('does not wait for ever on a page that will not unload', () => {
    vi.useFakeTimers();
    try {
      const { app, window, practice } = withPageThatStays();
      app.quit();
      expect(practice.shutdown).not.toHaveBeenCalled();
      vi.advanceTimersByTime(WINDOW_CLOSE_GRACE_MS);
      expect(window.destroyed).toBe(true);
      expect(practice.shutdown).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls the quit off when the coach keeps a window whose page holds unsaved note text, and quits when asked again', async () => {
    vi.useFakeTimers();
    try {
      const { app, window, practice, quitting } = withPageThatStays();
      // The page refused to unload; the shell asked the coach, who chose to stay.
      app.quit();
      quitting.callOff();
      // The grace for a hung page does not close it behind the coach's back.
      vi.advanceTimersByTime(2 * WINDOW_CLOSE_GRACE_MS);
      expect(window.destroyed).toBe(false);
      expect(practice.shutdown).not.toHaveBeenCalled();
      expect(app.quitted).toBe(false);

      // The note is saved (or given up); quitting now goes all the way.
      window.unloads = true;
      app.quit();
      expect(window.destroyed).toBe(true);
      expect(practice.shutdown).toHaveBeenCalledTimes(1);
      practice.finish();
      await vi.waitFor(() => expect(app.quitted).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts again once the backup is done when the coach starts the app while it quits', async () => {
    const log: string[] = [];
    const app = new FakeApp();
    const window = new FakeWindow(log);
    const practice = practiceWithBackup(log);
    const quitting = installQuitFlow(app, () => practice, () => window);
    // Running as usual: a second start only brings the window forward.
    expect(quitting.reopenAfterQuit()).toBe(false);

    app.quit();
    expect(quitting.reopenAfterQuit()).toBe(true);
    expect(quitting.reopenAfterQuit()).toBe(true);
    expect(app.relaunchedBeforeQuitting).toBe(0);
    practice.finish();
    await vi.waitFor(() => expect(app.quitted).toBe(true));
    expect(app.relaunchedBeforeQuitting).toBe(1);
  });

  it('does not start again after a quit the coach called off and asked for later', async () => {
    vi.useFakeTimers();
    try {
      const { app, window, practice, quitting } = withPageThatStays();
      app.quit();
      expect(quitting.reopenAfterQuit()).toBe(true);
      quitting.callOff();
      window.unloads = true;
      app.quit();
      practice.finish();
      await vi.waitFor(() => expect(app.quitted).toBe(true));
      expect(app.relaunchedBeforeQuitting).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('quits at once without a practice (the database driver did not load)', () => {
    const app = new FakeApp();
    installQuitFlow(app, () => undefined, () => undefined);
    app.quit();
    expect(app.quitted).toBe(true);
  });
});
