import type { EventPayload } from '../../shared/contract';
import type { Db } from '../db/open';
import type { CoreEvents } from '../events';
import { readSettings } from '../settings/settings-store';
import type { Vault } from '../vault/vault';
import { selectSessions } from './session-rows';

const CHECK_EVERY_MS = 30_000;
/** The longest reminder a session may ask for (a week), which bounds the query. */
const HORIZON_MS = 7 * 24 * 60 * 60_000;

/**
 * Which sessions are due a reminder at `now`: still scheduled, not reminded yet, not
 * started, and within their own (or the practice's default) minutes. Marks them reminded in
 * the same transaction, so each reminder fires once even across restarts.
 */
export function takeDueReminders(db: Db, now: number): EventPayload<'sessions.reminder'>[] {
  const defaultMinutes = readSettings(db).reminderMinutes;
  return db.transaction(() => {
    const candidates = selectSessions(
      db,
      "s.status = 'scheduled' AND s.reminded_at IS NULL AND s.starts_at > @now AND s.starts_at <= @horizon AND +c.trashed_at IS NULL",
      { now: new Date(now).toISOString(), horizon: new Date(now + HORIZON_MS).toISOString() },
    );
    const due = candidates
      .map((session) => ({ session, minutesBefore: session.reminderMinutes ?? defaultMinutes }))
      .filter(({ session, minutesBefore }) => minutesBefore > 0 && Date.parse(session.start) - minutesBefore * 60_000 <= now);
    const mark = db.prepare('UPDATE sessions SET reminded_at = ? WHERE id = ?');
    for (const { session } of due) mark.run(new Date(now).toISOString(), session.id);
    return due.map(({ session, minutesBefore }) => ({
      sessionId: session.id,
      clientId: session.clientId,
      clientName: session.clientName,
      clientCode: session.clientCode,
      title: session.title,
      start: session.start,
      timeZone: session.timeZone,
      type: session.type,
      location: session.location,
      minutesBefore,
    }));
  })();
}

/** Checks for due reminders while the practice is open; the shell turns the events into notifications. */
export class ReminderService {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly vault: Vault,
    private readonly events: CoreEvents,
    private readonly now: () => number,
  ) {}

  start(): void {
    this.stop();
    this.timer = setInterval(() => this.check(), CHECK_EVERY_MS);
    this.timer.unref();
    this.check();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Emits each due reminder once; returns how many. Public so tests can drive a fake clock. */
  check(): number {
    // A reminder marked sent in a practice being replaced would fire again from the restored one.
    if (!this.vault.isUnlocked || this.vault.isBeingReplaced) return 0;
    try {
      const due = takeDueReminders(this.vault.db, this.now());
      for (const reminder of due) this.events.emit('sessions.reminder', reminder);
      return due.length;
    } catch (error) {
      // A failed check is retried on the next tick; it must never take the app down.
      console.error('[coachdesk] reminder check failed:', error instanceof Error ? error.message : String(error));
      return 0;
    }
  }
}
